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
///
/// Every other equality row (inactive, or optional) gets a `ρ` too, defined by the row
/// (`ρ = a·x`): it stands for the row's value. The elimination is canonical
/// (`EqualityEliminator`), so a toggle is one pivot exchange (`takeOut`, `putIn`): a fresh
/// elimination of the new set of rows leaves free exactly the unknowns the exchange leaves free.
struct LiveElimination {
    let eliminator: EqualityEliminator
    /// Reduced forms (over free unknowns and `ρ`s) of every row that is not an eliminated pivot:
    /// inequalities, optional rows, and circuit rows (as `Σ m_t·ρ_t = rhs`). Nil for pivots.
    private(set) var forms: [SparseVector?]
    let circuitRows: Set<Int>
    private let rhsVariables: [Int: Int]
    private let rhsRows: [Int]
    private let firstRHS: Int
    private let gauge: Int
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
    /// - Parameter deadline: when the elimination is still running then, it stops and is not
    ///   within budget either (the caller solves instead): with symbolic right-hand sides a
    ///   layout pinned on every side (a grid) can take far longer to eliminate than to solve.
    init(problem: LayoutProblem, base: LayoutProblem, termBudget: Int = .max, deadline: AnalysisInstant? = nil) {
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
        // The other equality rows, after the eliminated ones: their ρ is defined by the row.
        let eliminated = Set(equalities)
        let others = problem.rows.indices.filter { problem.rows[$0].relation == .equal && !eliminated.contains($0) }
        let gauge = count + equalities.count + others.count
        self.gauge = gauge
        eliminator = EqualityEliminator(variableCount: gauge + 1) { variable in
            if variable < count { return ranks[variable] }
            if variable == gauge { return Int.min }
            return Int.max - 1 - (variable - count)
        }
        var rhsVariables: [Int: Int] = [:]
        for (position, row) in (equalities + others).enumerated() { rhsVariables[row] = count + position }
        self.rhsVariables = rhsVariables
        rhsRows = equalities + others
        if !equalities.isEmpty {
            var gaugeRow: [(Int, Rational)] = [(gauge, 1)]
            for position in equalities.indices { gaugeRow.append((count + position, -1)) }
            _ = eliminator.add(SparseVector(terms: gaugeRow), rhs: 0, tag: -1)
        }
        var circuits: Set<Int> = []
        var isWithinBudget = true
        for (position, index) in equalities.enumerated() {
            // The clock is read every few hundred rows: reading it costs more than a short row.
            if let deadline, position % 256 == 255, AnalysisInstant.now > deadline {
                isWithinBudget = false
                break
            }
            var coefficients = problem.rows[index].coefficients
            coefficients.constant = 0
            coefficients.add(SparseVector(terms: [(count + position, 1)]), times: -1)
            if case .pivoted(let variable) = eliminator.add(coefficients, rhs: 0, tag: index), variable >= count {
                circuits.insert(index)
            }
        }
        for index in others where isWithinBudget {
            guard let variable = rhsVariables[index] else { continue }
            var coefficients = problem.rows[index].coefficients
            coefficients.constant = 0
            coefficients.add(SparseVector(terms: [(variable, 1)]), times: -1)
            eliminator.define(variable, byRow: coefficients, tag: index)
        }
        if isWithinBudget { eliminator.freeze() }
        circuitRows = circuits
        var forms = [SparseVector?](repeating: nil, count: problem.rows.count)
        var mentions = [[Int32]](repeating: [], count: gauge + 1)
        var terms = 0
        for (index, row) in problem.rows.enumerated() where isWithinBudget {
            let form: SparseVector
            if let variable = rhsVariables[index] {
                guard eliminator.isBasic(variable) else { continue }
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

    // MARK: Pivot exchanges

    /// Equality `row` stops holding its `ρ` fixed (deactivated, or made optional): the basic
    /// unknown a fresh elimination without it leaves free becomes free, and `ρ` is defined by the
    /// row instead (one exchange). That unknown is the highest-ranked one whose expansion
    /// depends on `ρ`: dropping it from the minimum-rank basis leaves the minimum-rank basis of
    /// the other rows. A circuit's `ρ` (an active row the others imply) ranks above every layout
    /// unknown, so a row with a redundant partner hands the pivot to that partner and no layout
    /// unknown moves. `holdsRHS` says which rows keep their `ρ` fixed (active and required).
    /// Returns the unknown set free, and the rows whose forms changed, with their old forms.
    mutating func takeOut(row: Int, holdsRHS: (Int) -> Bool) -> (freed: Int, changed: [(row: Int, old: SparseVector?)])? {
        guard let rho = rhsVariables[row], !eliminator.isBasic(rho) else { return nil }
        var best: Int?
        var bestRank = Int.min
        for (variable, rate) in eliminator.sparseMotion(of: [rho: 1]) where variable != rho && variable != gauge && !rate.isZero {
            guard eliminator.isBasic(variable) else { continue }
            if variable >= firstRHS {
                // Only the ρ of a row that holds it: any other ρ stands for a row's value.
                guard let other = self.row(ofRHS: variable), holdsRHS(other) else { continue }
            }
            let rank = eliminator.pivotRank(of: variable)
            if best == nil || rank > bestRank {
                best = variable
                bestRank = rank
            }
        }
        guard let leaving = best else { return nil }
        eliminator.exchange(leaving: leaving, entering: rho)
        var changed = reexpand(rowsMentioning(rho))
        changed.append((row, forms[row]))
        setForm(row, eliminator.expand(SparseVector(terms: [(rho, 1)])).0)
        if leaving >= firstRHS, let other = self.row(ofRHS: leaving) {
            // That row is no longer implied by the others: its ρ is a fixed unknown again.
            changed.append((other, forms[other]))
            setForm(other, nil)
        }
        return (leaving, changed)
    }

    /// Equality `row` holds its `ρ` fixed again (activated, or made required): the row pivots on
    /// the lowest-ranked free layout unknown of its form, as a fresh elimination would add it.
    /// A row whose form has none is implied by the others (a circuit): its `ρ` stays defined by
    /// them and its form checks it. Returns the unknown made basic (nil for a circuit) and the
    /// rows whose forms changed, with their old forms.
    mutating func putIn(row: Int) -> (pivot: Int?, changed: [(row: Int, old: SparseVector?)])? {
        guard let rho = rhsVariables[row], eliminator.isBasic(rho) else { return nil }
        let form = eliminator.expand(SparseVector(terms: [(rho, 1)])).0
        var best: Int?
        var bestRank = Int.max
        for term in form.terms where term.index < firstRHS {
            let rank = eliminator.pivotRank(of: term.index)
            if best == nil || rank < bestRank {
                best = term.index
                bestRank = rank
            }
        }
        guard let entering = best else {
            let old = forms[row]
            setForm(row, form)
            return (nil, [(row, old)])
        }
        eliminator.exchange(leaving: rho, entering: entering)
        var changed = reexpand(rowsMentioning(entering))
        changed.append((row, forms[row]))
        setForm(row, nil)
        return (entering, changed)
    }

    /// Expands again the forms of `rows` (an unknown they mention became basic).
    private mutating func reexpand(_ rows: [Int]) -> [(row: Int, old: SparseVector?)] {
        var changed: [(row: Int, old: SparseVector?)] = []
        for row in Set(rows).sorted() {
            guard let old = forms[row] else { continue }
            changed.append((row, old))
            setForm(row, eliminator.expand(old).0)
        }
        return changed
    }

    /// Replaces a row's form and the index of the rows each unknown's form mentions.
    private mutating func setForm(_ row: Int, _ form: SparseVector?) {
        if let old = forms[row] {
            for term in old.terms { mentions[term.index].removeAll { $0 == Int32(row) } }
        }
        forms[row] = form
        if let form {
            for term in form.terms { mentions[term.index].append(Int32(row)) }
        }
    }
}
