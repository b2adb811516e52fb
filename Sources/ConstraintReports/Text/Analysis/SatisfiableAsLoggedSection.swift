import ConstraintModel

/// For a console log whose constraints can all hold as printed: says so plainly, then what the
/// log does not show that would make them conflict (an assumed margin, a lost constant, rounding).
public struct SatisfiableAsLoggedSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis, report.system.format == .consoleLog, diagnosis.isSatisfiable else { return [] }
        let framework = AnalysisWording(system: report.system).framework
        var lines = [styler.apply(.sectionTitle, to: "Satisfiable as logged")]
        lines += AnalysisWording.wrapped(
            "The constraints this log lists can all hold at once, as printed. \(framework) still reported a conflict, so it saw something the log does not show:",
            prefix: "  ")
        var hidden: [String] = []
        if diagnosis.redundancies.contains(where: { $0.kind == .implied || $0.kind == .consistentOnlyAtThisSize }) {
            hidden.append(
                "A fraction of a point the log rounds away: the constraints under Redundant constraints fix the same lengths twice and hold only exactly.")
        }
        if report.system.diagnostics.contains(where: { $0.code == "elided-entries" }) {
            hidden.append("The entries the paste replaced with '...': the constraints they stood for are not here.")
        }
        if report.system.diagnostics.contains(where: { $0.severity == .error }) {
            hidden.append("The entries that could not be read (see Diagnostics).")
        }
        if diagnosis.missingContext.isEmpty {
            hidden.append(
                "A value it does not print (layout margins, safe-area insets, a size at the moment of layout) or a constraint that is not in the list.")
        }
        for reason in hidden { lines += AnalysisWording.wrapped(reason, prefix: "  - ") }
        for context in diagnosis.missingContext {
            lines += AnalysisWording.wrapped(AnalysisWording.sentence(context.description), prefix: "  - ")
        }
        return lines
    }
}
