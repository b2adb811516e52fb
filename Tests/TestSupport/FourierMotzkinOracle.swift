import BigInt

/// Exact answers for tiny systems (about 8 variables and 30 rows) by Fourier–Motzkin elimination:
/// slow and exponential, but simple enough to trust, and sharing nothing with the simplex.
public enum FourierMotzkinOracle {
    public static func isFeasible(_ rows: [OracleRow]) -> Bool {
        Projection(rows: rows, keeping: []) != nil
    }

    /// The minimum and maximum of `objective · x` over the rows' solutions; a nil bound means the
    /// objective is unbounded that way, a nil result means there are no solutions.
    public static func range(of objective: [Int: OracleFraction], over rows: [OracleRow])
        -> (lower: OracleFraction?, upper: OracleFraction?)?
    {
        // Project onto a fresh variable t with t = objective · x.
        let target = freshVariable(after: rows, objective)
        var definition = objective.mapValues { -$0 }
        definition[target] = OracleFraction(1)
        let withTarget = rows + [OracleRow(coefficients: definition, relation: .eq, rhs: OracleFraction(0))]
        guard let projection = Projection(rows: withTarget, keeping: [target]) else { return nil }
        var lower: OracleFraction?
        var upper: OracleFraction?
        for inequality in projection.inequalities {
            // Only t is left: a·t ≤ b.
            guard let coefficient = inequality.coefficients[target] else { continue }
            let limit = inequality.bound / coefficient
            if coefficient.signum > 0 {
                if upper.map({ limit < $0 }) ?? true { upper = limit }
            } else {
                if lower.map({ limit > $0 }) ?? true { lower = limit }
            }
        }
        if let lower, let upper, lower > upper { return nil }
        return (lower, upper)
    }

    /// True when every solution gives `variable` the same value; false for infeasible rows.
    public static func isDetermined(variable: Int, over rows: [OracleRow]) -> Bool {
        guard let bounds = range(of: [variable: OracleFraction(1)], over: rows),
            let lower = bounds.lower, let upper = bounds.upper
        else { return false }
        return lower == upper
    }

    /// The optimal face of a lexicographic priority program, as rows, or nil when `required` is
    /// infeasible.
    ///
    /// Optional row k (counting through the levels in order, rows in order) gets the error variable
    /// `e_k` numbered `m + 1 + k`, where m is the largest variable index used anywhere, with
    /// `e_k ≥ |violation|` written as linear rows (`a·x − b ≤ e_k` for `≤`, `b − a·x ≤ e_k` for
    /// `≥`, both for `=`, and `e_k ≥ 0`). Levels are minimised one after another, highest priority
    /// first; each adds the row `Σ e_k over the level = its minimum`. At that optimum every `e_k`
    /// equals its row's violation, so the returned rows (required rows, error rows and level rows)
    /// describe exactly the optimal points extended by their violations.
    public static func lexicographicOptimum(required: [OracleRow], levels: [[OracleRow]]) -> [OracleRow]? {
        guard isFeasible(required) else { return nil }
        var face = required
        var nextError = freshVariable(after: required + levels.flatMap { $0 }, [:])
        for level in levels {
            var levelSum: [Int: OracleFraction] = [:]
            for row in level {
                let error = nextError
                nextError += 1
                levelSum[error] = OracleFraction(1)
                face.append(contentsOf: errorRows(for: row, error: error))
            }
            if level.isEmpty { continue }
            guard let minimum = range(of: levelSum, over: face)?.lower else {
                preconditionFailure("a sum of nonnegative errors is bounded below on a feasible system")
            }
            face.append(OracleRow(coefficients: levelSum, relation: .eq, rhs: minimum))
        }
        return face
    }

    /// Every minimal set S of soft rows (indices into `rows` not in `hard`) such that the hard rows
    /// plus S have no solution, by brute force in order of size, then lexicographically. `[[]]` when
    /// the hard rows alone are infeasible. Precondition: at most 20 soft rows.
    public static func minimalUnsatisfiableSubsets(_ rows: [OracleRow], hard: Set<Int>) -> [Set<Int>] {
        let hardRows = rows.indices.filter { hard.contains($0) }.map { rows[$0] }
        let soft = rows.indices.filter { !hard.contains($0) }
        precondition(soft.count <= 20, "brute-force MUS enumeration is limited to 20 soft rows")
        if !isFeasible(hardRows) { return [[]] }
        if isFeasible(rows) { return [] }
        var found: [Set<Int>] = []
        for size in 1...max(1, soft.count) {
            for subset in combinations(of: soft, size: size) {
                let candidate = Set(subset)
                // Anything containing a smaller unsatisfiable set is infeasible but not minimal; a
                // set that contains none is minimal as soon as it is infeasible.
                if found.contains(where: { $0.isSubset(of: candidate) }) { continue }
                if !isFeasible(hardRows + subset.map { rows[$0] }) { found.append(candidate) }
            }
        }
        return found
    }

    // MARK: - Helpers

    static func freshVariable(after rows: [OracleRow], _ objective: [Int: OracleFraction]) -> Int {
        let used = rows.flatMap(\.coefficients.keys) + objective.keys
        return (used.max() ?? -1) + 1
    }

    private static func errorRows(for row: OracleRow, error: Int) -> [OracleRow] {
        let one = OracleFraction(1)
        // a·x − b ≤ e  ⇔  a·x − e ≤ b;   b − a·x ≤ e  ⇔  a·x + e ≥ b.
        var below = row.coefficients
        below[error] = -one
        var above = row.coefficients
        above[error] = one
        let exceedsUpper = OracleRow(coefficients: below, relation: .le, rhs: row.rhs)
        let exceedsLower = OracleRow(coefficients: above, relation: .ge, rhs: row.rhs)
        let nonnegative = OracleRow(coefficients: [error: one], relation: .ge, rhs: OracleFraction(0))
        switch row.relation {
        case .le: return [exceedsUpper, nonnegative]
        case .ge: return [exceedsLower, nonnegative]
        case .eq: return [exceedsUpper, exceedsLower, nonnegative]
        }
    }

    /// Subsets of `elements` with `size` members, in lexicographic order of positions.
    private static func combinations(of elements: [Int], size: Int) -> [[Int]] {
        if size == 0 { return [[]] }
        if elements.count < size { return [] }
        var result: [[Int]] = []
        for (position, element) in elements.enumerated() {
            let rest = Array(elements[(position + 1)...])
            for tail in combinations(of: rest, size: size - 1) { result.append([element] + tail) }
        }
        return result
    }
}
