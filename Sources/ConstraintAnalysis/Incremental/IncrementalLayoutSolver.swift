import ConstraintModel
import LayoutMath

/// A layout kept solved across changes: each step is applied (with UIKit's rules) and only what
/// it reaches is re-solved.
///
/// The layout is lowered and its required equalities eliminated once (`LiveLayout`); a change of
/// a constraint's constant, priority or activation is an edit of its row there, which moves only
/// the unknowns and re-solves only the components that depend on it. Other changes (a new or
/// replaced constraint, views added, removed, hidden or resized) lower the layout again.
///
/// Results are identical to a from-scratch solve, by construction: the elimination is
/// canonical (`EqualityEliminator`: which unknowns stay free depends only on the set of rows
/// that take part, and unknowns are numbered and ranked counting inactive constraints), so a
/// toggle of a required equality is one pivot exchange that leaves free exactly what a fresh
/// elimination of the new set of rows leaves free; every other row keeps the reduced form a
/// fresh solve gives it, and components take their rows in the order a fresh lowering makes
/// them. Tests compare the two after every change, on every Corpus system and on random change
/// sequences, and check that toggles no longer lower the layout again.
///
/// Only a layout with many one-direction components of one shape takes its `identical` frames
/// from a from-scratch solve (`CrossComponentBasis` moves those points; a kept layout does not),
/// and a change to what the lowering itself adds (a root's own constraints, a frameless root's
/// host size) lowers the layout again.
public final class IncrementalLayoutSolver {
    public private(set) var system: ConstraintSystem
    let options: AnalysisOptions
    public let exactness: Exactness
    /// The layout being kept solved.
    private(set) var layout: KeptLayout?
    private var movedItems: Set<Int>?
    /// How many times the layout was lowered (the first time included), for benchmarks and tests.
    public private(set) var rebuildCount = 0
    /// The last step applied and the changes that undo it (nil when it changed more than
    /// constants, priorities and activations): what `explainRefusal()` names and offers to undo.
    var lastStep: (step: ChangeStep, undo: [LayoutChange]?)?

    public init(system: ConstraintSystem, options: AnalysisOptions = AnalysisOptions(), exactness: Exactness = .identical) {
        self.system = system
        self.options = options
        self.exactness = exactness
    }

    /// How closely the incremental frames follow a from-scratch solve.
    public enum Exactness: Sendable {
        /// The very frames a from-scratch solve finds.
        case identical
        /// The same satisfiability, the same optimum (each priority level's least violation) and
        /// the same frame wherever the layout is determined. The kept layout's frames are a
        /// from-scratch solve's in this mode too; only a layout with many one-direction
        /// components of one shape, where a from-scratch solve moves the points inside their
        /// ranges, keeps its own point here instead of solving from scratch.
        case sameOptimum
    }

    /// Applies one step (as UIKit runs it) and returns UIKit's objections to it.
    @discardableResult
    public func apply(_ step: ChangeStep, mode: ChangeMode = .runtime) -> [Diagnostic] {
        if layout == nil && step.changes.allSatisfy(Self.isRowEdit) {
            // Lowered before the change, so that the change is an edit of its rows (a
            // constraint deactivated by the first step keeps its row for a later activation).
            _ = rebuild()
        }
        // Only the constraints the step names are kept as they were: a copy of the whole system
        // would make the change below copy every constraint.
        var before: [Int: LayoutConstraint] = [:]
        for change in step.changes {
            if let id = change.constraintID, let index = layout?.constraintIndex[id], index < system.constraints.count {
                before[index] = system.constraints[index]
            }
        }
        let diagnostics = ChangeApplier.apply(step, to: &system, mode: mode)
        lastStep = (step, Self.undoing(step, before: before))
        guard let layout else { return diagnostics }
        if !edit(layout, indices: Self.constraintIndices(of: step, in: layout, system: system), before: before) {
            // Lowered again at the next verdict.
            self.layout = nil
        }
        return diagnostics
    }

    /// The verdict of the current layout: whether the required constraints hold and, when they
    /// do, the frames the priorities choose.
    public func verdict() -> LayoutVerdict {
        let live = current()
        guard live.isSatisfiable else { return LayoutVerdict(isSatisfiable: false, frames: [:]) }
        if tradesDirections(live) { return Self.verdictFromScratch(system, options: options) }
        return LayoutVerdict(isSatisfiable: true, frames: Self.frames(problem: live.problem, values: live.values, isPresent: isPresent(in: live)))
    }

