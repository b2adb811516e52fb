import ConstraintDoctor
import Foundation
import TestSupport
import Testing

/// Several edits applied to the kept layout before it is re-solved (a step of several changes,
/// or steps whose verdict nobody asked for, as `TransitionReplayer` leaves a deactivation): the
/// verdict afterwards must still be a from-scratch solve's (same satisfiability, same exact
/// frames), and its satisfiability Fourier–Motzkin's. The edits that matter most are the
/// toggles of required equalities (pivot exchanges of the kept elimination) made while an
/// earlier edit's motion has not been applied yet.
@Suite struct UncommittedEditTests {
    /// A view placed by three required equalities that form one circuit (c1 and c2 name the
    /// same position, c5 with c4 implies it again), plus an optional pull and an inequality, so
    /// that exchanges hand pivots to partners and free unknowns are mentioned by other rows.
    static let circuit = """
        root Superview 375x667
        view A : UIView
        view B : UIView

        A.leading = Superview.leading + 10
        A.leading = Superview.leading + 10
        A.top = Superview.top + 20
        A.width = 100
        A.trailing = Superview.leading + 110
        A.height = 50
        B.leading = A.trailing + 8
        B.top = A.bottom + 8
        B.width = 60 @750
        B.trailing <= Superview.trailing
        B.height = A.height
        """

    static func system(_ text: String) throws -> ConstraintSystem {
        try #require(EquationSetReader.read(text, file: "uncommitted.constraints").systems.first)
    }

    /// What differs between the kept layout's verdict and a from-scratch solve (nil: nothing);
    /// with `oracle`, its satisfiability is also checked by Fourier–Motzkin.
    static func mismatch(_ engine: IncrementalLayoutSolver, oracle: Bool = true) -> String? {
        let kept = engine.verdict()
        let scratch = IncrementalLayoutSolver.verdictFromScratch(engine.system)
        if kept.isSatisfiable != scratch.isSatisfiable { return "satisfiable \(kept.isSatisfiable), from scratch \(scratch.isSatisfiable)" }
        if oracle, kept.isSatisfiable != TransitionReplayTests.oracleFeasible(engine.system) { return "Fourier–Motzkin disagrees" }
        guard kept != scratch else { return nil }
        let differing = scratch.frames.keys.sorted().filter { kept.frames[$0] != scratch.frames[$0] }
        return differing.map { "\($0): \(String(describing: kept.frames[$0])) vs \(String(describing: scratch.frames[$0]))" }.joined(separator: "; ")
    }

    /// A constant edit of a required equality, then (not re-solved in between) that equality
    /// deactivated: its row hands the pivot to a partner, and the edit's motion was pending on
    /// the row's own right-hand side, which the exchange makes depend on the partner.
    @Test func aConstantEditThenTheSameEqualityDeactivated() throws {
        for batched in [false, true] {
            let engine = IncrementalLayoutSolver(system: try Self.system(Self.circuit))
            #expect(Self.mismatch(engine) == nil)
            let changes: [LayoutChange] = [.setConstant(constraintID: "c1", constant: LayoutNumber(20)), .deactivate(constraintID: "c1")]
            if batched {
                engine.apply(ChangeStep(changes: changes), mode: .design)
            } else {
                for change in changes { engine.apply(ChangeStep(changes: [change]), mode: .design) }
            }
            #expect(Self.mismatch(engine) == nil, "batched: \(batched)")
            #expect(engine.rebuildCount == 1, "edited in place")
            // And back: the edit undone, not re-solved before the equality takes part again.
            engine.apply(ChangeStep(changes: [.setConstant(constraintID: "c1", constant: LayoutNumber(10))]), mode: .design)
            engine.apply(ChangeStep(changes: [.activate(constraintID: "c1")]), mode: .design)
            #expect(Self.mismatch(engine) == nil, "batched: \(batched), undone")
        }
    }

