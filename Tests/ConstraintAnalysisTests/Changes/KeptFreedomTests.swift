@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// The kept layout's count of free motions after every edit (`freeMotionCount`, what the edit
/// benchmark reports with each verdict) must be the number of motions a from-scratch solve of
/// the same constraints finds, on random layouts under random sequences of toggles, constants
/// and priorities, and on a generated family under edits that make it ambiguous.
@Suite struct KeptFreedomTests {
    static func scratchMotions(_ system: ConstraintSystem) -> Int? {
        let solved = LayoutSolver.solve(LayoutProblem(system: system, options: AnalysisOptions()), full: true)
        return solved.isFeasible ? solved.motions.count : nil
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func freeMotionsEqualAFromScratchSolveAfterEveryStep(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 2_718)
        var mismatches: [String] = []
        var compared = 0
        var ambiguous = 0
        for seed in 0..<25 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 9_100, shape: shape)
            let engine = IncrementalLayoutSolver(system: layout.system)
            for step in RandomChanges.steps(for: layout.system, count: 8, using: &generator) {
                engine.apply(step, mode: .design)
                guard engine.isSatisfiable(), let expected = Self.scratchMotions(engine.system) else { continue }
                compared += 1
                if expected > 0 { ambiguous += 1 }
                let found = engine.freeMotionCount()
                if found != expected { mismatches.append("\(layout.label) after \(step.text): \(found) free motions, from scratch \(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(compared > 50, "only \(compared) satisfiable steps compared")
        #expect(ambiguous > 5, "only \(ambiguous) ambiguous steps: the comparison would not notice a count stuck at 0")
    }

    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"))
    func deactivatingEqualitiesOfAGeneratedLayoutFreesWhatAScratchSolveFrees() throws {
        let file = try GeneratedFamilies.generate(family: "dag", size: 60, variant: "feasible", seed: 4)
        let system = try #require(Ingest.read(file.text, file: "dag.constraints").systems.first)
        let engine = IncrementalLayoutSolver(system: system)
        #expect(engine.freeMotionCount() == Self.scratchMotions(system))
        var freed = 0
        for constraint in system.constraints where constraint.relation == .equal && constraint.priority.isRequired {
            engine.apply(ChangeStep(changes: [.deactivate(constraintID: constraint.id)]), mode: .design)
            let expected = try #require(Self.scratchMotions(engine.system))
            #expect(engine.freeMotionCount() == expected, "after deactivating \(constraint.id)")
            freed = expected
            if freed >= 12 { break }
        }
        #expect(freed >= 12)
    }
}
