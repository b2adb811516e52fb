import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A layout helper declared in a file that was not read (`pinTo(top:left:…)`, `centerY(inView:)`;
/// the conventional `anchor(top:leading:…)` is read, `RealFileRound20Tests`):
/// a call on a view that passes it anchors, or views by label, makes constraints the reader
/// cannot see. It says so at the call, and the view is not taken to keep its autoresizing mask
/// (such helpers turn it off; reading it as on would report a zero frame that is not there).
struct UndeclaredHelperTests {
    @Test func aHelperCallWithAnchorsIsNotedAndNotReadAsAutoresizing() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let c = UIButton()
            view.addSubview(c)
            c.pinTo(top: view.topAnchor, left: view.leftAnchor, paddingTop: 8)
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

/// `fillSuperview()`, `centerInSuperview(size:)`, `constrainWidth(constant:)` and
/// `constrainHeight(constant:)`: the layout helpers of the widespread LBTATools extension, which
/// projects copy under the same names. Not declared in the files read, they are read as that
/// extension defines them, with a note saying so.
struct LBTAHelperTests {
    @Test func theCommonHelpersAreReadAsTheyAreUsuallyDefined() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.fillSuperview(padding: .init(top: 8, left: 16, bottom: 8, right: 16))
            b.centerInSuperview(size: .init(width: 40, height: 30))
            let c = UIView()
            view.addSubview(c)
            c.constrainWidth(constant: 120)
            c.constrainHeight(constant: 44)
            """)).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let formulas = system.constraints.filter { $0.origin == .developer }.map {
            "\(names[$0.first.item] ?? "?").\($0.first.attribute.standard?.rawValue ?? "?") \($0.second.map { "\(names[$0.item] ?? "?") " } ?? "")\($0.constant.map { "\($0.value)" } ?? "?")"
        }
        #expect(formulas == [
            "a.top view 8.0", "a.leading view 16.0", "a.bottom view -8.0", "a.trailing view -16.0",
            "b.centerX view 0.0", "b.centerY view 0.0", "b.width 40.0", "b.height 30.0",
            "c.width 120.0", "c.height 44.0",
        ])
        #expect(system.items.first { $0.name == "c" }?.translatesAutoresizingMask == false)
        #expect(system.diagnostics.contains { $0.message.contains("read as the LBTATools helper") })
    }
}

/// Fluent helpers on a constraint declared in a file not read (`.withPriority(.defaultHigh)`,
/// `.with(priority:)`, `.identified("w")`, `.activated()`): such extensions set what their names
/// say and return the constraint, so it stays in `activate([…])`; before, the call's unknown
/// result dropped the constraint from the list, never activated.
struct ConstraintFluentHelperTests {
    @Test func anUndeclaredFluentHelperKeepsTheConstraint() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: view.topAnchor).withPriority(.defaultHigh),
                a.heightAnchor.constraint(equalToConstant: 44).with(priority: .defaultLow),
                b.widthAnchor.constraint(equalToConstant: 10).identified("w"),
            ])
            b.heightAnchor.constraint(equalToConstant: 20).activated()
            """)).first)
        #expect(system.constraints.map(\.priority.value) == [750, 250, 1000, 1000])
        #expect(system.constraints.allSatisfy { $0.isActive == true })
        #expect(system.constraints[2].identifier == "w")
    }

    /// `list.pins()`, `separator.attachToView(contentView, edge: .bottom)`: no anchors passed, but
    /// the name says the method places the view. UIKit's own methods stay silent.
    @Test func aHelperWhoseNameSaysItPlacesTheViewIsNoted() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let list = UIView()
                let separator = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(list)
                    list.pins()
                    separator.attachToView(self, edge: .bottom)
                    list.setNeedsUpdateConstraints()
                }
            }
            """).first)
        let notes = system.diagnostics.filter { $0.message.contains("not declared in the files read") }
        #expect(notes.map(\.line) == [8, 9])
        #expect(system.items.first { $0.name == "list" }?.translatesAutoresizingMask == false)
    }
}
