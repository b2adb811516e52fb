import Foundation
import TestSupport
import Testing

/// Every exit code through the built binary: 0 and 1 need readers that produce constraints, so
/// those tests switch themselves on when the readers are there.
@Suite("CLI exit codes")
struct ExitCodeTests {
    @Test func nothingReadableExitsWith2() throws {
        let result = try CommandUnderTest.run([], input: "this is not a constraint\n")
        #expect(result.status == 2)
        #expect(result.standardError.contains("no constraint could be read from standard input"))
    }

    @Test func emptyInputExitsWith2() throws {
        #expect(try CommandUnderTest.run([], input: "").status == 2)
    }

    @Test(.enabled(if: ReaderAvailability.consoleLogs, "the console-log reader is still a placeholder"))
    func consoleLogReportingAConflictExitsWith1() throws {
        let result = try CommandUnderTest.run(["--input", "log"], input: ReaderAvailability.sampleLog)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("broke this one to recover"))
    }

    @Test(.enabled(if: ReaderAvailability.equationSets, "the equation-set reader is still a placeholder"))
    func cleanEquationSetExitsWith0() throws {
        let result = try CommandUnderTest.run(["--input", "equations"], input: ReaderAvailability.sampleEquations)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("nothing wrong found"))
    }

    @Test func conflictingEquationSetExitsWith1() throws {
        let result = try CommandUnderTest.run(["Corpus/equations/overconstrained-row.constraints"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("proof checked"))
    }

    @Test func ambiguousEquationSetExitsWith1() throws {
        let result = try CommandUnderTest.run(["--input", "equations"], input: "root Superview 320x480\nBox.width = 100\nBox.height = 100\nBox.top = Superview.top\n")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("1 ambiguity"))
    }

    @Test func usageErrorExitsWith64() throws {
        #expect(try CommandUnderTest.run(["--no-such-option"]).status == 64)
    }
}
