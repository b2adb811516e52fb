import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import Testing

@Suite("Exit status")
struct ExitStatusTests {
    static func input(_ systems: [ConstraintSystem], diagnostics: [Diagnostic] = [], file: String = "in.txt") -> ReportInput {
        ReportInput(file: file, outcome: .read(reader: .equations, result: IngestResult(systems: systems, diagnostics: diagnostics)))
    }

    /// The reading rules alone; the analysis' own rules are tested on analysed samples.
    static func unanalysed(_ inputs: [ReportInput]) -> Report { Report(inputs: inputs, analysis: nil) }

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
        #expect(Self.unanalysed([Self.input([Self.system(format: .equations)])]).exitStatus == .nothingWrong)
    }

    @Test func warningsAloneAreNothingWrong() {
        let report = Self.unanalysed([Self.input([Self.system(format: .equations, diagnostics: [Self.warning])], diagnostics: [Self.warning])])
        #expect(report.exitStatus == .nothingWrong)
    }

    @Test func anErrorInASystemIsAProblem() {
        #expect(Self.unanalysed([Self.input([Self.system(format: .equations, diagnostics: [Self.error])])]).exitStatus == .problemsFound)
    }

    @Test func anErrorOutsideAnySystemIsAProblemWhenSomethingWasRead() {
        #expect(Self.unanalysed([Self.input([Self.cleanSystem], diagnostics: [Self.error])]).exitStatus == .problemsFound)
    }

    @Test func aConsoleLogReportsAConflictByItself() {
        #expect(Self.unanalysed([Self.input([Self.system(format: .consoleLog)])]).exitStatus == .problemsFound)
        #expect(Self.unanalysed([Self.input([Self.system(format: .constraintList)])]).exitStatus == .nothingWrong)
    }

    @Test func analysedConflictsAreProblems() {
        let report = AnalysedSamples.report(AnalysedSamples.overConstrained)
        #expect(report.systems[0].diagnosis?.conflicts.isEmpty == false)
        #expect(report.exitStatus == .problemsFound)
        #expect(AnalysedSamples.report(AnalysedSamples.overConstrained, options: nil).exitStatus == .nothingWrong, "not analysed, nothing known")
    }

    @Test func ambiguityIsAProblemOnlyInACompleteSystem() {
        let ambiguous = AnalysedSamples.report(AnalysedSamples.missingLeading)
        #expect(ambiguous.systems[0].diagnosis?.ambiguities.isEmpty == false)
        #expect(ambiguous.exitStatus == .problemsFound)
        var partial = ambiguous
        partial.systems[0].system.isComplete = false
        #expect(partial.exitStatus == .nothingWrong, "a partial system's free motions are expected")
    }

    @Test func redundancyAloneIsNothingWrong() {
        let report = AnalysedSamples.report(AnalysedSamples.redundant)
        #expect(report.systems[0].diagnosis?.redundancies.isEmpty == false)
        #expect(report.exitStatus == .nothingWrong)
    }

    @Test func aLogTheAnalysisCanSatisfyIsStillAProblem() {
        let report = AnalysedSamples.report(AnalysedSamples.marginLog)
        #expect(report.systems[0].diagnosis?.isSatisfiable == true)
        #expect(report.exitStatus == .problemsFound)
    }

    @Test func nothingReadFromAnyInputIsUnreadable() {
        let report = Self.unanalysed([Self.input([], diagnostics: [Self.error]), Self.input([], file: "empty.txt")])
        #expect(report.exitStatus == .unreadableInput)
        #expect(report.notices == ["no constraint could be read from 'in.txt'", "no constraint could be read from 'empty.txt'"])
    }

    @Test func aSystemWithoutConstraintsCountsAsNothingRead() {
        var empty = Self.cleanSystem
        empty.constraints = []
        #expect(Self.unanalysed([Self.input([empty])]).exitStatus == .unreadableInput)
    }

    @Test func oneReadableInputIsEnoughToReport() {
        let report = Self.unanalysed([Self.input([], diagnostics: [Self.error], file: "junk.txt"), Self.input([Self.cleanSystem])])
        #expect(report.exitStatus == .problemsFound, "the unreadable input's error is still a problem")
        #expect(report.notices == ["no constraint could be read from 'junk.txt'"])
    }

    @Test func aFileThatCannotBeOpenedWinsOverEverything() {
        let report = Self.unanalysed([
            Self.input([Self.system(format: .consoleLog)]), ReportInput(file: "gone.log", outcome: .unopened(reason: "no such file")),
        ])
        #expect(report.exitStatus == .unreadableInput)
        #expect(report.notices == ["cannot open 'gone.log': no such file"])
    }

    @Test func standardInputIsNamedInWords() {
        #expect(Self.unanalysed([Self.input([], file: "-")]).notices == ["no constraint could be read from standard input"])
    }
}
