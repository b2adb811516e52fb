import ConstraintAnalysis
import ConstraintModel

/// Every minimal conflict: the arithmetic, the constraints involved (implicit rows marked), how
/// far over it is, and the re-checked proof; then whether the search saw every conflict.
public struct ConflictsSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis, !diagnosis.conflicts.isEmpty else { return [] }
        let wording = AnalysisWording(system: report.system)
        var lines = [styler.apply(.sectionTitle, to: diagnosis.conflicts.count == 1 ? "Conflict" : "Conflicts")]
        for (index, (conflict, verdict)) in zip(diagnosis.conflicts, report.certificateVerdicts).enumerated() {
            let entry = entryLines(conflict, verdict: verdict, wording: wording, system: report.system, styler: styler)
            lines += AnalysisWording.numbered(index + 1, entry)
        }
        lines.append(
            "  "
                + (diagnosis.conflictSearchIsComplete
                    ? (diagnosis.conflicts.count == 1
                        ? "The search was complete: this is the only minimal conflict."
                        : "The search was complete: these are all the minimal conflicts.")
                    : "The search stopped at its budget (--max-conflicts, --time-budget): there may be more conflicts."))
        return lines
    }

    private func entryLines(
        _ conflict: Conflict, verdict: CertificateVerdict, wording: AnalysisWording, system: ConstraintSystem, styler: TextStyler
    ) -> [String] {
        var lines = TextLayout.wrap(conflict.explanation, firstPrefix: "", indent: "", width: TextLayout.wrapWidth - 5)
        let idWidth = (conflict.constraintIDs.map(\.count) + (conflict.implicit.isEmpty ? [] : ["implicit".count])).max() ?? 0
        let equation = ConstraintEquation(system: system)
        for id in conflict.constraintIDs {
            guard let constraint = system.constraint(id) else { continue }
            var line = TextLayout.padded(id, to: idWidth) + "  " + styler.apply(.equation, to: equation.text(for: constraint))
            if system.brokenConstraint == id { line += "  " + styler.apply(.broken, to: "✗ \(wording.framework) broke this one") }
            lines.append(line)
        }
        for implicit in conflict.implicit {
            lines.append(styler.apply(.secondary, to: TextLayout.padded("implicit", to: idWidth)) + "  " + implicit.description)
        }
        // The explanation measures the gap on the container it names; this is the smallest total
        // change of constants that resolves the conflict, which can differ when multipliers scale.
        var facts = ["smallest change that resolves it: \(conflict.overBy.arithmeticText()) pt"]
        if conflict.isSubPoint { facts[0] += " (less than a point: a rounding effect)" }
        facts.append(conflict.axes.map(AnalysisWording.axisWord).joined(separator: " and "))
        if conflict.includesBrokenConstraint { facts.append("includes the constraint \(wording.framework) broke") }
        lines += TextLayout.wrap(facts.joined(separator: " · "), firstPrefix: "", indent: "  ", width: TextLayout.wrapWidth - 5)
        let proof = ProofLine.text(verdict)
        lines += TextLayout.wrap(proof, firstPrefix: "", indent: "  ", width: TextLayout.wrapWidth - 5)
            .map { verdict.isValid ? $0 : styler.apply(.error, to: $0) }
        return lines
    }
}
