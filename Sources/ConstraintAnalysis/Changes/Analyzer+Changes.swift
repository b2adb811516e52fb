import ConstraintModel

extension Analyzer {
    /// Analyses the layout `changes` make of `system` (edits of the layout as written, as
    /// `--what-if` makes them), with UIKit's objections and the difference from `system`.
    ///
    /// ```swift
    /// let diagnosis = Analyzer().analyze(system, applying: [.setPriority(constraintID: "c3", priority: 999)])
    /// #expect(diagnosis.conflicts.isEmpty)
    /// ```
    public func analyze(_ system: ConstraintSystem, applying changes: [LayoutChange], mode: ChangeMode = .design) -> Diagnosis {
        analyze(system, applying: changes.map { ChangeStep(changes: [$0]) }, mode: mode)
    }

    public func analyze(_ system: ConstraintSystem, applying steps: [ChangeStep], mode: ChangeMode = .design) -> Diagnosis {
        let outcome = ChangeApplier.apply(steps, to: system, mode: mode)
        var base = options
        base.analysesStates = false
        let before = Analyzer(options: base).analyze(system)
        var diagnosis = analyze(outcome.system)
        diagnosis.appliedChanges = AppliedChanges(
            steps: steps, diagnostics: outcome.diagnostics, diff: StateDiff(base: before, state: diagnosis))
        return diagnosis
    }

    /// The states and transitions of `system`, given the base layout's diagnosis.
    func analyzeStates(of system: ConstraintSystem, base: Diagnosis) -> (states: [StateDiagnosis], transitions: [TransitionReplay]) {
        var single = options
        single.analysesStates = false
        let analyzer = Analyzer(options: single)
        var states: [StateDiagnosis] = []
        for state in system.states {
            let outcome = ChangeApplier.apply(state.steps, to: system, mode: .runtime)
            let diagnosis = analyzer.analyze(outcome.system)
            states.append(
                StateDiagnosis(
                    name: state.name, steps: state.steps, system: outcome.system, diagnosis: diagnosis,
                    changeDiagnostics: outcome.diagnostics, diff: StateDiff(base: base, state: diagnosis)))
        }
        let replayer = TransitionReplayer(options: single)
        var transitions = system.states.map { replayer.replay(from: nil, to: $0.name, steps: $0.steps, start: system) }
        for transition in system.transitions {
            var start = system
            if let from = transition.from, let state = system.states.first(where: { $0.name == from }) {
                start = ChangeApplier.apply(state.steps, to: system, mode: .runtime).system
            }
            transitions.append(replayer.replay(from: transition.from, to: transition.to, steps: transition.steps, start: start))
        }
        return (states, transitions)
    }
}

extension Diagnosis {
    /// A state conflicts, a step breaks one of UIKit's rules (an exception, no common ancestor),
    /// or a transition logs a conflict on its way: the run has something to fix.
    public var hasChangeProblems: Bool {
        states.contains { state in
            !state.diagnosis.conflicts.isEmpty || state.changeDiagnostics.contains { $0.severity == .error }
        } || transitions.contains { transition in
            !transition.loggingSteps.isEmpty || transition.steps.contains { $0.diagnostics.contains { $0.severity == .error } }
        } || appliedChanges?.diagnostics.contains { $0.severity == .error } == true
    }

    /// The diagnosis of the state called `name`, nil when the system has no such state.
    public func state(_ name: String) -> Diagnosis? { states.first { $0.name == name }?.diagnosis }

    /// The transition that ends in `to` (from `from`; nil: from the base layout).
    public func transition(from: String? = nil, to: String) -> TransitionReplay? {
        transitions.first { $0.from == from && $0.to == to }
    }
}
