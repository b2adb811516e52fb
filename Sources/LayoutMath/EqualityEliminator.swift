import Dispatch

/// Exact, sparse, incremental elimination of linear equalities `Σ aⱼ·xⱼ = b`.
///
/// Each independent row makes one variable *basic*: it gets a definition in terms of other
/// variables. Definitions are kept lazy (triangular) rather than fully reduced: a chain of
/// `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` rows stays one term deep instead of growing to O(n) terms per row, which
/// is what makes Cassowary-style fully reduced tableaux quadratic on long chains of views.
///
/// Expanding an expression into free variables substitutes definitions newest-first, so terms that
/// cancel (two views measured from the same cell top) vanish before their own definitions are
/// ever visited. For that to visit each variable at most once, every definition may only mention
/// variables that are expanded *after* it; two kinds of pivot keep that invariant:
/// - a *fresh* variable (mentioned by no definition yet) is defined by the row as written and
///   expanded before everything older (priority `+k`);
/// - otherwise the row is fully expanded into free variables, and the chosen variable is defined
///   by that expansion and expanded after everything else (priority `−k`), since its definition
///   mentions only free variables.
///
/// Every expansion can record which rows it used, so a dependent row comes with the exact
/// combination of earlier rows it equals: an inconsistent circuit (a conflict) or a redundancy.
///
/// The pivots are *canonical*: each row pivots on the lowest-ranked variable of its full
/// expansion into free variables, so every basic variable's expansion mentions only free
/// variables ranked after it. That is reduced row echelon form with the columns in rank order,
/// whose pivot set — the minimum-rank basis of the rows' column matroid — does not depend on the
/// order in which the rows are added. Which variables stay free, and so every reduced row over
/// them, is then a function of the set of rows alone; a kept elimination can follow a row added
/// or taken away with one pivot exchange (`exchange(basic:for:)`) and still equal a fresh one.
/// A fresh variable is taken without expanding the row only when it is provably that variable:
/// each basic variable keeps a lower bound on the ranks in its expansion (`leastFreeRank`).
/// The eliminator's mutable state is marked `@exclusivity(unchecked)`: elimination reads and
/// writes it millions of times on a large layout, and each dynamic exclusivity check cost more
/// than the access itself (7% of a 10,000-view analysis with `LayoutProblem`'s). No access here
/// overlaps another (the debug test suite ran with the checks on before they were turned off).
public final class EqualityEliminator {
    public enum Outcome: Sendable {
        /// The row was independent; `variable` is now basic.
        case pivoted(variable: Int)
        /// The row is a combination of earlier rows. `residual` is what the row still says
        /// (`0 = residual`): zero for a redundancy, non-zero for a contradiction. `combination` maps
        /// row tags to multipliers `m` with `row ≡ Σ m·row_t + residual` (rows as `lhs − rhs`).
        case dependent(residual: Rational, combination: [Int: Rational])
    }

    public let variableCount: Int
    /// Every change of which variables have a definition goes through `define` and
    /// `removeDefinition`, which keep `basicFlags` in step.
    @exclusivity(unchecked) var definitions: DefinitionStore
    /// Whether a variable has a definition, dense, for scans over every variable (a kept layout
    /// counts its unconstrained columns after each edit).
    @exclusivity(unchecked) public private(set) var basicFlags: [Bool]
    @exclusivity(unchecked) var referenceCount: [Int32]
    /// For a basic variable, a lower bound on the ranks of the free variables its expansion
    /// mentions (`Int.max` when it mentions none). It stays a bound as later rows pivot, since a
    /// canonical pivot is replaced by variables ranked after it; an exchange voids it.
    @exclusivity(unchecked) var leastFreeRank: [Int]
    @exclusivity(unchecked) var boundsAreVoid = false
    @exclusivity(unchecked) private var freshCounter = 0
    @exclusivity(unchecked) private var expandedLastCounter = 0
    let pivotRank: (Int) -> Int
    private let isCanonical: Bool
    @exclusivity(unchecked) fileprivate var scratch: ExpansionScratch
    /// Expansions of basic variables into free variables, computed by `freeze()`; nil entries
    /// were too long to keep.
    @exclusivity(unchecked) var cachedExpansions: [SparseVector?] = []
    /// `topologicalOrder()`, kept until the next definition: every free motion of a layout is
    /// lifted through it, and sorting it again per motion made that quadratic.
    @exclusivity(unchecked) var cachedOrder: [Int]?

