@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import TestSupport
import Testing

/// Every refused edit's explanation (`IncrementalLayoutSolver.explainRefusal`) checked by code
/// that did not find it: the conflict's constraints and implicit rows, lowered afresh and solved
/// from scratch, cannot all hold and hold without any single one of them; the oracle verifier
/// checks its certificate, witnesses and sources and re-solves it by Fourier–Motzkin; each fix,
/// applied to a copy of the layout, is satisfiable from scratch; and the kept layout, explained,
/// still equals a from-scratch solve at the next satisfiable step. Counts make the tests fail
/// if nothing is refused or no fix of a kind is ever found.
@Suite struct RefusedEditTests {
    struct Tally {
        var refused = 0
        var failures: [String] = []
        var fixes: [RefusalFix.Kind: Int] = [:]
        var checkedByFourierMotzkin = 0
        var comparedAfterwards = 0
        /// Refused constant edits of a satisfiable layout, and how many got a fitting constant.
        var refusedConstants = 0
        var fittingConstants = 0
    }

    /// Rows of a fresh lowering of `system`, grouped by member of the conflict: each constraint's
    /// rows, and each implicit row on its own. Nil when a member has no row there.
    static func memberRows(of conflict: Conflict, in problem: LayoutProblem) -> [[Int]]? {
        let narration = Narration(problem: problem)
        let implicit = Set(conflict.implicit)
        var byID: [String: [Int]] = [:]
        var implicitRows: [[Int]] = []
        for row in problem.rows.indices {
            if let index = problem.rows[row].origin.constraintIndex {
                let id = problem.system.constraints[index].id
                if conflict.constraintIDs.contains(id) { byID[id, default: []].append(row) }
            } else if let described = narration.implicitRow(row), implicit.contains(described) {
                implicitRows.append([row])
            }
        }
        guard byID.count == Set(conflict.constraintIDs).count, implicitRows.count >= implicit.count else { return nil }
        return byID.keys.sorted().compactMap { byID[$0] } + implicitRows
    }

    static func isFeasible(_ rows: Set<Int>, in problem: LayoutProblem) -> Bool {
        let selection = RowSelection(excluded: Set(problem.rows.indices).subtracting(rows))
        return LayoutSolver.solve(problem, selection: selection, full: false).isFeasible
    }

    /// Explains the refused state of `engine` and checks everything independently.
    static func check(_ engine: IncrementalLayoutSolver, step: ChangeStep, wasSatisfiable: Bool, label: String, into tally: inout Tally) {
        tally.refused += 1
        guard let refusal = engine.explainRefusal() else {
            tally.failures.append("\(label): refused without an explanation")
            return
        }
        let system = engine.system
        let conflict = refusal.conflict
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        if let groups = memberRows(of: conflict, in: problem) {
            let all = Set(groups.joined())
            if isFeasible(all, in: problem) { tally.failures.append("\(label): \(conflict.constraintIDs) hold together from scratch") }
            for group in groups where !isFeasible(all.subtracting(group), in: problem) {
                let names = group.map { problem.rows[$0].origin.constraintIndex.map { system.constraints[$0].id } ?? "implicit row \($0)" }
                tally.failures.append("\(label): \(conflict.constraintIDs) still conflict without \(names)")
            }
        } else {
            tally.failures.append("\(label): \(conflict.constraintIDs) + \(conflict.implicit.map(\.description)) not all in a fresh lowering")
        }
        let verifier = DiagnosisVerifier(system: system, diagnosis: Analyzer().analyze(system))
        let verification = verifier.verify(foreign: conflict)
        if !verification.problems.isEmpty { tally.failures.append("\(label): oracle: \(verification.problems)") }
        tally.checkedByFourierMotzkin += verification.conflictsCheckedByFourierMotzkin
        if wasSatisfiable {
            for id in Set(step.changes.compactMap(\.constraintID)) where !refusal.editedConstraintIDs.contains(id) {
                tally.failures.append("\(label): the edited \(id) is not in \(conflict.constraintIDs)")
            }
            if !refusal.fixes.contains(where: { $0.kind == .undo }) { tally.failures.append("\(label): no verified undo") }
        }
        if wasSatisfiable, step.changes.count == 1, case .setConstant(let id, let refused) = step.changes[0] {
            tally.refusedConstants += 1
            if let fitting = refusal.fixes.first(where: { $0.kind == .fittingConstant && $0.constraintID == id }),
                case .setConstant(_, let constant) = fitting.changes.first
            {
                tally.fittingConstants += 1
                // The nearest: a little further towards the refused constant conflicts again.
                var further = system
                let beyond = LayoutNumber(constant.value + (refused.value - constant.value) / 8)
                _ = ChangeApplier.apply(ChangeStep(changes: [.setConstant(constraintID: id, constant: beyond)]), to: &further, mode: .design)
                if IncrementalLayoutSolver.verdictFromScratch(further).isSatisfiable {
                    tally.failures.append("\(label): \(id).constant = \(beyond) holds too: \(constant) is not the nearest")
                }
            }
        }
        for fix in refusal.fixes {
            var fixed = system
            _ = ChangeApplier.apply(ChangeStep(changes: fix.changes), to: &fixed, mode: .design)
            if IncrementalLayoutSolver.verdictFromScratch(fixed).isSatisfiable {
                tally.fixes[fix.kind, default: 0] += 1
            } else {
                tally.failures.append("\(label): fix \(fix.changes.map(\.statement)) still conflicts from scratch")
            }
        }
    }

