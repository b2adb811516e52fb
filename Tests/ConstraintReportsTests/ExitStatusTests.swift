import ConstraintIngest
import ConstraintModel
import ConstraintReports
import Testing

@Suite("Exit status")
struct ExitStatusTests {
    static func input(_ systems: [ConstraintSystem], diagnostics: [Diagnostic] = [], file: String = "in.txt") -> ReportInput {
        ReportInput(file: file, outcome: .read(reader: .equations, result: IngestResult(systems: systems, diagnostics: diagnostics)))
    }

    static let error = Diagnostic(severity: .error, line: 1, column: 1, message: "bad", code: "bad")
    static let warning = Diagnostic(severity: .warning, line: 1, column: 1, message: "odd", code: "odd")

    static var cleanSystem: ConstraintSystem { SampleSystems.builtInCode }

    static func system(format: InputFormat, diagnostics: [Diagnostic] = []) -> ConstraintSystem {
        var system = cleanSystem
        system.format = format
        system.diagnostics = diagnostics
        return system
    }

    @Test func codesAreTheDocumentedNumbers() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 2, 64])
    }

    @Test func cleanEquationsAreNothingWrong() {
        #expect(Report(inputs: [Self.input([Self.system(format: .equations)])]).exitStatus == .nothingWrong)
    }

    @Test func warningsAloneAreNothingWrong() {
        let report = Report(inputs: [Self.input([Self.system(format: .equations, diagnostics: [Self.warning])], diagnostics: [Self.warning])])
        #expect(report.exitStatus == .nothingWrong)
    }

    @Test func anErrorInASystemIsAProblem() {
        #expect(Report(inputs: [Self.input([Self.system(format: .equations, diagnostics: [Self.error])])]).exitStatus == .problemsFound)
    }

    @Test func anErrorOutsideAnySystemIsAProblemWhenSomethingWasRead() {
        #expect(Report(inputs: [Self.input([Self.cleanSystem], diagnostics: [Self.error])]).exitStatus == .problemsFound)
    }

    @Test func aConsoleLogReportsAConflictByItself() {
        #expect(Report(inputs: [Self.input([Self.system(format: .consoleLog)])]).exitStatus == .problemsFound)
        #expect(Report(inputs: [Self.input([Self.system(format: .constraintList)])]).exitStatus == .nothingWrong)
    }

    @Test func analysisConflictsAndAmbiguitiesAreProblems() {
        var report = Report(inputs: [Self.input([Self.cleanSystem])])
        report.systems[0].findings = AnalysisFindings(degreesOfFreedom: [.horizontal: 0, .vertical: 0])
        #expect(report.exitStatus == .nothingWrong)
        report.systems[0].findings = AnalysisFindings(ambiguities: [.init(axis: .vertical, items: ["item2"], kind: "position", description: "Red can move")])
        #expect(report.exitStatus == .problemsFound)
        report.systems[0].findings = AnalysisFindings(conflicts: [.init(constraintIDs: ["c1", "c2"], explanation: "x", isComplete: true)])
        #expect(report.exitStatus == .problemsFound)
    }

    @Test func nothingReadFromAnyInputIsUnreadable() {
        let report = Report(inputs: [Self.input([], diagnostics: [Self.error]), Self.input([], file: "empty.txt")])
        #expect(report.exitStatus == .unreadableInput)
        #expect(report.notices == ["no constraint could be read from 'in.txt'", "no constraint could be read from 'empty.txt'"])
    }

    @Test func aSystemWithoutConstraintsCountsAsNothingRead() {
        var empty = Self.cleanSystem
        empty.constraints = []
        #expect(Report(inputs: [Self.input([empty])]).exitStatus == .unreadableInput)
    }

    @Test func oneReadableInputIsEnoughToReport() {
        let report = Report(inputs: [Self.input([], diagnostics: [Self.error], file: "junk.txt"), Self.input([Self.cleanSystem])])
        #expect(report.exitStatus == .problemsFound, "the unreadable input's error is still a problem")
        #expect(report.notices == ["no constraint could be read from 'junk.txt'"])
    }

    @Test func aFileThatCannotBeOpenedWinsOverEverything() {
        let report = Report(inputs: [
            Self.input([Self.system(format: .consoleLog)]), ReportInput(file: "gone.log", outcome: .unopened(reason: "no such file")),
        ])
        #expect(report.exitStatus == .unreadableInput)
        #expect(report.notices == ["cannot open 'gone.log': no such file"])
    }

    @Test func standardInputIsNamedInWords() {
        #expect(Report(inputs: [Self.input([], file: "-")]).notices == ["no constraint could be read from standard input"])
    }
}
