import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Methods UIKit and AppKit call in the first layout pass are the base layout too:
/// `viewSafeAreaInsetsDidChange()` (once the window gives the view its safe area),
/// `safeAreaInsetsDidChange()`, and AppKit's `viewWillLayout()` / `viewDidLayout()`. Before, a
/// layout made there was read as nothing.
struct LayoutPassEntryTests {
    @Test func aLayoutMadeWhenTheSafeAreaIsKnownIsTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Schedule: UIViewController {
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    view.addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-130-[v0]-90-|", options: [], metrics: nil, views: ["v0": list]))
                }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["list.top = view.top + 130", "view.bottom = list.bottom + 90"])
    }

    @Test func appKitsViewWillLayoutIsTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Panel: NSViewController {
                let box = NSView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.wantsLayer = true
                }
                override func viewWillLayout() {
                    super.viewWillLayout()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.widthAnchor.constraint(equalToConstant: 120).isActive = true
                }
            }
            """).first)
        #expect(system.states.isEmpty)
        #expect(system.constraints.allSatisfy { $0.isActive == true })
        // After the box's width, the window's hold on its content's size (`WindowContentSizeTests`).
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["box.width = 120", "view.width = 480", "view.height = 270"])
    }
}
