import ConstraintDoctor
import Foundation
import TestSupport
import Testing

/// A required equality made optional (a fix that lowers it to 999, or a design-time edit) and
/// required again stays an edit of the kept layout: its right-hand side is set free and the row
/// pulls it at its priority. Checked against a from-scratch solve (`identical` mode: the very
/// frames), and in `sameOptimum` mode against Fourier–Motzkin (feasibility, an optimal point,
/// the determined frames) with the layout never lowered again.
@Suite struct PriorityCrossingTests {
    /// Random crossings of required equalities, with constant edits and toggles in between.
    static func crossings(for system: ConstraintSystem, count: Int, using generator: inout SeededGenerator) -> [ChangeStep] {
        let equalities = system.constraints.filter { $0.relation == .equal && $0.priority.isRequired && $0.isActive != false }
        guard !equalities.isEmpty else { return [] }
        var lowered: Set<String> = []
        var steps: [ChangeStep] = []
        for _ in 0..<count {
            let constraint = equalities[Int.random(in: 0..<equalities.count, using: &generator)]
            let change: LayoutChange
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let wasLowered = lowered.contains(constraint.id)
                let priority: Priority = wasLowered ? .required : Priority(Double([999, 750, 250, 1][Int.random(in: 0..<4, using: &generator)]))
                if wasLowered { lowered.remove(constraint.id) } else { lowered.insert(constraint.id) }
                change = .setPriority(constraintID: constraint.id, priority: priority)
            case 2:
                change = .setConstant(constraintID: constraint.id, constant: LayoutNumber(Double(Int.random(in: -20...150, using: &generator))))
            default:
                change = lowered.contains(constraint.id)
                    ? .setPriority(constraintID: constraint.id, priority: Priority(Double(Int.random(in: 1...999, using: &generator))))
                    : .setConstant(constraintID: constraint.id, constant: LayoutNumber(Double(Int.random(in: 0...80, using: &generator))))
            }
            steps.append(ChangeStep(changes: [change], text: change.statement))
        }
        return steps
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func identicalModeEqualsFromScratch(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 314)
        var mismatches: [String] = []
        var crossings = 0
        for seed in 0..<25 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 6100, shape: shape)
            let engine = IncrementalLayoutSolver(system: layout.system)
            for step in Self.crossings(for: layout.system, count: 8, using: &generator) {
                engine.apply(step, mode: .design)
                if case .setPriority = step.changes.first { crossings += 1 }
                if engine.verdict() != IncrementalLayoutSolver.verdictFromScratch(engine.system) {
                    mismatches.append("\(layout.label) after \(step.text)")
                }
            }
        }
        #expect(crossings > 50)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func sameOptimumModeStaysInPlaceAndIsOptimalByTheOracle(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 2718)
        var mismatches: [String] = []
        var checkedPoints = 0
        for seed in 0..<20 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 6500, shape: shape)
            let engine = IncrementalLayoutSolver(system: layout.system, exactness: .sameOptimum)
            _ = engine.verdict()
            for step in Self.crossings(for: layout.system, count: 8, using: &generator) {
                engine.apply(step, mode: .design)
                let verdict = engine.verdict()
                let lowering = OracleLowering(engine.system)
                if verdict.isSatisfiable != TransitionReplayTests.oracleFeasible(engine.system) {
                    mismatches.append("\(layout.label) after \(step.text): Fourier–Motzkin disagrees")
                }
                guard verdict.isSatisfiable, lowering.isComplete else { continue }
                let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
                guard let face = OracleFace(required: lowering.requiredRows, optional: optional),
                    let point = LiveLayoutTests.oraclePoint(verdict.frames, lowering: lowering)
                else { continue }
                checkedPoints += 1
                if !face.isOptimal(point) { mismatches.append("\(layout.label) after \(step.text): not an optimal layout") }
            }
            // Only a root's own constraints (which the lowering itself places and sizes) lower
            // the layout again; everything else is an edit.
            let roots = Set(layout.system.items.filter(\.isRoot).map(\.id))
            let touchesRoots = layout.system.constraints.contains { $0.itemIDs.allSatisfy(roots.contains) }
            if !touchesRoots && engine.rebuildCount != 1 { mismatches.append("\(layout.label): lowered \(engine.rebuildCount) times") }
        }
        #expect(checkedPoints > 20)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
