import ConstraintAnalysis
import ConstraintModel

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
            var text: String
            if diagnosis.verdict.owner == .system {
                let framework = AnalysisWording(system: report.system).framework
                text = "None: nothing in your code causes this conflict; every constraint in it is \(framework)'s own, inside its private views"
                text += diagnosis.verdict.knownIssue == nil ? "." : " (the workaround is in the verdict above)."
            } else if madeByTheFramework(diagnosis.conflicts, in: report.system) {
                text = "None: every constraint in the conflict was made by \(AnalysisWording(system: report.system).framework) (a system view, a guide, a stack view), not by your code, so there is nothing of yours to change here."
            } else {
                text = "None found: no change the analysis tried made every constraint hold when re-solved."
                if diagnosis.conflicts.count > 1 { text += " Resolve the conflicts above one at a time." }
            }
            lines += AnalysisWording.wrapped(text, prefix: "  ")
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

    /// True when no constraint of any conflict is one the developer wrote.
    private func madeByTheFramework(_ conflicts: [Conflict], in system: ConstraintSystem) -> Bool {
        let ids = conflicts.flatMap(\.constraintIDs)
        return !ids.isEmpty && ids.allSatisfy { system.constraint($0).map { !$0.origin.isDeveloperOwned } ?? false }
    }
}
