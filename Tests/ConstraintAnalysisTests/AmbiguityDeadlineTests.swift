@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Testing

/// The ambiguity phase runs under the system's time budget: past its deadline every free motion
/// is still listed, but no further pin or group fix is searched, and the analysis says so.
@Suite struct AmbiguityDeadlineTests {
    static func analysis(deadline: ContinuousClock.Instant?) throws -> AmbiguityAnalysis.Output {
        let text = AmbiguityGroupTests.row(6) { $0 == 2 } + "Lone.leading = Superview.leading + 8\nLone.top = Superview.top + 60\nLone.height = 20\n"
        let system = try #require(EquationSetReader.read(text, file: "deadline-test").systems.first)
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let solved = LayoutSolver.solve(problem, selection: RowSelection(), full: true)
        var analysis = AmbiguityAnalysis(problem: problem, narration: Narration(problem: problem), selection: RowSelection(), result: solved)
        analysis.deadline = deadline
        return analysis.run(suggestPins: true)
    }

    @Test func pastTheDeadlineTheMotionsAreListedWithoutSuggestions() throws {
        let whole = try Self.analysis(deadline: nil)
        let cut = try Self.analysis(deadline: .now - .seconds(1))
        #expect(!whole.suggestionsCutShort)
        #expect(whole.ambiguities.contains { $0.suggestion != nil })
        #expect(cut.suggestionsCutShort)
        #expect(cut.ambiguities.allSatisfy { $0.suggestion == nil })
        #expect(cut.ambiguities.count == whole.ambiguities.count)
        #expect(cut.degreesOfFreedom == whole.degreesOfFreedom)
        #expect(cut.items.map(\.item) == whole.items.map(\.item))
    }

    @Test func aDeadlineFarAheadChangesNothing() throws {
        let whole = try Self.analysis(deadline: nil)
        let generous = try Self.analysis(deadline: .now + .seconds(3_600))
        #expect(!generous.suggestionsCutShort)
        #expect(generous.ambiguities.map(\.suggestion?.constraintText) == whole.ambiguities.map(\.suggestion?.constraintText))
    }
}
