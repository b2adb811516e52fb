/// An exact simplex over variables with optional lower/upper bounds, in the "general simplex"
/// form of Dutertre and de Moura (CAV 2006): every row is a slack variable defined as a linear
/// form of the others, and a constraint on a row is a bound on its slack.
///
/// - `check()` finds a point within all bounds, or returns the bounds of one tableau row that
///   cannot all hold, with multipliers: a Farkas certificate. Because the non-basic variables of
///   a tableau are linearly independent, the bounds in that row form a circuit, i.e. an
///   irreducible infeasible subset — the same object Apple's engine reports as "mutually
///   exclusive constraints".
/// - `minimize(_:)` is a bounded primal simplex from a feasible point, for the lexicographic
///   priority levels and for the ranges of free motions.
///
/// Bland's rule (smallest index first, for both entering and leaving variables) prevents cycling.
public final class BoundedSimplex {
    public struct BoundUse: Hashable, Sendable {
        public let variable: Int
        public let isUpper: Bool
        /// Positive multiplier of the bound written as `x ≤ upper` or `−x ≤ −lower`.
        public let multiplier: Rational
    }

    public enum CheckResult: Sendable {
        case feasible
        case infeasible([BoundUse])
    }

    public private(set) var variableCount = 0
    private var lower: [Rational?] = []
    private var upper: [Rational?] = []
    private var value: [Rational] = []
    /// Row of each basic variable: basic = Σ coefficient·nonbasic.
    private var rows: [Int: [Int: Rational]] = [:]
    /// For each non-basic variable, the basic variables whose rows mention it.
    private var occurrences: [Int: Set<Int>] = [:]

    public init(variableCount: Int = 0) {
        for _ in 0..<variableCount { _ = addVariable() }
    }

    /// Adds a structural variable (non-basic, value 0 or the nearest bound).
    @discardableResult
    public func addVariable(lower: Rational? = nil, upper: Rational? = nil) -> Int {
        let index = variableCount
        variableCount += 1
        self.lower.append(lower)
        self.upper.append(upper)
        var start = Rational.zero
        if let lower, start < lower { start = lower }
        if let upper, upper < start { start = upper }
        value.append(start)
        return index
    }

    /// Adds a row `slack = Σ coefficients·x` with bounds on the slack; returns the slack variable.
    @discardableResult
    public func addRow(_ coefficients: SparseVector, lower: Rational?, upper: Rational?) -> Int {
        let slack = variableCount
        variableCount += 1
        self.lower.append(lower)
        self.upper.append(upper)
        var row: [Int: Rational] = [:]
        for term in coefficients.terms {
            if let basicRow = rows[term.index] {
                for (index, coefficient) in basicRow { row[index, default: 0] += term.coefficient * coefficient }
            } else {
                row[term.index, default: 0] += term.coefficient
            }
        }
        row = row.filter { !$0.value.isZero }
        var current = Rational.zero
        for (index, coefficient) in row { current += coefficient * value[index] }
        value.append(current)
        rows[slack] = row
        for index in row.keys { occurrences[index, default: []].insert(slack) }
        return slack
    }

    public func setBounds(_ variable: Int, lower: Rational?, upper: Rational?) {
        self.lower[variable] = lower
        self.upper[variable] = upper
        if rows[variable] == nil {
            // A non-basic variable must always sit within its bounds.
            if let lower, value[variable] < lower { update(variable, to: lower) }
            if let upper, upper < value[variable] { update(variable, to: upper) }
        }
    }

    public func bounds(of variable: Int) -> (lower: Rational?, upper: Rational?) { (lower[variable], upper[variable]) }
    public func value(of variable: Int) -> Rational { value[variable] }
    public func isBasic(_ variable: Int) -> Bool { rows[variable] != nil }
    /// The variable expressed in the current non-basic variables (itself when non-basic).
    public func expression(of variable: Int) -> [Int: Rational] { rows[variable] ?? [variable: 1] }
    public var nonBasicVariables: [Int] { (0..<variableCount).filter { rows[$0] == nil } }

    public func check() -> CheckResult {
        while true {
            guard let basic = firstViolatedBasic() else { return .feasible }
            let row = rows[basic]!
            let needsIncrease = lower[basic].map { value[basic] < $0 } ?? false
            let target = needsIncrease ? lower[basic]! : upper[basic]!
            var entering: Int?
            for index in row.keys.sorted() {
                let coefficient = row[index]!
                let canRise = upper[index].map { value[index] < $0 } ?? true
                let canFall = lower[index].map { value[index] > $0 } ?? true
                let helps = needsIncrease
                    ? (coefficient.signum > 0 && canRise) || (coefficient.signum < 0 && canFall)
                    : (coefficient.signum > 0 && canFall) || (coefficient.signum < 0 && canRise)
                if helps {
                    entering = index
                    break
                }
            }
            guard let entering else { return .infeasible(explanation(of: basic, needsIncrease: needsIncrease)) }
            let theta = (target - value[basic]) / row[entering]!
            update(entering, to: value[entering] + theta)
            pivot(basic: basic, entering: entering)
        }
    }