    /// - Parameter pivotRank: smaller is preferred when choosing which variable a row defines,
    ///   so that the variables left free are the ones a developer reads most easily.
    /// - Parameter isCanonical: whether each row must pivot on the lowest-ranked variable of its
    ///   full expansion. Without it a row pivots on its lowest-ranked fresh variable whenever it
    ///   has one (cheaper where nothing depends on which variables stay free: a rank test, one
    ///   point of a set of rows), and the result depends on the order of the rows.
    public init(variableCount: Int, pivotRank: @escaping (Int) -> Int = { $0 }, isCanonical: Bool = true) {
        self.variableCount = variableCount
        self.isCanonical = isCanonical
        definitions = DefinitionStore(variableCount: variableCount)
        basicFlags = Array(repeating: false, count: variableCount)
        referenceCount = Array(repeating: 0, count: variableCount)
        leastFreeRank = Array(repeating: Int.min, count: variableCount)
        self.pivotRank = pivotRank
        scratch = ExpansionScratch(variableCount: variableCount)
    }

    public func isBasic(_ variable: Int) -> Bool { basicFlags[variable] }

    func removeDefinition(_ variable: Int) {
        definitions.remove(variable)
        basicFlags[variable] = false
    }

    /// The index of a basic variable's record in `definitions.records`, or -1 when it is free.
    @inline(__always) func recordIndex(of variable: Int) -> Int { definitions.slot[variable] }

    public var basicCount: Int { definitions.slot.reduce(0) { $0 + ($1 < 0 ? 0 : 1) } }

    /// The row tag that defines a basic variable.
    public func definingRow(of variable: Int) -> Int? {
        let index = recordIndex(of: variable)
        return index < 0 ? nil : definitions.records[index].rowTag
    }

    /// Adds `coefficients · x = rhs` (the vector's own constant is ignored).
    public func add(_ coefficients: SparseVector, rhs: Rational, tag: Int) -> Outcome {
        cachedExpansions = []
        cachedOrder = nil
        cachedDependents = nil
        if let pivot = freshPivot(in: coefficients) {
            define(pivot, from: coefficients, rhs: rhs, tag: tag, freshPriority: true)
            return .pivoted(variable: pivot)
        }
        var form = coefficients
        form.constant = -rhs
        let (expansion, combination) = expand(form, trackingRows: true)
        guard let pivot = preferredVariable(in: expansion) else {
            return .dependent(residual: expansion.constant, combination: combination ?? [:])
        }
        define(pivot, byExpansion: expansion, of: tag, using: combination ?? [:])
        return .pivoted(variable: pivot)
    }

    /// Defines `pivot` by the expansion of row `tag` (an equivalent row over free variables
    /// only), which the rows `combination` were subtracted from.
    func define(_ pivot: Int, byExpansion expansion: SparseVector, of tag: Int, using combination: [Int: Rational]) {
        var row = expansion
        let constant = row.constant
        row.constant = 0
        define(pivot, from: row, rhs: -constant, tag: tag, freshPriority: false)
        var combinationOfRow: [Int: Rational] = [tag: 1]
        for (used, multiplier) in combination { combinationOfRow[used, default: 0] -= multiplier }
        definitions.setRowCombination(combinationOfRow, of: pivot)
    }

