import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Base classes not read call hooks named `setLayouts()`, `setConstraints()`, `setViews()`:
/// an override without parameters whose name says it sets the layout up is the base layout,
/// as `setupViews()` is. Before, `set…` was no hook prefix and the whole layout became a state.
struct SetLayoutHookTests {
    @Test func aSetLayoutsOverrideIsTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class HeaderPanel: BaseView {
                let title = UILabel()
                override func initialize() {
                    super.initialize()
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                }
                override func setLayouts() {
                    super.setLayouts()
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24).isActive = true
                }
                override func setSelected() {
                    title.isHidden = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["title.leading = self.leading + 24"])
        #expect(system.states.map(\.name) == ["setSelected()"])
    }
}
