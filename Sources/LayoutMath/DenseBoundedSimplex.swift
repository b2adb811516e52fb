/// The same exact general simplex as `BoundedSimplex`, with the tableau stored densely: for the
/// tiny problems most layouts split into (a cell's title and detail widths, a dozen rows) plain
/// arrays beat hashing by an order of magnitude. Same algorithms, same Bland's rule, same Farkas
/// explanations; `ExactSimplex` lets callers pick either.
///
/// The state is marked `@exclusivity(unchecked)`, as `EqualityEliminator`'s: a table of 10,000
/// cells makes hundreds of thousands of these small problems, and the dynamic exclusivity check
/// of each access cost 4 % of its analysis. No access here overlaps another.
public final class DenseBoundedSimplex: ExactSimplex {
    @exclusivity(unchecked) public private(set) var variableCount = 0
    @exclusivity(unchecked) private var lower: [Rational?] = []
    @exclusivity(unchecked) private var upper: [Rational?] = []
    @exclusivity(unchecked) private var value: [Rational] = []
    /// Row index of each basic variable, -1 for non-basic ones.
    @exclusivity(unchecked) private var rowOf: [Int] = []
    /// Basic variable of each row.
    @exclusivity(unchecked) private var basicOf: [Int] = []
    /// Row r: basicOf[r] = Σ tableau[r][k]·x_k over non-basic k (zero in basic columns).
    @exclusivity(unchecked) private var tableau: [[Rational]] = []

    /// How many columns each row holds without growing.
    private let columnCapacity: Int

    /// - Parameter columnCapacity: how many variables (unknowns, slacks, error variables) the
    ///   problem is expected to reach; rows reserve that room, so adding a column does not copy
    ///   every row of the tableau.
    public init(variableCount: Int = 0, columnCapacity: Int = 0) {
        self.columnCapacity = max(columnCapacity, variableCount)
        lower.reserveCapacity(self.columnCapacity)
        upper.reserveCapacity(self.columnCapacity)
        value.reserveCapacity(self.columnCapacity)
        rowOf.reserveCapacity(self.columnCapacity)
        for _ in 0..<variableCount { _ = addVariable() }
    }

    @discardableResult
    public func addVariable(lower: Rational? = nil, upper: Rational? = nil) -> Int {
        let index = appendColumn(lower: lower, upper: upper)
        var start = Rational.zero
        if let lower, start < lower { start = lower }
        if let upper, upper < start { start = upper }
        value[index] = start
        return index
    }

    private func appendColumn(lower: Rational?, upper: Rational?) -> Int {
        let index = variableCount
        variableCount += 1
        self.lower.append(lower)
        self.upper.append(upper)
        value.append(0)
        rowOf.append(-1)
        for row in tableau.indices { tableau[row].append(0) }
        return index
    }

    @discardableResult
    public func addRow(_ coefficients: SparseVector, lower: Rational?, upper: Rational?) -> Int {
        let slack = appendColumn(lower: lower, upper: upper)
        var row = [Rational]()
        row.reserveCapacity(max(columnCapacity, variableCount))
        row.append(contentsOf: repeatElement(Rational.zero, count: variableCount))
        for term in coefficients.terms {
            let r = rowOf[term.index]
            if r >= 0 {
                let source = tableau[r]
                for column in source.indices where !source[column].isZero { row[column] += term.coefficient * source[column] }
            } else {
                row[term.index] += term.coefficient
            }
        }
        var current = Rational.zero
        for column in row.indices where !row[column].isZero { current += row[column] * value[column] }
        value[slack] = current
        rowOf[slack] = tableau.count
        basicOf.append(slack)
        tableau.append(row)
        return slack
    }

    public func setBounds(_ variable: Int, lower: Rational?, upper: Rational?) {
        self.lower[variable] = lower
        self.upper[variable] = upper
        if rowOf[variable] < 0 {
            if let lower, value[variable] < lower { update(variable, to: lower) }
            if let upper, upper < value[variable] { update(variable, to: upper) }
        }
    }

    public func bounds(of variable: Int) -> (lower: Rational?, upper: Rational?) { (lower[variable], upper[variable]) }
    public func value(of variable: Int) -> Rational { value[variable] }
    public func isBasic(_ variable: Int) -> Bool { rowOf[variable] >= 0 }

