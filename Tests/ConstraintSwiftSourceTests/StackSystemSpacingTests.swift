import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `stack.spacing = UIStackView.spacingUseSystem` is the system spacing between neighbours (8 pt,
/// as `equalToSystemSpacingAfter:` reads), not an unknown value replaced by the default 0.
struct StackSystemSpacingTests {
    @Test func spacingUseSystemIsTheSystemSpacing() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Blender: UIViewController {
                let a = UIView()
                let b = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [a, b])
                    stack.spacing = UIStackView.spacingUseSystem
                    view.addSubview(stack)
                }
            }
            """).first)
        let spacing = try #require(system.constraints.first { $0.identifier == "UISV-spacing" })
        #expect(spacing.constant?.value == 8)
        #expect(!system.diagnostics.contains { $0.message.contains("spacingUseSystem") })
    }
}
