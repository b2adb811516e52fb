import Foundation
import Testing

@Suite("CLI help and usage")
struct HelpAndUsageTests {
    @Test func helpHasAbstractDiscussionExitCodesAndExamples() throws {
        let result = try CommandUnderTest.run(["--help"])
        #expect(result.status == 0)
        let help = result.standardOutput
        #expect(help.contains("OVERVIEW: Explain Auto Layout constraint conflicts"))
        #expect(help.contains("Unable to simultaneously satisfy constraints"))
        for line in ["  0   nothing wrong found", "  1   problems found", "  2   unreadable input", "  64  usage error"] {
            #expect(help.contains(line), "missing exit code line \(line)")
        }
        for example in [
            "pbpaste | constraint-doctor", "constraint-doctor crash.log --format json | jq", "constraint-doctor layout.constraints",
        ] {
            #expect(help.contains(example), "missing example \(example)")
        }
        #expect(help.contains("USAGE: constraint-doctor [<options>] [<file> ...]"))
        // ArgumentParser wraps option help at the terminal's width; compare with single spaces.
        let flowing = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flowing.contains("(values: text, json, dot, svg, sarif, github, xcode; default: text)"))
        #expect(flowing.contains("--axis <h|v|both>") && flowing.contains("--system <n>") && flowing.contains("--output <folder>"))
        #expect(flowing.contains("(values: auto, log, equations, swift, ib; default: auto)"))
        #expect(flowing.contains("(values: auto, always, never; default: auto)"))
    }

    /// The help must stay readable in an 80-column terminal without ArgumentParser re-wrapping
    /// the exit-code table into ragged lines.
    @Test func helpFitsEightyColumns() throws {
        let help = try CommandUnderTest.run(["--help"], environment: ["COLUMNS": "80"]).standardOutput
        let discussion = help.components(separatedBy: "USAGE:")[0]
        let long = discussion.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
    }

    @Test func versionIsPrinted() throws {
        let result = try CommandUnderTest.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test(arguments: [["--bogus"], ["--format", "xml"], ["--color", "sometimes"], ["--input", "xib"], ["--format"]])
    func usageErrorsExitWith64(_ arguments: [String]) throws {
        let result = try CommandUnderTest.run(arguments, input: "")
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty, "usage errors print nothing on standard output")
        #expect(result.standardError.contains("Usage: constraint-doctor"))
    }

    @Test func badValueIsNamedInTheError() throws {
        let result = try CommandUnderTest.run(["--format", "xml"], input: "")
        #expect(result.standardError.contains("'xml'"))
    }
}
