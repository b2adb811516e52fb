@testable import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// The free motions a kept layout describes after each edit (`freeMotions()`) against a
/// from-scratch solve of the same constraints: as many as its motions, and every unknown named
/// is one a from-scratch motion moves.
@Suite struct FreeMotionSummaryTests {
    /// Names of the unknowns the from-scratch motions move, and how many motions there are.
    static func scratchMotions(_ system: ConstraintSystem) -> (count: Int, moved: Set<String>)? {
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let solved = LayoutSolver.solve(problem, full: true)
        guard solved.isFeasible else { return nil }
        let narration = Narration(problem: problem)
        var moved: Set<String> = []
        for motion in solved.motions {
            for (variable, amount) in motion.motion where !amount.isZero && variable < problem.variableCount {
                moved.insert(narration.variableName(variable))
            }
        }
        return (solved.motions.count, moved)
    }

    @Test(arguments: [RandomLayoutShape.unpinned, .determined, .mixed])
    func describedMotionsMoveWhatAFromScratchSolveMoves(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 1_515)
        var mismatches: [String] = []
        var described = 0
        for seed in 0..<25 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 15_100, shape: shape)
            let engine = IncrementalLayoutSolver(system: layout.system)
            for step in RandomChanges.steps(for: layout.system, count: 8, using: &generator) {
                engine.apply(step, mode: .design)
                guard engine.isSatisfiable(), let expected = Self.scratchMotions(engine.system) else { continue }
                let found = engine.freeMotions(limit: 3)
                let label = "\(layout.label) after \(step.text)"
                if found.count != expected.count { mismatches.append("\(label): \(found.count) motions, from scratch \(expected.count)") }
                if found.described.count != min(3, found.count) {
                    mismatches.append("\(label): \(found.described.count) described of \(found.count)")
                }
                for motion in found.described {
                    described += 1
                    for name in motion.unknowns where !name.hasSuffix(".value") && !expected.moved.contains(name) {
                        mismatches.append("\(label): \(name) (\(motion.description)) moves in no from-scratch motion")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(described > 20, "only \(described) motions described")
    }
}