    private func firstViolatedBasic() -> Int? {
        var best: Int?
        for (basic, _) in rows {
            let below = lower[basic].map { value[basic] < $0 } ?? false
            let above = upper[basic].map { upper in upper < value[basic] } ?? false
            if (below || above) && (best == nil || basic < best!) { best = basic }
        }
        return best
    }

    private func explanation(of basic: Int, needsIncrease: Bool) -> [BoundUse] {
        var uses = [BoundUse(variable: basic, isUpper: !needsIncrease, multiplier: 1)]
        for (index, coefficient) in rows[basic]!.sorted(by: { $0.key < $1.key }) {
            // To push the basic variable up, each non-basic one is stuck at the bound that
            // limits it; down is the mirror image.
            let usesUpper = (coefficient.signum > 0) == needsIncrease
            uses.append(BoundUse(variable: index, isUpper: usesUpper, multiplier: coefficient.magnitude))
        }
        return uses
    }

    /// Moves a non-basic variable and every basic variable that depends on it.
    private func update(_ nonBasic: Int, to newValue: Rational) {
        let delta = newValue - value[nonBasic]
        guard !delta.isZero else { return }
        value[nonBasic] = newValue
        for basic in occurrences[nonBasic] ?? [] {
            value[basic] += rows[basic]![nonBasic]! * delta
        }
    }

    private func pivot(basic: Int, entering: Int) {
        var basicRow = rows.removeValue(forKey: basic)!
        for index in basicRow.keys { occurrences[index]?.remove(basic) }
        let pivotCoefficient = basicRow.removeValue(forKey: entering)!
        var enteringRow: [Int: Rational] = [basic: pivotCoefficient.reciprocal]
        for (index, coefficient) in basicRow { enteringRow[index] = -coefficient / pivotCoefficient }
        let users = occurrences.removeValue(forKey: entering) ?? []
        for other in users {
            var row = rows[other]!
            let factor = row.removeValue(forKey: entering)!
            for (index, coefficient) in enteringRow {
                let updated = (row[index] ?? 0) + factor * coefficient
                if updated.isZero {
                    row.removeValue(forKey: index)
                    occurrences[index]?.remove(other)
                } else {
                    if row[index] == nil { occurrences[index, default: []].insert(other) }
                    row[index] = updated
                }
            }
            rows[other] = row
        }
        rows[entering] = enteringRow
        for index in enteringRow.keys { occurrences[index, default: []].insert(entering) }
    }

    public enum OptimizationResult: Sendable, Equatable {
        case optimal(Rational)
        case unbounded
    }

    /// Minimises `objective` (its constant included) from the current feasible point.
    public func minimize(_ objective: SparseVector) -> OptimizationResult {
        while true {
            let reduced = reducedCosts(objective)
            var entering: (index: Int, direction: Int)?
            for index in reduced.keys.sorted() {
                let cost = reduced[index]!
                if cost.signum < 0, upper[index].map({ value[index] < $0 }) ?? true {
                    entering = (index, 1)
                    break
                }
                if cost.signum > 0, lower[index].map({ value[index] > $0 }) ?? true {
                    entering = (index, -1)
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

    public func maximize(_ objective: SparseVector) -> OptimizationResult {
        switch minimize(objective.scaled(by: -1)) {
        case .optimal(let value): return .optimal(-value)
        case .unbounded: return .unbounded
        }
    }

    public func evaluate(_ form: SparseVector) -> Rational {
        form.evaluate { self.value[$0] }
    }

    private func reducedCosts(_ objective: SparseVector) -> [Int: Rational] {
        var costs: [Int: Rational] = [:]
        for term in objective.terms {
            if let row = rows[term.index] {
                for (index, coefficient) in row { costs[index, default: 0] += term.coefficient * coefficient }
            } else {
                costs[term.index, default: 0] += term.coefficient
            }
        }
        return costs.filter { !$0.value.isZero }
    }

    private func ratioTest(_ entering: Int, direction: Int) -> (amount: Rational, leaving: Int?)? {
        var best: (amount: Rational, leaving: Int?)?
        if direction > 0, let limit = upper[entering] { best = (limit - value[entering], nil) }
        if direction < 0, let limit = lower[entering] { best = (value[entering] - limit, nil) }
        for basic in (occurrences[entering] ?? []).sorted() {
            let rate = rows[basic]![entering]! * Rational(direction)
            var amount: Rational?
            if rate.signum > 0, let limit = upper[basic] { amount = (limit - value[basic]) / rate }
            if rate.signum < 0, let limit = lower[basic] { amount = (value[basic] - limit) / (-rate) }
            guard let amount else { continue }
            if best == nil || amount < best!.amount { best = (amount, basic) }
        }
        return best
    }
}
