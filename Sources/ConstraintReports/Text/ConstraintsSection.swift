import ConstraintModel

/// Each constraint in input order: id and line, then its equation, its sentence and notes,
/// with the standard remedies as footnotes at the end.
public struct ConstraintsSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        let system = report.system
        guard !system.constraints.isEmpty else { return [] }
        let footnotes = RemedyFootnotes(
            constraints: system.constraints, system: system, systemOwnsConflict: report.diagnosis?.verdict.owner == .system)
        let details = ConstraintDetails(system: system, footnotes: footnotes, styler: styler)
        let idWidth = system.constraints.map(\.id.count).max() ?? 0
        let lineWidth = system.constraints.map { lineLabel($0).count }.max() ?? 0
        let gutter = String(repeating: " ", count: 2 + idWidth + 2 + (lineWidth > 0 ? lineWidth + 2 : 0))

        var lines = [styler.apply(.sectionTitle, to: "Constraints")]
        for constraint in system.constraints {
            let label = "  " + TextLayout.padded(constraint.id, to: idWidth) + "  "
                + (lineWidth > 0 ? TextLayout.padded(lineLabel(constraint), to: lineWidth) + "  " : "")
            for (index, detail) in details.lines(for: constraint, width: TextLayout.wrapWidth - gutter.count).enumerated() {
                lines.append((index == 0 ? styler.apply(.secondary, to: label) : gutter) + detail)
            }
        }
        let notes = footnotes.lines(styler: styler)
        if !notes.isEmpty { lines += [""] + notes }
        return lines
    }

    private func lineLabel(_ constraint: LayoutConstraint) -> String {
        constraint.line > 0 ? "line \(constraint.line)" : ""
    }
}
