import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// The frames the analysis solved for a complete layout, so a reader can check the numbers an
/// equation set implies. Left out for logs, whose frames are only partly determined.
public struct SolvedFramesSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis, !diagnosis.isPartialSystem, !diagnosis.frames.isEmpty,
            diagnosis.isSatisfiable || !diagnosis.fixes.isEmpty
        else { return [] }
        let rows = report.system.items.compactMap { item -> [String]? in
            guard let frame = diagnosis.frames[item.id] else { return nil }
            func text(_ value: Rational?) -> String { value?.formatted() ?? "?" }
            return [item.displayName, "x \(text(frame.x))", "y \(text(frame.y))", "\(text(frame.width)) × \(text(frame.height))"]
        }
        guard !rows.isEmpty else { return [] }
        var title = diagnosis.isSatisfiable ? "Solved frames" : "Solved frames after fix 1"
        // An ambiguous layout has many solutions; this is only the one the solver picked.
        if !diagnosis.ambiguities.isEmpty { title += " (one of many: the layout is ambiguous)" }
        let table = TextLayout.table(rows) { _, column, text in column == 0 ? styler.apply(.itemName, to: text) : text }
        return [styler.apply(.sectionTitle, to: title)] + table
    }
}
