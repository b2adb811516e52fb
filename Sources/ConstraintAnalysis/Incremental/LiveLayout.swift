import ConstraintModel
import LayoutMath

/// A lowered layout kept eliminated and solved across edits of its rows, so that an edit costs
/// what it reaches rather than the whole layout.
///
/// The required equalities are eliminated once, with their right-hand sides kept *symbolic*: row
/// `r` enters the eliminator as `a·x − ρ_r = 0`, where `ρ_r` is an extra unknown that is never
/// chosen as a pivot while a layout unknown can be (`LiveElimination`); every other equality row
/// (inactive, or optional) defines its own `ρ` (`ρ = a·x`). The elimination is canonical
/// (`EqualityEliminator`): its free unknowns are those of a from-scratch elimination of the rows
/// that take part, whatever happened before. So:
/// - a new constant of an eliminated row moves `ρ_r`: the eliminator lifts that move to exactly
///   the unknowns and rows that depend on it (`sparseMotion`), nothing else is visited;
/// - deactivating it, or making it optional, is one pivot exchange: the highest-ranked unknown
///   that depends on `ρ_r` becomes free and `ρ_r` is defined by the row (`takeOut`); activating
///   it, or making it required, pivots the row on the lowest-ranked free unknown of its form
///   (`putIn`). Exactly the forms that mention the exchanged unknowns are expanded again;
/// - any other row (an inequality, an optional row) is kept reduced and only its own right-hand
///   side, priority or presence changes.
/// The rows a change touches mark their components; only those are re-partitioned and re-solved
/// (through the same `ComponentSolver` and `ComponentCache` as a from-scratch solve), with their
/// rows in the order a fresh lowering makes them (`LayoutProblem.loweringOrder`). Every
/// component is then the one a from-scratch solve of the current layout builds, and the results
/// are identical by construction; an unknown a toggle sets free that no row mentions goes to 0,
/// where a from-scratch solve leaves it.
final class LiveLayout {
    /// Owned: `addRow` appends to it (callers hand over a copy, `LayoutProblem.adding(rows:)`).
    let problem: LayoutProblem
    private(set) var elimination: LiveElimination
    /// Current right-hand side, priority and presence of every row of `problem`.
    private(set) var rhs: [Rational]
    private(set) var priority: [Priority]
    private(set) var active: [Bool]
    /// Live rows by the number of live rows mentioning each unknown (to find unconstrained ones).
    private var liveMentions: [Int32]
    private(set) var values: [Rational]
    private var components: [Int: LiveComponent] = [:]
    private var componentOfRow: [Int32]
    private var componentOfColumn: [Int32]
    private var nextComponent = 0
    /// Required rows without free unknowns whose constant check fails.
    private var failedChecks: Set<Int> = []
    private var infeasibleComponents: Set<Int> = []
    private(set) var directionCount = 0
    /// Components with free directions, so that naming the motions visits only those.
    private var componentsWithDirections: Set<Int> = []
    /// Components whose optimal face has exactly one direction (what `CrossComponentBasis`
    /// trades when a part of the layout has many of one shape).
    private(set) var soleDirectionComponentCount = 0
    /// The problem's own cache (content-keyed): a component a from-scratch solve of the same
    /// problem already solved is not solved again (a `PinVerifier` starts from the analysis'
    /// solve, so only the components its pins reach are).
    private var cache: ComponentCache { problem.componentCache }
    private var touched: Set<Int> = []
    private var pendingMotion: [Int: Rational] = [:]
    private(set) var movedVariables: Set<Int> = []
    /// Unknowns a toggle set free since the last commit: one no row mentions goes to 0.
    private var newlyFree: Set<Int> = []
    /// For a log's kept layout (`LayoutProblem.touches`): how many active rows' constraints
    /// make or use each layout unknown when lowered, plus one for those made outside them.
    private var presence: [Int32]

    /// - Parameter base: the problem as a from-scratch solve lowers it; `problem` is `base` with
    ///   the rows of inactive constraints added after its own, inactive (so that activating one
    ///   is an edit, not a new lowering).
    convenience init(problem: LayoutProblem, base: LayoutProblem) {
        self.init(problem: problem, base: base, elimination: LiveElimination(problem: problem, base: base))
    }

