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
/// Results are identical to a from-scratch solve: while no row was added or removed they are the
/// same computation on the same components; after a toggle they are used only when the layout's
/// optimum is unique (then every solve finds it), and the layout is rebuilt otherwise. Tests
/// compare the two after every change, on every Corpus system and on random change sequences.
public final class IncrementalLayoutSolver {
    public private(set) var system: ConstraintSystem
    let options: AnalysisOptions
    public let exactness: Exactness
    private var live: LiveLayout?
    private var constraintIndex: [String: Int] = [:]
    private var rowsOfConstraint: [Int: [Int]] = [:]
    private var activeAtBuild: [Bool] = []
    private var movedItems: Set<Int>?
    /// How many times the layout was lowered (the first time included), and how many of those
    /// were because `identical` frames were asked of a layout whose optimum is not unique after
    /// a toggle (for benchmarks and tests).
    public private(set) var rebuildCount = 0
    public private(set) var exactnessRebuildCount = 0

    public init(system: ConstraintSystem, options: AnalysisOptions = AnalysisOptions(), exactness: Exactness = .identical) {
        self.system = system
        self.options = options
        self.exactness = exactness
    }

    /// How closely the incremental frames follow a from-scratch solve.
    public enum Exactness: Sendable {
        /// The very frames a from-scratch solve finds: after a constraint is activated or
        /// deactivated, a layout whose optimum is not unique is lowered again.
        case identical
        /// The same satisfiability, the same optimum (each priority level's least violation) and
        /// the same frame wherever the layout is determined; along a free motion the frame may be
        /// another point of the same optimal face (as Cassowary keeps the previous value). A
        /// constant, priority or activation change never lowers the layout again.
        case sameOptimum
    }

    /// Applies one step (as UIKit runs it) and returns UIKit's objections to it.
    @discardableResult
    public func apply(_ step: ChangeStep, mode: ChangeMode = .runtime) -> [Diagnostic] {
        if live == nil && step.changes.allSatisfy(Self.isRowEdit) {
            // Lowered before the change, so that the change is an edit of its rows (a
            // constraint deactivated by the first step keeps its row for a later activation).
            _ = rebuild()
        }
        // Only the constraints the step names are kept as they were: a copy of the whole system
        // would make the change below copy every constraint.
        var before: [Int: LayoutConstraint] = [:]
        for change in step.changes {
            if let id = change.constraintID, let index = constraintIndex[id], index < system.constraints.count {
                before[index] = system.constraints[index]
            }
        }
        let diagnostics = ChangeApplier.apply(step, to: &system, mode: mode)
        if let live, !edit(live, step: step, before: before) { self.live = nil }
        return diagnostics
    }

    /// The verdict of the current layout: whether the required constraints hold and, when they
    /// do, the frames the priorities choose.
    public func verdict() -> LayoutVerdict {
        let live = current()
        guard live.isSatisfiable else { return LayoutVerdict(isSatisfiable: false, frames: [:]) }
        return LayoutVerdict(isSatisfiable: true, frames: Self.frames(problem: live.problem, values: live.values))
    }

