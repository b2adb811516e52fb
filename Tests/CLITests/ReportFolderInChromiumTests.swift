import Foundation
import TestSupport
import Testing

/// `constraint-doctor --output DIR` on a Corpus log, then `DIR/index.html` opened in headless
/// Chromium: the page must show its diagrams, with every item of the conflict in them.
@Suite("The report folder in a browser")
struct ReportFolderInChromiumTests {
    @Test(.enabled(if: Chromium.executable != nil, "chromium is not installed (CI: apt-get install -y chromium)"))
    func thePageShowsItsDiagrams() throws {
        let chromium = try #require(Chromium.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cd-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let run = try CommandUnderTest.run(["Corpus/logs/encapsulated-cell-height.log", "--output", output.path])
        #expect(run.status == 1, "\(run.standardError)")
        let index = output.appendingPathComponent("index.html")

        let dom = try Chromium.run(chromium, ["--dump-dom", index.absoluteString], profile: folder)
        #expect(dom.components(separatedBy: "<svg").count - 1 == 3, "one diagram per axis, and both in one in the card")
        #expect(dom.contains("class=\"diagram overview\""))
        for title in ["item1", "item2", "item3"] {
            #expect(dom.contains("<title>\(title)</title>"), "node \(title) is missing from the page")
        }
        #expect(dom.contains("class=\"edge constraint origin-encapsulatedLayout conflict conflict-1 conflict-2 conflict-3\""))
        #expect(dom.contains("Conflict 1 (vertical)"))
        #expect(dom.contains("href=\"system1-vertical.svg\""))
        #expect(!dom.contains("<script"))

        let screenshot = folder.appendingPathComponent("page.png")
        let blank = folder.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><head><title>blank</title></head><body></body></html>".utf8).write(to: blank)
        let blankShot = folder.appendingPathComponent("blank.png")
        _ = try Chromium.run(chromium, ["--screenshot=\(screenshot.path)", "--window-size=1200,2400", index.absoluteString], profile: folder)
        _ = try Chromium.run(chromium, ["--screenshot=\(blankShot.path)", "--window-size=1200,2400", blank.absoluteString], profile: folder)
        let image = try PNGHeader(Data(contentsOf: screenshot))
        #expect(image.width == 1200 && image.height == 2400)
        let blankSize = try Data(contentsOf: blankShot).count
        #expect(image.byteCount > 5 * blankSize, "screenshot \(image.byteCount) bytes vs blank \(blankSize) bytes")
    }
}