    /// Replays `steps` on a kept layout; refused steps are explained and checked, and every
    /// satisfiable step's verdict is compared with a from-scratch solve.
    static func replay(_ system: ConstraintSystem, steps: [ChangeStep], label: String, into tally: inout Tally) {
        let engine = IncrementalLayoutSolver(system: system)
        var wasSatisfiable = engine.isSatisfiable()
        for (number, step) in steps.enumerated() {
            engine.apply(step, mode: .design)
            let stepLabel = "\(label) step \(number + 1) (\(step.changes.map(\.statement).joined(separator: "; ")))"
            if engine.isSatisfiable() {
                tally.comparedAfterwards += 1
                if engine.verdict() != IncrementalLayoutSolver.verdictFromScratch(engine.system) {
                    tally.failures.append("\(stepLabel): the kept layout differs from a from-scratch solve")
                }
                wasSatisfiable = true
            } else {
                check(engine, step: step, wasSatisfiable: wasSatisfiable, label: stepLabel, into: &tally)
                wasSatisfiable = false
            }
        }
    }

    @Test(arguments: [RandomLayoutShape.planted, .determined, .mixed])
    func refusedEditsOfRandomLayoutsAreExplainedAndFixed(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 1_511)
        var tally = Tally()
        for seed in 0..<30 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 15_000, shape: shape)
            Self.replay(layout.system, steps: RandomChanges.steps(for: layout.system, count: 10, using: &generator), label: layout.label, into: &tally)
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5))")
        #expect(tally.refused >= 15, "only \(tally.refused) refused edits")
        #expect((tally.fixes[.undo] ?? 0) >= 3 && (tally.fixes[.deactivate] ?? 0) >= 10 && (tally.fixes[.lowerPriority] ?? 0) >= 10, "\(tally.fixes) in \(tally.refused)")
        #expect(tally.checkedByFourierMotzkin >= 10, "only \(tally.checkedByFourierMotzkin) conflicts re-solved by Fourier–Motzkin")
    }

    @Test func fittingConstantsAreFoundAndHoldFromScratch() {
        var generator = SeededGenerator(seed: 15)
        var tally = Tally()
        for seed in 0..<40 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 15_500, shape: .determined)
            // Constant edits only, far from the planted values: most are refused.
            let steps = (0..<6).compactMap { _ -> ChangeStep? in
                guard let constraint = layout.system.constraints.randomElement(using: &generator), constraint.constant != nil else { return nil }
                let constant = LayoutNumber(Double(Int.random(in: -300...600, using: &generator)))
                return ChangeStep(changes: [.setConstant(constraintID: constraint.id, constant: constant)])
            }
            Self.replay(layout.system, steps: steps, label: layout.label, into: &tally)
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5))")
        #expect((tally.fixes[.fittingConstant] ?? 0) >= 10, "\(tally.fixes) in \(tally.refused) refused edits")
        // A few rounds may not reach the end of the range when many conflicts share the constant.
        #expect(tally.fittingConstants * 10 >= tally.refusedConstants * 9, "\(tally.fittingConstants) of \(tally.refusedConstants) refused constants")
    }

    @Test func refusedEditsOfCorpusSystemsAreExplainedAndFixed() throws {
        var generator = SeededGenerator(seed: 1_512)
        var tally = Tally()
        for file in PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, system) in Ingest.read(text, file: file.lastPathComponent).systems.enumerated()
            where !system.constraints.isEmpty && system.constraints.count <= 60 {
                let steps = RandomChanges.steps(for: system, count: 4, using: &generator)
                Self.replay(system, steps: steps, label: "\(PackagePaths.relativePath(of: file)) #\(index + 1)", into: &tally)
            }
        }
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5))")
        #expect(tally.refused >= 20, "only \(tally.refused) refused edits")
        #expect(tally.fixes.values.reduce(0, +) >= 20, "\(tally.fixes)")
    }

    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"))
    func refusedEditsOfAGeneratedLayoutAreExplainedAndFixed() throws {
        let file = try GeneratedFamilies.generate(family: "dag", size: 80, variant: "feasible", seed: 3)
        let system = try #require(Ingest.read(file.text, file: "dag.constraints").systems.first)
        var generator = SeededGenerator(seed: 1_513)
        var tally = Tally()
        Self.replay(system, steps: RandomChanges.steps(for: system, count: 80, using: &generator), label: "dag 80", into: &tally)
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5))")
        #expect(tally.refused >= 3, "only \(tally.refused) refused edits")
    }
}