    /// The verdict as a change to the previous one: whether the required constraints hold, and
    /// the new frames of exactly the items that moved since the last call (every item the first
    /// time and after a rebuild). The exact frame of every item is `frame(of:)`.
    public func update() -> LayoutUpdate {
        let live = current()
        movedItems?.formUnion(Self.items(of: live.takeMovedVariables(), in: live.problem))
        // Kept while unsatisfiable: the next satisfiable update reports everything that moved.
        guard live.isSatisfiable else { return LayoutUpdate(isSatisfiable: false, moved: [:]) }
        if tradesDirections(live) {
            // Every frame, from scratch; the next update reports every frame again.
            movedItems = nil
            return LayoutUpdate(isSatisfiable: true, moved: Self.verdictFromScratch(system, options: options).frames)
        }
        var frames: [String: SolvedFrame] = [:]
        let items = movedItems.map(Array.init) ?? Array(live.problem.system.items.indices)
        movedItems = []
        for item in items where item < live.problem.system.items.count {
            frames[live.problem.system.items[item].id] = Self.frame(
                of: item, problem: live.problem, values: live.values, isPresent: isPresent(in: live))
        }
        return LayoutUpdate(isSatisfiable: true, moved: frames)
    }

    /// Free directions of the kept layout's optimal face, and its free unknowns no row mentions
    /// (both zero: the layout is determined).
    public func freedom() -> (directions: Int, unconstrained: [String]) {
        let live = current()
        return (live.directionCount, live.unconstrainedColumns.map { variable in
            variable < live.problem.variableCount ? "\(live.problem.key(of: variable))" : "rhs of row \(live.elimination.row(ofRHS: variable) ?? -1)"
        })
    }

    /// How many independent free motions the solved layout has (its degrees of freedom over both
    /// axes; 0: determined): the free directions of every component's optimal face and the free
    /// unknowns no row mentions — what a from-scratch solve lists as its motions, counted without
    /// naming them. Meaningful while the layout is satisfiable.
    public func freeMotionCount() -> Int {
        let live = current()
        return live.directionCount + live.unconstrainedCount
    }

    /// Only whether the required constraints can all hold (what decides a log after a step).
    public func isSatisfiable() -> Bool { current().isSatisfiable }

    /// The solved layout, re-solved where changes reached it, or lowered again.
    func current() -> LiveLayout {
        if let layout {
            layout.live.commit()
            return layout.live
        }
        return rebuild()
    }

    /// A from-scratch solve moves the points of many one-direction components of one shape
    /// inside their ranges, to trade their directions pairwise (`CrossComponentBasis`); a kept
    /// layout does not, so then `identical` frames are taken from a from-scratch solve. Counted
    /// over all shapes and parts, so it may also send layouts the trade leaves alone.
    private func tradesDirections(_ live: LiveLayout) -> Bool {
        exactness == .identical && live.soleDirectionComponentCount > CrossComponentBasis.minimumCount
    }

    private func rebuild() -> LiveLayout {
        let base = LayoutProblem(system: system, options: options, recordsTouches: !system.isComplete)
        // A constraint inactive now keeps its row, inactive, so that activating it is an edit.
        let problem = base.inactiveRows.isEmpty ? base : base.adding(rows: base.inactiveRows)
        let live = LiveLayout(problem: problem, base: base)
        var constraintIndex: [String: Int] = [:]
        for (index, constraint) in system.constraints.enumerated() where constraintIndex[constraint.id] == nil {
            constraintIndex[constraint.id] = index
        }
        var rowsOfConstraint: [Int: [Int]] = [:]
        for (row, layoutRow) in problem.rows.enumerated() {
            if let index = layoutRow.origin.constraintIndex { rowsOfConstraint[index, default: []].append(row) }
        }
        let kept = KeptLayout(
            live: live, constraintIndex: constraintIndex, rowsOfConstraint: rowsOfConstraint,
            activeAtBuild: system.constraints.map { $0.isActive != false },
            rootIDs: Set(system.items.filter(\.isRoot).map(\.id)), hostSizesArePinned: Self.hostSizesArePinned(base))
        layout = kept
        movedItems = nil
        rebuildCount += 1
        return live
    }

