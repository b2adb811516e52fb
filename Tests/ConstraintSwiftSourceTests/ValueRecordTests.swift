import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// An instance of a struct the sources declare is a record of its stored properties: their
/// defaults, then what its initializer assigns (`self.offset = offset`) or the memberwise
/// arguments, so `style.currency.offset` is the number the code gives. Before, every such value
/// was unknown. Expected rows by hand.
struct ValueRecordTests {
    @Test func structInstancesGiveTheirFields() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            struct TextStyle {
                var size: CGFloat
                var offset: CGFloat
                init(size: CGFloat, offset: CGFloat = 0) {
                    self.size = size
                    self.offset = offset
                }
            }
            struct PriceStyle {
                var integer: TextStyle
                var currency: TextStyle
                var gap: CGFloat = 4
            }
            final class PriceView: UIView {
                let integer = UILabel()
                let currency = UILabel()
                var style = PriceStyle(integer: TextStyle(size: 64), currency: TextStyle(size: 20, offset: -25))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(integer)
                    addSubview(currency)
                    integer.translatesAutoresizingMaskIntoConstraints = false
                    currency.translatesAutoresizingMaskIntoConstraints = false
                    currency.lastBaselineAnchor.constraint(equalTo: integer.lastBaselineAnchor, constant: style.currency.offset).isActive = true
                    currency.leadingAnchor.constraint(equalTo: integer.trailingAnchor, constant: style.gap).isActive = true
                    integer.heightAnchor.constraint(equalToConstant: style.integer.size).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == [
            "currency.lastBaseline = integer.lastBaseline + -25", "currency.leading = integer.trailing + 4", "integer.height = 64",
        ])
    }

    /// A type holding views (`let view: UIView = { … }()`) is made nowhere else: its views and the
    /// constraints its closures make stay out of the layout of the type that makes one.
    @Test func aTypeHoldingViewsIsNoRecord() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Menu {
                let view: UIView = {
                    let view = UIView()
                    let inner = UIView()
                    view.addSubview(inner)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    inner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    return view
                }()
            }
            final class Screen: UIViewController {
                let menu = Menu()
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            """).first { $0.source.file.hasPrefix("Screen") })
        #expect(ReaderFormulas.of(system) == ["box.height = 40"])
    }
}
