import ConstraintAnalysis

/// Verified fixes, best first, then the candidates re-solving rejected and why.
public struct FixesSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis,
            !diagnosis.fixes.isEmpty || !diagnosis.rejectedFixes.isEmpty || !diagnosis.conflicts.isEmpty
        else { return [] }
        let wording = FixWording(system: report.system, redundancies: diagnosis.redundancies)
        var lines = [styler.apply(.sectionTitle, to: diagnosis.fixes.count == 1 ? "Fix" : "Fixes")]
        if diagnosis.fixes.isEmpty {
            lines += AnalysisWording.wrapped(
                "None found: no change the analysis tried made every constraint hold when re-solved. Resolve the conflicts above one at a time.",
                prefix: "  ")
        }
        for (index, fix) in diagnosis.fixes.enumerated() {
            lines += AnalysisWording.numbered(index + 1, wording.lines(fix, styler: styler))
        }
        if !diagnosis.rejectedFixes.isEmpty {
            lines.append("  Rejected by re-solving:")
            for rejected in diagnosis.rejectedFixes {
                lines += AnalysisWording.wrapped("\(wording.imperative(rejected.fix)): \(rejected.reason).", prefix: "  - ")
            }
        }
        return lines
    }
}
