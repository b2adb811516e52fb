import ConstraintAnalysis
import ConstraintModel

/// Everything `--output DIR` writes, made in memory: for each system and axis its diagram as
/// DOT and SVG (`system1-horizontal.dot`, `system1-horizontal.svg`), for a small system also
/// both axes in one drawing (`system1-both.dot`, `.svg`, shown in its card), the text report
/// (`report.txt`, no colour), the JSON report (`report.json`) and `index.html`, a page that
/// needs nothing else (`HTMLReportPage`). Each state of a system has its own page
/// (`system1-state2.html`, `ReportFolder+States.swift`), linked from the system's section. `ReportFolderWriter` puts the files on disk.
///
/// SVG comes from `renderSVG` (Graphviz lives outside this library); when it fails, the
/// page shows why in place of the diagram and `svgFailures` says so.
public struct ReportFolder: Sendable {
    public struct File: Hashable, Sendable {
        /// A plain file name, no folders.
        public var name: String
        public var contents: String
    }

    /// In writing order: the diagrams system by system, then `report.txt`, `report.json`,
    /// `index.html`.
    public internal(set) var files: [File] = []
    /// One message per diagram whose SVG could not be made.
    public internal(set) var svgFailures: [String] = []

    public static let pageName = "index.html"
    public static let textName = "report.txt"
    public static let jsonName = "report.json"

    /// `system2-vertical.dot`.
    public static func diagramName(system number: Int, axis: Axis, extension fileExtension: String) -> String {
        "system\(number)-\(axis.rawValue).\(fileExtension)"
    }

    /// `system2-both.dot`: the both-axes view of a small system.
    public static func combinedDiagramName(system number: Int, extension fileExtension: String) -> String {
        "system\(number)-both.\(fileExtension)"
    }

    public init(
        report: Report, analyzer: Analyzer = Analyzer(), limits: ConstraintDiagram.Limits = .standard,
        renderSVG: (String) throws -> String
    ) throws {
        var sections: [HTMLReportPage.Section] = []
        for systemReport in report.systems {
            let system = systemReport.system
            // The report analysed the system already (with the caller's options); analyse only
            // when it did not.
            let diagnosis = systemReport.diagnosis ?? analyzer.analyze(system)
            var diagrams: [HTMLReportPage.Diagram] = []
            for axis in Axis.allCases {
                let diagram = ConstraintDiagram(
                    system: system, diagnosis: diagnosis, axis: axis, title: DiagramRequest.title(for: systemReport), limits: limits)
                diagrams.append(
                    addDiagram(
                        diagram, baseName: Self.diagramName(system: systemReport.number, axis: axis, extension: ""),
                        caption: "System \(systemReport.number), \(axis.rawValue) axis", renderSVG: renderSVG))
            }
            let overview = ConstraintDiagram.combined(
                system: system, diagnosis: diagnosis, title: DiagramRequest.title(for: systemReport), limits: limits
            ).map {
                addDiagram(
                    $0, baseName: Self.combinedDiagramName(system: systemReport.number, extension: ""),
                    caption: "System \(systemReport.number), both axes in one drawing", renderSVG: renderSVG)
            }
            let statePages = diagnosis.states.enumerated().map { index, state in
                addStatePage(state, number: index + 1, of: systemReport, baseDiagnosis: diagnosis, limits: limits, renderSVG: renderSVG)
            }
            if system.format == .interfaceBuilder, let wireframe = WireframeSVG.render(system, diagnosis: diagnosis) {
                let name = "system\(systemReport.number)-wireframe.svg"
                files.append(File(name: name, contents: wireframe))
                diagrams.append(
                    HTMLReportPage.Diagram(
                        caption: "System \(systemReport.number), the solved layout", content: .svg(wireframe),
                        links: [HTMLReportPage.FileLink(title: name, relativePath: name)]))
            }
            sections.append(
                HTMLReportPage.Section(
                    title: Self.sectionTitle(systemReport), text: Self.systemText(systemReport),
                    subsections: DiagnosisBlocks(system: system, diagnosis: diagnosis).subsections, diagrams: diagrams,
                    card: SystemCardContent(system: system, diagnosis: diagnosis).card, overview: overview, pages: statePages))
        }
        files.append(File(name: Self.textName, contents: TextReport().render(report)))
        files.append(File(name: Self.jsonName, contents: try JSONReport.render(report)))
        let page = HTMLReportPage(title: "Constraint report", introduction: Self.introduction(report), sections: sections)
        files.append(File(name: Self.pageName, contents: page.render()))
    }

    /// `baseName` ends with the dot before the extension (`system1-vertical.`).
    mutating func addDiagram(
        _ diagram: ConstraintDiagram, baseName: String, caption: String, renderSVG: (String) throws -> String
    ) -> HTMLReportPage.Diagram {
        let dot = diagram.graph.render()
        let dotName = baseName + "dot", svgName = baseName + "svg"
        files.append(File(name: dotName, contents: dot))
        var caption = caption
        if diagram.isSummary { caption += " (a summary: the system is too large to draw in full)" }
        var links = [HTMLReportPage.FileLink(title: dotName, relativePath: dotName)]
        let content: HTMLReportPage.Diagram.Content
        do {
            let svg = try renderSVG(dot)
            files.append(File(name: svgName, contents: svg))
            links.append(HTMLReportPage.FileLink(title: svgName, relativePath: svgName))
            content = .svg(svg)
        } catch {
            svgFailures.append("\(svgName): \(error)")
            content = .unavailable("\(error)")
        }
        return HTMLReportPage.Diagram(caption: caption, content: content, links: links)
    }

    /// `System 1 · iOS console log · crash.log, lines 3–17`.
    static func sectionTitle(_ report: SystemReport) -> String {
        "System \(report.number) · \(ModelWording.systemKind(report.system)) · \(ConstraintDiagram.defaultTitle(for: report.system))"
    }

    /// The system's part of the text report without its heading, which the section title says.
    static func systemText(_ report: SystemReport) -> String {
        TextReport.standardSections.filter { !($0 is SystemHeadingSection) }
            .map { $0.lines(for: report, styler: .plain) }.filter { !$0.isEmpty }
            .map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    static func introduction(_ report: Report) -> String {
        let files = report.inputs.map { ModelWording.fileName($0.file) }.joined(separator: ", ")
        var text = "\(ModelWording.count(report.systems.count, "constraint system")) from \(files), "
            + "analysed by \(ToolInfo.name) \(ToolInfo.version). The same findings are in \(textName) and \(jsonName)."
        let notices = report.notices
        if !notices.isEmpty { text += " " + notices.map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }.joined(separator: " ") }
        return text
    }
}
