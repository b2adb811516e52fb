import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// The visual-format helper many projects carry: a variadic `views: UIView...` turned into a
/// dictionary keyed `"v\(index)"` by subscript assignment in a loop. Expected constraints
/// written by hand from the formats.
struct VisualFormatHelperTests {
    static let code = #"""
        import UIKit
        extension UIView {
            func pin(_ format: String, _ views: UIView...) {
                var named: [String: UIView] = [:]
                for (position, view) in views.enumerated() {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    named["v\(position)"] = view
                }
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
            }
        }
        final class Tile: UIView {
            let art = UIView()
            let caption = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(art)
                addSubview(caption)
                pin("H:|-12-[v0(60)]-10-[v1]-12-|", art, caption)
                pin("V:|-6-[v0(60)]-6-|", art)
                pin("V:|[v0]|", caption)
            }
        }
        """#

    @Test func variadicViewsAndInterpolatedKeysReachTheFormat() throws {
        let system = try #require(ReaderFeatureTests.read(Self.code).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.map { constraint in
            let first = "\(names[constraint.first.item] ?? "?").\(constraint.first.attribute.standard.map { "\($0)" } ?? "?")"
            let second = constraint.second.map { " \(names[$0.item] ?? "?").\($0.attribute.standard.map { "\($0)" } ?? "?")" } ?? ""
            return "\(first)\(second) \(constraint.constant.map { "\($0.value)" } ?? "unknown")"
        }
        #expect(formulas == [
            "art.leading self.leading 12.0", "art.width 60.0", "caption.leading art.trailing 10.0", "self.trailing caption.trailing 12.0",
            "art.top self.top 6.0", "art.height 60.0", "self.bottom art.bottom 6.0",
            "caption.top self.top 0.0", "self.bottom caption.bottom 0.0",
        ])
        #expect(system.items.filter { $0.name == "art" || $0.name == "caption" }.allSatisfy { $0.translatesAutoresizingMask == false })
    }
}