    /// A kept layout whose reduced rows hold at most `termBudget` terms in all; nil when they
    /// would hold more (a long chain pinned at both ends), where editing it would cost more than
    /// solving again.
    static func within(termBudget: Int, problem: LayoutProblem, base: LayoutProblem, deadline: AnalysisInstant? = nil) -> LiveLayout? {
        let elimination = LiveElimination(problem: problem, base: base, termBudget: termBudget, deadline: deadline)
        guard elimination.isWithinBudget else { return nil }
        return LiveLayout(problem: problem, base: base, elimination: elimination)
    }

    private init(problem: LayoutProblem, base: LayoutProblem, elimination: LiveElimination) {
        self.problem = problem
        self.elimination = elimination
        rhs = problem.rows.map(\.rhs)
        priority = problem.rows.map(\.priority)
        active = problem.rows.indices.map { $0 < base.rows.count }
        componentOfRow = Array(repeating: -1, count: problem.rows.count)
        presence = Array(repeating: 0, count: problem.variableCount)
        for variable in problem.touchedOutsideConstraints where variable < presence.count { presence[variable] += 1 }
        let total = elimination.eliminator.variableCount
        componentOfColumn = Array(repeating: -1, count: total)
        liveMentions = Array(repeating: 0, count: total)
        values = Array(repeating: 0, count: total)
        for row in problem.rows.indices where active[row] { countPresence(of: row, by: 1) }
        for row in problem.rows.indices where active[row] {
            guard let form = liveForm(of: row) else { continue }
            for term in form.terms { liveMentions[term.index] += 1 }
        }
        partition(Set(problem.rows.indices.filter(isLive)))
        var start: [Int: Rational] = [:]
        for component in components.values where component.isFeasible {
            for (column, value) in zip(component.columns, component.point) { start[column] = value }
        }
        values = elimination.eliminator.values { variable in
            if let value = start[variable] { return value }
            return self.elimination.row(ofRHS: variable).map { self.rhs[$0] } ?? 0
        }
        pendingMotion = [:]
        movedVariables = []
    }

    var isSatisfiable: Bool { failedChecks.isEmpty && infeasibleComponents.isEmpty }

    private func countPresence(of row: Int, by amount: Int32) {
        guard let constraint = problem.rows[row].origin.constraintIndex, let used = problem.touches[constraint] else { return }
        for variable in used where variable < presence.count { presence[variable] += amount }
    }

    /// Whether a lowering of the constraints active now would make layout unknown `variable`
    /// (only known where the problem records touches: a log's).
    func wouldLowerMake(_ variable: Int) -> Bool { variable < presence.count && presence[variable] > 0 }

    /// The optimum is unique: no component has a free direction and no free unknown is left
    /// without a row. Any parameterisation then yields the same point.
    var isDetermined: Bool {
        guard directionCount == 0 else { return false }
        for variable in 0..<liveMentions.count where liveMentions[variable] == 0 && isColumn(variable) {
            return false
        }
        return true
    }

    /// Free unknowns no live row mentions.
    var unconstrainedColumns: [Int] {
        (0..<liveMentions.count).filter { liveMentions[$0] == 0 && isColumn($0) }
    }

    // MARK: Edits

    /// Appends a row the layout did not have (a suggested pin), inactive; returns its index.
    /// Nothing is lowered or eliminated again: the row is reduced over the free unknowns.
    func addRow(_ row: LayoutRow) -> Int {
        let index = problem.rows.count
        problem.appendRow(row)
        elimination.append(row)
        rhs.append(row.rhs)
        priority.append(row.priority)
        active.append(false)
        componentOfRow.append(-1)
        return index
    }

