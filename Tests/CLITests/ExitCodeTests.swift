import Foundation
import TestSupport
import Testing

/// Exit codes 2 and 64 are testable with any reader; 0 and 1 need a reader that produces
/// constraints, so those tests switch themselves on when the readers land.
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

    @Test func usageErrorExitsWith64() throws {
        #expect(try CommandUnderTest.run(["--no-such-option"]).status == 64)
    }
}
