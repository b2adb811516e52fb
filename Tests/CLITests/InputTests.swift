import Foundation
import TestSupport
import Testing

@Suite("CLI input")
struct InputTests {
    static let sample = "Box.width = 10\n"

    static func json(_ text: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    static func inputs(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["inputs"] as? [[String: Any]])
    }

    @Test func noArgumentReadsStandardInput() throws {
        let result = try CommandUnderTest.run(["--format", "json"], input: Self.sample)
        #expect(try Self.inputs(result.standardOutput).map { $0["file"] as? String } == ["-"])
    }

    @Test func dashReadsStandardInputLikeNoArgument() throws {
        let dash = try CommandUnderTest.run(["-", "--format", "json"], input: Self.sample)
        let none = try CommandUnderTest.run(["--format", "json"], input: Self.sample)
        #expect(dash.standardOutput == none.standardOutput)
        #expect(dash.status == none.status)
    }

    @Test func standardInputThatIsNotATerminalGetsNoPrompt() throws {
        let result = try CommandUnderTest.run([], input: Self.sample)
        #expect(!result.standardError.contains("Paste the log"))
    }

    @Test(.enabled(if: CommandUnderTest.canUsePseudoTerminal, "util-linux script is not available to provide a terminal"))
    func terminalStandardInputIsPromptedOnStandardError() throws {
        let result = try CommandUnderTest.runOnTerminal([], typing: Self.sample + "\u{4}")
        // The terminal echoes what was typed, possibly before the prompt appears.
        #expect(result.standardOutput.contains("\nPaste the log, then press Ctrl-D\n") || result.standardOutput.hasPrefix("Paste the log, then press Ctrl-D\n"))
    }

    @Test func filesAreReadInOrderAndNamedAsGiven() throws {
        let result = try CommandUnderTest.run(
            ["Corpus/examples/cover-cell.log", "Corpus/examples/two-buttons.constraints", "--format", "json"])
        let inputs = try Self.inputs(result.standardOutput)
        #expect(inputs.map { $0["file"] as? String } == ["Corpus/examples/cover-cell.log", "Corpus/examples/two-buttons.constraints"])
        #expect(inputs.map { $0["reader"] as? String } == ["log", "equations"], "auto tells a log from an equation set")
    }

    @Test(arguments: [("log", "log"), ("equations", "equations"), ("auto", "equations")])
    func inputOptionChoosesTheReader(_ option: String, _ reader: String) throws {
        let result = try CommandUnderTest.run(["--input", option, "--format", "json"], input: Self.sample)
        #expect(try Self.inputs(result.standardOutput).first?["reader"] as? String == reader)
    }

    @Test func missingFileExitsWith2AndSaysSoOnStandardError() throws {
        let result = try CommandUnderTest.run(["no-such-file.log"])
        #expect(result.status == 2)
        #expect(result.standardError == "constraint-doctor: cannot open 'no-such-file.log': no such file\n")
        #expect(!result.standardOutput.contains("no-such-file.log"), "the message belongs on standard error")
    }

    @Test func missingFileAmongOthersStillReportsTheOthers() throws {
        let result = try CommandUnderTest.run(["Corpus/examples/cover-cell.log", "gone.log", "--format", "json"])
        #expect(result.status == 2)
        let inputs = try Self.inputs(result.standardOutput)
        #expect(inputs.count == 2)
        #expect(inputs[1]["error"] as? String == "no such file")
        #expect(result.standardError.contains("cannot open 'gone.log'"))
    }

    @Test func folderWithoutReadableFilesCannotBeOpened() throws {
        let result = try CommandUnderTest.run(["Docs/images"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot open 'Docs/images': it is a folder with no file a reader takes"))
    }

    @Test func folderIsReadFileByFile() throws {
        let result = try CommandUnderTest.run(["Corpus/examples", "--format", "json"])
        let files = try Self.inputs(result.standardOutput).compactMap { $0["file"] as? String }
        #expect(files == ["Corpus/examples/banner-autoresizing.log", "Corpus/examples/cover-cell.log", "Corpus/examples/two-buttons.constraints"])
    }
}
