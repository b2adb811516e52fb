import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A stored property of a class no file read declares becomes a view when the code adds it as
/// one; what the code set on it before — `surface.frame = bounds`, its mask — is that view's.
/// Before, those assignments fell on an unknown value and the view read as 0 × 0 with "no frame
/// in the code" (a SciChart surface filling its chart view).
struct UnreadClassFrameTests {
    @Test func aFrameSetBeforeTheViewIsAddedIsKept() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class DonutChartView: UIView {
                let surface = PieChartSurface()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    surface.translatesAutoresizingMaskIntoConstraints = true
                    surface.frame = bounds
                    addSubview(surface)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        let formulas = ReaderFormulas.of(system, activeOnly: true)
        #expect(formulas.contains("surface.width = self.width + 0"))
        #expect(formulas.contains("surface.height = self.height + 0"))
        #expect(!system.diagnostics.contains { $0.message.contains("no frame in the code") })
        // The surface fills the chart view at the host's 390 × 844.
        let diagnosis = Analyzer().analyze(system)
        let surface = try #require(diagnosis.frames[system.items.first { $0.name == "surface" }?.id ?? ""])
        #expect(surface.width == 390 && surface.height == 844)
    }
}
