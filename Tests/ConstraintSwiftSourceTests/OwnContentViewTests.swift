import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A section header (`UICollectionReusableView`, which has no content view of UIKit's) that
/// declares `lazy var contentView = UIView(…)` of its own, and labels made by a project's static
/// factory on `UILabel` (`UILabel.with(text:)`). Before, `contentView` was taken for the root
/// (so it was pinned to itself) and the labels were unknown.
struct OwnContentViewTests {
    @Test func aDeclaredContentViewIsAViewOfItsOwn() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class IntroHeader: UICollectionReusableView {
                lazy var contentView = UIView(forAutoLayout: ())
                lazy var detail = UILabel.with(textSize: 17, numberOfLines: 0)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(contentView)
                    contentView.autoPinEdgesToSuperviewEdges()
                    let title = UILabel.with(text: "Welcome", textSize: 33)
                    contentView.addSubview(title)
                    contentView.addSubview(detail)
                    title.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
                    detail.autoPinEdge(.top, to: .bottom, of: title, withOffset: 16)
                    detail.autoPinEdge(toSuperviewEdge: .bottom, withInset: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "contentView.top = self.top + 0",
            "contentView.leading = self.leading + 0",
            "contentView.bottom = self.bottom + 0",
            "contentView.trailing = self.trailing + 0",
            "title.top = contentView.top + 10",
            "detail.top = title.bottom + 16",
            "detail.bottom = contentView.bottom + -10",
        ])
        #expect(system.items.first { $0.name == "title" }?.className == "UILabel")
    }

    @Test func anAutolayoutViewHelperTurnsTheMaskOffAndReturnsTheView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Board: UIViewController {
                lazy var list = UIStackView().autolayoutView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.topAnchor.constraint(equalTo: view.topAnchor, constant: 5).isActive = true
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system) == ["list.top = view.top + 5"])
        #expect(system.items.first { $0.name == "list" }?.translatesAutoresizingMask == false)
        #expect(!system.diagnostics.contains { $0.message.contains("autolayoutView") })
    }
}