    public func expression(of variable: Int) -> [Int: Rational] {
        let r = rowOf[variable]
        guard r >= 0 else { return [variable: 1] }
        var result: [Int: Rational] = [:]
        for (column, coefficient) in tableau[r].enumerated() where !coefficient.isZero { result[column] = coefficient }
        return result
    }

    /// `expression(of:)` as terms in increasing variable order, read straight off the row.
    public func expressionTerms(of variable: Int) -> [(variable: Int, coefficient: Rational)] {
        let r = rowOf[variable]
        guard r >= 0 else { return [(variable, 1)] }
        var terms: [(variable: Int, coefficient: Rational)] = []
        for (column, coefficient) in tableau[r].enumerated() where !coefficient.isZero { terms.append((column, coefficient)) }
        return terms
    }

    public var nonBasicVariables: [Int] { (0..<variableCount).filter { rowOf[$0] < 0 } }

    public func check() -> BoundedSimplex.CheckResult {
        while true {
            guard let basic = firstViolatedBasic() else { return .feasible }
            let r = rowOf[basic]
            let needsIncrease = lower[basic].map { value[basic] < $0 } ?? false
            let target = needsIncrease ? lower[basic]! : upper[basic]!
            var entering: Int?
            for column in 0..<variableCount {
                let coefficient = tableau[r][column]
                if coefficient.isZero { continue }
                let canRise = upper[column].map { value[column] < $0 } ?? true
                let canFall = lower[column].map { value[column] > $0 } ?? true
                let helps = needsIncrease
                    ? (coefficient.signum > 0 && canRise) || (coefficient.signum < 0 && canFall)
                    : (coefficient.signum > 0 && canFall) || (coefficient.signum < 0 && canRise)
                if helps {
                    entering = column
                    break
                }
            }
            guard let entering else { return .infeasible(explanation(of: basic, needsIncrease: needsIncrease)) }
            let theta = (target - value[basic]) / tableau[r][entering]
            update(entering, to: value[entering] + theta)
            pivot(basic: basic, entering: entering)
        }
    }

    private func firstViolatedBasic() -> Int? {
        var best: Int?
        for basic in basicOf {
            let below = lower[basic].map { value[basic] < $0 } ?? false
            let above = upper[basic].map { upper in upper < value[basic] } ?? false
            if (below || above) && (best == nil || basic < best!) { best = basic }
        }
        return best
    }

    private func explanation(of basic: Int, needsIncrease: Bool) -> [BoundedSimplex.BoundUse] {
        var uses = [BoundedSimplex.BoundUse(variable: basic, isUpper: !needsIncrease, multiplier: 1)]
        let row = tableau[rowOf[basic]]
        for column in row.indices where !row[column].isZero {
            let usesUpper = (row[column].signum > 0) == needsIncrease
            uses.append(BoundedSimplex.BoundUse(variable: column, isUpper: usesUpper, multiplier: row[column].magnitude))
        }
        return uses
    }

    private func update(_ nonBasic: Int, to newValue: Rational) {
        let delta = newValue - value[nonBasic]
        guard !delta.isZero else { return }
        value[nonBasic] = newValue
        for r in tableau.indices {
            let coefficient = tableau[r][nonBasic]
            if !coefficient.isZero { value[basicOf[r]] += coefficient * delta }
        }
    }

    private func pivot(basic: Int, entering: Int) {
        let r = rowOf[basic]
        let pivotCoefficient = tableau[r][entering]
        let inverse = pivotCoefficient.reciprocal
        var enteringRow = tableau[r]
        for column in enteringRow.indices where !enteringRow[column].isZero { enteringRow[column] = -enteringRow[column] * inverse }
        enteringRow[entering] = 0
        enteringRow[basic] = inverse
        for other in tableau.indices where other != r {
            let factor = tableau[other][entering]
            if factor.isZero { continue }
            tableau[other][entering] = 0
            for column in enteringRow.indices where !enteringRow[column].isZero {
                tableau[other][column] += factor * enteringRow[column]
            }
        }
        tableau[r] = enteringRow
        basicOf[r] = entering
        rowOf[entering] = r
        rowOf[basic] = -1
    }

