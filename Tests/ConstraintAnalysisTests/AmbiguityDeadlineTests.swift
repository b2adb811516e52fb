@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Testing

/// The ambiguity phase runs under the system's time budget: past its deadline every free motion
/// is still listed, but no further pin or group fix is searched, and the analysis says so.
@Suite struct AmbiguityDeadlineTests {
    static func analysis(deadline: AnalysisInstant?) throws -> AmbiguityAnalysis.Output {
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

    /// A layout without conflict is analysed even when its feasibility check alone took the
    /// whole budget (a 100,000-view table did): its free motions are listed, only pins are cut
    /// short. Before, the layout phase was skipped and the free view read as determined.
    @Test func aLayoutWithoutConflictIsAnalysedPastItsBudget() throws {
        let text = "root Superview 375x667\nview Lone : UIView\nLone.leading = Superview.leading + 8\nLone.height = 20\nLone.top = Superview.top + 60\n"
        let system = try #require(EquationSetReader.read(text, file: "budget-test").systems.first)
        var options = AnalysisOptions()
        options.enumerationSeconds = 0
        let spent = Analyzer(options: options).analyze(system)
        let whole = Analyzer().analyze(system)
        // Independently of the analysis: nothing gives Lone a width or a trailing edge.
        #expect(!system.constraints.contains { $0.first.item == "Lone" && [.width, .trailing, .right].contains($0.first.attribute.standard) })
        #expect(spent.isSatisfiable)
        #expect(!spent.partialAnalyses.contains { $0.phase == "layout" })
        #expect(spent.degreesOfFreedom == whole.degreesOfFreedom)
        #expect(spent.degreesOfFreedom[.horizontal] == 1)
        #expect(spent.ambiguities.count == whole.ambiguities.count)
    }

    @Test func aDeadlineFarAheadChangesNothing() throws {
        let whole = try Self.analysis(deadline: nil)
        let generous = try Self.analysis(deadline: .now + .seconds(3_600))
        #expect(!generous.suggestionsCutShort)
        #expect(generous.ambiguities.map(\.suggestion?.constraintText) == whole.ambiguities.map(\.suggestion?.constraintText))
    }
}
