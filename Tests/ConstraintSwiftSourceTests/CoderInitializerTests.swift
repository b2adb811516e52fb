import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view whose layout is built only in `init(coder:)` (its `init()` builds none) is made from a
/// storyboard or nib: that initializer is its layout, with a note. A view that builds its layout
/// in code keeps reading the initializer code calls.
struct CoderInitializerTests {
    static func button(codeInitializerBody: String) -> String {
        """
        import UIKit
        final class HomeButton: UIButton {
            let title = UILabel()
            init() {
                super.init(frame: .zero)
                \(codeInitializerBody)
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(title)
                title.translatesAutoresizingMaskIntoConstraints = false
                title.topAnchor.constraint(equalTo: topAnchor, constant: 18).isActive = true
            }
        }
        """
    }

    @Test func aLayoutBuiltOnlyFromACoderIsRead() throws {
        let system = try #require(ReaderFeatureTests.read(Self.button(codeInitializerBody: "")).first)
        #expect(ReaderFormulas.of(system) == ["title.top = self.top + 18"])
        #expect(system.diagnostics.contains { $0.code == "swift-entry" && $0.line == 9 })
    }

    @Test func aLayoutBuiltInCodeIsReadFromTheCodeInitializer() throws {
        let body = "addSubview(title); title.translatesAutoresizingMaskIntoConstraints = false; title.heightAnchor.constraint(equalToConstant: 30).isActive = true"
        let system = try #require(ReaderFeatureTests.read(Self.button(codeInitializerBody: body)).first)
        #expect(ReaderFormulas.of(system) == ["title.height = 30"])
        #expect(!system.diagnostics.contains { $0.code == "swift-entry" })
    }
}
