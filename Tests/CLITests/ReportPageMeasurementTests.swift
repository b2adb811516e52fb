import Foundation
import TestSupport
import Testing

/// Every Corpus input in one `--output` folder, its page measured in headless Chromium at a
/// desktop and a phone width: no two text boxes of a diagram overlap, no text leaves its drawing,
/// nothing of a card is clipped, the page never scrolls sideways.
@Suite("The report page, measured in a browser")
struct ReportPageMeasurementTests {
    static let enabled = Chromium.executable != nil
    static let inputs = PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"])

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cd-measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func everyCorpusSystemIsLegible() throws {
        let chromium = try #require(Chromium.executable)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        #expect(Self.inputs.count > 30)
        let run = try CommandUnderTest.run(Self.inputs.map { PackagePaths.relativePath(of: $0) } + ["--output", output.path])
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let systems = page.components(separatedBy: "class=\"system\"").count - 1
        let drawings = page.components(separatedBy: "<div class=\"drawing\">").count - 1
        #expect(systems > 30, "\(run.standardError)")
        for width in [1280, 420] {
            let result = try PageMeasurement.measure(page: page, width: width, chromium: chromium, folder: folder)
            #expect(result.svgs == drawings && drawings > systems)
            #expect(result.texts > 10 * systems, "the script saw the diagrams' text")
            #expect(result.problems.isEmpty, "at \(width) px: \(result.problems.prefix(20))")
        }
    }

    /// The same page printed on A4 by a reader in dark mode: every section open, light, nothing
    /// clipped, no diagram label on another, the bars' colours kept.
    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func everyCorpusSystemPrintsLegibly() throws {
        let chromium = try #require(Chromium.executable)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report")
        let run = try CommandUnderTest.run(Self.inputs.map { PackagePaths.relativePath(of: $0) } + ["--output", output.path])
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<details"), "\(run.standardError)")
        let result = try PageMeasurement.measure(
            page: page, width: PageMeasurement.printWidth, chromium: chromium, folder: folder, media: .print)
        #expect(result.texts > 1_000)
        #expect(result.problems.isEmpty, "in print: \(result.problems.prefix(20))")
    }

    /// The measurement itself: two labels drawn on top of each other, and a card too narrow for
    /// its headline, are both reported.
    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func theMeasurementSeesOverlapsAndClipping() throws {
        let chromium = try #require(Chromium.executable)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = """
            <!DOCTYPE html><html><head><title>t</title></head><body>
            <figure id="d"><div class="drawing"><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
            <g><text x="10" y="40" font-size="14">c6: height = 44</text></g><g><text x="20" y="42" font-size="14">implicit: height ≥ 0</text></g>
            <g><text x="10" y="75" font-size="14">one label,</text><text x="10" y="90" font-size="14">two lines</text></g></svg></div></figure>
            <div class="card" style="width: 60px; overflow: hidden"><p class="headline" style="white-space: nowrap; overflow: hidden">TableViewCellContentView is 44 tall</p></div>
            </body></html>
            """
        let result = try PageMeasurement.measure(page: page, width: 800, chromium: chromium, folder: folder)
        #expect(result.texts == 4)
        #expect(result.problems.contains { $0.contains("\"c6: height = 44\" overlaps \"implicit: height ≥ 0\"") }, "\(result.problems)")
        #expect(!result.problems.contains { $0.contains("two lines") }, "\(result.problems)")
        #expect(result.problems.contains { $0.hasPrefix("clipped P.headline") }, "\(result.problems)")
    }

    /// In print: a section that stays folded, a dark background and light text are reported;
    /// the same page measured on screen reports none of them.
    @Test(.enabled(if: enabled, "chromium is not installed (CI: apt-get install -y chromium)"))
    func thePrintMeasurementSeesFoldedAndDarkPages() throws {
        let chromium = try #require(Chromium.executable)
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = """
            <!DOCTYPE html><html lang="en"><head><title>t</title><style>
            @media (prefers-color-scheme: dark) { body { background: #111; color: #eee; } }
            </style></head><body>
            <details><summary>The full report</summary><pre>folded away</pre></details>
            <div class="row"><span class="segment" style="background: #7aa7d9">c1 44</span></div>
            </body></html>
            """
        let printed = try PageMeasurement.measure(page: page, width: PageMeasurement.printWidth, chromium: chromium, folder: folder, media: .print)
        #expect(printed.problems.contains("folded in print: The full report"), "\(printed.problems)")
        #expect(printed.problems.contains { $0.hasPrefix("dark background in print: ") }, "\(printed.problems)")
        #expect(printed.problems.contains { $0.hasPrefix("light text in print: ") }, "\(printed.problems)")
        #expect(printed.problems.contains("bar colours not printed: \"c1 44\""), "\(printed.problems)")
        let screen = try PageMeasurement.measure(page: page, width: 800, chromium: chromium, folder: folder)
        #expect(screen.problems.isEmpty, "\(screen.problems)")
    }
}
