import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// The layout helper most projects carry (`anchor(top:leading:bottom:trailing:padding:size:)`),
/// with `padding: UIEdgeInsets = .zero` and `size: CGSize = .zero`: the insets' sides are read as
/// numbers, and a zero size makes no width or height. Expected constraints written by hand.
struct HelperDefaultsTests {
    static let code = """
        import UIKit
        extension UIView {
            func place(top: NSLayoutYAxisAnchor? = nil, leading: NSLayoutXAxisAnchor? = nil, bottom: NSLayoutYAxisAnchor? = nil,
                       trailing: NSLayoutXAxisAnchor? = nil, padding: UIEdgeInsets = .zero, size: CGSize = .zero) {
                translatesAutoresizingMaskIntoConstraints = false
                if let top { topAnchor.constraint(equalTo: top, constant: padding.top).isActive = true }
                if let leading { leadingAnchor.constraint(equalTo: leading, constant: padding.left).isActive = true }
                if let bottom { bottomAnchor.constraint(equalTo: bottom, constant: -padding.bottom).isActive = true }
                if let trailing { trailingAnchor.constraint(equalTo: trailing, constant: -padding.right).isActive = true }
                if size.width != 0 { widthAnchor.constraint(equalToConstant: size.width).isActive = true }
                if size.height != 0 { heightAnchor.constraint(equalToConstant: size.height).isActive = true }
            }
        }
        final class Badge: UIView {
            let icon = UIView()
            let caption = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(caption)
                icon.place(top: topAnchor, leading: leadingAnchor, padding: UIEdgeInsets(top: 6, left: 10, bottom: 0, right: 0), size: CGSize(width: 24, height: 24))
                caption.place(top: topAnchor, leading: icon.trailingAnchor, bottom: bottomAnchor, trailing: trailingAnchor, padding: .init(top: 4, left: 8, bottom: 4, right: 12))
                icon.place(bottom: bottomAnchor)
            }
        }
        """

    @Test func paddingSidesAreNumbersAndAZeroSizeMakesNoConstraint() throws {
        let system = try #require(ReaderFeatureTests.read(Self.code).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.map { constraint in
            let first = "\(names[constraint.first.item] ?? "?").\(constraint.first.attribute.standard.map { "\($0)" } ?? "?")"
            let second = constraint.second.map { " \(names[$0.item] ?? "?").\($0.attribute.standard.map { "\($0)" } ?? "?")" } ?? ""
            return "\(first)\(second) \(constraint.constant.map { "\($0.value)" } ?? "unknown")"
        }
        #expect(formulas == [
            "icon.top self.top 6.0", "icon.leading self.leading 10.0", "icon.width 24.0", "icon.height 24.0",
            "caption.top self.top 4.0", "caption.leading icon.trailing 8.0", "caption.bottom self.bottom -4.0", "caption.trailing self.trailing -12.0",
            "icon.bottom self.bottom 0.0",
        ])
    }
}
