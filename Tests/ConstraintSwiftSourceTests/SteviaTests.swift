import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Stevia, read from its public API: `subviews(…)`/`sv(…)` (and the `subviews { … }` builder) add
/// the views with their autoresizing masks off; `fillContainer(padding)`, `centerInContainer()`,
/// `centerHorizontally()`, `top(20)`, `height(40)` pin them; the capitalised attributes take part
/// in `==` (`title.Top == image.Bottom + 8`, a position `== 20` measured from the superview).
struct SteviaTests {
    @Test func subviewsFillAndOperators() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import Stevia
            final class Profile: UIView {
                let image = UIImageView()
                let title = UILabel()
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews {
                        image
                        title
                    }
                    sv(badge)
                    image.fillContainer(12)
                    title.Top == image.Bottom + 8
                    title.CenterX == CenterX
                    badge.top(20).height(40)
                    badge.Width == 40
                    badge.Left == 16
                }
            }
            """).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.filter { $0.origin == .developer }.map {
            "\(names[$0.first.item] ?? "?").\($0.first.attribute.standard?.rawValue ?? "?") \($0.second.map { "\(names[$0.item] ?? "?").\($0.attribute.standard?.rawValue ?? "?") " } ?? "")\($0.constant.map { "\($0.value)" } ?? "?")"
        }
        #expect(formulas == [
            "image.top self.top 12.0", "image.leading self.leading 12.0", "image.bottom self.bottom -12.0", "image.trailing self.trailing -12.0",
            "title.top image.bottom 8.0", "title.centerX self.centerX 0.0",
            "badge.top self.top 20.0", "badge.height 40.0", "badge.width 40.0", "badge.left self.left 16.0",
        ])
        let root = try #require(system.items.first { $0.isRoot })
        #expect(system.items.filter { !$0.isRoot }.allSatisfy { $0.superviewID == root.id && $0.translatesAutoresizingMask == false })
    }
}

/// A call nothing read declares, in a view (`LayoutSet(top: a.topAnchor.constraint(…))`), makes
/// the constraints of its arguments once: looking for a DSL method of that name must not
/// evaluate them first.
struct UnknownCallArgumentTests {
    @Test func argumentsOfAnUnknownCallAreEvaluatedOnce() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Bar: UIView {
                let line = UIView()
                var set: LayoutSet?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(line)
                    set = LayoutSet(top: line.topAnchor.constraint(equalTo: topAnchor), height: line.heightAnchor.constraint(equalToConstant: 1))
                }
            }
            """).first)
        #expect(system.constraints.filter { $0.origin == .developer }.count == 2)
    }
}