    /// How many free unknowns no live row mentions, counted once (`unconstrainedColumns`). Asked
    /// after every edit, so one pass over dense arrays: which unknowns are basic comes as one
    /// array of flags, not a look-up of each definition.
    var unconstrainedCount: Int {
        let basic = elimination.eliminator.basicFlags
        let layoutUnknowns = problem.variableCount
        var count = 0
        for variable in 0..<liveMentions.count where liveMentions[variable] == 0 && !basic[variable] {
            if variable < layoutUnknowns {
                count += 1
            } else if let row = elimination.row(ofRHS: variable), !active[row] || !priority[row].isRequired {
                count += 1
            }
        }
        return count
    }

    /// Of the free unknowns row `row` (inactive) mentions, those no live row mentions: activating
    /// it constrains them.
    func unmentionedColumns(of row: Int) -> Int {
        guard let form = liveForm(of: row) else { return 0 }
        return form.terms.filter { liveMentions[$0.index] == 0 && isColumn($0.index) }.count
    }

    /// How many rows editing `row` (switching it, or its priority across required) re-solves at
    /// least: the row itself, and for an eliminated equality every row its right-hand side
    /// reaches — which, freed, joins them all in one component.
    func reach(ofEditing row: Int) -> Int {
        guard let variable = elimination.rhsVariable(ofRow: row) else { return 1 }
        return 1 + elimination.mentionCount(of: variable)
    }

    /// Row `row` gets a new right-hand side (a constant changed).
    func setRightHandSide(_ row: Int, _ value: Rational) {
        let old = rhs[row]
        guard old != value else { return }
        rhs[row] = value
        if let variable = elimination.rhsVariable(ofRow: row), !elimination.eliminator.isBasic(variable), priority[row].isRequired {
            // An eliminated row: what depends on it moves with it (only while it takes part).
            guard active[row] else { return }
            // Absolute, not added to: the row holds its ρ at its right-hand side, whatever
            // uncommitted edits moved it before (a kept lowering is edited several times
            // between commits).
            pendingMotion[variable] = value - values[variable]
            touched.formUnion(elimination.rowsMentioning(variable))
        } else {
            touched.insert(row)
        }
    }

    /// Row `row` gets a new priority. An eliminated equality made optional stays eliminated: its
    /// `ρ` becomes a free unknown (the equality then binds nothing, as when it is deactivated)
    /// and the row itself an optional row `ρ = rhs` at its priority — which pulls every unknown
    /// that depends on it exactly as the optional row `a·x = rhs` would. Made required again, the
    /// row fixes its `ρ` again. Always true (kept for callers that fall back when it is not).
    @discardableResult
    func setPriority(_ row: Int, _ value: Priority) -> Bool {
        guard priority[row] != value else { return true }
        let crosses = priority[row].isRequired != value.isRequired
        if crosses && active[row] && elimination.rhsVariable(ofRow: row) != nil {
            let wasActive = active[row]
            // As a deactivation and an activation: which rows hold their ρ fixed changes.
            setActive(row, false)
            priority[row] = value
            setActive(row, wasActive)
            return true
        }
        priority[row] = value
        touched.insert(row)
        return true
    }

    /// The row over free unknowns and `ρ`s while it takes part (nil: an eliminated equality,
    /// which the elimination itself holds).
    private func liveForm(of row: Int) -> SparseVector? { elimination.forms[row] }

    /// Whether row `row` holds its `ρ` fixed: an equality that takes part and is required.
    private func holdsRHS(_ row: Int) -> Bool { active[row] && priority[row].isRequired }

