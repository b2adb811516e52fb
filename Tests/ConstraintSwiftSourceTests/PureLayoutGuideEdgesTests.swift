import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// PureLayout pins to the superview's safe area (`autoPinEdge(toSuperviewSafeArea:withInset:)`,
/// `autoPinEdgesToSuperviewSafeArea()`) and margins (`toSuperviewMargin:`) as it pins to its
/// edges. Before, these were dropped without a word and the view kept its zero autoresizing frame.
struct PureLayoutGuideEdgesTests {
    @Test func safeAreaAndMarginEdgesPinToTheSuperviewsGuides() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import PureLayout
            final class Login: UIViewController {
                let field = UITextField()
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    view.addSubview(list)
                    field.autoPinEdge(toSuperviewSafeArea: .top, withInset: 200)
                    field.autoPinEdge(toSuperviewMargin: .trailing, withInset: 4)
                    list.autoPinEdgesToSuperviewSafeArea(with: .zero, excludingEdge: .top)
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == [
            "field.top = view.safeAreaLayoutGuide.top + 200", "field.trailing = view.layoutMarginsGuide.trailing + -4",
            "list.leading = view.safeAreaLayoutGuide.leading + 0", "list.bottom = view.safeAreaLayoutGuide.bottom + 0",
            "list.trailing = view.safeAreaLayoutGuide.trailing + 0",
        ])
        #expect(!system.constraints.contains { $0.origin == .autoresizingMask })
    }

    @Test func aSpellingTheReaderDoesNotKnowIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.autoPinEdge(toSuperviewEdge: .top)
                    title.autoSetContentHuggingPriority(for: .horizontal)
                }
            }
            """).first)
        #expect(system.diagnostics.contains {
            $0.code == "swift-not-followed" && $0.message.contains("'autoSetContentHuggingPriority(for:)' is not a PureLayout spelling the reader knows")
        })
    }

    /// A project's own `auto…` extension (`autoHCenterInSuperview()`, `autoPinEdges(toEdgesOf:)`):
    /// one note at the call, and the view is laid out by constraints, not pinned at a zero frame.
    @Test func aProjectsOwnAutoExtensionIsNotedOnceAndTurnsTheMaskOff() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let badge = UIView()
                let shadow = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                    addSubview(shadow)
                    badge.autoHCenterInSuperview()
                    shadow.autoPinEdges(toEdgesOf: badge)
                }
            }
            """).first)
        #expect(system.diagnostics.filter { $0.code == "swift-not-followed" }.map(\.line) == [9, 10])
        #expect(system.items.filter { $0.name == "badge" || $0.name == "shadow" }.allSatisfy { $0.translatesAutoresizingMask == false })
    }
}