    public func minimize(_ objective: SparseVector) -> BoundedSimplex.OptimizationResult {
        while true {
            let reduced = reducedCosts(objective)
            var entering: (index: Int, direction: Int)?
            for column in 0..<variableCount {
                let cost = reduced[column]
                if cost.isZero || rowOf[column] >= 0 { continue }
                if cost.signum < 0, upper[column].map({ value[column] < $0 }) ?? true {
                    entering = (column, 1)
                    break
                }
                if cost.signum > 0, lower[column].map({ value[column] > $0 }) ?? true {
                    entering = (column, -1)
                    break
                }
            }
            guard let entering else { return .optimal(evaluate(objective)) }
            guard let step = ratioTest(entering.index, direction: entering.direction) else { return .unbounded }
            let newValue = entering.direction > 0 ? value[entering.index] + step.amount : value[entering.index] - step.amount
            update(entering.index, to: newValue)
            if let leaving = step.leaving { pivot(basic: leaving, entering: entering.index) }
        }
    }

    public func maximize(_ objective: SparseVector) -> BoundedSimplex.OptimizationResult {
        switch minimize(objective.scaled(by: -1)) {
        case .optimal(let value): return .optimal(-value)
        case .unbounded: return .unbounded
        }
    }

    public func evaluate(_ form: SparseVector) -> Rational { form.evaluate { self.value[$0] } }

    private func reducedCosts(_ objective: SparseVector) -> [Rational] {
        var costs = [Rational](repeating: 0, count: variableCount)
        for term in objective.terms {
            let r = rowOf[term.index]
            if r >= 0 {
                let row = tableau[r]
                for column in row.indices where !row[column].isZero { costs[column] += term.coefficient * row[column] }
            } else {
                costs[term.index] += term.coefficient
            }
        }
        return costs
    }

    private func ratioTest(_ entering: Int, direction: Int) -> (amount: Rational, leaving: Int?)? {
        var best: (amount: Rational, leaving: Int?)?
        if direction > 0, let limit = upper[entering] { best = (limit - value[entering], nil) }
        if direction < 0, let limit = lower[entering] { best = (value[entering] - limit, nil) }
        var candidates: [(basic: Int, rate: Rational)] = []
        for r in tableau.indices where !tableau[r][entering].isZero {
            candidates.append((basicOf[r], tableau[r][entering] * Rational(direction)))
        }
        for (basic, rate) in candidates.sorted(by: { $0.basic < $1.basic }) {
            var amount: Rational?
            if rate.signum > 0, let limit = upper[basic] { amount = (limit - value[basic]) / rate }
            if rate.signum < 0, let limit = lower[basic] { amount = (value[basic] - limit) / (-rate) }
            guard let amount else { continue }
            if best == nil || amount < best!.amount { best = (amount, basic) }
        }
        return best
    }
}

/// The operations the analysis needs from an exact simplex, sparse or dense.
public protocol ExactSimplex: AnyObject {
    var variableCount: Int { get }
    @discardableResult func addVariable(lower: Rational?, upper: Rational?) -> Int
    @discardableResult func addRow(_ coefficients: SparseVector, lower: Rational?, upper: Rational?) -> Int
    func setBounds(_ variable: Int, lower: Rational?, upper: Rational?)
    func bounds(of variable: Int) -> (lower: Rational?, upper: Rational?)
    func value(of variable: Int) -> Rational
    func isBasic(_ variable: Int) -> Bool
    func expression(of variable: Int) -> [Int: Rational]
    /// The same expression as terms in increasing variable order.
    func expressionTerms(of variable: Int) -> [(variable: Int, coefficient: Rational)]
    var nonBasicVariables: [Int] { get }
    func check() -> BoundedSimplex.CheckResult
    func minimize(_ objective: SparseVector) -> BoundedSimplex.OptimizationResult
    func maximize(_ objective: SparseVector) -> BoundedSimplex.OptimizationResult
    func evaluate(_ form: SparseVector) -> Rational
}

extension BoundedSimplex: ExactSimplex {
    public func expressionTerms(of variable: Int) -> [(variable: Int, coefficient: Rational)] {
        expression(of: variable).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
