import Foundation
import TestSupport
import Testing

@Suite("CLI output")
struct OutputTests {
    static let escape = "\u{1B}["
    static let example = "Corpus/examples/cover-cell.log"

    /// The CLI's reports for a corpus file are the reviewed goldens, byte for byte.
    @Test(arguments: [("text", "expected.txt"), ("json", "expected.json")])
    func corpusFileGivesItsGolden(_ format: String, _ suffix: String) throws {
        let golden = PackagePaths.root.appendingPathComponent("\(Self.example).\(suffix)")
        let expected = try String(contentsOf: golden, encoding: .utf8)
        // The goldens are wrapped at 100 columns; a pipe without COLUMNS gets 80 (below).
        let result = try CommandUnderTest.run([Self.example, "--format", format], environment: ["COLUMNS": "100"])
        #expect(result.standardOutput == expected)
    }

    /// Prose wraps at the width; tables of names and equations keep their columns, so a
    /// narrow terminal changes the prose only: more lines, none of them longer.
    @Test func textWrapsAt80WhenNotATerminalAndAtCOLUMNSWhenSet() throws {
        let piped = try CommandUnderTest.run([Self.example]).standardOutput
        let eighty = try CommandUnderTest.run([Self.example], environment: ["COLUMNS": "80"]).standardOutput
        let wide = try CommandUnderTest.run([Self.example], environment: ["COLUMNS": "140"]).standardOutput
        let narrow = try CommandUnderTest.run([Self.example], environment: ["COLUMNS": "60"]).standardOutput
        let hundred = try CommandUnderTest.run([Self.example], environment: ["COLUMNS": "100"]).standardOutput
        #expect(piped == eighty, "a pipe without COLUMNS wraps at 80")
        let lineCounts = [narrow, piped, hundred, wide].map { $0.split(separator: "\n").count }
        #expect(lineCounts == lineCounts.sorted(by: >) && Set(lineCounts).count == 4, "\(lineCounts)")
        let conflictLine = try #require(wide.split(separator: "\n").first { $0.contains("TableViewCellContentView is 80⅓ tall") })
        #expect(conflictLine.count > 100, "at 140 columns the conflict's sentence is one line")
    }

    @Test func jsonParsesAndCarriesTheExitCode() throws {
        let result = try CommandUnderTest.run([Self.example, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["systems"] is [Any])
        #expect((object["exitCode"] as? Int).map(Int32.init) == result.status)
    }

    @Test func sameInputGivesByteIdenticalOutput() throws {
        for format in ["text", "json"] {
            let first = try CommandUnderTest.run([Self.example, "--format", format, "--color", "always"])
            let second = try CommandUnderTest.run([Self.example, "--format", format, "--color", "always"])
            #expect(first.standardOutput == second.standardOutput)
            #expect(first.standardError == second.standardError)
        }
    }

    @Test func messagesGoToStandardErrorNotIntoTheReport() throws {
        let result = try CommandUnderTest.run([Self.example, "gone.log"])
        #expect(result.standardError == "constraint-doctor: cannot open 'gone.log': no such file\n")
        #expect(!result.standardOutput.contains("constraint-doctor:"))
        #expect(result.standardOutput.contains("Summary:"), "the readable file is still reported")
    }

    @Test func colorAlwaysColoursEvenIntoAPipe() throws {
        let result = try CommandUnderTest.run([Self.example, "--color", "always"], environment: ["NO_COLOR": "1", "TERM": "dumb"])
        #expect(result.standardOutput.contains(Self.escape))
    }

    @Test(arguments: ["never", "auto"])
    func pipesAreNotColouredUnlessForced(_ choice: String) throws {
        let result = try CommandUnderTest.run([Self.example, "--color", choice])
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(!result.standardOutput.isEmpty)
    }

    @Test func jsonIsNeverColoured() throws {
        let result = try CommandUnderTest.run([Self.example, "--format", "json", "--color", "always"])
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test(.enabled(if: CommandUnderTest.canUsePseudoTerminal, "util-linux script is not available to provide a terminal"))
    func terminalIsColouredByDefault() throws {
        let result = try CommandUnderTest.runOnTerminal([Self.example], typing: "")
        #expect(result.standardOutput.contains(Self.escape))
    }

    @Test(
        .enabled(if: CommandUnderTest.canUsePseudoTerminal, "util-linux script is not available to provide a terminal"),
        arguments: [["NO_COLOR": "1"], ["NO_COLOR": "0"], ["TERM": "dumb"]])
    func terminalUserCanOptOut(_ environment: [String: String]) throws {
        let result = try CommandUnderTest.runOnTerminal([Self.example], typing: "", environment: environment)
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.contains("Summary:"), "the report itself still arrives")
    }

    @Test(.enabled(if: CommandUnderTest.canUsePseudoTerminal, "util-linux script is not available to provide a terminal"))
    func emptyNoColorDoesNotOptOut() throws {
        let result = try CommandUnderTest.runOnTerminal([Self.example], typing: "", environment: ["NO_COLOR": ""])
        #expect(result.standardOutput.contains(Self.escape))
    }

    @Test(.enabled(if: CommandUnderTest.canUsePseudoTerminal, "util-linux script is not available to provide a terminal"))
    func colorNeverWinsOnATerminal() throws {
        let result = try CommandUnderTest.runOnTerminal([Self.example, "--color", "never"], typing: "")
        #expect(!result.standardOutput.contains("\u{1B}"))
    }
}
