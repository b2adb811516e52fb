import ConstraintModel

/// Replays steps as UIKit runs them outside a batch: the engine re-solves after each
/// `activate`/`deactivate` call or property assignment, and logs when the required constraints
/// it then holds cannot all be met — even when a later step would have made them consistent.
struct TransitionReplayer {
    let options: AnalysisOptions

    func replay(from: String?, to: String, steps: [ChangeStep], start: ConstraintSystem) -> TransitionReplay {
        let (replayed, end) = run(steps, on: start, explain: true)
        var transition = TransitionReplay(
            from: from, to: to, steps: replayed, endIsSatisfiable: isSatisfiable(end), reordering: nil)
        if transition.hasTransientConflict {
            transition.reordering = reorderings(of: steps).lazy.compactMap { candidate -> Reordering? in
                let (trial, _) = self.run(candidate.steps, on: start, explain: false)
                guard !trial.contains(where: \.logsConflict) else { return nil }
                var verified = candidate
                verified.isVerified = true
                return verified
            }.first
        }
        return transition
    }

    /// Each step applied in turn, with whether it logs and (when `explain`) a minimal conflict.
    private func run(_ steps: [ChangeStep], on start: ConstraintSystem, explain: Bool) -> ([StepReplay], ConstraintSystem) {
        // Re-solved after every step, reusing the components a step does not reach. Only
        // satisfiability is read, which both modes decide exactly, so the point chosen on a
        // non-unique optimum never needs a new lowering here.
        let engine = IncrementalLayoutSolver(system: start, options: options, exactness: .sameOptimum)
        var replayed: [StepReplay] = []
        for step in steps {
            let diagnostics = engine.apply(step)
            var logs = false
            var conflict: Conflict?
            if step.changes.contains(where: Self.canTighten), !engine.isSatisfiable() {
                logs = true
                if explain { conflict = explanation(of: engine.system) }
            }
            replayed.append(StepReplay(step: step, logsConflict: logs, conflict: conflict, diagnostics: diagnostics))
        }
        return (replayed, engine.system)
    }

    /// A minimal conflict of an infeasible layout, explained.
    private func explanation(of system: ConstraintSystem) -> Conflict? {
        let problem = LayoutProblem(system: system, options: options)
        guard let certificate = LayoutSolver.solve(problem, full: false).conflict else { return nil }
        let search = ConflictSearch(problem: problem, selection: RowSelection(), seconds: options.enumerationSeconds)
        return ConflictExplainer(problem: problem).conflict(
            from: search.minimize(certificate), complete: false, witnessLimit: options.maximumWitnessConflictSize)
    }

    private func isSatisfiable(_ system: ConstraintSystem) -> Bool {
        LayoutSolver.solve(LayoutProblem(system: system, options: options), full: false).isFeasible
    }

    /// Removing constraints never makes the engine log; everything else may.
    static func canTighten(_ change: LayoutChange) -> Bool {
        switch change {
        case .deactivate, .removeItem: return false
        case .setHidden(_, let hidden): return hidden
        default: return true
        }
    }

    static func isRemoval(_ change: LayoutChange) -> Bool { !canTighten(change) }

    /// The orders worth trying, most like the original first: every removal moved ahead of the
    /// step it was in and of everything else (keeping the rest in order), then one
    /// `deactivate([...])` call followed by one `activate([...])` call.
    private func reorderings(of steps: [ChangeStep]) -> [Reordering] {
        let removals = steps.flatMap { $0.changes.filter(Self.isRemoval) }
        guard !removals.isEmpty else { return [] }
        let removalSteps = steps.compactMap { step -> ChangeStep? in
            let changes = step.changes.filter(Self.isRemoval)
            return changes.isEmpty ? nil : ChangeStep(changes: changes, text: Self.text(changes), sourceLocation: step.sourceLocation)
        }
        let others = steps.compactMap { step -> ChangeStep? in
            let changes = step.changes.filter(Self.canTighten)
            guard !changes.isEmpty else { return nil }
            return changes.count == step.changes.count ? step : ChangeStep(changes: changes, text: Self.text(changes), sourceLocation: step.sourceLocation)
        }
        let rest = others.flatMap(\.changes)
        return [
            Reordering(
                kind: "deactivateFirst", steps: removalSteps + others,
                description: "deactivate first: \(removalSteps.map(\.text).joined(separator: ", then ")), then \(others.map(\.text).joined(separator: ", then "))",
                isVerified: false),
            Reordering(
                kind: "oneDeactivateThenActivate",
                steps: [ChangeStep(changes: removals, text: Self.text(removals))] + (rest.isEmpty ? [] : [ChangeStep(changes: rest, text: Self.text(rest))]),
                description: "one call that deactivates \(removals.count == 1 ? "the old constraint" : "the old constraints") (\(Self.text(removals))), then one that makes the new ones (\(Self.text(rest)))",
                isVerified: false),
        ]
    }

    /// A step's changes in the statement notation (`deactivate c3, c4`, `c2.constant = 20`).
    static func text(_ changes: [LayoutChange]) -> String {
        var parts: [String] = []
        let deactivated = changes.compactMap { if case .deactivate(let id) = $0 { return id } else { return nil } }
        let activated = changes.compactMap { if case .activate(let id) = $0 { return id } else { return nil } }
        if !deactivated.isEmpty { parts.append("deactivate " + deactivated.joined(separator: ", ")) }
        if !activated.isEmpty { parts.append("activate " + activated.joined(separator: ", ")) }
        for change in changes {
            switch change {
            case .activate, .deactivate: continue
            default: parts.append(change.statement)
            }
        }
        return parts.joined(separator: "; ")
    }
}
