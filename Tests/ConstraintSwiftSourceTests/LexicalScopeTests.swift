import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A method sees the names where it is written, not the caller's: a cell's helper called from
/// `init(style:reuseIdentifier:)` reads the cell's own `style` property, not that initializer's
/// `style` parameter. With it: two case names compare (`style == .compressed`), and a choice
/// between constraint sets on a condition known only at run time reads the first, as an
/// undecidable `if` does, instead of activating nothing.
struct LexicalScopeTests {
    static func cell(styleValue: String) -> String {
        """
        import UIKit
        final class AdCell: UITableViewCell {
            enum Style { case `default`, compressed }
            private var style: Style? = \(styleValue)
            private let image = UIView()
            private lazy var regular: [NSLayoutConstraint] = [image.widthAnchor.constraint(equalToConstant: 80)]
            private lazy var compact: [NSLayoutConstraint] = [image.widthAnchor.constraint(equalToConstant: 50)]
            private lazy var shared: [NSLayoutConstraint] = [image.topAnchor.constraint(equalTo: contentView.topAnchor)]
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(image)
                image.translatesAutoresizingMaskIntoConstraints = false
                applyStyle()
            }
            private func applyStyle() {
                let constraints = style == .compressed ? compact : regular
                NSLayoutConstraint.activate(shared + constraints)
            }
        }
        """
    }

    @Test func aHelperReadsThePropertyNotTheInitializersParameter() throws {
        let system = try #require(ReaderFeatureTests.read(Self.cell(styleValue: ".default")).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["image.width = 80", "image.top = contentView.top + 0"])
    }

    @Test func anUndecidableChoiceBetweenConstraintSetsReadsTheFirst() throws {
        let system = try #require(ReaderFeatureTests.read(Self.cell(styleValue: "Settings.adStyle")).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["image.width = 50", "image.top = contentView.top + 0"])
        #expect(system.diagnostics.contains { $0.message.contains("the first choice is read") })
    }
}
