import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Views made by builders and factories declared in no file read, whose names say what they
/// make: `UIStackViewBuilder().axis(.vertical).spacing(8).build()` is a vertical stack 8 apart,
/// `ButtonFactory.createPrimaryButton()` a button, and the closure given to `.create { … }`
/// configures the view it makes. Each with a note. Expected rows by hand.
struct BuilderFactoryTests {
    static let code = """
        import UIKit
        final class Composer: UIViewController {
            private let stack = UIStackViewBuilder()
                .axis(.vertical)
                .spacing(8)
                .build()
            private let send = ButtonFactory.createPrimaryButton(style: .medium)
            private let done = ButtonFactory.doneStyleBarButton(title: "Done")
            private let caption: UILabel = .create { view in
                view.text = "Caption"
                view.isHidden = true
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stack)
                stack.addArrangedSubview(send)
                stack.addArrangedSubview(caption)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            }
        }
        """

    @Test func buildersAndFactoriesMakeTheViewsTheirNamesSay() throws {
        let system = try #require(ReaderFeatureTests.read(Self.code).first)
        let classes = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.className) })
        #expect(classes["stack"] == "UIStackView")
        #expect(classes["send"] == "UIButton")
        // A bar button item is no view.
        #expect(classes["done"] == nil)
        let formulas = ReaderFormulas.of(system)
        #expect(formulas.contains("stack.top = view.top + 0"))
        // A vertical stack: its first view's top on the stack's; the hidden caption takes no part.
        #expect(formulas.contains("send.top = stack.top + 0"))
        #expect(!formulas.contains { $0.hasPrefix("caption.") })
        #expect(system.diagnostics.contains { $0.message.contains("'UIStackViewBuilder' is declared in no file read") && $0.message.contains("axis, spacing") })
        #expect(system.diagnostics.contains { $0.message.contains("'ButtonFactory.createPrimaryButton' is declared in no file read: read as a new UIButton") })
    }
}
