import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// An image view given an image the code does not show (`UIImageView(image: UIImage(named:))`,
/// `.image = …`) is analysed without an intrinsic size, which a located note now says, unless the
/// code gives it a width and a height; before, a layout that leans on the image's size read as
/// ambiguous without a word about why.
struct ImageSizeNoteTests {
    static func screen(_ sizing: String) -> String {
        """
        import UIKit
        final class Pairing: UIViewController {
            let hint = UIImageView(image: UIImage(named: "hint"))
            let logo = UIImageView()
            override func viewDidLoad() {
                super.viewDidLoad()
                logo.image = UIImage(named: "logo")
                view.addSubview(hint)
                view.addSubview(logo)
                hint.translatesAutoresizingMaskIntoConstraints = false
                logo.translatesAutoresizingMaskIntoConstraints = false
                \(sizing)
            }
        }
        """
    }

    @Test func anImageWhoseSizeTheLayoutNeedsIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read(Self.screen("")).first)
        let notes = system.diagnostics.filter { $0.code == "swift-image-size" }
        #expect(notes.map(\.line) == [3, 4])
        #expect(notes.first?.message.contains("the image of 'hint' is not known statically") == true)
    }

    @Test func anImageViewTheCodeSizesIsNotNoted() throws {
        let sizing = "hint.widthAnchor.constraint(equalToConstant: 40).isActive = true; hint.heightAnchor.constraint(equalToConstant: 40).isActive = true"
        let system = try #require(ReaderFeatureTests.read(Self.screen(sizing)).first)
        #expect(system.diagnostics.filter { $0.code == "swift-image-size" }.map(\.line) == [4])
    }

    /// An image view given its image in a method UIKit does not call at layout time
    /// (`configure(with:)`): it still shows an image at run time, which the note says.
    @Test func anImageGivenInAnotherMethodIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class FileCell: UICollectionViewCell {
                private let icon = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20).isActive = true
                    icon.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
                }
                func configure(with type: FileType) {
                    icon.image = UIImage(systemName: type.symbol)
                }
            }
            """).first)
        #expect(system.diagnostics.contains { $0.code == "swift-image-size" && $0.message.contains("'icon'") })
    }
}