    /// Row `row` is activated or deactivated. A required equality is one pivot exchange of the
    /// elimination (`LiveElimination.takeOut`, `putIn`); the rows whose forms it changes are
    /// re-solved, and an unknown it sets free that no row mentions goes to 0, as a fresh
    /// elimination leaves it.
    func setActive(_ row: Int, _ value: Bool) {
        guard active[row] != value else { return }
        touched.insert(row)
        countPresence(of: row, by: value ? 1 : -1)
        if priority[row].isRequired, let variable = elimination.rhsVariable(ofRow: row) {
            // An exchange changes which unknowns are free, and a pending motion is a motion of
            // free unknowns: one pending on the unknown an exchange makes basic (this row's ρ,
            // after an edit of its constant) would be lifted at the commit as if it were still
            // free, against its new definition. So the pending motions are applied first; only
            // the values move (what is touched is kept for the commit, which re-solves it).
            applyPendingMotion()
            let isPivot = !elimination.eliminator.isBasic(variable)
            if !value, isPivot, let (freed, changed) = elimination.takeOut(row: row, holdsRHS: holdsRHS) {
                // Its pivot's form counted nothing (the elimination holds the row).
                active[row] = false
                apply(changed, except: row)
                if let partner = elimination.row(ofRHS: freed) {
                    // A redundant partner now holds its ρ itself: at its own right-hand side.
                    pendingMotion[freed] = rhs[partner] - values[freed]
                } else {
                    newlyFree.insert(freed)
                }
                return
            }
            if value, !isPivot {
                active[row] = true
                if let (_, changed) = elimination.putIn(row: row) {
                    // Its old form was not counted (inactive).
                    apply(changed, except: row)
                    if !elimination.eliminator.isBasic(variable) { pendingMotion[variable] = rhs[row] - values[variable] }
                    return
                }
                active[row] = false
            }
        }
        if let form = liveForm(of: row) {
            for term in form.terms { liveMentions[term.index] += value ? 1 : -1 }
        }
        active[row] = value
        if value, let variable = elimination.rhsVariable(ofRow: row), priority[row].isRequired, !elimination.eliminator.isBasic(variable) {
            pendingMotion[variable] = rhs[row] - values[variable]
        }
    }

    /// Follows forms the elimination changed: live rows count their unknowns again and are
    /// re-solved. `except` is the toggled row, whose old form was not counted.
    private func apply(_ changed: [(row: Int, old: SparseVector?)], except: Int) {
        for (changedRow, old) in changed {
            touched.insert(changedRow)
            guard active[changedRow] || changedRow == except else { continue }
            if changedRow != except, let old { for term in old.terms { liveMentions[term.index] -= 1 } }
            if active[changedRow], let form = liveForm(of: changedRow) { for term in form.terms { liveMentions[term.index] += 1 } }
        }
    }

    /// Re-partitions and re-solves what the edits since the last commit reached, and moves every
    /// unknown that depends on them. Returns the unknowns this call moved (a toggle since the last
    /// commit may have moved some already: `movedVariables` has them all).
    @discardableResult
    func commit() -> [Int: Rational] {
        guard !touched.isEmpty || !pendingMotion.isEmpty || !newlyFree.isEmpty else { return [:] }
        // A touched row brings its old component, and a row that is live now the components
        // of its free unknowns: all of them are split again from their rows.
        var region: Set<Int> = []
        var reached: Set<Int> = []
        for row in touched {
            failedChecks.remove(row)
            region.insert(row)
            if componentOfRow[row] >= 0 { reached.insert(Int(componentOfRow[row])) }
            guard isLive(row), let form = liveForm(of: row) else { continue }
            for term in form.terms where componentOfColumn[term.index] >= 0 && isColumn(term.index) {
                reached.insert(Int(componentOfColumn[term.index]))
            }
        }
        var released: [Int] = []
        for id in reached {
            guard let component = components.removeValue(forKey: id) else { continue }
            released += component.columns
            infeasibleComponents.remove(id)
            directionCount -= component.directionCount
            componentsWithDirections.remove(id)
            if component.directionCount == 1 { soleDirectionComponentCount -= 1 }
            for member in component.rows {
                componentOfRow[member] = -1
                failedChecks.remove(member)
                region.insert(member)
            }
            for column in component.columns where componentOfColumn[column] == Int32(id) { componentOfColumn[column] = -1 }
        }
        touched = []
        partition(Set(region.filter(isLive)))
        for column in newlyFree where componentOfColumn[column] < 0 && isColumn(column) && !values[column].isZero {
            // Set free by a toggle and mentioned by no row: at 0, where a fresh elimination of
            // the new set of rows leaves it.
            pendingMotion[column] = -values[column]
        }
        newlyFree = []
        for column in released where column < problem.variableCount && componentOfColumn[column] < 0 && isColumn(column) && !values[column].isZero {
            // No row mentions it any more: at 0, where a from-scratch solve leaves such an
            // unknown (so that undoing the edit that freed it gives the fresh layout back).
            pendingMotion[column] = -values[column]
        }
        let motion = elimination.eliminator.sparseMotion(of: pendingMotion)
        pendingMotion = [:]
        for (variable, amount) in motion {
            values[variable] += amount
            movedVariables.insert(variable)
        }
        return motion
    }

