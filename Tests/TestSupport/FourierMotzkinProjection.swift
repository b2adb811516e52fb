import BigInt

/// `Σ coefficients·x ≤ bound`, remembering which input inequalities were added up to make it.
struct ProjectedInequality {
    var coefficients: [Int: OracleFraction]
    var bound: OracleFraction
    var history: Set<Int>
}

/// The projection of a system's solution set onto the `keeping` variables, as inequalities in
/// those variables only. Construction fails (nil) exactly when the system has no solution.
struct Projection {
    private(set) var inequalities: [ProjectedInequality] = []

    init?(rows: [OracleRow], keeping kept: Set<Int>) {
        guard let reduced = Projection.substitutingEqualities(rows, keeping: kept) else { return nil }
        var current: [ProjectedInequality] = []
        for (number, row) in reduced.enumerated() {
            guard let inequality = Projection.normalised(row.coefficients, row.bound, history: [number]) else {
                return nil
            }
            if let inequality { current.append(inequality) }
        }
        var eliminatedCount = 0
        while let variable = Projection.cheapestVariable(in: current, keeping: kept) {
            eliminatedCount += 1
            guard let next = Projection.eliminating(variable, from: current, eliminatedCount: eliminatedCount) else {
                return nil
            }
            current = Projection.withoutDominated(next)
        }
        inequalities = current
    }

    /// Solves each equality for a variable that is not kept and substitutes it everywhere (exact
    /// Gaussian elimination, which cannot blow up the row count). What remains are `≤` rows, with
    /// equalities in kept variables split into two. Nil when an equality reduces to 0 = nonzero.
    private static func substitutingEqualities(_ rows: [OracleRow], keeping kept: Set<Int>)
        -> [(coefficients: [Int: OracleFraction], bound: OracleFraction)]?
    {
        typealias Row = (coefficients: [Int: OracleFraction], bound: OracleFraction)
        var equalities: [Row] = []
        var inequalities: [Row] = []
        for row in rows {
            switch row.relation {
            case .eq: equalities.append((row.coefficients, row.rhs))
            case .le: inequalities.append((row.coefficients, row.rhs))
            case .ge: inequalities.append((row.coefficients.mapValues { -$0 }, -row.rhs))
            }
        }
        while let position = equalities.firstIndex(where: { equality in
            equality.coefficients.contains { !kept.contains($0.key) && !$0.value.isZero }
        }) {
            let pivotRow = equalities.remove(at: position)
            let pivot = pivotRow.coefficients.filter { !kept.contains($0.key) && !$0.value.isZero }.keys.min()!
            let pivotCoefficient = pivotRow.coefficients[pivot]!
            func substitute(_ row: Row) -> Row {
                guard let coefficient = row.coefficients[pivot], !coefficient.isZero else { return row }
                let factor = coefficient / pivotCoefficient
                return (
                    linearCombination(row.coefficients, OracleFraction(1), pivotRow.coefficients, -factor),
                    row.bound - factor * pivotRow.bound
                )
            }
            equalities = equalities.map(substitute)
            inequalities = inequalities.map(substitute)
        }
        for equality in equalities {
            let coefficients = equality.coefficients.filter { !$0.value.isZero }
            if coefficients.isEmpty {
                if !equality.bound.isZero { return nil }
                continue
            }
            inequalities.append((coefficients, equality.bound))
            inequalities.append((coefficients.mapValues { -$0 }, -equality.bound))
        }
        return inequalities
    }

    /// Scales to make the smallest variable's coefficient ±1, so equal directions compare equal.
    /// Outer nil: the row reads 0 ≤ negative (infeasible); inner nil: it reads 0 ≤ nonnegative.
    private static func normalised(_ coefficients: [Int: OracleFraction], _ bound: OracleFraction, history: Set<Int>)
        -> ProjectedInequality??
    {
        let nonzero = coefficients.filter { !$0.value.isZero }
        guard let first = nonzero.keys.min() else {
            return bound.signum < 0 ? nil : .some(nil)
        }
        let scale = OracleFraction(1) / nonzero[first]!.magnitude
        return ProjectedInequality(
            coefficients: nonzero.mapValues { $0 * scale }, bound: bound * scale, history: history)
    }

