import ConstraintReports
import Foundation
import Testing
import TestSupport

@testable import ConstraintGraphviz

/// A report page with two real Graphviz diagrams, checked as XML and in a real browser.
@Suite("The report page with Graphviz diagrams")
struct HTMLPageInChromiumTests {
    static func diagram(_ prefix: String, labels: [String]) -> DotGraph {
        let ids = labels.indices.map { DotID("\(prefix)\($0)")! }
        return DotGraph(
            name: DotID(prefix)!,
            nodes: zip(ids, labels).map { DotNode($0, ["label": .text($1)]) },
            edges: zip(ids, ids.dropFirst()).map { DotEdge(from: $0, to: $1, ["label": .text("= 8")]) })
    }

    static let horizontal = diagram("h", labels: ["Window", "Label <b>\"Hello\"</b>", "Button & Co"])
    static let vertical = diagram("v", labels: ["Window", "Stack {1}", "עברית 😀"])

    static func page() throws -> HTMLReportPage {
        HTMLReportPage(
            title: "Browser check",
            sections: [
                .init(
                    title: "System 1", text: "Two diagrams <script>alert(1)</script>",
                    diagrams: [
                        .init(caption: "Horizontal", content: .svg(try GraphvizRenderer.svg(fromDOT: horizontal.render()))),
                        .init(caption: "Vertical", content: .svg(try GraphvizRenderer.svg(fromDOT: vertical.render()))),
                    ])
            ])
    }

    @Test func realDiagramsMakeAWellFormedPageWithUniqueIds() throws {
        let document = try XMLTree.parse(try Self.page().render())
        let svgs = document.elements(named: "svg")
        #expect(svgs.count == 2)
        #expect(svgs[0].elements(withClass: "node").compactMap { $0.child(named: "title")?.text } == ["h0", "h1", "h2"])
        #expect(svgs[1].elements(withClass: "node").compactMap { $0.child(named: "title")?.text } == ["v0", "v1", "v2"])
        #expect(svgs[0].elements(named: "text").map(\.text).contains(#"Label <b>"Hello"</b>"#))
        let ids = document.allElements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("system-1-diagram-1-node1") && ids.contains("system-1-diagram-2-node1"))
        #expect(document.elements(named: "script").isEmpty)
    }

    @Test(.enabled(if: Chromium.executable != nil, "chromium is not installed (CI: apt-get install -y chromium)"))
    func chromiumShowsBothDiagrams() throws {
        let chromium = try #require(Chromium.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("constraint-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = folder.appendingPathComponent("index.html")
        try Data(try Self.page().render().utf8).write(to: index)
        let blank = folder.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><head><title>blank</title></head><body></body></html>".utf8).write(to: blank)

        let dom = try Chromium.run(chromium, ["--dump-dom", index.absoluteString], profile: folder)
        #expect(dom.components(separatedBy: "<svg").count - 1 == 2)
        for title in ["h0", "h1", "h2", "v0", "v1", "v2", "h0-&gt;h1", "v1-&gt;v2"] {
            #expect(dom.contains("<title>\(title)</title>"), "node or edge \(title) is missing from the DOM")
        }
        #expect(dom.contains("id=\"system-1-diagram-2-node1\""))
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!dom.contains("<script"))

        let screenshot = folder.appendingPathComponent("index.png")
        let blankShot = folder.appendingPathComponent("blank.png")
        _ = try Chromium.run(chromium, ["--screenshot=\(screenshot.path)", "--window-size=1200,900", index.absoluteString], profile: folder)
        _ = try Chromium.run(chromium, ["--screenshot=\(blankShot.path)", "--window-size=1200,900", blank.absoluteString], profile: folder)
        let image = try PNGHeader(Data(contentsOf: screenshot))
        #expect(image.width == 1200 && image.height == 900)
        // A page with text and drawings compresses far worse than an empty white one.
        let blankSize = try Data(contentsOf: blankShot).count
        #expect(image.byteCount > 3 * blankSize, "screenshot \(image.byteCount) bytes vs blank \(blankSize) bytes")
    }
}
