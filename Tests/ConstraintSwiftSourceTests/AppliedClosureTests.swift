import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A closure applied to the view it configures, `{ $0.axis = .vertical; return $0 }(UIStackView())`,
/// the "then" idiom many projects use for stored views: the argument is the closure's `$0` (or
/// its named parameter), and what the closure returns is the property's view.
struct AppliedClosureTests {
    @Test func aStoredViewMadeByAClosureAppliedToIt() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class ProductCell: UICollectionViewCell {
                let details: UIStackView = {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    $0.axis = .vertical
                    $0.spacing = 4
                    return $0
                }(UIStackView())
                let price = { (label: UILabel) -> UILabel in
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.text = "9.99"
                    return label
                }(UILabel())
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(details)
                    details.addArrangedSubview(price)
                    details.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
                }
            }
            """).first)
        let details = try #require(system.items.first { $0.name == "details" })
        #expect(details.className == "UIStackView")
        #expect(details.translatesAutoresizingMask == false)
        #expect(system.items.first { $0.name == "price" }?.text == "9.99")
        #expect(system.constraints.filter { $0.origin == .developer }.map { $0.constant?.value } == [10])
    }
}

/// The Then library's `then` (`UILabel().then { $0.text = "Hi" }`), which many projects use for
/// every stored view: the closure configures the value it is called on, which it returns.
struct ThenClosureTests {
    @Test func thenConfiguresAndReturnsItsReceiver() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import Then
            import SnapKit
            final class Banner: UIView {
                private let stack = UIStackView().then {
                    $0.axis = .vertical
                    $0.spacing = 6
                }
                private lazy var title = UILabel().then { label in
                    label.text = "Today"
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    stack.addArrangedSubview(title)
                    stack.snp.makeConstraints { $0.edges.equalToSuperview() }
                    let height = stack.heightAnchor.constraint(equalToConstant: 80).then { $0.priority = .defaultHigh }
                    height.isActive = true
                }
            }
            """).first)
        #expect(system.items.first { $0.name == "stack" }?.className == "UIStackView")
        #expect(system.items.first { $0.name == "title" }?.text == "Today")
        let developer = system.constraints.filter { $0.origin == .developer }
        #expect(developer.count == 5)
        #expect(developer.last?.priority == 750)
    }
}
