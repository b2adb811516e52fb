import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A layout helper declared in a file that was not read (`anchor(top:left:…)`, `centerY(inView:)`):
/// a call on a view that passes it anchors, or views by label, makes constraints the reader
/// cannot see. It says so at the call, and the view is not taken to keep its autoresizing mask
/// (such helpers turn it off; reading it as on would report a zero frame that is not there).
struct UndeclaredHelperTests {
    @Test func aHelperCallWithAnchorsIsNotedAndNotReadAsAutoresizing() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let c = UIButton()
            view.addSubview(c)
            c.anchor(top: view.topAnchor, left: view.leftAnchor, paddingTop: 8)
            c.centerY(inView: view)
            c.addTarget(self, action: #selector(tap), for: .touchUpInside)
            """)).first)
        let button = try #require(system.items.first { $0.name == "c" })
        #expect(button.translatesAutoresizingMask == false)
        #expect(!system.constraints.contains { $0.first.item == button.id })
        let notes = system.diagnostics.filter { $0.message.contains("not declared in the files read") }
        #expect(notes.map(\.line) == [12, 13])
    }

    @Test func aViewPassedWithoutALabelIsNoHint() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let button = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                }
            }
            """).first)
        #expect(system.items.first { $0.name == "button" }?.translatesAutoresizingMask == true)
        #expect(!system.diagnostics.contains { $0.message.contains("not declared in the files read") })
    }
}

/// `addSubviews(a, b)` and `addArrangedSubviews([a, b])`, helpers nearly every project declares
/// somewhere: when the files read do not declare them, they do what their names say, so that the
/// views have the superview the code's constraints expect.
struct ConventionalHelperTests {
    @Test func undeclaredAddSubviewsAddsEachView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import SnapKit
            final class Modal: UIViewController {
                let title = UILabel()
                let body = UILabel()
                let buttons = UIStackView()
                let ok = UIButton()
                let cancel = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubviews(title, body)
                    view.addSubViews([buttons])
                    buttons.addArrangedSubviews(ok, cancel)
                    title.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(20) }
                    buttons.snp.makeConstraints { $0.bottom.equalToSuperview() }
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        let names = ["title", "body", "buttons"]
        #expect(system.items.filter { names.contains($0.name ?? "") }.allSatisfy { $0.superviewID == root.id })
        #expect(system.constraints.filter { $0.origin == .developer }.count == 3)
        #expect(system.constraints.contains { $0.identifier == "UISV-spacing" })
    }

    @Test func aDeclaredHelperIsFollowedInstead() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            extension UIView {
                func addSubviews(_ views: UIView...) {
                    views.forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        addSubview($0)
                    }
                }
            }
            final class Modal: UIViewController {
                let title = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubviews(title)
                }
            }
            """).first)
        #expect(system.items.first { $0.name == "title" }?.translatesAutoresizingMask == false)
    }
}
