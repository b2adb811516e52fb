import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Cartography (`constrain(a, b) { a, b in a.top == b.top + 8 }`), read from its public API:
/// the closure's parameters are proxies of the views passed, their attributes (`top`, `width`,
/// the compounds `edges`, `center`, `size`) and `superview` take part in `==`, `<=`, `>=` with
/// `+ - *` and `~` priorities, each making an active constraint and turning the first view's
/// autoresizing mask off, as Cartography does.
struct CartographyTests {
    @Test func proxiesAttributesAndCompounds() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import Cartography
            final class Fancy: UIView {
                let title = UIButton(type: .system)
                let under = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(under)
                    constrain(title, self) { title, view in
                        title.top == view.top + 8
                        title.leading == view.leading
                        title.height == 44 ~ .defaultHigh
                    }
                    constrain(under) { under in
                        under.edges == under.superview!.edges
                        under.width <= 200
                    }
                }
            }
            """).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.filter { $0.origin == .developer }.map {
            "\(names[$0.first.item] ?? "?").\($0.first.attribute.standard?.rawValue ?? "?") \($0.relation.rawValue) \($0.second.map { "\(names[$0.item] ?? "?").\($0.attribute.standard?.rawValue ?? "?") " } ?? "")\($0.constant.map { "\($0.value)" } ?? "?") @\(Int($0.priority.value))"
        }
        #expect(formulas == [
            "title.top == self.top 8.0 @1000", "title.leading == self.leading 0.0 @1000", "title.height == 44.0 @750",
            "under.top == self.top 0.0 @1000", "under.leading == self.leading 0.0 @1000",
            "under.bottom == self.bottom 0.0 @1000", "under.trailing == self.trailing 0.0 @1000",
            "under.width <= 200.0 @1000",
        ])
        #expect(system.items.filter { $0.name == "title" || $0.name == "under" }.allSatisfy { $0.translatesAutoresizingMask == false })
    }
}
