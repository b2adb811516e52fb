import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view a helper makes and returns (`let navigation = row([modes])`, the helper's own local
/// called `stack`) is named after the caller's binding, the name the code that lays it out uses,
/// not the helper's local name with a number (`stack2`, `stack3`).
struct HelperResultNameTests {
    @Test func theCallersNameWinsOverTheHelpersLocal() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Toolbar: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let navigation = row()
                    let actions = row()
                    addSubview(navigation)
                    addSubview(actions)
                    navigation.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    actions.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                }
                private func row() -> UIStackView {
                    let stack = UIStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    return stack
                }
            }
            """).first)
        #expect(system.items.filter { !$0.isRoot }.map(\.name) == ["navigation", "actions"])
    }
}
