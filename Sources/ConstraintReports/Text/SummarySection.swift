import ConstraintAnalysis
import ConstraintModel

/// The last line: how much was read, what the analysis found, how many diagnostics, and the
/// verdict the exit status carries, so that a reader of a long report need not scroll back.
struct SummarySection {
    func lines(for report: Report, styler: TextStyler) -> [String] {
        // The readers' diagnostics and the analysis's own warnings (a self-sizing cell left 0
        // high): a warning the report shows under Notes counts as one here too.
        let analysisWarnings = report.systems.compactMap(\.diagnosis).flatMap(\.notes).filter { $0.severity == .warning }
        let diagnostics = report.inputs.flatMap(\.diagnostics) + report.systems.flatMap(\.system.diagnostics) + analysisWarnings
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var parts = [
            ModelWording.count(report.systems.count, "system"),
            ModelWording.count(report.systems.map(\.system.constraints.count).reduce(0, +), "constraint"),
        ]
        let diagnoses = report.systems.compactMap(\.diagnosis)
        if !diagnoses.isEmpty {
            parts.append(ModelWording.count(diagnoses.map(\.conflicts.count).reduce(0, +), "conflict"))
            // Fixes for problems only: deleting a duplicate of a layout that holds is counted with
            // the redundant constraints, which are not a problem (the verdict stays "nothing wrong").
            parts.append(ModelWording.count(diagnoses.map(\.fixesForProblems.count).reduce(0, +), "fix", "fixes"))
            parts.append(ModelWording.count(diagnoses.map(\.ambiguities.count).reduce(0, +), "ambiguity", "ambiguities"))
            let redundant = diagnoses.map(\.redundancies.count).reduce(0, +)
            if redundant > 0 { parts.append(ModelWording.count(redundant, "redundant constraint")) }
            // A system read but not analysed was not checked: the summary must not hide it.
            let skipped = diagnoses.filter(\.wasSkipped).count
            if skipped > 0 { parts.append("\(ModelWording.grouped(skipped)) not analysed") }
        }
        // Counted only when there are some: only Interface Builder scenes have saved frames.
        let misplaced = report.systems.map { system in
            system.diagnosis.map { MisplacedViews.find(in: system.system, diagnosis: $0).count } ?? 0
        }.reduce(0, +)
        if misplaced > 0 { parts.append(MisplacedWording.count(misplaced)) }
        let nothingToCheck = report.systems.isEmpty && report.inputs.contains(where: \.hasNoLayoutToCheck)
        parts += [
            ModelWording.count(errors, "error"), ModelWording.count(warnings, "warning"),
            verdict(
                report.exitStatus, misplaced: misplaced, nothingToCheck: nothingToCheck,
                zeroHeightCells: diagnoses.filter(\.hasZeroHeightCell).count),
        ]
        return [styler.apply(.sectionTitle, to: "Summary: ") + parts.joined(separator: " · ")]
    }

    /// Misplaced views are warnings (exit 0 unless `--fail-on misplaced`), but a report that
    /// lists them must not end "nothing wrong found"; nor one whose verdict is a cell its content
    /// leaves 0 high (exit 0 too: no conflict, no ambiguity).
    private func verdict(_ status: ExitStatus, misplaced: Int, nothingToCheck: Bool, zeroHeightCells: Int) -> String {
        switch status {
        case .nothingWrong where nothingToCheck: return "nothing to check: no Auto Layout"
        case .nothingWrong where zeroHeightCells > 0:
            return "no conflict, but \(zeroHeightCells == 1 ? "a cell" : "\(ModelWording.grouped(zeroHeightCells)) cells") with no height"
        case .nothingWrong: return misplaced > 0 ? "no problems found, but saved frames to update" : "nothing wrong found"
        case .problemsFound: return "problems found"
        case .unreadableInput: return "unreadable input"
        case .usage: return "usage error"
        }
    }
}
