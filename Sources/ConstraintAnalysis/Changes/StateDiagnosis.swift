import ConstraintModel
import LayoutMath

/// One named state: the layout its steps reach from the base, analysed in full.
public struct StateDiagnosis: Sendable {
    public var name: String
    public var steps: [ChangeStep]
    /// The layout of the state.
    public var system: ConstraintSystem
    public var diagnosis: Diagnosis
    /// UIKit's objections to the steps (an exception, a deactivation of an inactive constraint).
    public var changeDiagnostics: [Diagnostic]
    public var diff: StateDiff

    public var changes: [LayoutChange] { steps.flatMap(\.changes) }
}

/// What `Analyzer.analyze(_:applying:)` applied.
public struct AppliedChanges: Sendable {
    public var steps: [ChangeStep]
    public var diagnostics: [Diagnostic]
    public var diff: StateDiff
}

/// How a state's analysis differs from the base layout's.
public struct StateDiff: Sendable {
    /// Conflicts (as their constraint ids) the state has and the base has not.
    public var newConflicts: [Conflict]
    /// Conflicts of the base the state no longer has.
    public var resolvedConflicts: [Conflict]
    /// Items (per axis) free in the state but not in the base.
    public var newAmbiguities: [AmbiguousItem]
    /// Items whose solved frame changed.
    public var moved: [FrameMove]

    public var isEmpty: Bool { newConflicts.isEmpty && resolvedConflicts.isEmpty && newAmbiguities.isEmpty && moved.isEmpty }

    public init(base: Diagnosis, state: Diagnosis) {
        func key(_ conflict: Conflict) -> Set<String> { Set(conflict.constraintIDs) }
        let baseKeys = Set(base.conflicts.map(key))
        let stateKeys = Set(state.conflicts.map(key))
        newConflicts = state.conflicts.filter { !baseKeys.contains(key($0)) }
        resolvedConflicts = base.conflicts.filter { !stateKeys.contains(key($0)) }
        let baseFree = Set(base.ambiguousItems.map { "\($0.item)|\($0.axis)" })
        newAmbiguities = state.ambiguousItems.filter { !baseFree.contains("\($0.item)|\($0.axis)") }
        moved = state.frames.keys.sorted(by: Self.naturalOrder).compactMap { item in
            guard let to = state.frames[item], let from = base.frames[item], from != to else { return nil }
            return FrameMove(item: item, from: from, to: to)
        }
    }

    /// `item2` before `item10`.
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        let (aPrefix, aNumber) = split(a)
        let (bPrefix, bNumber) = split(b)
        return (aPrefix, aNumber ?? -1, a) < (bPrefix, bNumber ?? -1, b)
    }

    private static func split(_ id: String) -> (String, Int?) {
        let digits = id.reversed().prefix(while: \.isNumber)
        let prefix = String(id.dropLast(digits.count))
        return (prefix, digits.count <= 9 ? Int(String(digits.reversed())) : nil)
    }
}

/// A frame before and after a change.
public struct FrameMove: Sendable, Hashable {
    public var item: String
    public var from: SolvedFrame
    public var to: SolvedFrame

    /// How far each edge quantity changed (nil where one side is unknown).
    public var delta: SolvedFrame {
        func minus(_ a: Rational?, _ b: Rational?) -> Rational? {
            guard let a, let b else { return nil }
            return a - b
        }
        return SolvedFrame(x: minus(to.x, from.x), y: minus(to.y, from.y), width: minus(to.width, from.width), height: minus(to.height, from.height))
    }
}

/// A transition replayed as UIKit runs it: the engine re-solves after every step.
public struct TransitionReplay: Sendable {
    /// nil for the base layout.
    public var from: String?
    public var to: String
    public var steps: [StepReplay]
    /// The required constraints hold after the last step.
    public var endIsSatisfiable: Bool
    /// When a step logs a conflict the end does not have: an order of the same changes that
    /// logs nothing, checked by replaying it; nil when none of the tried orders works.
    public var reordering: Reordering?

    /// Steps that log "Unable to simultaneously satisfy constraints".
    public var loggingSteps: [StepReplay] { steps.filter(\.logsConflict) }
    /// A step logs a conflict although the end of the transition is fine.
    public var hasTransientConflict: Bool { endIsSatisfiable && !loggingSteps.isEmpty }
}

public struct StepReplay: Sendable {
    public var step: ChangeStep
    /// After this step the required constraints cannot all hold, and the step added or tightened
    /// one, so UIKit logs "Unable to simultaneously satisfy constraints".
    public var logsConflict: Bool
    /// A minimal conflict of the layout after the step, when it logs.
    public var conflict: Conflict?
    public var diagnostics: [Diagnostic]
}

public struct Reordering: Sendable {
    /// `deactivateFirst` or `oneDeactivateThenActivate`.
    public var kind: String
    public var steps: [ChangeStep]
    public var description: String
    /// Replaying `steps` logged no conflict.
    public var isVerified: Bool
}