    /// Moves every unknown by the motions pending on free unknowns (and what depends on them),
    /// so that the values agree with the elimination as it stands. Unlike `commit`, nothing is
    /// re-partitioned or re-solved and nothing touched is forgotten: an edit in the middle of a
    /// step must not settle the rows the step has yet to change (a row toggled after this keeps
    /// its own touch, and the commit re-solves everything together).
    private func applyPendingMotion() {
        guard !pendingMotion.isEmpty else { return }
        let motion = elimination.eliminator.sparseMotion(of: pendingMotion)
        pendingMotion = [:]
        for (variable, amount) in motion {
            values[variable] += amount
            movedVariables.insert(variable)
        }
    }

    func takeMovedVariables() -> Set<Int> {
        defer { movedVariables = [] }
        return movedVariables
    }

    /// The free unknowns each free motion moves: every free direction of a component's optimal
    /// face, then every free unknown no live row mentions (a motion of its own). At most `limit`
    /// motions; the directions cost what their components hold, the unmentioned ones one pass
    /// over dense arrays (as `unconstrainedCount`).
    func freeMotionColumns(limit: Int) -> [[Int]] {
        var motions: [[Int]] = []
        for id in componentsWithDirections.sorted() {
            guard let component = components[id] else { continue }
            for columns in component.directionColumns {
                if motions.count >= limit { return motions }
                motions.append(columns)
            }
        }
        let basic = elimination.eliminator.basicFlags
        for variable in 0..<liveMentions.count where liveMentions[variable] == 0 && !basic[variable] {
            if motions.count >= limit { break }
            if isColumn(variable) { motions.append([variable]) }
        }
        return motions
    }

    // MARK: Why it is unsatisfiable

    /// Rows of `problem` that cannot all hold, or nil while the layout is satisfiable: the
    /// smallest failing part — a required row left without free unknowns whose check fails, or
    /// the rows an infeasible component's Farkas multipliers use — with every eliminated
    /// equality whose fixed `ρ` their forms mention. A form is its row minus multiples of those
    /// equalities (`a·x − ρ = 0`), so the lifted rows add up to the same contradiction. Costs
    /// what the failing part mentions, not the layout.
    func refusalCandidates() -> [Int]? {
        guard !isSatisfiable else { return nil }
        var smallest: Set<Int>?
        func consider(_ rows: [Int]) {
            var lifted = Set(rows)
            for row in rows {
                guard let form = liveForm(of: row) else { continue }
                for term in form.terms where !isColumn(term.index) {
                    if let fixed = elimination.row(ofRHS: term.index) { lifted.insert(fixed) }
                }
            }
            if lifted.count < smallest?.count ?? Int.max { smallest = lifted }
        }
        for row in failedChecks.sorted() { consider([row]) }
        for id in infeasibleComponents.sorted() {
            guard let component = components[id] else { continue }
            consider(component.certificate.filter { !$0.value.isZero }.keys.sorted())
        }
        return smallest?.sorted()
    }

    /// Row `row` as it stands now: its current right-hand side and priority.
    func currentRow(_ row: Int) -> LayoutRow {
        var current = problem.rows[row]
        if row < rhs.count { current.rhs = rhs[row] }
        if row < priority.count { current.priority = priority[row] }
        return current
    }

    // MARK: Rows and components

    private func isLive(_ row: Int) -> Bool { active[row] && liveForm(of: row) != nil }

