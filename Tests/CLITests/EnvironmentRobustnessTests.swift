import Foundation
import TestSupport
import Testing

/// The environment a user or a script can put the binary in: closed or failing standard
/// streams and absurd option values. Each used to stop the process with a Swift runtime trap;
/// each must now be one line on standard error and exit status 2 (the environment) or 64 (usage).
@Suite("CLI under a hostile environment")
struct EnvironmentRobustnessTests {
    /// Runs `script` in bash with `$0` the built binary, in the package root.
    static func shell(_ script: String) throws -> ProcessRunner.Result {
        guard let binary = CommandUnderTest.binary else { throw CommandUnderTest.Missing() }
        return try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script, binary.path], currentDirectory: PackagePaths.root)
    }

    static let conflict = "Corpus/equations/overconstrained-row.constraints"

    @Test func closedStandardInputIsAnErrorNotATrap() throws {
        for script in [#""$0" <&-"#, #""$0" - <&-"#] {
            let result = try Self.shell(script)
            #expect(result.status == 2, "\(script): \(result.standardError)")
            #expect(result.standardError == "constraint-doctor: cannot read standard input: it is closed\n")
        }
    }

    @Test func fullStandardOutputIsAnErrorNotATrap() throws {
        let result = try Self.shell(#""$0" "# + Self.conflict + " > /dev/full")
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("constraint-doctor: cannot write the report: No space left on device"))
    }

    @Test func closedStandardOutputIsAnErrorNotATrap() throws {
        let result = try Self.shell(#""$0" "# + Self.conflict + " >&-")
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("standard output is closed"))
    }

    /// The reader (`true`) is gone before the report is written, so the write meets EPIPE.
    @Test func closedPipeIsAnErrorNotATrap() throws {
        let result = try Self.shell(#"{ sleep 0.3; "$0" "# + Self.conflict + #"; echo "status $?" >&2; } | true"#)
        #expect(result.standardError.contains("cannot write the report: Broken pipe"), "\(result.standardError)")
        #expect(result.standardError.contains("status 2"))
    }

    @Test func closedStandardErrorStillExitsWithTheReportsStatus() throws {
        let result = try Self.shell(#""$0" "# + Self.conflict + " 2>&-")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("proof checked"))
    }

    @Test(arguments: ["1e308", "nan", "inf", "-1", "0", "86401"])
    func absurdTimeBudgetsAreUsageErrors(value: String) throws {
        let result = try CommandUnderTest.run([Self.conflict, "--time-budget", value])
        #expect(result.status == 64, "\(value): \(result.standardError)")
        #expect(result.standardError.contains("--time-budget"))
    }

    @Test func longestTimeBudgetIsAccepted() throws {
        #expect(try CommandUnderTest.run([Self.conflict, "--time-budget", "86400"]).status == 1)
    }

    @Test(arguments: ["margin=nan", "margin=inf", "margin=1e309", "margin=-inf", "baseline=1e7", "safeArea.top=nan", "systemSpacing=inf"])
    func absurdParametersAreUsageErrors(assignment: String) throws {
        let result = try CommandUnderTest.run(["--input", "log", "--param", assignment], input: ReaderAvailability.sampleLog)
        #expect(result.status == 64, "\(assignment): \(result.standardError)")
        #expect(result.standardError.contains("must be a finite number"))
    }

    @Test func folderThatCannotBeCreatedIsAnError() throws {
        let result = try CommandUnderTest.run([Self.conflict, "--output", "/dev/full/report"])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.contains("cannot create the folder"))
    }
}
