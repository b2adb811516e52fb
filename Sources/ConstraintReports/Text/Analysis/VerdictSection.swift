import ConstraintAnalysis
import ConstraintModel

/// The verdict, first in every system's report: what is wrong in the developer's terms, who owns
/// it, the fix to make first (or, for the framework's own conflicts, the known workaround), and
/// the lead conflict's arithmetic. The per-constraint listing comes after it.
public struct VerdictSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis, diagnosis.verdict != .notAnalysed else { return [] }
        let verdict = diagnosis.verdict
        let framework = AnalysisWording(system: report.system).framework
        var lines = [styler.apply(.sectionTitle, to: "Verdict")]
        lines += AnalysisWording.wrapped(verdict.headline, prefix: "  ")
        // A misplaced view is a warning the headline would not show; said here so the verdict
        // is never "nothing wrong" above a Misplaced views section.
        let misplaced = MisplacedViews.find(in: report.system, diagnosis: diagnosis)
        if !misplaced.isEmpty {
            lines += AnalysisWording.wrapped(MisplacedWording.verdict(misplaced, in: report.system), prefix: "  ")
        }
        // A cut paste named as a known issue has no conflict, but its owner, workaround and what
        // the cut left undecided are still said.
        guard !diagnosis.conflicts.isEmpty || verdict.kind == .truncated || !verdict.undecided.isEmpty else { return lines }
        let counts = causes(diagnosis.conflicts)
        switch verdict.owner {
        case _ where verdict.kind == .truncated: break
        case .developer where verdict.ownerUndecided:
            lines += AnalysisWording.wrapped("Owner: not decided — yours only if your code creates these views\(counts)", prefix: "  ")
        case .developer: lines += AnalysisWording.wrapped("Owner: yours\(counts)", prefix: "  ")
        case .mixed: lines += AnalysisWording.wrapped("Owner: yours and \(framework)'s — only your constraints can change\(counts)", prefix: "  ")
        case .system: lines += AnalysisWording.wrapped("Owner: \(framework)'s — nothing in your code causes it\(counts)", prefix: "  ")
        }
        if verdict.owner == .system {
            if let issue = verdict.knownIssue {
                lines += AnalysisWording.wrapped("Workaround: " + issue.workaround, prefix: "  ")
            } else {
                lines += AnalysisWording.wrapped("Workaround: none needed in your layout; the message can be ignored.", prefix: "  ")
            }
        } else if let first = diagnosis.fixes.first {
            let wording = FixWording(system: report.system, redundancies: diagnosis.redundancies)
            lines += AnalysisWording.wrapped("First fix: " + AnalysisWording.closed(wording.imperative(first)), prefix: "  ")
        }
        if let lead = diagnosis.conflicts.first, verdict.owner != .system {
            lines += AnalysisWording.wrapped("Arithmetic: " + lead.explanation, prefix: "  ")
        }
        if let issue = verdict.knownIssue {
            lines += AnalysisWording.wrapped(
                "Known issue: \(issue.title) (\(issue.platforms.joined(separator: ", ")); \(issue.osVersions)) — \(issue.reference)",
                prefix: "  ")
        }
        for undecided in verdict.undecided {
            lines += AnalysisWording.wrapped("Not decided: " + undecided, prefix: "  ")
        }
        return lines
    }

    /// " · 3 conflicts, one cause" when grouping told one cause once.
    private func causes(_ conflicts: [Conflict]) -> String {
        guard conflicts.count > 1 else { return "" }
        let groups = Set(conflicts.map(\.group)).count
        return " · \(conflicts.count) conflicts, \(groups == 1 ? "one cause" : "\(groups) causes")"
    }
}
