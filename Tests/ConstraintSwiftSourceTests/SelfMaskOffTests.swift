import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view class of the sources whose own setup turns its autoresizing mask off
/// (`translatesAutoresizingMaskIntoConstraints = false` on itself), made and placed by another
/// type: it is placed by its constraints only, not also pinned at a zero autoresizing frame.
struct SelfMaskOffTests {
    @Test func aClassThatTurnsItsOwnMaskOffIsPlacedByConstraintsOnly() throws {
        let code = """
            import UIKit
            final class RowView: UIView {
                convenience init() {
                    self.init(frame: .zero)
                    setupViews()
                }
                func setupViews() {
                    translatesAutoresizingMaskIntoConstraints = false
                }
            }
            final class Screen: UIViewController {
                let row = RowView()
                let plain = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(row)
                    view.addSubview(plain)
                    row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first { $0.source.file.hasPrefix("Screen") })
        #expect(system.items.first { $0.name == "row" }?.translatesAutoresizingMask == false)
        #expect(system.items.first { $0.name == "plain" }?.translatesAutoresizingMask == true)
    }
}
