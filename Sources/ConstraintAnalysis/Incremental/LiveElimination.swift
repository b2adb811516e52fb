import ConstraintModel
import LayoutMath

/// The required equalities of a layout eliminated with symbolic right-hand sides, for
/// `LiveLayout`. A wrapper around `EqualityEliminator`, used through its public interface only.
///
/// Equality `r` (the `j`-th eliminated) is added as `a·x − ρ_j = 0` over `variableCount + j`.
/// Each `ρ` is first mentioned by one gauge row (`z = Σ ρ`, defining an extra unknown `z` that
/// nothing else uses), so no `ρ` is ever a *fresh* pivot; and every `ρ` ranks after every layout
/// unknown. A row therefore pivots on the layout unknown the plain elimination would choose, and
/// only a row the plain elimination finds dependent pivots on its own `ρ` (the latest, which
/// ranks first among them): its definition `ρ_r = Σ m_t·ρ_t` is the consistency condition of that
/// circuit (a redundancy while it holds, a conflict when it does not).
struct LiveElimination {
    let eliminator: EqualityEliminator
    /// Reduced forms (over free unknowns and `ρ`s) of every row that is not an eliminated pivot:
    /// inequalities, optional rows, and circuit rows (as `Σ m_t·ρ_t = rhs`). Nil for pivots.
    private(set) var forms: [SparseVector?]
    let circuitRows: Set<Int>
    private let rhsVariables: [Int: Int]
    private let rhsRows: [Int]
    private let firstRHS: Int
    /// Rows (by index) whose form mentions each unknown.
    private var mentions: [[Int32]]
    /// False when the reduced forms would hold more than the budget's terms in all, and were not
    /// all made: then the elimination must not be used.
    let isWithinBudget: Bool

    /// - Parameter base: the problem as a from-scratch solve lowers it; `problem` may add rows
    ///   after its own (constraints inactive when lowered), which are neither ranked nor
    ///   eliminated, only reduced.
    /// - Parameter termBudget: how many terms the reduced forms may hold in all. With symbolic
    ///   right-hand sides a form does not collapse to a constant: on a chain of N views pinned at
    ///   both ends every position depends on every `ρ`, and the forms hold N² terms.
    init(problem: LayoutProblem, base: LayoutProblem, termBudget: Int = .max) {
        let ranks = ReducedSystem.pivotRanks(base)
        var equalities: [Int] = []
        for (index, row) in base.rows.enumerated() where row.priority.isRequired && row.relation == .equal {
            equalities.append(index)
        }
        // The order `ReducedSystem` adds them in: a group's suggested equalities first.
        let suggested = equalities.filter { problem.rows[$0].origin == .suggestion }
        if suggested.count > 1 {
            equalities = suggested + equalities.filter { problem.rows[$0].origin != .suggestion }
        }
        let count = problem.variableCount
        firstRHS = count
        let gauge = count + equalities.count
        eliminator = EqualityEliminator(variableCount: gauge + 1) { variable in
            if variable < count { return ranks[variable] }
            if variable == gauge { return Int.min }
            return Int.max - 1 - (variable - count)
        }
        var rhsVariables: [Int: Int] = [:]
        for (position, row) in equalities.enumerated() { rhsVariables[row] = count + position }
        self.rhsVariables = rhsVariables
        rhsRows = equalities
        if !equalities.isEmpty {
            var gaugeRow: [(Int, Rational)] = [(gauge, 1)]
            for position in equalities.indices { gaugeRow.append((count + position, -1)) }
            _ = eliminator.add(SparseVector(terms: gaugeRow), rhs: 0, tag: -1)
        }
        var circuits: Set<Int> = []
        for (position, index) in equalities.enumerated() {
            var coefficients = problem.rows[index].coefficients
            coefficients.constant = 0
            coefficients.add(SparseVector(terms: [(count + position, 1)]), times: -1)
            if case .pivoted(let variable) = eliminator.add(coefficients, rhs: 0, tag: index), variable >= count {
                circuits.insert(index)
            }
        }
        eliminator.freeze()
        circuitRows = circuits
        var forms = [SparseVector?](repeating: nil, count: problem.rows.count)
        var mentions = [[Int32]](repeating: [], count: gauge + 1)
        var terms = 0
        var isWithinBudget = true
        for (index, row) in problem.rows.enumerated() {
            let form: SparseVector
            if let variable = rhsVariables[index] {
                guard circuits.contains(index) else { continue }
                form = eliminator.expand(SparseVector(terms: [(variable, 1)])).0
            } else {
                var coefficients = row.coefficients
                coefficients.constant = 0
                form = eliminator.expand(coefficients).0
            }
            forms[index] = form
            for term in form.terms { mentions[term.index].append(Int32(index)) }
            terms += form.count
            if terms > termBudget {
                isWithinBudget = false
                break
            }
        }
        self.forms = forms
        self.mentions = mentions
        self.isWithinBudget = isWithinBudget
    }

    /// A row added after the elimination (a suggested pin being verified), as row `forms.count`:
    /// reduced over the free unknowns like any row that is not eliminated. Its unknowns must be
    /// the problem's own.
    mutating func append(_ row: LayoutRow) {
        var coefficients = row.coefficients
        coefficients.constant = 0
        let form = eliminator.expand(coefficients).0
        let index = Int32(forms.count)
        forms.append(form)
        for term in form.terms { mentions[term.index].append(index) }
    }

    /// The `ρ` of an eliminated equality row.
    func rhsVariable(ofRow row: Int) -> Int? { rhsVariables[row] }

    /// The row whose right-hand side `variable` stands for.
    func row(ofRHS variable: Int) -> Int? {
        let position = variable - firstRHS
        return position >= 0 && position < rhsRows.count ? rhsRows[position] : nil
    }

    /// Rows whose reduced form mentions `variable`.
    func rowsMentioning(_ variable: Int) -> [Int] { mentions[variable].map(Int.init) }

    /// How many rows' forms mention `variable`.
    func mentionCount(of variable: Int) -> Int { mentions[variable].count }
}
