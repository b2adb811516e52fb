import ConstraintDoctor
import Foundation
import TestSupport
import Testing

/// The transition replay against Fourier–Motzkin on the independent lowering: a step logs exactly
/// when the oracle finds the required constraints after it infeasible (and the step could tighten
/// them), and a reordering called verified replays without a single infeasible moment.
@Suite struct TransitionReplayTests {
    static func oracleFeasible(_ system: ConstraintSystem) -> Bool {
        FourierMotzkinOracle.isFeasible(OracleLowering(system).requiredRows)
    }

    static func loadExample() throws -> ConstraintSystem {
        let url = PackagePaths.root.appendingPathComponent("Corpus/states/expand-detail.constraints")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try #require(EquationSetReader.read(text, file: "expand-detail.constraints").systems.first)
    }

    /// Every intermediate layout of `steps` from `start`, each checked by the oracle.
    static func oracleLogs(_ steps: [ChangeStep], from start: ConstraintSystem) -> [Bool] {
        var system = start
        return steps.map { step in
            _ = ChangeApplier.apply(step, to: &system)
            let tightens = step.changes.contains { change in
                switch change {
                case .deactivate, .removeItem: return false
                case .setHidden(_, let hidden): return hidden
                default: return true
                }
            }
            return tightens && !oracleFeasible(system)
        }
    }

    @Test func activatingTheNewBeforeDeactivatingTheOldLogsAndTheReorderingDoesNot() throws {
        let system = try Self.loadExample()
        #expect(system.states.map(\.name) == ["Expanded", "Wide", "Compact"])
        let diagnosis = Analyzer().analyze(system)
        let expanded = try #require(diagnosis.transition(to: "Expanded"))
        #expect(expanded.steps.map(\.logsConflict) == [true, false])
        #expect(Self.oracleLogs(expanded.steps.map(\.step), from: system) == [true, false])
        #expect(expanded.endIsSatisfiable && Self.oracleFeasible(ChangeApplier.apply(expanded.steps.map(\.step), to: system).system))
        #expect(expanded.hasTransientConflict)
        #expect(Set(expanded.steps[0].conflict?.constraintIDs ?? []) == ["c6", "c9"])
        let order = try #require(expanded.reordering)
        #expect(order.isVerified && order.kind == "deactivateFirst")
        #expect(order.steps.map(\.text) == ["deactivate c6", "activate c9"])
        #expect(Self.oracleLogs(order.steps, from: system) == [false, false])
        // The state itself is fine, and the diff says what moved and by how much.
        let state = try #require(diagnosis.states.first { $0.name == "Expanded" })
        #expect(state.diagnosis.conflicts.isEmpty)
        #expect(diagnosis.state("Expanded")?.conflicts.isEmpty == true)
        let detail = try #require(system.items.first { $0.name == "Detail" })
        let moved = try #require(state.diff.moved.first { $0.item == detail.id })
        #expect(moved.delta.height == 120)
        #expect(state.diff.newConflicts.isEmpty && state.diff.resolvedConflicts.isEmpty)
    }

    @Test func priorityCrossingRequiredOnAnActiveConstraintNamesUIKitsException() throws {
        let system = try Self.loadExample()
        let diagnosis = Analyzer().analyze(system)
        let compact = try #require(diagnosis.states.first { $0.name == "Compact" })
        let error = try #require(compact.changeDiagnostics.first { $0.code == "required-priority-change" })
        #expect(error.severity == .error)
        #expect(error.message.contains("NSInternalInconsistencyException"))
        #expect(error.message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported"))
    }

    /// Random layouts, random sequences of single changes: every step's verdict against the oracle.
    @Test(arguments: [RandomLayoutShape.mixed, .contradicted, .unpinned])
    func randomTransitionsAgreeWithFourierMotzkin(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 11)
        var checkedSteps = 0
        var loggingSteps = 0
        var mismatches: [String] = []
        for seed in 0..<40 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 500, shape: shape)
            let steps = RandomChanges.steps(for: layout.system, count: 6, using: &generator)
            let replay = Analyzer().analyze(
                ConstraintSystem(
                    source: layout.system.source, platform: layout.system.platform, format: layout.system.format,
                    items: layout.system.items, constraints: layout.system.constraints, isComplete: layout.system.isComplete,
                    states: [LayoutState(name: "Random", steps: steps)]))
            guard let transition = replay.transition(to: "Random") else {
                mismatches.append("\(layout.label): no transition")
                continue
            }
            let expected = Self.oracleLogs(steps, from: layout.system)
            let found = transition.steps.map(\.logsConflict)
            if expected != found { mismatches.append("\(layout.label): steps \(steps.map(\.text)) oracle \(expected) replay \(found)") }
            if let order = transition.reordering, Self.oracleLogs(order.steps, from: layout.system).contains(true) {
                mismatches.append("\(layout.label): the reordering \(order.steps.map(\.text)) logs according to the oracle")
            }
            checkedSteps += steps.count
            loggingSteps += found.filter { $0 }.count
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checkedSteps >= 200)
        if shape != .unpinned { #expect(loggingSteps > 0, "the sweep must exercise logging steps") }
    }
}

/// Random single changes on a system's own constraints: toggles, constants and priorities that
/// stay on their side of required (so UIKit would accept them at run time).
enum RandomChanges {
    static func steps(for system: ConstraintSystem, count: Int, using generator: inout SeededGenerator) -> [ChangeStep] {
        guard !system.constraints.isEmpty else { return [] }
        var active = Dictionary(uniqueKeysWithValues: system.constraints.map { ($0.id, $0.isActive != false) })
        var steps: [ChangeStep] = []
        for _ in 0..<count {
            let constraint = system.constraints[Int.random(in: 0..<system.constraints.count, using: &generator)]
            let change: LayoutChange
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let isActive = active[constraint.id] ?? true
                change = isActive ? .deactivate(constraintID: constraint.id) : .activate(constraintID: constraint.id)
                active[constraint.id] = !isActive
            case 1:
                change = .setConstant(constraintID: constraint.id, constant: LayoutNumber(Double(Int.random(in: -40...200, using: &generator))))
            default:
                let priority: Priority = constraint.priority.isRequired ? .required : Priority(Double(Int.random(in: 1...999, using: &generator)))
                change = .setPriority(constraintID: constraint.id, priority: priority)
            }
            steps.append(ChangeStep(changes: [change], text: change.statement))
        }
        return steps
    }
}
