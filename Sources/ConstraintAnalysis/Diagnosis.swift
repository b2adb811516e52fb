import ConstraintModel
import LayoutMath

/// Everything the analysis found about one constraint system, with what is needed to check it.
public struct Diagnosis: Sendable {
    /// True when the required constraints (with the implicit `size ≥ 0` rows) can all hold.
    public var isSatisfiable: Bool
    /// Minimal unsatisfiable subsets of the required constraints, preferred ones first.
    public var conflicts: [Conflict]
    /// True when the conflict enumeration finished within its budget: `conflicts` is then every
    /// minimal conflict there is.
    public var conflictSearchIsComplete: Bool
    /// Verified changes that make the required constraints satisfiable, best first.
    public var fixes: [Fix]
    /// Candidate fixes that re-solving showed to be wrong (still infeasible, or newly ambiguous).
    public var rejectedFixes: [RejectedFix]
    /// Free motions of the solved layout (of the layout after the best fix when it conflicts).
    public var ambiguities: [Ambiguity]
    /// Per item and axis, what is free.
    public var ambiguousItems: [AmbiguousItem]
    public var degreesOfFreedom: [Axis: Int]
    public var redundancies: [Redundancy]
    /// What UIKit's own recovery (keeping the broken constraint at priority 1100) gives.
    public var engineRecovery: EngineRecovery?
    /// For a log that is satisfiable as printed: what would make it conflict.
    public var missingContext: [ContextExplanation]
    /// Frames of the solved layout (after the best fix when it conflicts), by item id.
    public var frames: [String: SolvedFrame]
    public var snaps: [NumberSnap]
    public var notes: [Diagnostic]
    public var dependencyGraph: DependencyGraph
    /// Logs list only the constraints of one conflict, so free motions there are expected.
    public var isPartialSystem: Bool
    /// Each of the system's states analysed in full, with its difference from this layout
    /// (`Analyzer.analyze` fills it when the system declares states).
    public var states: [StateDiagnosis] = []
    /// Each transition replayed step by step as UIKit applies it.
    public var transitions: [TransitionReplay] = []
    /// What UIKit said about the changes a `analyze(_:applying:)` call applied, and how the
    /// layout differs from the one before them.
    public var appliedChanges: AppliedChanges?
    /// The phases cut short (by the time budget or a limit); empty when the analysis is whole.
    public var partialAnalyses: [PartialAnalysis] = []
    /// What is wrong, who owns it, and (with `fixes[0]`) what to change first.
    public var verdict: Verdict = .notAnalysed

    public var isUnambiguous: Bool { ambiguities.isEmpty }
    /// `fixes` without the deletions of repeated constraints that `redundancies` lists: a
    /// duplicate in a layout that holds is tidying, not a fix for a problem (a duplicate deleted
    /// to end a conflict stays: redundancies are looked for only when the layout holds).
    public var fixesForProblems: [Fix] {
        guard !redundancies.isEmpty else { return fixes }
        let duplicates = Set(redundancies.filter { $0.kind == .duplicate }.flatMap(\.constraintIDs))
        return fixes.filter { fix in
            !(fix.action == .deleteDuplicate && fix.constraintID.map(duplicates.contains) == true)
        }
    }
    /// The `partialAnalyses` phase of a system that was read but not analysed at all (past a
    /// documented limit, or after the run's budget was spent).
    public static let skippedPhase = "limits"
    /// True when the system was not analysed at all: nothing the diagnosis lacks was checked.
    public var wasSkipped: Bool { partialAnalyses.contains { $0.phase == Self.skippedPhase } }
    public var hasProblems: Bool { !conflicts.isEmpty || (!isPartialSystem && !ambiguities.isEmpty) }
    /// A self-sizing table view cell its content leaves 0 high, which UIKit shows at its standard
    /// height instead (`ZeroHeightCell`): not a conflict or an ambiguity, but not "nothing wrong".
    public var hasZeroHeightCell: Bool { notes.contains { $0.code == ZeroHeightCell.code } }
    /// The code of the note `hasZeroHeightCell` looks for, for reports that list it.
    public static let zeroHeightCellCode = "zero-height-cell"
}

/// One row of a certificate, in plain numbers: `Σ coefficients[v]·v  relation  rhs`, with the
/// Farkas multiplier of the conflict that uses it.
public struct CertificateRow: Hashable, Sendable {
    /// Variables are named `<item id>.x`, `.width`, `.y`, `.height`, or parameters.
    public var coefficients: [String: Rational]
    public var relation: String
    public var rhs: Rational
    public var multiplier: Rational
    /// The constraint id, or a description of the implicit row.
    public var source: String
}

/// A row the input never printed but the conflict needs, such as a width ≥ 0.
public struct ImplicitRow: Hashable, Sendable {
    public var item: String
    public var axis: Axis
    /// `≥`, `=`, …
    public var relation: String
    public var kind: String
    public var description: String
}