    /// The constraints a step of row edits names, by index; nil entries make `edit` refuse it.
    private static func constraintIndices(of step: ChangeStep, in layout: KeptLayout, system: ConstraintSystem) -> [Int]? {
        var indices: [Int] = []
        for change in step.changes {
            switch change {
            case .activate(let id), .deactivate(let id), .setConstant(let id, _), .setPriority(let id, _):
                guard let index = layout.constraintIndex[id], index < system.constraints.count, system.constraints[index].id == id else { return nil }
                indices.append(index)
            default:
                return nil
            }
        }
        return indices
    }

    /// Turns changed constraints (`before`: as they were) into edits of a lowering's rows; false
    /// when the layout changed in a way rows cannot follow (then it is lowered again).
    private func edit(_ layout: KeptLayout, indices: [Int]?, before: [Int: LayoutConstraint]) -> Bool {
        guard let indices else { return false }
        let live = layout.live
        var seen: Set<Int> = []
        // Each constraint once: `before` is what it was before the whole step, so its edit
        // (a constant moved by new − old) already sums every change the step made to it.
        for index in indices where seen.insert(index).inserted {
            guard let old = before[index], index < system.constraints.count else { return false }
            let new = system.constraints[index]
            guard old != new else { continue }
            let toggles = (old.isActive != false) != (new.isActive != false)
            if toggles || old.priority.isRequired != new.priority.isRequired, !layout.implicitRowsStay(whenChanging: new) { return false }
            guard let rows = layout.rowsOfConstraint[index], !rows.isEmpty else {
                // Not lowered: left out as invalid (no change of these makes it count), or
                // inactive when the layout was lowered (activating it needs a new lowering).
                if index < layout.activeAtBuild.count, layout.activeAtBuild[index] { continue }
                if new.isActive == false { continue }
                return false
            }
            var unchanged = old
            unchanged.constant = new.constant
            unchanged.priority = new.priority
            unchanged.isActive = new.isActive
            // Only one row, lowered as written: anything else is lowered again.
            guard unchanged == new, rows.count == 1,
                live.problem.rows[rows[0]].origin == .constraint(index)
            else { return false }
            let row = rows[0]
            if old.constant != new.constant {
                // Whether a frameless root's size is left to its host depends on the required
                // rows' constants too (two inequalities that meet, or a conflict that hides the
                // range), so a required constant edit there is lowered again.
                guard layout.hostSizesArePinned || !new.priority.isRequired else { return false }
                guard let delta = constantDelta(old, new, problem: live.problem) else { return false }
                live.setRightHandSide(row, live.rhs[row] + delta)
            }
            if old.priority != new.priority, !live.setPriority(row, new.priority) { return false }
            if toggles { live.setActive(row, new.isActive != false) }
        }
        return true
    }

    /// Whether every frameless root of a complete layout has its size pinned by a required
    /// constraint on that size alone: otherwise the size its host gives it is assumed only
    /// while the rest of the layout leaves it open (`addHostSizes`), which any toggle, and any
    /// required constant edit, can change.
    private static func hostSizesArePinned(_ base: LayoutProblem) -> Bool {
        guard base.system.isComplete else { return true }
        for (item, layoutItem) in base.system.items.enumerated() where layoutItem.isRoot && layoutItem.frame == nil {
            for axis in Axis.allCases {
                guard let size = base.existingVariable(VariableKey(item: item, axis: axis, role: .size)) else { continue }
                let pinned = base.rows.contains { row in
                    guard case .constraint = row.origin, row.priority == .required, row.relation == .equal else { return false }
                    return row.coefficients.terms.count == 1 && row.coefficients.terms[0].index == size
                }
                if !pinned { return false }
            }
        }
        return true
    }

    private static func isRowEdit(_ change: LayoutChange) -> Bool {
        switch change {
        case .activate, .deactivate, .setConstant, .setPriority: return true
        default: return false
        }
    }

    /// How much a constraint's row moves when its constant changes: the constant is its
    /// right-hand side's only term when the constraint is a plain `a = m·b + c`.
    private func constantDelta(_ old: LayoutConstraint, _ new: LayoutConstraint, problem: LayoutProblem) -> Rational? {
        guard old.expression == nil, old.contentSize == nil, !old.constantIsSystemSpacing, old.constantSymbol == nil,
            let before = old.constant, let after = new.constant
        else { return nil }
        return problem.number(after, constraintID: new.id) - problem.number(before, constraintID: old.id)
    }