    /// The variable whose elimination creates the fewest rows, ties to the smallest index.
    private static func cheapestVariable(in rows: [ProjectedInequality], keeping kept: Set<Int>) -> Int? {
        var positive: [Int: Int] = [:]
        var negative: [Int: Int] = [:]
        for row in rows {
            for (variable, coefficient) in row.coefficients where !kept.contains(variable) {
                if coefficient.signum > 0 { positive[variable, default: 0] += 1 } else { negative[variable, default: 0] += 1 }
            }
        }
        let candidates = Set(positive.keys).union(negative.keys)
        return candidates.min { left, right in
            let leftCost = positive[left, default: 0] * negative[left, default: 0]
            let rightCost = positive[right, default: 0] * negative[right, default: 0]
            return (leftCost, left) < (rightCost, right)
        }
    }

    /// One Fourier–Motzkin step: every upper bound on `variable` against every lower bound.
    /// Chernikov's rule drops combinations of more than `eliminatedCount + 1` input rows: such a
    /// combination is not an extreme ray of the multiplier cone, so smaller combinations imply it.
    private static func eliminating(_ variable: Int, from rows: [ProjectedInequality], eliminatedCount: Int)
        -> [ProjectedInequality]?
    {
        var result = rows.filter { $0.coefficients[variable] == nil }
        let uppers = rows.filter { ($0.coefficients[variable]?.signum ?? 0) > 0 }
        let lowers = rows.filter { ($0.coefficients[variable]?.signum ?? 0) < 0 }
        for upper in uppers {
            for lower in lowers {
                let history = upper.history.union(lower.history)
                if history.count > eliminatedCount + 1 { continue }
                let upperWeight = OracleFraction(1) / upper.coefficients[variable]!
                let lowerWeight = OracleFraction(1) / lower.coefficients[variable]!.magnitude
                var coefficients = linearCombination(upper.coefficients, upperWeight, lower.coefficients, lowerWeight)
                coefficients[variable] = nil
                let bound = upper.bound * upperWeight + lower.bound * lowerWeight
                guard let combined = normalised(coefficients, bound, history: history) else { return nil }
                if let combined { result.append(combined) }
            }
        }
        return result
    }

    /// Drops a row when another has the same direction, a bound at least as tight and a history
    /// contained in its own: everything derived from the dropped row is then derived at least as
    /// tightly, and no more often rejected by Chernikov's rule, from the kept one.
    private static func withoutDominated(_ rows: [ProjectedInequality]) -> [ProjectedInequality] {
        let groups = Dictionary(grouping: rows, by: \.coefficients)
        var kept: [ProjectedInequality] = []
        for (_, group) in groups {
            var survivors: [ProjectedInequality] = []
            for row in group.sorted(by: { ($0.bound, $0.history.count) < ($1.bound, $1.history.count) }) {
                let isDominated = survivors.contains { $0.bound <= row.bound && $0.history.isSubset(of: row.history) }
                if !isDominated { survivors.append(row) }
            }
            kept.append(contentsOf: survivors)
        }
        return kept
    }
}

/// `left·leftFactor + right·rightFactor`, without zero entries.
func linearCombination(
    _ left: [Int: OracleFraction], _ leftFactor: OracleFraction, _ right: [Int: OracleFraction],
    _ rightFactor: OracleFraction
) -> [Int: OracleFraction] {
    var result = left.mapValues { $0 * leftFactor }
    for (variable, coefficient) in right {
        result[variable, default: OracleFraction(0)] += coefficient * rightFactor
    }
    return result.filter { !$0.value.isZero }
}
