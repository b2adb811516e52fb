import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `loadView() { let view = UIView(); view.addSubview(list); …; self.view = view }`: what the code
/// built in the local view before it became the controller's root stays built in the root — its
/// subviews and the constraints naming it. Before, they pointed at a view that was then dropped,
/// and the file read as a system of 0 items.
struct AdoptedRootTests {
    @Test func subviewsAndConstraintsOfTheAdoptedViewMoveToTheRoot() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Screen: UIViewController {
                private let list = UIView()
                override func loadView() {
                    let view = UIView()
                    view.addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    list.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true
                    self.view = view
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(system.items.first { $0.name == "list" }?.superviewID == root.id)
        #expect(ReaderFormulas.of(system) == ["list.top = view.top + 8"])
    }
}
