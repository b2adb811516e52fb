import ConstraintAnalysis
import ConstraintModel

extension ReportFolder {
    /// `system1-state2.html`: states are numbered, because their names come from the input.
    public static func statePageName(system: Int, state: Int) -> String { "system\(system)-state\(state).html" }

    /// `system1-state2-vertical.dot`.
    public static func stateDiagramName(system: Int, state: Int, axis: Axis, extension fileExtension: String) -> String {
        "system\(system)-state\(state)-\(axis.rawValue).\(fileExtension)"
    }

    /// Writes a state's page — its steps and difference from the base, its full diagnosis, its
    /// card, and its two diagrams marked against the base — and returns the link to it.
    mutating func addStatePage(
        _ state: StateDiagnosis, number: Int, of systemReport: SystemReport, baseDiagnosis: Diagnosis,
        limits: ConstraintDiagram.Limits, renderSVG: (String) throws -> String
    ) -> HTMLReportPage.FileLink {
        let system = systemReport.number
        let diagrams = Axis.allCases.map { axis in
            let diagram = ConstraintDiagram(
                state: state, base: systemReport.system, baseDiagnosis: baseDiagnosis, axis: axis,
                title: DiagramRequest.title(for: systemReport), limits: limits)
            return addDiagram(
                diagram, baseName: Self.stateDiagramName(system: system, state: number, axis: axis, extension: ""),
                caption: "System \(system), state \(state.name), \(axis.rawValue) axis, marked against the base layout",
                renderSVG: renderSVG)
        }
        let changes = HTMLReportPage.Subsection(
            title: "Difference from the base layout", blocks: [StatesSection.state(state, styler: .plain).joined(separator: "\n")])
        let back = HTMLReportPage.FileLink(
            title: "System \(system), the base layout", relativePath: Self.pageName, fragment: "system-\(system)")
        let section = HTMLReportPage.Section(
            title: "System \(system) · state \(state.name) · \(ConstraintDiagram.defaultTitle(for: systemReport.system))",
            text: Self.stateText(state, of: systemReport),
            subsections: [changes] + DiagnosisBlocks(system: state.system, diagnosis: state.diagnosis).subsections,
            diagrams: diagrams, card: SystemCardContent(system: state.system, diagnosis: state.diagnosis).card,
            pages: [back], pagesTitle: "Back")
        let page = HTMLReportPage(
            title: "State \(state.name) of system \(system)",
            introduction: "The layout of system \(system) after the steps of state \(state.name), analysed in full; "
                + "its diagrams mark what changed from the base layout.",
            sections: [section])
        let name = Self.statePageName(system: system, state: number)
        files.append(File(name: name, contents: page.render()))
        return HTMLReportPage.FileLink(title: "State \(state.name)", relativePath: name)
    }

    /// The text report of the state's layout, as the system's section has its own.
    static func stateText(_ state: StateDiagnosis, of systemReport: SystemReport) -> String {
        var report = systemReport
        report.system = state.system
        report.diagnosis = state.diagnosis
        return systemText(report)
    }
}
