import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `var card = MDCCard()`: a class no file read declares, whose name does not say it is a view.
/// Added to a view, it is one (of that class) from there on, with a note, so its subviews and the
/// constraints on it are read; before, it was unknown and all of them were lost.
struct UnreadClassViewTests {
    @Test func anUnreadClassAddedAsAViewIsOne() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class CardScreen: UIViewController {
                var card = MDCCard()
                var button = MDCButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.addSubview(button)
                    card.translatesAutoresizingMaskIntoConstraints = false
                    button.translatesAutoresizingMaskIntoConstraints = false
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 120).isActive = true
                    button.topAnchor.constraint(equalTo: card.topAnchor, constant: 8).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["card.top = view.top + 120", "button.top = card.top + 8"])
        #expect(system.items.first { $0.name == "card" }?.className == "MDCCard")
        #expect(system.diagnostics.contains { $0.message.contains("'card' is a MDCCard, a class no file read declares") })
    }

    /// `lazy var header: PlaceHeader = { PlaceHeader() }()`: a declared class no file read
    /// declares, made in a closure; added to a view, it is one of its declared class.
    @Test func aDeclaredUnreadClassMadeInAClosureAndAddedIsAView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class PlaceScreen: UIViewController {
                lazy var header: PlaceHeader = {
                    return PlaceHeader()
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.translatesAutoresizingMaskIntoConstraints = false
                    header.heightAnchor.constraint(equalToConstant: 100).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["header.height = 100"])
        #expect(system.items.first { $0.name == "header" }?.className == "PlaceHeader")
    }

    /// `let warning: WarningView = UIView.fromNib()`: a local of a declared view class made by
    /// code the reader cannot follow is a view of that class, as such a property is.
    @Test func aLocalOfADeclaredViewClassMadeByAFactoryIsAView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Alert: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let warning: WarningView = UIView.fromNib()
                    addSubview(warning)
                    warning.translatesAutoresizingMaskIntoConstraints = false
                    warning.heightAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["warning.height = 80"])
        #expect(system.items.first { $0.name == "warning" }?.className == "WarningView")
        #expect(system.diagnostics.contains { $0.message.contains("'warning' is made by code the reader cannot follow") })
    }
}
