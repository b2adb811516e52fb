import ConstraintDoctor
import Foundation
import TestSupport
import Testing

/// Every corpus scene's wireframe, parsed as XML and then drawn by headless Chromium: no name
/// leaves its drawing (clipped) and no two names overlap (measured by the browser, not by the
/// estimate the wireframe places them with). Skips when chromium is not installed.
@Suite struct WireframeBrowserTests {
    static let enabled = Chromium.executable != nil

    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func corpusWireframesAreLegibleInABrowser() throws {
        let chromium = try #require(Chromium.executable)
        var figures: [String] = []
        var names = 0
        for input in InterfaceBuilderGoldenTests.inputs {
            let report = try InterfaceBuilderGoldenTests.report(for: input)
            for system in report.systems {
                guard let diagnosis = system.diagnosis, let svg = WireframeSVG.render(system.system, diagnosis: diagnosis) else { continue }
                let tree = try XMLTree.parse(svg)
                #expect(tree.name == "svg", "\(input.lastPathComponent)")
                names += tree.elements(named: "text").count
                figures.append("<figure id=\"\(input.lastPathComponent)-\(system.number)\"><div class=\"drawing\">\(svg)</div></figure>")
            }
        }
        #expect(figures.count >= 10)
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>wireframes</title></head><body>\n"
            + figures.joined(separator: "\n") + "\n</body></html>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cd-wireframes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try PageMeasurement.measure(page: page, width: 1280, chromium: chromium, folder: folder)
        #expect(result.svgs == figures.count)
        #expect(result.texts == names && names > figures.count, "the browser saw every name")
        #expect(result.problems.isEmpty, "\(result.problems.prefix(20))")
    }

    /// The check can fail: two names written on top of each other in one drawing are reported.
    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func overlappingNamesAreSeen() throws {
        let chromium = try #require(Chromium.executable)
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" font-family="Helvetica, Arial, sans-serif" font-size="10">
            <g><text x="13" y="21">StackView1</text></g><g><text x="14" y="22">ImageView1</text></g><g><text x="190" y="50">Clipped name</text></g></svg>
            """
        let page = "<!DOCTYPE html><html><body><figure id=\"t\"><div class=\"drawing\">\(svg)</div></figure></body></html>"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cd-wireframes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try PageMeasurement.measure(page: page, width: 800, chromium: chromium, folder: folder)
        #expect(result.problems.contains { $0.contains("\"StackView1\" overlaps \"ImageView1\"") }, "\(result.problems)")
        #expect(result.problems.contains { $0.contains("text outside the drawing: \"Clipped name\"") }, "\(result.problems)")
    }
}