    /// A constant edit that breaks the circuit (c4's width against c1 and c5), then the redundant
    /// equality c5 deactivated before a re-solve: c5's ρ is defined by the others, so this is no
    /// exchange, only the row leaving — whose failing check must go with it. (Re-solving the
    /// pending motion before a toggle by a full commit, as 9fe0a5e did, forgot that c5 was
    /// touched and kept the conflict: `TransitionReplayTests` seed 538.)
    @Test func aRedundantEqualityDeactivatedWhileAMotionIsPending() throws {
        let engine = IncrementalLayoutSolver(system: try Self.system(Self.circuit))
        engine.apply(ChangeStep(changes: [.setConstant(constraintID: "c4", constant: LayoutNumber(107))]), mode: .design)
        engine.apply(ChangeStep(changes: [.deactivate(constraintID: "c5")]), mode: .design)
        #expect(engine.isSatisfiable())
        #expect(Self.mismatch(engine) == nil)
    }

    /// Every pair of edits of the small layout, the second a toggle (or a priority crossing
    /// required, which toggles whether the row holds its right-hand side) of a required
    /// equality — a pivot exchange — with no verdict between them: each checked against a
    /// from-scratch solve (exact frames; Fourier–Motzkin checks the random batches below).
    @Test func everyPairOfEditsEndingInAToggleMatchesFromScratch() throws {
        let start = try Self.system(Self.circuit)
        // Each edit with its undo.
        var firsts: [(edit: LayoutChange, undo: LayoutChange)] = []
        var seconds: [(edit: LayoutChange, undo: LayoutChange)] = []
        for constraint in start.constraints {
            let constant = constraint.constant?.value ?? 0
            firsts.append((
                .setConstant(constraintID: constraint.id, constant: LayoutNumber(constant + 7)),
                .setConstant(constraintID: constraint.id, constant: LayoutNumber(constant))
            ))
            guard constraint.priority.isRequired, constraint.relation == .equal else { continue }
            firsts.append((.deactivate(constraintID: constraint.id), .activate(constraintID: constraint.id)))
            seconds.append((.deactivate(constraintID: constraint.id), .activate(constraintID: constraint.id)))
            seconds.append((
                .setPriority(constraintID: constraint.id, priority: Priority(999)), .setPriority(constraintID: constraint.id, priority: .required)
            ))
        }
        var mismatches: [String] = []
        var pairs = 0
        for first in firsts {
            for second in seconds {
                let engine = IncrementalLayoutSolver(system: start)
                _ = engine.verdict()
                engine.apply(ChangeStep(changes: [first.edit]), mode: .design)
                engine.apply(ChangeStep(changes: [second.edit]), mode: .design)
                let label = "\(first.edit.statement), then \(second.edit.statement)"
                if let difference = Self.mismatch(engine, oracle: false) { mismatches.append("\(label): \(difference)") }
                // Both undone, again without a verdict in between: the first undo leaves a motion
                // pending when the second exchanges back.
                engine.apply(ChangeStep(changes: [first.undo]), mode: .design)
                engine.apply(ChangeStep(changes: [second.undo]), mode: .design)
                if let difference = Self.mismatch(engine, oracle: false) { mismatches.append("\(label), both undone: \(difference)") }
                pairs += 1
            }
        }
        #expect(pairs >= 200)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }

    /// Random layouts, random changes (toggles, constants, priorities, some crossing required)
    /// applied in batches of one to four before each verdict, partly as one step of several
    /// changes: every verdict against a from-scratch solve and Fourier–Motzkin.
    @Test(arguments: [RandomLayoutShape.mixed, .planted, .determined, .contradicted])
    func randomBatchesOfEditsMatchFromScratch(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 1_611)
        var mismatches: [String] = []
        var batches = 0
        var toggledAfterAnEdit = 0
        for seed in 0..<12 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 16_000, shape: shape)
            guard !layout.system.constraints.isEmpty else { continue }
            let engine = IncrementalLayoutSolver(system: layout.system)
            _ = engine.verdict()
            var applied: [String] = []
            for _ in 0..<4 {
                let changes = Self.randomChanges(for: engine.system, count: Int.random(in: 1...4, using: &generator), using: &generator)
                if Bool.random(using: &generator) {
                    engine.apply(ChangeStep(changes: changes), mode: .design)
                    applied.append("[\(changes.map(\.statement).joined(separator: "; "))]")
                } else {
                    for change in changes { engine.apply(ChangeStep(changes: [change]), mode: .design) }
                    applied.append(changes.map(\.statement).joined(separator: ", "))
                }
                if changes.count > 1, changes.dropFirst().contains(where: Self.togglesRequired(in: engine.system)) { toggledAfterAnEdit += 1 }
                batches += 1
                if let difference = Self.mismatch(engine) {
                    mismatches.append("\(layout.label) after \(applied.joined(separator: " | ")): \(difference)")
                    break
                }
            }
        }
        #expect(batches >= 40)
        #expect(toggledAfterAnEdit >= 10, "only \(toggledAfterAnEdit) batches toggle a required constraint after another edit")
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(3))")
    }

    /// Every Corpus system through random batches of changes (as above, with the verdict after
    /// each batch compared with a from-scratch solve).
    @Test func corpusSystemsThroughRandomBatchesMatchFromScratch() {
        var generator = SeededGenerator(seed: 1_612)
        var mismatches: [String] = []
        var batches = 0
        for (file, system) in IncrementalSolverTests.corpusSystems where !system.constraints.isEmpty {
            let engine = IncrementalLayoutSolver(system: system)
            _ = engine.verdict()
            for _ in 0..<3 {
                let changes = Self.randomChanges(for: engine.system, count: Int.random(in: 2...4, using: &generator), using: &generator)
                engine.apply(ChangeStep(changes: changes), mode: .design)
                batches += 1
                if let difference = Self.mismatch(engine, oracle: false) {
                    mismatches.append("\(file) after [\(changes.map(\.statement).joined(separator: "; "))]: \(difference)")
                    break
                }
            }
        }
        #expect(batches >= 120)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(3))")
    }

    /// Whether a change toggles a required constraint of `system` or moves one across required.
    static func togglesRequired(in system: ConstraintSystem) -> (LayoutChange) -> Bool {
        { change in
            switch change {
            case .activate(let id), .deactivate(let id): return system.constraints.first { $0.id == id }?.priority.isRequired == true
            case .setPriority: return true
            default: return false
            }
        }
    }

    /// Changes of the current layout's constraints: toggles (half of them), constants, optional
    /// priorities, and a quarter of the priority changes crossing required (design time).
    static func randomChanges(for system: ConstraintSystem, count: Int, using generator: inout SeededGenerator) -> [LayoutChange] {
        var active = Dictionary(system.constraints.map { ($0.id, $0.isActive != false) }, uniquingKeysWith: { first, _ in first })
        var required = Dictionary(system.constraints.map { ($0.id, $0.priority.isRequired) }, uniquingKeysWith: { first, _ in first })
        var changes: [LayoutChange] = []
        for _ in 0..<count {
            let constraint = system.constraints[Int.random(in: 0..<system.constraints.count, using: &generator)]
            let id = constraint.id
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1, 2:
                let isActive = active[id] ?? true
                changes.append(isActive ? .deactivate(constraintID: id) : .activate(constraintID: id))
                active[id] = !isActive
            case 3, 4:
                guard constraint.constant != nil else { continue }
                let moved = (constraint.constant?.value ?? 0) + Double(Int.random(in: -30...30, using: &generator))
                changes.append(.setConstant(constraintID: id, constant: LayoutNumber(moved)))
            default:
                let isRequired = required[id] ?? true
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    changes.append(.setPriority(constraintID: id, priority: isRequired ? Priority(999) : .required))
                    required[id] = !isRequired
                } else if !isRequired {
                    changes.append(.setPriority(constraintID: id, priority: Priority(Double(Int.random(in: 1...999, using: &generator)))))
                }
            }
        }
        return changes
    }
}
