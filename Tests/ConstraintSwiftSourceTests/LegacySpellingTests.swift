import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Swift 2 spellings, still in many repositories: `constraintsWithVisualFormat(_:options:…)`,
/// capitalised attribute and relation cases (`.CenterX`, `.Equal`, `NSLayoutAttribute.Top`),
/// and SnapKit's old `priorityMedium()`-style priorities. Before, the first two were left out
/// (with a note blaming the item) and the third read as required.
struct LegacySpellingTests {
    @Test func swift2VisualFormatAndCapitalisedCasesAreRead() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class Editor: UIViewController {
                let preview = UIView()
                let spinner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    preview.translatesAutoresizingMaskIntoConstraints = false
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(preview)
                    preview.addSubview(spinner)
                    let views: [String: AnyObject] = ["preview": preview]
                    view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-(30)-[preview]", options: [], metrics: nil, views: views))
                    preview.addConstraint(NSLayoutConstraint(item: spinner, attribute: .CenterX, relatedBy: .Equal, toItem: preview, attribute: .CenterX, multiplier: 1, constant: 0))
                    preview.addConstraint(NSLayoutConstraint(item: spinner, attribute: NSLayoutAttribute.Height, relatedBy: NSLayoutRelation.GreaterThanOrEqual, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 14))
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "preview.top = view.top + 30",
            "spinner.centerX = preview.centerX + 0",
            "spinner.height >= 14",
        ])
    }

    /// iOS 7–10's `topLayoutGuide` in a format (it was a `UILayoutSupport`, allowed there),
    /// metrics written `NSNumber(value:)`, and `button == nil` of a view the code made.
    @Test func topLayoutGuideInAFormatNSNumberMetricsAndNilChecks() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class Pane: UIViewController {
                let body = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var extra: UIButton? = nil
                    extra = UIButton(frame: .zero)
                    body.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(body)
                    let views: [String: AnyObject] = ["body": body, "topLayoutGuide": topLayoutGuide]
                    let metrics = ["gap": NSNumber(value: 6.0)]
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide]-gap-[body]", options: [], metrics: metrics, views: views))
                    if extra == nil {
                        body.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    } else {
                        body.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    }
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true).filter { $0.hasPrefix("body") } == [
            "body.top = view.topLayoutGuide.bottom + 6",
            "body.height = 20",
        ])
    }

    @Test func snapKitOldPriorityMethodsSetThePriority() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            class Tile: UICollectionViewCell {
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.top.left.equalToSuperview()
                        make.right.equalToSuperview().priorityMedium()
                        make.bottom.equalToSuperview().offset(-4).priorityHigh()
                        make.height.equalTo(40).priorityLow()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(system.constraints.map(\.priority.value) == [1000, 1000, 500, 750, 250])
    }
}
