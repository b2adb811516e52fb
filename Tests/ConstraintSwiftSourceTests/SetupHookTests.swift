import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A subclass of a project's own base class (`BaseTableCell`, `BaseViewController`) overrides the
/// setup hooks the base calls from its initializer or `viewDidLoad` (`setupViews()`,
/// `configureUI()`); the base is often in files not read, so nothing in the subclass calls them.
/// They are the layout, not later states. Other overrides stay what they were.
struct SetupHookTests {
    @Test func aSetupHookOfAnUnreadBaseClassIsTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class FollowCell: BaseTableCell {
                let stack = UIStackView()
                var compact: NSLayoutConstraint?
                override func setupViews() {
                    super.setupViews()
                    contentView.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6).isActive = true
                    compact = stack.heightAnchor.constraint(equalToConstant: 30)
                }
                override func didTapFollow() {
                    compact?.isActive = true
                }
            }
            """).first)
        let active = system.constraints.filter { $0.isActive == true }
        #expect(active.map { $0.constant?.value } == [6])
        #expect(system.states.map(\.name) == ["didTapFollow()"])
    }

    @Test func aControllerHookRunsOnceWhenTheSubclassCallsIt() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class HomeScreen: BaseViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureUI()
                }
                override func configureUI() {
                    view.addSubview(banner)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    banner.heightAnchor.constraint(equalToConstant: 120).isActive = true
                }
            }
            """).first)
        #expect(system.constraints.map { $0.constant?.value } == [120])
    }

    /// `override func prepareLayout()` of a base view not read (which calls it from its initializer).
    @Test func aPrepareHookIsTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class DetailView: BaseView {
                let status = UIView()
                init(kind: Kind) {
                    super.init(frame: .zero)
                }
                override func prepareLayout() {
                    addSubview(status)
                    status.translatesAutoresizingMaskIntoConstraints = false
                    status.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["status.top = self.top + 12"])
        #expect(system.states.isEmpty)
    }
}
