import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view made with `Row()` whose convenience initializer passes a flag on to the designated
/// one: the flag is known, so `cond ? a : b` and `if let` on the optional view it chose take
/// the branch that runs. Expected constraints written by hand.
struct InitializerEntryTests {
    static let row = """
        import UIKit
        class Row: UIView {
            let title = UILabel()
            let value = UILabel()
            let badge: UIImageView?
            convenience init() {
                self.init(showsBadge: false)
            }
            init(showsBadge: Bool) {
                badge = showsBadge ? UIImageView() : nil
                super.init(frame: .zero)
                addSubview(title)
                addSubview(value)
                title.translatesAutoresizingMaskIntoConstraints = false
                value.translatesAutoresizingMaskIntoConstraints = false
                let gap: CGFloat = showsBadge ? 4 : 12
                if let badge = badge {
                    addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: gap).isActive = true
                    value.leadingAnchor.constraint(equalTo: badge.trailingAnchor).isActive = true
                } else {
                    value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: gap).isActive = true
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theParameterlessInitializerDecidesTheBranches() throws {
        let system = try #require(ReaderFeatureTests.read(Self.row).first)
        #expect(system.constraints.count == 1)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let only = try #require(system.constraints.first)
        #expect(names[only.first.item] == "value" && names[only.second?.item ?? ""] == "title")
        #expect(only.constant?.value == 12)
        #expect(!system.items.contains { $0.name == "badge" })
    }
}

/// `willMove(toSuperview:)` is called by UIKit when the view is added to its superview, before it
/// is ever laid out: what it does (activating constraint sets made in the initializer) is part
/// of the layout the view shows.
struct WillMoveEntryTests {
    @Test func constraintsActivatedInWillMoveAreActive() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class InputBar: UIView {
                let field = UITextField()
                var pins: [NSLayoutConstraint] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    pins = [field.topAnchor.constraint(equalTo: topAnchor), field.bottomAnchor.constraint(equalTo: bottomAnchor)]
                }
                override func willMove(toSuperview newSuperview: UIView?) {
                    super.willMove(toSuperview: newSuperview)
                    guard newSuperview != nil else {
                        NSLayoutConstraint.deactivate(pins)
                        return
                    }
                    NSLayoutConstraint.activate(pins)
                }
            }
            """).first)
        #expect(system.constraints.filter { $0.isActive == true }.count == 2)
    }
}
