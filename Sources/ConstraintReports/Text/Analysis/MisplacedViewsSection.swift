import ConstraintAnalysis
import ConstraintModel

/// Interface Builder views saved at a frame their constraints do not give (Xcode's "Misplaced
/// Views"): for each, the saved frame against the constraints' frame and the change, then what
/// to do. The same views as the CI formats' `misplaced` findings and the JSON's `misplaced[]`
/// (all from `MisplacedViews.find`). Left out when there are none.
public struct MisplacedViewsSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis else { return [] }
        let system = report.system
        let views = MisplacedViews.find(in: system, diagnosis: diagnosis)
        guard !views.isEmpty else { return [] }
        var lines = [styler.apply(.sectionTitle, to: "Misplaced views")]
        lines += AnalysisWording.wrapped(MisplacedWording.coordinates(system.platform), prefix: "  ")
        for view in views {
            lines.append("  " + styler.apply(.itemName, to: MisplacedWording.heading(view, in: system)))
            lines += TextLayout.table(MisplacedWording.rows(view), indent: "    ")
        }
        lines += AnalysisWording.wrapped(MisplacedWording.advice(views.count), prefix: "  ")
        return lines
    }
}