    /// Adds rows in order, except that a row which only a long expansion could pivot (more than
    /// `longRowTerms` free terms) waits until every other row is in; `handle` sees each outcome
    /// with its tag, in the order the rows were eliminated, and returns false to stop.
    ///
    /// Why: a long row pivoted early leaves a long definition behind, and every later row that
    /// mentions one of its variables expands it again. A row of 10,000 views whose closing row
    /// (`Superview.trailing = V9999.trailing + 8`) comes before the 10,000 `Vi.width == V0.width`
    /// rows made each of those a 10,000-term expansion (quadratic); after them, the closing row is
    /// expanded once, and the short rows pivot fresh. Rows that expand short keep input order, so
    /// small systems are eliminated exactly as before.
    public func addAll(
        _ rows: [(coefficients: SparseVector, rhs: Rational, tag: Int)], longRowTerms: Int = 64,
        handle: (_ tag: Int, _ outcome: Outcome) -> Bool
    ) {
        // Each row defines at most one variable, by its other terms.
        definitions.reserve(records: rows.count, terms: rows.reduce(0) { $0 + max(0, $1.coefficients.count - 1) })
        var deferred: [Int] = []
        for (position, row) in rows.enumerated() {
            if freshPivot(in: row.coefficients) == nil, expandsLong(row.coefficients, limit: longRowTerms) {
                deferred.append(position)
                continue
            }
            guard handle(row.tag, add(row.coefficients, rhs: row.rhs, tag: row.tag)) else { return }
        }
        for position in deferred {
            let row = rows[position]
            guard handle(row.tag, add(row.coefficients, rhs: row.rhs, tag: row.tag)) else { return }
        }
    }

    /// Whether a row's expansion into free variables has more than `limit` terms.
    private func expandsLong(_ coefficients: SparseVector, limit: Int) -> Bool {
        expand(coefficients).0.count > limit
    }

    /// The row's lowest-ranked fresh variable, when it is also the lowest-ranked variable of the
    /// row's full expansion (the canonical pivot): every other term is a free variable ranked
    /// after it or a basic one whose expansion is bounded after it. A fresh variable keeps its
    /// coefficient in the expansion, since no definition mentions it.
    func freshPivot(in coefficients: SparseVector) -> Int? {
        var best: Int?
        var bestRank = Int.max
        for term in coefficients.terms where recordIndex(of: term.index) < 0 && referenceCount[term.index] == 0 {
            let rank = pivotRank(term.index)
            if best == nil || rank < bestRank {
                best = term.index
                bestRank = rank
            }
        }
        guard let best else { return nil }
        guard isCanonical else { return best }
        // After an exchange the bounds no longer hold: every row is expanded.
        guard !boundsAreVoid else { return nil }
        for term in coefficients.terms where term.index != best {
            let bound = recordIndex(of: term.index) < 0 ? pivotRank(term.index) : leastFreeRank[term.index]
            if bound <= bestRank { return nil }
        }
        return best
    }

    private func preferredVariable(in expansion: SparseVector) -> Int? {
        var best: Int?
        for term in expansion.terms where best == nil || pivotRank(term.index) < pivotRank(best!) {
            best = term.index
        }
        return best
    }

    func define(_ pivot: Int, from coefficients: SparseVector, rhs: Rational, tag: Int, freshPriority: Bool) {
        let pivotCoefficient = coefficients[pivot]
        var least = Int.max
        for term in coefficients.terms where term.index != pivot {
            referenceCount[term.index] += 1
            least = min(least, recordIndex(of: term.index) < 0 ? pivotRank(term.index) : leastFreeRank[term.index])
        }
        leastFreeRank[pivot] = least
        let priority: Int
        if freshPriority {
            freshCounter += 1
            priority = freshCounter
        } else {
            expandedLastCounter += 1
            priority = -expandedLastCounter
        }
        definitions.store(pivot, constant: rhs / pivotCoefficient, pivotCoefficient: pivotCoefficient, rowTag: tag, priority: priority) {
            variables, values in
            for term in coefficients.terms where term.index != pivot {
                variables.append(term.index)
                values.append(-term.coefficient / pivotCoefficient)
            }
        }
        basicFlags[pivot] = true
    }

