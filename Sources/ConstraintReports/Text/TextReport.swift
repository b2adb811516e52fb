/// The report for a developer reading a terminal: each input in order, each of its systems as
/// a sequence of sections, and a one-line summary.
///
/// The analysis' sections (conflicts, fixes, ambiguity, misplaced views, …) come after what was read; each reads
/// `SystemReport.diagnosis`, as the JSON report and the exit status do, and is left out when the
/// analysis did not run or found nothing of its kind.
public struct TextReport: Sendable {
    public static let standardSections: [any SystemTextSection] = [
        SystemHeadingSection(), VerdictSection(), TextSizeSection(), ItemsSection(), ConstraintsSection(), DiagnosticsSection(),
        ConflictsSection(), EngineRecoverySection(), FixesSection(), AmbiguitySection(), MisplacedViewsSection(), SolvedFramesSection(), RedundancySection(),
        SatisfiableAsLoggedSection(), AnalysisNotesSection(), StatesSection(),
    ]

    public var styler: TextStyler
    public var systemSections: [any SystemTextSection]

    public init(styler: TextStyler = .plain, systemSections: [any SystemTextSection] = TextReport.standardSections) {
        self.styler = styler
        self.systemSections = systemSections
    }

    /// The whole report, ending with a newline. Blocks are separated by one blank line. Control
    /// and invisible characters from the input are escaped (`TerminalText`); the styler's colour
    /// codes are kept by writing them with a marker the plain report does not contain.
    public func render(_ report: Report) -> String {
        let plain = TextReport(styler: .plain, systemSections: systemSections).unescapedRender(report)
        guard styler.isEnabled else { return TerminalText.escaped(plain) }
        guard let marker = TerminalText.unusedMarker(in: plain) else { return TerminalText.escaped(plain) }
        let marked = TextReport(styler: TextStyler(isEnabled: true, escapeMarker: marker), systemSections: systemSections)
        return TerminalText.escaped(marked.unescapedRender(report), keeping: marker)
    }

    private func unescapedRender(_ report: Report) -> String {
        var blocks: [[String]] = []
        for (index, input) in report.inputs.enumerated() {
            blocks.append(InputSection().lines(for: input, styler: styler))
            for system in report.systems(ofInputAt: index) {
                blocks += systemSections.map { $0.lines(for: system, styler: styler) }
            }
        }
        blocks.append(SummarySection().lines(for: report, styler: styler))
        return blocks.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
