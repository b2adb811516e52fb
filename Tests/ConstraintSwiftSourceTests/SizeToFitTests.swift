import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Frame-based code: `label.sizeToFit()` gives a label with a known text its (estimated)
/// intrinsic size, keeping its origin, and `label.center = CGPoint(…)` moves its frame. Before,
/// both were ignored and the label kept the 1 × 1 frame it was made with.
struct SizeToFitTests {
    @Test func sizeToFitAndCenterMoveTheFrame() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class ProfileHeaderView: UIView {
                let name: UILabel = {
                    let label = UILabel(frame: CGRect(x: 16, y: 86, width: 1, height: 1))
                    label.text = "Hipster Cat"
                    label.font = UIFont.boldSystemFont(ofSize: 18)
                    label.center = CGPoint(x: 162, y: 86)
                    label.sizeToFit()
                    return label
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(name)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        // Worked by hand: centred at (162, 86), the 1 × 1 frame starts at (161.5, 85.5); sized to
        // "Hipster Cat" in 18 points (11 × 9 = 99 wide, 1.2 × 18 → 22 high) from there.
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["name.minX = 161.5", "name.minY = 85.5", "name.width = 99", "name.height = 22"])
        let diagnosis = Analyzer().analyze(system)
        let name = try #require(diagnosis.frames[system.items.first { $0.name == "name" }?.id ?? ""])
        #expect(name.width == 99 && name.height == 22)
    }
}