    /// The same verdict from scratch, with nothing kept: what the incremental one must equal.
    public static func verdictFromScratch(_ system: ConstraintSystem, options: AnalysisOptions = AnalysisOptions()) -> LayoutVerdict {
        let problem = LayoutProblem(system: system, options: options)
        let result = LayoutSolver.solve(problem, full: true)
        guard result.isFeasible else { return LayoutVerdict(isSatisfiable: false, frames: [:]) }
        return LayoutVerdict(isSatisfiable: true, frames: frames(problem: problem, values: result.values))
    }

    /// Which unknowns a lowering of the current constraints would have: all of the kept
    /// layout's, except, in a log (which lowers only what its constraints mention), those only
    /// inactive constraints mention now.
    private func isPresent(in live: LiveLayout) -> (Int) -> Bool {
        guard !system.isComplete else { return { _ in true } }
        return { live.wouldLowerMake($0) }
    }

    static func frames(problem: LayoutProblem, values: [Rational], isPresent: (Int) -> Bool = { _ in true }) -> [String: SolvedFrame] {
        var frames: [String: SolvedFrame] = [:]
        // Sized once: growing it rehashes every item id at each doubling (2 % of a
        // 100,000-view analysis).
        frames.reserveCapacity(problem.system.items.count)
        // Items read in place: a copy of each retains and releases all of its strings.
        problem.system.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                frames[items[index].id] = frame(of: index, problem: problem, values: values, isPresent: isPresent)
            }
        }
        return frames
    }

    static func frame(of item: Int, problem: LayoutProblem, values: [Rational], isPresent: (Int) -> Bool = { _ in true }) -> SolvedFrame {
        func value(_ axis: Axis, _ role: VariableRole) -> Rational? {
            problem.existingVariable(VariableKey(item: item, axis: axis, role: role)).flatMap { isPresent($0) ? values[$0] : nil }
        }
        return SolvedFrame(
            x: value(.horizontal, .position), y: value(.vertical, .position), width: value(.horizontal, .size),
            height: value(.vertical, .size))
    }

    private static func items(of variables: Set<Int>, in problem: LayoutProblem) -> Set<Int> {
        var items: Set<Int> = []
        for variable in variables where variable < problem.variableCount {
            let key = problem.key(of: variable)
            if let item = key.item, key.role == .position || key.role == .size { items.insert(item) }
        }
        return items
    }
}

/// Whether a layout's required constraints hold, and its solved frames when they do.
public struct LayoutVerdict: Sendable, Hashable {
    public var isSatisfiable: Bool
    public var frames: [String: SolvedFrame]
}

/// A verdict as the change from the previous one: the frames of the items that moved.
public struct LayoutUpdate: Sendable, Hashable {
    public var isSatisfiable: Bool
    public var moved: [String: SolvedFrame]
}

/// One lowering of the layout and what maps its constraints to its rows.
final class KeptLayout {
    let live: LiveLayout
    let constraintIndex: [String: Int]
    let rowsOfConstraint: [Int: [Int]]
    let activeAtBuild: [Bool]
    /// Roots, and whether their sizes are pinned (`hostSizesArePinned`): the rows a lowering
    /// adds for roots depend on the constraints that take part.
    let rootIDs: Set<String>
    let hostSizesArePinned: Bool

    init(
        live: LiveLayout, constraintIndex: [String: Int], rowsOfConstraint: [Int: [Int]], activeAtBuild: [Bool],
        rootIDs: Set<String>, hostSizesArePinned: Bool
    ) {
        self.live = live
        self.constraintIndex = constraintIndex
        self.rowsOfConstraint = rowsOfConstraint
        self.activeAtBuild = activeAtBuild
        self.rootIDs = rootIDs
        self.hostSizesArePinned = hostSizesArePinned
    }

    /// Whether the rows a lowering adds by itself stay the same when `constraint` starts or
    /// stops taking part, or crosses between required and optional: a root is placed at 0
    /// unless a constraint on the root alone places it, and given its host's size unless a
    /// constraint on that size alone pins it (so such a change is lowered again).
    func implicitRowsStay(whenChanging constraint: LayoutConstraint) -> Bool {
        let items = constraint.itemIDs
        return hostSizesArePinned && !(!items.isEmpty && items.allSatisfy { rootIDs.contains($0) })
    }
}
