import ConstraintAnalysis

/// Constraints that add nothing: duplicates, ones implied by others, and ones that agree only at
/// the current container size.
public struct RedundancySection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let redundancies = report.diagnosis?.redundancies, !redundancies.isEmpty else { return [] }
        let wording = AnalysisWording(system: report.system)
        var lines = [styler.apply(.sectionTitle, to: "Redundant constraints")]
        for redundancy in redundancies {
            lines += AnalysisWording.wrapped(AnalysisWording.sentence(redundancy.description), prefix: "  - ")
            for id in redundancy.constraintIDs { lines.append("      " + wording.reference(id)) }
        }
        return lines
    }
}
