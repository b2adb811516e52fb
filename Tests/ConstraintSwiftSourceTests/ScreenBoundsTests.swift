import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `UIScreen.main.bounds` is the screen of the device the reader assumes (375 × 812, the size
/// a controller's root gets): `UIScreen.main.bounds.size.width - 20` is 355. Before, an unknown.
struct ScreenBoundsTests {
    @Test func theScreenIsTheAssumedDevices() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let panel = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.widthAnchor.constraint(lessThanOrEqualToConstant: UIScreen.main.bounds.size.width - 20).isActive = true
                    panel.heightAnchor.constraint(equalToConstant: UIScreen.mainScreen().bounds.height / 4).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["panel.width <= 355", "panel.height = 203"])
    }
}
