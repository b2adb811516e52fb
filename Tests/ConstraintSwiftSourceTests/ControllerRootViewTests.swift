import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A `UITableViewController`'s `tableView` is its `view` (so is a collection view controller's
/// `collectionView`): constraints on it are constraints on the root, not on a view of its own
/// that was never added. Before, the file gave no system at all.
struct ControllerRootViewTests {
    @Test func aTableViewControllersTableViewIsItsRoot() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Potions: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.translatesAutoresizingMaskIntoConstraints = false
                    tableView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        #expect(root.className == "UITableView")
        #expect(system.constraints.first?.first.item == root.id)
    }
}