    /// A free unknown of the reduced problem: a layout unknown no equality defines, or the `ρ`
    /// of an eliminated row that is not active or not required.
    private func isColumn(_ variable: Int) -> Bool {
        guard !elimination.eliminator.isBasic(variable) else { return false }
        if variable < problem.variableCount { return true }
        guard let row = elimination.row(ofRHS: variable) else { return false }
        return !active[row] || !priority[row].isRequired
    }

    /// The row over the free unknowns: fixed `ρ`s moved to the right-hand side.
    private func reducedRow(_ row: Int) -> ReducedRow {
        let form = liveForm(of: row) ?? SparseVector()
        var right = rhs[row] - form.constant
        var terms: [(Int, Rational)] = []
        for term in form.terms {
            if isColumn(term.index) {
                terms.append((term.index, term.coefficient))
            } else if let fixed = elimination.row(ofRHS: term.index) {
                right -= term.coefficient * rhs[fixed]
            }
        }
        let relation = elimination.circuitRows.contains(row) ? RowRelation.equal : problem.rows[row].relation
        let isRequired = priority[row].isRequired
        return ReducedRow(row: row, coefficients: SparseVector(terms: terms), relation: relation, rhs: right, priority: isRequired ? .required : priority[row])
    }

    /// Splits live rows into components sharing free unknowns (rows in the order a fresh
    /// lowering of the current constraints makes them, unknowns sorted, as a from-scratch solve
    /// orders them) and solves each.
    private func partition(_ rows: Set<Int>) {
        var reduced: [Int: ReducedRow] = [:]
        var index: [Int: Int] = [:]
        var columns: [Int] = []
        let ordered = rows.sorted { (problem.loweringOrder(ofRow: $0), $0) < (problem.loweringOrder(ofRow: $1), $1) }
        for row in ordered {
            let lowered = reducedRow(row)
            reduced[row] = lowered
            for term in lowered.coefficients.terms where index[term.index] == nil {
                index[term.index] = columns.count
                columns.append(term.index)
            }
        }
        var sets = DisjointSets(count: columns.count)
        for lowered in reduced.values {
            let terms = lowered.coefficients.terms
            guard let first = terms.first else { continue }
            for term in terms.dropFirst() { sets.union(index[first.index] ?? 0, index[term.index] ?? 0) }
        }
        var groups: [Int: (columns: [Int], rows: [Int])] = [:]
        for column in columns { groups[sets.find(index[column] ?? 0), default: ([], [])].columns.append(column) }
        for row in ordered {
            guard let lowered = reduced[row] else { continue }
            guard let first = lowered.coefficients.terms.first else {
                if lowered.priority.isRequired && !Self.holds(lowered) { failedChecks.insert(row) }
                continue
            }
            groups[sets.find(index[first.index] ?? 0), default: ([], [])].rows.append(row)
        }
        for group in groups.values where !group.rows.isEmpty {
            let id = nextComponent
            nextComponent += 1
            var component = LiveComponent(columns: group.columns.sorted(), rows: group.rows)
            let lowered = group.rows.compactMap { reduced[$0] }
            component.solve(
                required: lowered.filter { $0.priority.isRequired }, optional: lowered.filter { !$0.priority.isRequired }, cache: cache)
            for row in group.rows { componentOfRow[row] = Int32(id) }
            for column in group.columns { componentOfColumn[column] = Int32(id) }
            directionCount += component.directionCount
            if component.directionCount > 0 { componentsWithDirections.insert(id) }
            if component.directionCount == 1 { soleDirectionComponentCount += 1 }
            if component.isFeasible {
                for (column, value) in zip(component.columns, component.point) {
                    // Where the component puts it, whatever uncommitted motion it had.
                    let motion = value - values[column]
                    pendingMotion[column] = motion.isZero ? nil : motion
                }
            } else {
                infeasibleComponents.insert(id)
            }
            components[id] = component
        }
    }

    /// Whether `0 REL rhs` holds (a row left without free unknowns).
    private static func holds(_ row: ReducedRow) -> Bool {
        switch row.relation {
        case .equal: return row.rhs.isZero
        case .lessOrEqual: return row.rhs.signum >= 0
        case .greaterOrEqual: return row.rhs.signum <= 0
        }
    }
}