    /// The verdict as a change to the previous one: whether the required constraints hold, and
    /// the new frames of exactly the items that moved since the last call (every item the first
    /// time and after a rebuild). The exact frame of every item is `frame(of:)`.
    public func update() -> LayoutUpdate {
        let live = current()
        movedItems?.formUnion(Self.items(of: live.takeMovedVariables(), in: live.problem))
        // Kept while unsatisfiable: the next satisfiable update reports everything that moved.
        guard live.isSatisfiable else { return LayoutUpdate(isSatisfiable: false, moved: [:]) }
        var frames: [String: SolvedFrame] = [:]
        let items = movedItems.map(Array.init) ?? Array(live.problem.system.items.indices)
        movedItems = []
        for item in items where item < live.problem.system.items.count {
            frames[live.problem.system.items[item].id] = Self.frame(of: item, problem: live.problem, values: live.values)
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

    /// Only whether the required constraints can all hold (what decides a log after a step).
    public func isSatisfiable() -> Bool { current().isSatisfiable }

    /// The solved layout, re-solved where changes reached it, or lowered again.
    private func current() -> LiveLayout {
        if let live {
            live.commit()
            guard needsScratch(live) else { return live }
            // Lowered again from the layout as it is now: the same parameterisation as a
            // from-scratch solve, so the frames it chooses on a non-unique optimum are the same.
            exactnessRebuildCount += 1
        }
        return rebuild()
    }

    /// Its frames may differ from a from-scratch solve's where the optimum is not unique: the
    /// kept layout was parameterised before a toggle. Its satisfiability is exact either way.
    private func needsScratch(_ live: LiveLayout) -> Bool {
        exactness == .identical && !live.isFresh && live.isSatisfiable && !live.isDetermined
    }

    private func rebuild() -> LiveLayout {
        let base = LayoutProblem(system: system, options: options)
        let inactive = inactiveRows(of: base)
        let problem = inactive.isEmpty ? base : base.adding(rows: inactive)
        let live = LiveLayout(problem: problem, base: base)
        constraintIndex = [:]
        for (index, constraint) in system.constraints.enumerated() where constraintIndex[constraint.id] == nil {
            constraintIndex[constraint.id] = index
        }
        activeAtBuild = system.constraints.map { $0.isActive != false }
        rowsOfConstraint = [:]
        for (row, layoutRow) in problem.rows.enumerated() {
            if let index = layoutRow.origin.constraintIndex { rowsOfConstraint[index, default: []].append(row) }
        }
        self.live = live
        movedItems = nil
        rebuildCount += 1
        return live
    }

    /// The rows of the constraints that are inactive, over `base`'s unknowns (a constraint with
    /// an unknown `base` does not have is left out: activating it lowers the layout again).
    private func inactiveRows(of base: LayoutProblem) -> [LayoutRow] {
        let inactive = Set(system.constraints.indices.filter { system.constraints[$0].isActive == false })
        guard !inactive.isEmpty else { return [] }
        var everything = system
        for index in inactive { everything.constraints[index].isActive = true }
        let lowered = LayoutProblem(system: everything, options: options)
        var rows: [Int: [LayoutRow]] = [:]
        var unknown: Set<Int> = []
        for row in lowered.rows {
            guard case .constraint(let index) = row.origin, inactive.contains(index) else { continue }
            var terms: [(Int, Rational)] = []
            for term in row.coefficients.terms {
                guard let variable = base.existingVariable(lowered.key(of: term.index)) else {
                    unknown.insert(index)
                    break
                }
                terms.append((variable, term.coefficient))
            }
            var mapped = row
            mapped.coefficients = SparseVector(terms: terms)
            rows[index, default: []].append(mapped)
        }
        return rows.keys.sorted().filter { !unknown.contains($0) }.flatMap { rows[$0] ?? [] }
    }

    /// Turns a step into edits of rows; false when it changes the layout in a way rows cannot
    /// follow (then the layout is lowered again).
    private func edit(_ live: LiveLayout, step: ChangeStep, before: [Int: LayoutConstraint]) -> Bool {
        var indices: [Int] = []
        for change in step.changes {
            switch change {
            case .activate(let id), .deactivate(let id), .setConstant(let id, _), .setPriority(let id, _):
                guard let index = constraintIndex[id], index < system.constraints.count, system.constraints[index].id == id else { return false }
                indices.append(index)
            default:
                return false
            }
        }
        for index in indices {
            guard let old = before[index] else { return false }
            let new = system.constraints[index]
            guard old != new else { continue }
            guard let rows = rowsOfConstraint[index], !rows.isEmpty else {
                // Not lowered: left out as invalid (no change of these makes it count), or
                // inactive when the layout was lowered (activating it needs a new lowering).
                if index < activeAtBuild.count, activeAtBuild[index] { continue }
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
                guard let delta = constantDelta(old, new, problem: live.problem) else { return false }
                live.setRightHandSide(row, live.rhs[row] + delta)
            }
            if old.priority != new.priority, !live.setPriority(row, new.priority) { return false }
            if (old.isActive != false) != (new.isActive != false) { live.setActive(row, new.isActive != false) }
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

    static func frames(problem: LayoutProblem, values: [Rational]) -> [String: SolvedFrame] {
        var frames: [String: SolvedFrame] = [:]
        for (index, item) in problem.system.items.enumerated() {
            frames[item.id] = frame(of: index, problem: problem, values: values)
        }
        return frames
    }

    static func frame(of item: Int, problem: LayoutProblem, values: [Rational]) -> SolvedFrame {
        func value(_ axis: Axis, _ role: VariableRole) -> Rational? {
            problem.existingVariable(VariableKey(item: item, axis: axis, role: role)).map { values[$0] }
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