public struct Conflict: Sendable {
    /// Ids from the system's `constraints`, in the order of the explanation.
    public var constraintIDs: [String]
    public var implicit: [ImplicitRow]
    /// The conflict as arithmetic a developer can check in their head.
    public var explanation: String
    /// True when the search for conflicts finished within its budget.
    public var complete: Bool
    /// The smallest total change of constants that removes this conflict, in points.
    public var overBy: Rational
    /// Below one point: a rounding problem rather than a design problem.
    public var isSubPoint: Bool
    public var axes: [Axis]
    public var includesBrokenConstraint: Bool
    /// The Farkas certificate: every row of the conflict with its multiplier.
    public var certificate: [CertificateRow]
    /// For each row of the conflict (same order as `certificate`), a point satisfying all the
    /// others: proof that the conflict is minimal. Empty for very large conflicts, whose
    /// minimality is shown by rank (`minimalityByRank`).
    public var minimalityWitnesses: [[String: Rational]]
    /// The rows of the conflict are minimally linearly dependent (rank = count − 1).
    public var minimalityByRank: Bool
    /// 1-based number of the cause this conflict belongs to: conflicts that differ only in
    /// implicit rows or in links of the same chain share it (see `ConflictGrouping`).
    public var group: Int = 0
}

public enum FixAction: String, Sendable, Codable {
    case lowerPriority
    case disableAutoresizingMask
    /// Give the view constraints in Interface Builder, which then stops generating prototypes.
    case replacePrototypeConstraints
    case deleteDuplicate
    case changePriority
    case addConstraint
    /// Change a stack view's properties (a hidden nested stack view's spacing).
    case adjustStackView
    /// Reverse a constraint's relation (`≤` ↔ `≥`); `constraintText` is the constraint as it
    /// then reads.
    case reverseRelation
}

public struct Fix: Sendable {
    public var action: FixAction
    /// The constraint the action changes (nil for view-level actions).
    public var constraintID: String?
    /// The item the action changes (view-level actions, added constraints).
    public var item: String?
    /// The new priority, where the action sets one.
    public var priority: Priority?
    /// Further constraints lowered together with this one (distinct priorities).
    public var alsoLowered: [(constraintID: String, priority: Priority)]
    /// What the layout gives up, in words and points.
    public var consequence: String
    /// Why this fix is preferred (a community rule, the lowest cost).
    public var rationale: String
    /// The constraint to add, in equation notation (for `addConstraint`).
    public var constraintText: String?
    /// Re-solving confirmed: satisfiable, and no more free motions than before.
    public var isVerified: Bool
    /// For an added constraint that is an Interface Builder placeholder ("Remove at build time"):
    /// its IB id. The fix then belongs in the code that replaces the placeholder, not in the file.
    public var replacesPlaceholder: String? = nil
    /// For a view-level action: further views it is taken on together with `item` (the
    /// translation turned off on two sibling views whose masks both fight their constraints).
    public var alsoItems: [String] = []

    /// `item`, then `alsoItems`: every view a view-level action changes.
    public var items: [String] { (item.map { [$0] } ?? []) + alsoItems }
}

public struct RejectedFix: Sendable {
    public var fix: Fix
    public var reason: String
}

public enum AmbiguityKind: String, Sendable, Codable {
    /// Only positions move.
    case position
    /// Only sizes move.
    case size
    /// Positions and sizes move together.
    case positionAndSize
    /// Optional constraints of equal priority trade violation (IB's content-priority ambiguity).
    case priorityTie
}

public struct Ambiguity: Sendable {
    public var axis: Axis
    /// The other axis also moves (a width↔height constraint couples them).
    public var alsoMovesOtherAxis: Bool
    /// Item ids that move.
    public var items: [String]
    public var kind: AmbiguityKind
    public var description: String
    /// How far the motion can go from the solved layout, measured on the first moving quantity.
    public var range: ClosedRangeDescription
    /// Constraint ids of the optional constraints that tie, for priority ties.
    public var tiedConstraints: [String]
    /// One verified change that removes this motion.
    public var suggestion: Fix?
    /// The certificate of the motion: how each unknown (named like the certificate rows,
    /// `item3.x`, `item3.width`) moves per unit along it. Moving the solved frames along it by any
    /// amount within `range` keeps every required constraint satisfied and every optional one's
    /// priority level equally well met.
    public var motionVector: [String: Rational] = [:]
    /// Motions of the same shape (the widths of the views in one row, the leading edges of a
    /// column of labels) form one group, numbered from 1 in report order; `count` is how many
    /// motions the group has. A group of more than one shares `groupDescription` and one
    /// suggestion that removes all of its motions.
    public var group: Int = 1
    public var count: Int = 1
    public var groupDescription: String?
}

/// A range that may be open at either end.
public struct ClosedRangeDescription: Sendable, Hashable {
    public var lower: Rational?
    public var upper: Rational?
    /// What the numbers measure ("Red's leading edge", "Blue's width").
    public var quantity: String
}

public struct AmbiguousItem: Sendable, Hashable {
    public var item: String
    public var axis: Axis
    public var positionIsFree: Bool
    public var sizeIsFree: Bool
}

public enum RedundancyKind: String, Sendable, Codable {
    /// Two constraints say exactly the same thing.
    case duplicate
    /// Consistent only because of the current container size: on another size it conflicts.
    case consistentOnlyAtThisSize
    /// Implied by the others.
    case implied
}

public struct Redundancy: Sendable {
    public var constraintIDs: [String]
    public var kind: RedundancyKind
    public var description: String
}

public struct EngineRecovery: Sendable {
    public var brokenConstraintID: String
    /// True when keeping the broken constraint at priority 1100 makes the rest satisfiable.
    public var resolvesConflict: Bool
    /// The broken constraint is part of a minimal conflict found.
    public var isInAConflict: Bool
    public var description: String
}

public struct ContextExplanation: Sendable {
    public var parameter: String
    public var description: String
}

public struct SolvedFrame: Sendable, Hashable {
    public var x: Rational?
    public var y: Rational?
    public var width: Rational?
    public var height: Rational?
}
