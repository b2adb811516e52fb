import BigInt

/// Random linear systems whose answer is known by construction, for checking checkers.
public enum RandomSystems {
    /// Rows built around a random rational point so that the point satisfies them all.
    public static func plantedFeasible(variables: Int, rows: Int, using generator: inout SeededGenerator)
        -> (rows: [OracleRow], point: [Int: OracleFraction])
    {
        var point: [Int: OracleFraction] = [:]
        for variable in 0..<variables {
            point[variable] = OracleFraction(
                Int.random(in: -20...20, using: &generator), Int.random(in: 1...4, using: &generator))
        }
        let system = (0..<rows).map { _ -> OracleRow in
            let coefficients = randomCoefficients(variables: variables, using: &generator)
            let value = OracleRow(coefficients: coefficients, relation: .eq, rhs: 0).leftSide(at: point)
            let slack = OracleFraction(Int.random(in: 0...2, using: &generator))
            switch Int.random(in: 0...2, using: &generator) {
            case 0: return OracleRow(coefficients: coefficients, relation: .eq, rhs: value)
            case 1: return OracleRow(coefficients: coefficients, relation: .le, rhs: value + slack)
            default: return OracleRow(coefficients: coefficients, relation: .ge, rhs: value - slack)
            }
        }
        return (system, point)
    }

    /// Random rows plus one closing row that makes a chosen sign-correct multiplier vector a Farkas
    /// certificate, so the system is infeasible and `certificate` proves it.
    public static func plantedInfeasible(variables: Int, rows: Int, using generator: inout SeededGenerator)
        -> (rows: [OracleRow], certificate: [OracleFraction])
    {
        var system: [OracleRow] = []
        var certificate: [OracleFraction] = []
        var combination: [Int: OracleFraction] = [:]
        var combinedRightSide = OracleFraction(0)
        for _ in 0..<rows {
            let coefficients = randomCoefficients(variables: variables, using: &generator)
            let rhs = OracleFraction(Int.random(in: -10...10, using: &generator))
            let size = OracleFraction(Int.random(in: 0...3, using: &generator), Int.random(in: 1...2, using: &generator))
            let (relation, multiplier): (OracleRelation, OracleFraction) =
                switch Int.random(in: 0...2, using: &generator) {
                case 0: (.le, size)
                case 1: (.ge, -size)
                default: (.eq, Bool.random(using: &generator) ? size : -size)
                }
            system.append(OracleRow(coefficients: coefficients, relation: relation, rhs: rhs))
            certificate.append(multiplier)
            for (variable, coefficient) in coefficients {
                combination[variable, default: 0] += multiplier * coefficient
            }
            combinedRightSide += multiplier * rhs
        }
        // Closing row −combination ≤ b with multiplier 1 and b < −combinedRightSide.
        let gap = OracleFraction(Int.random(in: 1...5, using: &generator))
        system.append(
            OracleRow(
                coefficients: combination.mapValues { -$0 }.filter { !$0.value.isZero }, relation: .le,
                rhs: -combinedRightSide - gap))
        certificate.append(1)
        return (system, certificate)
    }

    /// A `rows × columns` matrix of rank exactly `rank`: L·R with a unit-triangular block in L and an
    /// identity block in R, then rows and columns shuffled.
    public static func matrix(rank: Int, rows: Int, columns: Int, using generator: inout SeededGenerator)
        -> [[Int: OracleFraction]]
    {
        precondition(rank <= rows && rank <= columns)
        let left = (0..<rows).map { row in
            (0..<rank).map { column -> OracleFraction in
                if row < rank { return row == column ? 1 : (column < row ? small(&generator) : 0) }
                return small(&generator)
            }
        }
        let right = (0..<rank).map { row in
            (0..<columns).map { column -> OracleFraction in
                column < rank ? (row == column ? 1 : 0) : small(&generator)
            }
        }
        let columnOrder = Array(0..<columns).shuffled(using: &generator)
        let product = (0..<rows).map { row -> [Int: OracleFraction] in
            var entries: [Int: OracleFraction] = [:]
            for column in 0..<columns {
                let value = (0..<rank).reduce(OracleFraction(0)) { $0 + left[row][$1] * right[$1][column] }
                if !value.isZero { entries[columnOrder[column]] = value }
            }
            return entries
        }
        return product.shuffled(using: &generator)
    }

    private static func small(_ generator: inout SeededGenerator) -> OracleFraction {
        OracleFraction(Int.random(in: -3...3, using: &generator), Int.random(in: 1...2, using: &generator))
    }

    private static func randomCoefficients(variables: Int, using generator: inout SeededGenerator)
        -> [Int: OracleFraction]
    {
        var coefficients: [Int: OracleFraction] = [:]
        for variable in 0..<variables where Int.random(in: 0...2, using: &generator) > 0 {
            let value = Int.random(in: -3...3, using: &generator)
            if value != 0 { coefficients[variable] = OracleFraction(value) }
        }
        return coefficients
    }
}
