import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// The report folder's files, made in memory with a stand-in for Graphviz, and written to disk.
@Suite("Report folder")
struct ReportFolderTests {
    static let input = PackagePaths.corpus.appendingPathComponent("logs/two-logs-one-paste.log")

    /// A stand-in renderer whose SVG names the graph it was given.
    static func fakeSVG(_ dot: String) throws -> String {
        let name = dot.split(separator: " ")[1]
        return #"<svg xmlns="http://www.w3.org/2000/svg"><g id="graph0" class="graph"><title>\#(name)</title></g></svg>"#
    }

    struct Broken: Error, CustomStringConvertible { var description: String { "Graphviz is not usable: no dot layout" } }

    @Test func holdsTheDiagramsOfEverySystemAndTheReports() throws {
        let report = try GoldenCorpusTests.report(for: Self.input)
        let folder = try ReportFolder(report: report, renderSVG: Self.fakeSVG)
        #expect(folder.files.map(\.name) == [
            "system1-horizontal.dot", "system1-horizontal.svg", "system1-vertical.dot", "system1-vertical.svg",
            "system1-both.dot", "system1-both.svg",
            "system2-horizontal.dot", "system2-horizontal.svg", "system2-vertical.dot", "system2-vertical.svg",
            "system2-both.dot", "system2-both.svg",
            "report.txt", "report.json", "index.html",
        ])
        #expect(folder.svgFailures.isEmpty)
        let files = Dictionary(uniqueKeysWithValues: folder.files.map { ($0.name, $0.contents) })
        #expect(files["report.txt"] == TextReport().render(report))
        #expect(files["report.json"] == (try JSONReport.render(report)))
        let dot = try DiagramRequest(systemNumber: 2, axis: .vertical).diagram(for: report).graph.render()
        #expect(files["system2-vertical.dot"] == dot)
        let second = report.systems[1]
        let diagnosis = try #require(second.diagnosis)
        let title = "System 2 · " + ConstraintDiagram.defaultTitle(for: second.system)
        let combined = try #require(ConstraintDiagram.combined(system: second.system, diagnosis: diagnosis, title: title))
        #expect(files["system2-both.dot"] == combined.graph.render())
        #expect(combined.isCombined && combined.graph.render().hasPrefix("digraph both {"))
    }

    /// Above the size limit a system has only its two axes' diagrams, and the card no overview.
    @Test func aLargerSystemHasNoCombinedView() throws {
        let report = try GoldenCorpusTests.report(for: Self.input)
        let limits = ConstraintDiagram.Limits(maximumCombinedItems: 1, maximumCombinedConstraints: 1)
        let folder = try ReportFolder(report: report, limits: limits, renderSVG: Self.fakeSVG)
        #expect(!folder.files.contains { $0.name.contains("-both.") })
        #expect(folder.files.last?.contents.contains("overview") == false)
    }

    @Test func thePageShowsConstraintsConflictsProofsFixesAndDiagrams() throws {
        let report = try GoldenCorpusTests.report(for: Self.input)
        let folder = try ReportFolder(report: report, renderSVG: Self.fakeSVG)
        let page = try #require(folder.files.last?.contents)
        let document = try XMLTree.parse(page)
        let text = document.allText
        #expect(document.elements(named: "svg").count == 6)
        let cards = document.elements(withClass: "card")
        #expect(cards.count == 2 && cards.allSatisfy { !$0.elements(withClass: "overview").isEmpty }, "both axes in each card")
        #expect(text.contains("Button 'Pay now'.height = 50"), "the readable constraints")
        #expect(text.contains("Conflict 1 (vertical): c1, c2"))
        #expect(text.contains("Proof: multiply each row by its factor"))
        #expect(text.contains("Lower c1"), "the fix, worded as in the text report")
        let links = document.elements(named: "a").compactMap { $0.attributes["href"] }
        for name in ["system1-horizontal.dot", "system1-horizontal.svg", "system2-vertical.svg"] {
            #expect(links.contains(name), "link to \(name)")
        }
        #expect(document.elements(named: "script").isEmpty)
    }

    @Test func aRendererFailureLeavesTheDOTAndSaysWhyOnThePage() throws {
        let report = try GoldenCorpusTests.report(for: Self.input)
        let folder = try ReportFolder(report: report) { _ in throw Broken() }
        #expect(folder.files.map(\.name).filter { $0.hasSuffix(".svg") }.isEmpty)
        #expect(folder.svgFailures.count == 6)
        #expect(folder.files.last?.contents.contains("Diagram not available: Graphviz is not usable: no dot layout") == true)
    }

    @Test func theWriterCreatesTheFolderAndRefusesOneInUse() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("nested/out").path
        let report = try GoldenCorpusTests.report(for: Self.input)
        let folder = try ReportFolder(report: report, renderSVG: Self.fakeSVG)

        try ReportFolderWriter.write(folder, to: target)
        let written = try FileManager.default.contentsOfDirectory(atPath: target).sorted()
        #expect(written == folder.files.map(\.name).sorted())
        #expect(try String(contentsOfFile: target + "/index.html", encoding: .utf8) == folder.files.last?.contents)

        #expect(throws: ReportFolderWriter.Failure.notEmpty(path: target)) { try ReportFolderWriter.write(folder, to: target) }
        try "keep me".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)
        try ReportFolderWriter.write(folder, to: target, replacingFiles: true)
        #expect(try String(contentsOfFile: target + "/notes.txt", encoding: .utf8) == "keep me", "other files are left alone")

        let file = base.appendingPathComponent("plain-file").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: ReportFolderWriter.Failure.notAFolder(path: file)) { try ReportFolderWriter.write(folder, to: file) }
    }
}
