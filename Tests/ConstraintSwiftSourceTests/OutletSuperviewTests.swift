import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A cell's `@IBOutlet` constrained to its superview with SnapKit in `awakeFromNib`, with no
/// superview in the code read: Interface Builder put it in the content view, which a note says.
/// Before, every `equalToSuperview()` on it was left out and the cell read as free.
struct OutletSuperviewTests {
    @Test func anOutletConstrainedToItsSuperviewIsInTheRoot() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            class FolderCell: UICollectionViewCell {
                @IBOutlet weak var icon: UIImageView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    icon.snp.makeConstraints { make in
                        make.centerX.equalToSuperview()
                        make.width.height.equalTo(25)
                    }
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["icon.centerX = contentView.centerX + 0", "icon.width = 25", "icon.height = 25"])
        #expect(system.diagnostics.contains { $0.code == "swift-assumed-superview" })
    }
}
