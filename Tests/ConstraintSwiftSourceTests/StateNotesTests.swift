import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What a state's method does that the reader cannot read — a constraint on a view of a base
/// class no file read declares, a size known only at run time — gets the located note it gets
/// in the base layout. Before, the notes of a state's run were dropped, and the state's missing
/// constraints vanished without a word.
struct StateNotesTests {
    @Test func aStatesUnreadableConstraintsAreSaid() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class ImageCell: ChatCell {
                let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(photo)
                }
                required init?(coder: NSCoder) { fatalError() }
                func setItem(_ item: ImageItem) {
                    photo.snp.remakeConstraints { make in
                        make.top.left.equalToSuperview().offset(10)
                        make.size.equalTo(item.size)
                    }
                    bubble.snp.remakeConstraints { make in
                        make.edges.equalTo(photo)
                    }
                }
            }
            """).first)
        #expect(system.states.map(\.name) == ["setItem()"])
        let lines = system.diagnostics.map(\.line)
        #expect(system.diagnostics.contains { $0.line == 13 && $0.message.contains("constant not known statically") })
        #expect(system.diagnostics.contains { $0.line == 15 && $0.message.contains("'bubble' is not known statically") })
        #expect(lines.filter { $0 == 15 }.count == 1)
    }
}
