import Foundation
import TestSupport
import Testing

/// `--format dot|svg`, `--axis`, `--system` and `--output`, through the built binary.
@Suite("CLI diagrams")
struct DiagramCommandTests {
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.corpus.appendingPathComponent(name), encoding: .utf8)
    }

    /// `--axis both` draws a small system's two axes in one diagram, the same as its golden; a
    /// system too large for that is a usage error that says how to draw it instead.
    @Test func bothAxesInOneDiagram() throws {
        let result = try CommandUnderTest.run(["Corpus/verdicts/aspect-ratio-cell.log", "--format", "dot", "--axis", "both"])
        #expect(result.status == 1)
        #expect(result.standardOutput == (try Self.golden("verdicts/aspect-ratio-cell.log.both.expected.dot")))
        let large = try CommandUnderTest.run(["Corpus/equations/gen-chain-small.constraints", "--format", "svg", "--axis", "both"])
        #expect(large.status == 64)
        #expect(large.standardError.contains("too large to draw both axes in one diagram"), "\(large.standardError)")
        #expect(large.standardOutput.isEmpty)
    }

    /// The first conflict of cover-cell is vertical, so that is the axis drawn by default.
    @Test func dotGoesToStandardOutputOnTheFirstConflictsAxis() throws {
        let result = try CommandUnderTest.run(["Corpus/examples/cover-cell.log", "--format", "dot"])
        #expect(result.status == 1, "a console log reports a conflict")
        #expect(result.standardOutput == (try Self.golden("examples/cover-cell.log.v.expected.dot")))
        #expect(result.standardError.isEmpty)
    }

    @Test(arguments: ["h", "horizontal"])
    func axisChoosesTheDiagram(_ axis: String) throws {
        let result = try CommandUnderTest.run(["Corpus/examples/cover-cell.log", "--format", "dot", "--axis", axis])
        #expect(result.standardOutput == (try Self.golden("examples/cover-cell.log.h.expected.dot")))
    }

    /// `--state` draws a state marked against the base, on the axis its changes are on by
    /// default; a name the system lacks, or `--state` without a diagram format, is a usage error.
    @Test func stateDrawsTheMarkedDiagram() throws {
        let input = "Corpus/states/expand-detail.constraints"
        let expanded = try CommandUnderTest.run([input, "--format", "dot", "--state", "Expanded"])
        #expect(expanded.standardOutput == (try Self.golden("states/expand-detail.constraints.state1.v.expected.dot")))
        let wide = try CommandUnderTest.run([input, "--format", "dot", "--state", "Wide", "--axis", "h"])
        #expect(wide.standardOutput == (try Self.golden("states/expand-detail.constraints.state2.h.expected.dot")))
        let unknown = try CommandUnderTest.run([input, "--format", "svg", "--state", "Tall"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("system 1 has no state 'Tall': its states are 'Expanded', 'Wide', 'Compact'"))
        let text = try CommandUnderTest.run([input, "--state", "Wide"])
        #expect(text.status == 64)
        #expect(text.standardError.contains("--state choose the diagram of --format dot or svg"), "\(text.standardError)")
    }

    @Test func systemChoosesAmongSeveral() throws {
        let result = try CommandUnderTest.run(["Corpus/logs/two-logs-one-paste.log", "--format", "dot", "--system", "2", "--axis", "v"])
        #expect(result.standardOutput == (try Self.golden("logs/two-logs-one-paste.log.s2.v.expected.dot")))
    }

    @Test func aSystemThatDoesNotExistIsAUsageErrorThatSaysHowManyThereAre() throws {
        let result = try CommandUnderTest.run(["Corpus/logs/two-logs-one-paste.log", "--format", "svg", "--system", "3"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("--system 3 does not exist: the input holds 2 constraint systems"))
    }

    @Test(arguments: [
        ["--system", "0", "--format", "dot"], ["--axis", "v"], ["--system", "1"], ["--force"], ["--axis", "diagonal", "--format", "dot"],
        ["--output", "/tmp/never-written", "--axis", "h"],
    ])
    func optionsThatMeanNothingHereAreUsageErrors(_ arguments: [String]) throws {
        let result = try CommandUnderTest.run(["Corpus/examples/cover-cell.log"] + arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }

    @Test func unreadableInputHasNothingToDraw() throws {
        let result = try CommandUnderTest.run(["-", "--format", "dot"], input: "nothing to see here\n")
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("there is no constraint system to draw"))
    }

    @Test func svgIsWellFormedAndDrawsEveryItem() throws {
        let result = try CommandUnderTest.run(["Corpus/logs/encapsulated-cell-height.log", "--format", "svg"])
        #expect(result.status == 1)
        let svg = try XMLTree.parse(result.standardOutput)
        #expect(svg.name == "svg")
        let titles = svg.elements(withClass: "node").compactMap { $0.child(named: "title")?.text }
        #expect(Set(["item1", "item2", "item3"]).isSubset(of: Set(titles)), "\(titles)")
        #expect(svg.elements(withClass: "conflict-3").count >= 1)
    }

    @Test func outputWritesTheFolderAndRefusesToMixRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cd-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["Corpus/logs/two-logs-one-paste.log", "--output", folder.path]
        let first = try CommandUnderTest.run(arguments)
        #expect(first.status == 1)
        // Standard output is the page's absolute path and nothing else.
        #expect(first.standardOutput == folder.appendingPathComponent("index.html").standardizedFileURL.path + "\n")
        #expect(FileManager.default.fileExists(atPath: String(first.standardOutput.dropLast())))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [
            "index.html", "report.json", "report.txt", "system1-both.dot", "system1-both.svg", "system1-horizontal.dot",
            "system1-horizontal.svg", "system1-vertical.dot", "system1-vertical.svg", "system2-both.dot", "system2-both.svg",
            "system2-horizontal.dot", "system2-horizontal.svg", "system2-vertical.dot", "system2-vertical.svg",
        ])
        let text = try String(contentsOf: folder.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(text == (try CommandUnderTest.run(["Corpus/logs/two-logs-one-paste.log"], environment: ["COLUMNS": "100"]).standardOutput))
        #expect(!text.contains("\u{1B}["), "report.txt has no colour")
        let json = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json == (try CommandUnderTest.run(["Corpus/logs/two-logs-one-paste.log", "--format", "json"]).standardOutput))
        let page = try XMLTree.parse(try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8))
        #expect(page.elements(named: "svg").count == 6, "two axes and both in one, per system")
        let dot = try String(contentsOf: folder.appendingPathComponent("system2-horizontal.dot"), encoding: .utf8)
        #expect(dot == (try Self.golden("logs/two-logs-one-paste.log.s2.h.expected.dot")))

        let again = try CommandUnderTest.run(arguments)
        #expect(again.status == 64)
        #expect(again.standardError.contains("not empty"))
        let forced = try CommandUnderTest.run(arguments + ["--force"])
        #expect(forced.status == 1)
    }
}