    /// Expands an affine form (terms plus constant) into free variables only. With
    /// `trackingRows`, also returns the multipliers `m_t` such that
    /// `form ≡ expansion + Σ m_t·(lhs_t − rhs_t)`.
    public func expand(_ form: SparseVector, trackingRows: Bool = false) -> (SparseVector, [Int: Rational]?) {
        expand(form, trackingRows: trackingRows, scratch: &scratch)
    }

    /// `expand(_:)` of each form, without row tracking, made on `parts` threads at once, each
    /// with scratch space of its own: the same expansions, in the order of `forms`. Nothing may
    /// define, exchange or freeze while it runs (it only reads the definitions).
    ///
    /// Why: a 100,000-view layout rewrites over a million inequalities and optional rows over its
    /// free unknowns once its equalities are eliminated, each independently of the others, on the
    /// thread the whole analysis waits for.
    public func expandAll(_ forms: [SparseVector], parts requestedParts: Int) -> [SparseVector] {
        // Each part beyond the first makes scratch space as long as the unknowns: worth it only
        // for many forms.
        let parts = max(1, min(requestedParts, forms.count / Self.formsPerExtraPart))
        guard parts > 1 else { return forms.map { expand($0, trackingRows: false, scratch: &scratch).0 } }
        return [SparseVector](unsafeUninitializedCapacity: forms.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let shared = SharedExpansions(eliminator: self, forms: forms, results: base)
            let size = (forms.count + parts - 1) / parts
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                // Part 0 uses the eliminator's own scratch; the others their own. Each part
                // initialises only its own results.
                var own = part == 0 ? nil : ExpansionScratch(variableCount: shared.eliminator.variableCount)
                for index in (part * size)..<min(shared.forms.count, (part + 1) * size) {
                    let expansion = own == nil
                        ? shared.eliminator.expand(shared.forms[index], trackingRows: false, scratch: &shared.eliminator.scratch).0
                        : shared.eliminator.expand(shared.forms[index], trackingRows: false, scratch: &own!).0
                    (shared.results + index).initialize(to: expansion)
                }
            }
            initialized = forms.count
        }
    }

    static let formsPerExtraPart = 4096

    private func expand(_ form: SparseVector, trackingRows: Bool, scratch: inout ExpansionScratch) -> (SparseVector, [Int: Rational]?) {
        scratch.begin()
        var constant = form.constant
        var combination: [Int: Rational]? = trackingRows ? [:] : nil
        for term in form.terms { push(term.index, term.coefficient, into: &scratch) }
        while let variable = scratch.popHighestPriority() {
            let coefficient = scratch.coefficient[variable]
            scratch.clear(variable)
            let record = recordIndex(of: variable)
            guard !coefficient.isZero, record >= 0 else { continue }
            if combination != nil {
                let weight = coefficient / definitions.records[record].pivotCoefficient
                if let rows = definitions.records[record].rowCombination {
                    for (tag, multiplier) in rows { combination![tag, default: 0] += weight * multiplier }
                } else {
                    combination![definitions.records[record].rowTag, default: 0] += weight
                }
            }
            if !trackingRows, variable < cachedExpansions.count, let cached = cachedExpansions[variable] {
                constant += coefficient * cached.constant
                for term in cached.terms { push(term.index, coefficient * term.coefficient, into: &scratch) }
                continue
            }
            constant += coefficient * definitions.records[record].constant
            for position in definitions.records[record].termRange {
                push(definitions.termVariables[position], coefficient * definitions.termCoefficients[position], into: &scratch)
            }
        }
        var terms: [(Int, Rational)] = []
        terms.reserveCapacity(scratch.free.count)
        for variable in scratch.free where !scratch.coefficient[variable].isZero {
            terms.append((variable, scratch.coefficient[variable]))
        }
        scratch.finishFree()
        return (SparseVector(terms: terms, constant: constant), combination?.filter { !$0.value.isZero })
    }

    private func push(_ variable: Int, _ amount: Rational, into scratch: inout ExpansionScratch) {
        let record = recordIndex(of: variable)
        if record >= 0 {
            scratch.addBasic(variable, amount, priority: definitions.records[record].priority)
        } else {
            scratch.addFree(variable, amount)
        }
    }

    /// Caches every basic variable's expansion when it is short, so that later expansions of
    /// inequality rows stop at determined variables instead of walking long chains again.
    public func freeze(maximumCachedTerms: Int = 8) {
        let order = topologicalOrder()
        var cache = [SparseVector?](repeating: nil, count: variableCount)
        var tooLong = [Bool](repeating: false, count: variableCount)
        // One small list reused for every variable, searched linearly: it never holds more than
        // 4 × maximumCachedTerms terms, and a dictionary per basic variable (hundreds of
        // thousands on a large layout) cost more than the arithmetic.
        var accumulator: [(Int, Rational)] = []
        func accumulate(_ index: Int, _ amount: Rational) {
            if let position = accumulator.firstIndex(where: { $0.0 == index }) {
                accumulator[position].1 += amount
            } else {
                accumulator.append((index, amount))
            }
        }
        for variable in order {
            let record = recordIndex(of: variable)
            guard record >= 0 else { continue }
            accumulator.removeAll(keepingCapacity: true)
            var constant = definitions.records[record].constant
            var overflow = false
            for position in definitions.records[record].termRange {
                let index = definitions.termVariables[position]
                let value = definitions.termCoefficients[position]
                if recordIndex(of: index) < 0 {
                    accumulate(index, value)
                } else if let expansion = cache[index] {
                    constant += value * expansion.constant
                    for term in expansion.terms { accumulate(term.index, value * term.coefficient) }
                } else {
                    overflow = true
                    break
                }
                if accumulator.count > 4 * maximumCachedTerms {
                    overflow = true
                    break
                }
            }
            if overflow || tooLong[variable] { continue }
            let expansion = SparseVector(terms: accumulator, constant: constant)
            if expansion.count <= maximumCachedTerms { cache[variable] = expansion } else { tooLong[variable] = true }
        }
        cachedExpansions = cache
    }

    /// Basic variables ordered so that each comes after every variable its definition mentions.
    public func topologicalOrder() -> [Int] {
        if let cachedOrder { return cachedOrder }
        var order = (0..<variableCount).filter { recordIndex(of: $0) >= 0 }
        order.sort { definitions.records[recordIndex(of: $0)].priority < definitions.records[recordIndex(of: $1)].priority }
        cachedOrder = order
        return order
    }

    /// Values of all variables when the free ones take `freeValue`.
    public func values(free freeValue: (Int) -> Rational) -> [Rational] {
        var result = [Rational](repeating: 0, count: variableCount)
        for variable in 0..<variableCount where recordIndex(of: variable) < 0 { result[variable] = freeValue(variable) }
        for variable in topologicalOrder() {
            let record = recordIndex(of: variable)
            var value = definitions.records[record].constant
            for position in definitions.records[record].termRange {
                value += definitions.termCoefficients[position] * result[definitions.termVariables[position]]
            }
            result[variable] = value
        }
        return result
    }

    /// For each variable, the basic variables whose definitions mention it, with the coefficient;
    /// built on first use after the last definition.
    @exclusivity(unchecked) var cachedDependents: [[(variable: Int, coefficient: Rational)]]?
    @exclusivity(unchecked) var cachedPosition: [Int32] = []
    /// The smallest position given out so far (an exchange puts its definition first).
    @exclusivity(unchecked) var lowestCachedPosition: Int32 = 0

    /// `motion(of:)` in time proportional to what moves: only the definitions reached from the
    /// moved variables are visited, in topological order, and a variable whose motion cancels to
    /// zero stops there. A local motion in a long chain (two neighbours trading width) then costs
    /// its own size instead of the whole chain's.
    public func sparseMotion(of direction: [Int: Rational]) -> [Int: Rational] {
        if cachedDependents == nil || cachedOrder == nil {
            let order = topologicalOrder()
            var dependents = [[(variable: Int, coefficient: Rational)]](repeating: [], count: variableCount)
            var position = [Int32](repeating: -1, count: variableCount)
            for (index, variable) in order.enumerated() {
                position[variable] = Int32(index)
                for term in definitions.records[recordIndex(of: variable)].termRange {
                    dependents[definitions.termVariables[term]].append((variable, definitions.termCoefficients[term]))
                }
            }
            cachedDependents = dependents
            cachedPosition = position
            lowestCachedPosition = 0
        }
        let dependents = cachedDependents!
        var result = direction.filter { !$0.value.isZero }
        var pending: [Int: Rational] = [:]
        var queue = ExpansionHeap()
        for (variable, rate) in result {
            for use in dependents[variable] {
                if pending[use.variable] == nil { queue.push(-Int(cachedPosition[use.variable]), use.variable) }
                pending[use.variable, default: 0] += use.coefficient * rate
            }
        }
        while let variable = queue.pop() {
            guard let rate = pending.removeValue(forKey: variable), !rate.isZero else { continue }
            result[variable] = rate
            for use in dependents[variable] {
                if pending[use.variable] == nil { queue.push(-Int(cachedPosition[use.variable]), use.variable) }
                pending[use.variable, default: 0] += use.coefficient * rate
            }
        }
        return result
    }

    /// How every variable moves when the free variables move by `direction` (a linear map:
    /// constants play no part).
    public func motion(of direction: [Int: Rational]) -> [Int: Rational] {
        var result = direction
        for variable in topologicalOrder() {
            var value = Rational.zero
            for position in definitions.records[recordIndex(of: variable)].termRange {
                if let moved = result[definitions.termVariables[position]] { value += definitions.termCoefficients[position] * moved }
            }
            if !value.isZero { result[variable] = value }
        }
        return result
    }
}

