import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view controller that makes its own root in `loadView` (`view = …`, `self.view = …`): the
/// code after it lays out the controller's root, whatever the new view is called locally.
struct ControllerRootTests {
    static func read(_ code: String) throws -> ConstraintSystem {
        try #require(ReaderFeatureTests.read(code).first)
    }

    @Test func assigningAnUnknownViewKeepsTheRoot() throws {
        let system = try Self.read("""
            import UIKit
            final class Queue: UIViewController {
                let list = UIStackView()
                override func loadView() {
                    view = .init()
                    view.addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    ])
                }
            }
            """)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(system.constraints.count == 2)
        #expect(system.items.first { $0.name == "list" }?.superviewID == root.id)
        #expect(system.constraints[1].second?.item == root.id)
    }

    @Test func aLocalViewMadeTheRootIsTheRoot() throws {
        let system = try Self.read("""
            import AppKit
            final class Panel: NSViewController {
                override func loadView() {
                    let container = NSView()
                    self.view = container
                    let child = NSView()
                    child.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(child)
                    child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20).isActive = true
                }
            }
            """)
        let roots = system.items.filter(\.isRoot)
        #expect(roots.count == 1)
        #expect(roots.first?.className == "NSView" && roots.first?.name == "view")
        // An AppKit controller's root, sized by its window (`WindowContentSizeTests`).
        #expect(roots.first?.frame == nil)
        #expect(system.constraints.filter { $0.origin == .systemView }.map { $0.constant?.value } == [480, 270])
        #expect(system.items.first { $0.name == "child" }?.superviewID == roots.first?.id)
        #expect(system.constraints.first?.second?.item == roots.first?.id)
    }
}

/// `view = NSView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))` in `loadView`: the
/// controller's root has the size the code gives it — for an AppKit controller, the size its
/// window keeps at `windowSizeStayPut` (500) —, not the size assumed when the code says nothing.
struct ControllerRootFrameTests {
    @Test func aRootMadeWithAFrameHasThatSize() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Main: NSViewController {
                let box = NSView()
                override func loadView() {
                    view = NSView(frame: NSMakeRect(0.0, 0.0, 800.0, 600.0))
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        let held = system.constraints.filter { $0.origin == .systemView && $0.first.item == root.id }
        #expect(root.frame == nil && held.map { $0.constant?.value } == [800, 600] && held.allSatisfy { $0.priority == 500 })
    }
}
