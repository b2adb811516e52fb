import ConstraintDoctor
import LayoutMath
import TestSupport
import Testing

@testable import ConstraintAnalysis

/// A full solve that goes on from a feasibility check's reduction of the required rows
/// (`LayoutSolver.solve(_:full:continuing:)`) must find what a full solve from nothing finds:
/// the same values (the lexicographic optimum, which sets each level's optimum), redundancies
/// and free motions. Checked on the Corpus systems and on
/// random layouts; and the reduction must not be taken for another problem or selection.
@Suite struct SolveContinuationTests {
    static func summary(_ result: SolveResult) -> [String] {
        var lines = ["feasible \(result.isFeasible)", "values \(result.values)"]
        lines += result.redundancies.map { "redundant \($0.row) \($0.circuit.sorted { $0.key < $1.key })" }
        lines += result.motions.map { motion in
            "motion \(motion.motion.sorted { $0.key < $1.key }) \(String(describing: motion.lower)) \(String(describing: motion.upper)) \(motion.tradedRows) \(String(describing: motion.pivot))"
        }
        return lines
    }

    static func expectSame(_ system: ConstraintSystem, label: String) {
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let check = LayoutSolver.solve(problem, full: false)
        guard check.isFeasible else {
            #expect(check.requiredReduction == nil, "\(label): a conflict leaves nothing to go on from")
            return
        }
        #expect(check.requiredReduction != nil, "\(label)")
        let continued = LayoutSolver.solve(problem, full: true, continuing: check.requiredReduction)
        let fresh = LayoutSolver.solve(LayoutProblem(system: system, options: AnalysisOptions()), full: true)
        #expect(summary(continued) == summary(fresh), "\(label)")
    }

    @Test func corpusSystemsSolveAlikeEitherWay() throws {
        let systems = try ConstraintOwnershipTests.corpusSystems()
        #expect(systems.count > 50)
        for (label, system) in systems { Self.expectSame(system, label: label) }
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func randomLayoutsSolveAlikeEitherWay(_ shape: RandomLayoutShape) {
        for seed in 0..<12 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 7_100, shape: shape)
            Self.expectSame(layout.system, label: layout.label)
        }
    }

    /// Another selection, or a problem with a row added since, is solved from nothing.
    @Test func aReductionIsOnlyTakenForItsOwnProblemAndSelection() throws {
        let systems = try ConstraintOwnershipTests.corpusSystems()
        let (label, system) = try #require(systems.first { LayoutProblem(system: $0.1, options: AnalysisOptions()).rows.count > 3 })
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let reduction = try #require(LayoutSolver.solve(problem, full: false).requiredReduction, "\(label)")
        #expect(reduction.isOf(problem, RowSelection()))
        #expect(!reduction.isOf(problem, RowSelection().excluding([0])))
        #expect(!reduction.isOf(LayoutProblem(system: system, options: AnalysisOptions()), RowSelection()))
        #expect(!reduction.isOf(problem.adding(problem.rows[0]), RowSelection()))
    }
}