/// Reusable dense scratch space for expansions: a coefficient per variable, a max-heap of basic
/// variables by definition priority, and the list of free variables touched.
struct ExpansionScratch {
    var coefficient: [Rational]
    var queued: [Bool]
    var heap = ExpansionHeap()
    var free: [Int] = []
    var isFreeTouched: [Bool]

    init(variableCount: Int) {
        coefficient = Array(repeating: 0, count: variableCount)
        queued = Array(repeating: false, count: variableCount)
        isFreeTouched = Array(repeating: false, count: variableCount)
    }

    mutating func begin() {
        heap.removeAll()
        free.removeAll(keepingCapacity: true)
    }

    mutating func addBasic(_ variable: Int, _ amount: Rational, priority: Int) {
        coefficient[variable] += amount
        if !queued[variable] {
            queued[variable] = true
            heap.push(priority, variable)
        }
    }

    mutating func addFree(_ variable: Int, _ amount: Rational) {
        coefficient[variable] += amount
        if !isFreeTouched[variable] {
            isFreeTouched[variable] = true
            free.append(variable)
        }
    }

    mutating func clear(_ variable: Int) {
        coefficient[variable] = 0
        queued[variable] = false
    }

    mutating func finishFree() {
        for variable in free {
            coefficient[variable] = 0
            isFreeTouched[variable] = false
        }
    }

    mutating func popHighestPriority() -> Int? { heap.pop() }
}

/// A max-heap of (priority, variable) pairs.
struct ExpansionHeap {
    private var items: [(priority: Int, variable: Int)] = []

    /// Empties the heap and keeps its storage, for scratch space used again and again.
    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ priority: Int, _ variable: Int) {
        items.append((priority, variable))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].priority > items[parent].priority else { return }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < items.count, items[left].priority > items[largest].priority { largest = left }
                if right < items.count, items[right].priority > items[largest].priority { largest = right }
                if largest == parent { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.variable
    }
}

/// What the parts of `expandAll` share: the eliminator is only read (each part writes its own
/// scratch space, part 0 the eliminator's), and each part writes only its own results.
private struct SharedExpansions: @unchecked Sendable {
    let eliminator: EqualityEliminator
    let forms: [SparseVector]
    let results: UnsafeMutablePointer<SparseVector>
}
