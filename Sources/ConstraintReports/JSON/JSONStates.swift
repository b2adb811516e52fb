import ConstraintAnalysis
import ConstraintModel

/// The states, transitions and `--what-if` changes of one system (Docs/json-report.md, "States
/// and transitions"). Written into the system object next to the analysis keys.
public struct JSONChanges: Encodable, Sendable, Hashable {
    public var states: [JSONState]
    public var transitions: [JSONTransition]
    /// The `--what-if` changes this system's analysis was made with; left out when there were none.
    public var whatIf: JSONWhatIf?

    init(_ report: SystemReport, diagnosis: Diagnosis) {
        states = diagnosis.states.map { state in
            JSONState(
                name: state.name, changes: state.changes.map(JSONChange.init),
                changeDiagnostics: state.changeDiagnostics.map(JSONDiagnostic.init),
                diagnosis: JSONReport.system(
                    SystemReport(number: report.number, inputIndex: report.inputIndex, system: state.system, diagnosis: state.diagnosis)),
                diff: JSONStateDiff(state.diff))
        }
        transitions = diagnosis.transitions.map(JSONTransition.init)
        whatIf = diagnosis.appliedChanges.map {
            JSONWhatIf(
                changes: $0.steps.flatMap(\.changes).map(JSONChange.init), diagnostics: $0.diagnostics.map(JSONDiagnostic.init),
                diff: JSONStateDiff($0.diff))
        }
    }
}

public struct JSONChange: Encodable, Sendable, Hashable {
    /// `activate`, `deactivate`, `setConstant`, `setPriority`, `add`, `replace`, `addItem`,
    /// `removeItem`, `setIntrinsicContentSize`, `setHidden`, `setRootSize`.
    public var kind: String
    @Nullable public var constraintID: String?
    /// The change as `--what-if` and equation-set states write it.
    public var statement: String

    init(_ change: LayoutChange) {
        kind = change.kind
        constraintID = change.constraintID
        statement = change.statement
    }
}

public struct JSONState: Encodable, Sendable, Hashable {
    public var name: String
    public var changes: [JSONChange]
    /// UIKit's objections to the state's steps (`required-priority-change`, `not-active`, …).
    public var changeDiagnostics: [JSONDiagnostic]
    /// The state's layout and analysis, with the same keys as a system.
    public var diagnosis: JSONSystem
    public var diff: JSONStateDiff
}

public struct JSONWhatIf: Encodable, Sendable, Hashable {
    public var changes: [JSONChange]
    public var diagnostics: [JSONDiagnostic]
    public var diff: JSONStateDiff
}

public struct JSONStateDiff: Encodable, Sendable, Hashable {
    public struct ConflictRef: Encodable, Sendable, Hashable {
        public var constraintIDs: [String]
        public var explanation: String
    }

    public struct FrameValues: Encodable, Sendable, Hashable {
        @Nullable public var x: Double?
        @Nullable public var y: Double?
        @Nullable public var width: Double?
        @Nullable public var height: Double?

        init(_ frame: SolvedFrame) {
            x = frame.x.flatMap(JSONExact.number)
            y = frame.y.flatMap(JSONExact.number)
            width = frame.width.flatMap(JSONExact.number)
            height = frame.height.flatMap(JSONExact.number)
        }
    }

    public struct Move: Encodable, Sendable, Hashable {
        public var item: String
        public var from: FrameValues
        public var to: FrameValues
        /// `to` minus `from`, per value.
        public var delta: FrameValues
    }

    public var newConflicts: [ConflictRef]
    public var resolvedConflicts: [ConflictRef]
    public var newAmbiguities: [JSONAnalysis.AmbiguousItem]
    public var moved: [Move]

    init(_ diff: StateDiff) {
        func reference(_ conflict: Conflict) -> ConflictRef { ConflictRef(constraintIDs: conflict.constraintIDs, explanation: conflict.explanation) }
        newConflicts = diff.newConflicts.map(reference)
        resolvedConflicts = diff.resolvedConflicts.map(reference)
        newAmbiguities = diff.newAmbiguities.map {
            JSONAnalysis.AmbiguousItem(item: $0.item, axis: $0.axis.rawValue, positionIsFree: $0.positionIsFree, sizeIsFree: $0.sizeIsFree)
        }
        moved = diff.moved.map { Move(item: $0.item, from: FrameValues($0.from), to: FrameValues($0.to), delta: FrameValues($0.delta)) }
    }
}

public struct JSONTransition: Encodable, Sendable, Hashable {
    public struct Step: Encodable, Sendable, Hashable {
        public var changes: [JSONChange]
        public var text: String
        /// UIKit logs "Unable to simultaneously satisfy constraints" after this step.
        public var logsConflict: Bool
        /// A minimal conflict of the layout after the step, when it logs.
        @Nullable public var conflict: JSONStateDiff.ConflictRef?
        public var diagnostics: [JSONDiagnostic]
    }

    public struct Order: Encodable, Sendable, Hashable {
        /// `deactivateFirst` or `oneDeactivateThenActivate`.
        public var kind: String
        public var description: String
        public var steps: [Step]
        public var verified: Bool
    }

    /// null for the base layout.
    @Nullable public var from: String?
    public var to: String
    public var steps: [Step]
    public var endSatisfiable: Bool
    /// A step logs a conflict the end of the transition does not have.
    public var transientConflict: Bool
    /// The verified order of the same changes that logs nothing, when a step logs.
    @Nullable public var reordering: Order?

    init(_ replay: TransitionReplay) {
        from = replay.from
        to = replay.to
        steps = replay.steps.map { step in
            Step(
                changes: step.step.changes.map(JSONChange.init), text: step.step.text, logsConflict: step.logsConflict,
                conflict: step.conflict.map { JSONStateDiff.ConflictRef(constraintIDs: $0.constraintIDs, explanation: $0.explanation) },
                diagnostics: step.diagnostics.map(JSONDiagnostic.init))
        }
        endSatisfiable = replay.endIsSatisfiable
        transientConflict = replay.hasTransientConflict
        reordering = replay.reordering.map { order in
            Order(
                kind: order.kind, description: order.description,
                steps: order.steps.map {
                    Step(changes: $0.changes.map(JSONChange.init), text: $0.text, logsConflict: false, conflict: nil, diagnostics: [])
                },
                verified: order.isVerified)
        }
    }
}
