import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `UIView(frame: CGRect(x: 0, y: 0, width: model.width, …))` in a cell's `init(frame:)`: the
/// code gives a frame, computed at run time from a value the reader does not know. The
/// autoresizing note says so instead of "no frame in the code", which was false. (A frame
/// computed from the cell's own size follows it: RelativeFrameTests.)
struct UnknownFrameNoteTests {
    @Test func aFrameComputedAtRunTimeIsSaidAsSuch() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Tile: UICollectionViewCell {
                var holder = UIView()
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    holder = UIView(frame: CGRect(x: 0, y: 0, width: model.width, height: model.height))
                    addSubview(holder)
                    holder.addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.bottomAnchor.constraint(equalTo: holder.bottomAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let note = try #require(system.diagnostics.first { $0.code == "swift-autoresizing" && $0.message.contains("'holder'") })
        #expect(note.message.contains("has a frame not known statically (taken as zero)"))
    }
}
