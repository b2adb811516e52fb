import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// `--output`'s page per state: one file each, linked from the system's section and back, with
/// the state's diagnosis, its difference from the base and its two marked diagrams.
@Suite("Report folder: a page per state")
struct StatePageTests {
    static let input = PackagePaths.corpus.appendingPathComponent("states/expand-detail.constraints")

    @Test func everyStateHasItsPageLinkedFromTheSystem() throws {
        let report = try GoldenCorpusTests.report(for: Self.input)
        let states = try #require(report.systems.first?.diagnosis?.states)
        let folder = try ReportFolder(report: report, renderSVG: ReportFolderTests.fakeSVG)
        let files = Dictionary(uniqueKeysWithValues: folder.files.map { ($0.name, $0.contents) })
        let index = try XMLTree.parse(try #require(files[ReportFolder.pageName]))
        let links = index.elements(named: "a").compactMap { $0.attributes["href"] }
        for (offset, state) in states.enumerated() {
            let name = ReportFolder.statePageName(system: 1, state: offset + 1)
            #expect(links.contains(name), "the system links to \(name)")
            let page = try XMLTree.parse(try #require(files[name], "\(name) is written"))
            let text = page.allText
            #expect(text.contains("State \(state.name) of system 1"))
            #expect(page.elements(named: "a").compactMap { $0.attributes["href"] }.contains("index.html#system-1"), "back to the system")
            #expect(page.elements(named: "svg").count == 2, "both axes")
            #expect(page.elements(named: "script").isEmpty)
            for axis in Axis.allCases {
                let dot = try #require(files[ReportFolder.stateDiagramName(system: 1, state: offset + 1, axis: axis, extension: "dot")])
                let request = DiagramRequest(systemNumber: 1, axis: axis, state: state.name)
                #expect(dot == (try request.diagram(for: report).graph.render()))
            }
        }
        // What the Corpus example's states do, read from the pages as a reader sees them.
        let expanded = try XMLTree.parse(try #require(files[ReportFolder.statePageName(system: 1, state: 1)])).allText
        #expect(expanded.contains("Steps: activate c9; deactivate c6."))
        #expect(expanded.contains("height +120"))
        let compact = try XMLTree.parse(try #require(files[ReportFolder.statePageName(system: 1, state: 3)])).allText
        #expect(compact.contains(ChangeApplier.priorityExceptionName), "the exception the step raises")
    }

    /// A state named by hostile text (a Swift method, a size class could be), and items too:
    /// every page stays well-formed and shows the text, never markup from it.
    @Test func hostileNamesAreEscaped() throws {
        var report = try GoldenCorpusTests.report(for: Self.input)
        let hostile = HTMLReportPageTests.hostile
        var diagnosis = try #require(report.systems[0].diagnosis)
        diagnosis.states[0].name = hostile
        diagnosis.states[0].system.items[1].displayName = hostile
        report.systems[0].diagnosis = diagnosis
        let folder = try ReportFolder(report: report, renderSVG: ReportFolderTests.fakeSVG)
        for file in folder.files where file.name.hasSuffix(".html") {
            let page = try XMLTree.parse(file.contents)
            #expect(page.elements(named: "script").isEmpty, "\(file.name)")
            #expect(!file.contents.contains("<script>"), "\(file.name)")
        }
        let statePage = try #require(folder.files.first { $0.name == ReportFolder.statePageName(system: 1, state: 1) })
        let text = try XMLTree.parse(statePage.contents).allText
        #expect(text.contains("<script>alert(\"x\")</script> & &amp;"), "the name is shown as text")
        let dot = try #require(folder.files.first { $0.name == ReportFolder.stateDiagramName(system: 1, state: 1, axis: .vertical, extension: "dot") })
        let htmlLabels = dot.contents.split(separator: "\n").filter { $0.contains("label=<") }
        #expect(htmlLabels.contains { $0.contains("&lt;script&gt;") }, "the item's name, escaped in its HTML-like label")
        #expect(!htmlLabels.contains { $0.contains("<script>") })
    }
}
