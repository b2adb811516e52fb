import BigInt

/// Checks of the certificates the analysis attaches to its verdicts. Each check is a direct reading
/// of the definition, so a passing check means the verdict is true whatever code produced it.
public enum CertificateCheck {
    /// True when `multipliers` prove `rows` have no solution (Farkas' lemma).
    ///
    /// Sign convention: row i is `aᵢ·x REL bᵢ` and yᵢ is its multiplier. A certificate needs
    /// yᵢ ≥ 0 on `≤` rows, yᵢ ≤ 0 on `≥` rows, any sign on `=` rows; then every solution would
    /// satisfy Σ yᵢ(aᵢ·x) ≤ Σ yᵢbᵢ. If Σ yᵢaᵢ = 0 exactly and Σ yᵢbᵢ < 0 this reads 0 ≤ negative,
    /// so no solution exists.
    public static func isFarkasCertificate(rows: [OracleRow], multipliers: [OracleFraction]) -> Bool {
        guard rows.count == multipliers.count else { return false }
        var combination: [Int: OracleFraction] = [:]
        var combinedRightSide = OracleFraction(0)
        for (row, multiplier) in zip(rows, multipliers) {
            switch row.relation {
            case .le: if multiplier.signum < 0 { return false }
            case .ge: if multiplier.signum > 0 { return false }
            case .eq: break
            }
            for (variable, coefficient) in row.coefficients {
                combination[variable, default: OracleFraction(0)] += multiplier * coefficient
            }
            combinedRightSide += multiplier * row.rhs
        }
        return combination.values.allSatisfy(\.isZero) && combinedRightSide.signum < 0
    }

    /// True when `point` satisfies every row; variables missing from `point` are 0.
    public static func satisfies(rows: [OracleRow], point: [Int: OracleFraction]) -> Bool {
        rows.allSatisfy { $0.isSatisfied(by: point) }
    }

    /// Exact rank over ℚ by Gaussian elimination on fractions.
    public static func rank(of rows: [[Int: OracleFraction]]) -> Int {
        var matrix = denseMatrix(rows)
        let columnCount = matrix.first?.count ?? 0
        var rank = 0
        for column in 0..<columnCount {
            guard let pivot = (rank..<matrix.count).first(where: { !matrix[$0][column].isZero }) else { continue }
            matrix.swapAt(rank, pivot)
            for row in (rank + 1)..<matrix.count where !matrix[row][column].isZero {
                let factor = matrix[row][column] / matrix[rank][column]
                for entry in column..<columnCount {
                    matrix[row][entry] -= factor * matrix[rank][entry]
                }
            }
            rank += 1
        }
        return rank
    }

    /// Rank over the field ℤ/p after scaling each row to integers by the lcm of its denominators.
    /// It can only be lower than the rank over ℚ (when p divides a minor), so agreement for two large
    /// primes cross-checks an exact rank computed another way. Precondition: `prime` is a prime below 2⁶³.
    public static func rankModulo(_ prime: UInt64, of rows: [[Int: OracleFraction]]) -> Int {
        precondition(prime >= 2 && prime < 1 << 63, "rankModulo needs a prime below 2^63")
        let field = PrimeField(prime: prime)
        var matrix = denseMatrix(rows).map { row -> [UInt64] in
            let commonDenominator = row.reduce(BigInt(1)) { lcm, entry in
                lcm / lcm.greatestCommonDivisor(with: entry.denominator) * entry.denominator
            }
            return row.map { field.reduce($0.numerator * (commonDenominator / $0.denominator)) }
        }
        let columnCount = matrix.first?.count ?? 0
        var rank = 0
        for column in 0..<columnCount {
            guard let pivot = (rank..<matrix.count).first(where: { matrix[$0][column] != 0 }) else { continue }
            matrix.swapAt(rank, pivot)
            let inversePivot = field.inverse(matrix[rank][column])
            for row in (rank + 1)..<matrix.count where matrix[row][column] != 0 {
                let factor = field.multiply(matrix[row][column], inversePivot)
                for entry in column..<columnCount {
                    matrix[row][entry] = field.subtract(matrix[row][entry], field.multiply(factor, matrix[rank][entry]))
                }
            }
            rank += 1
        }
        return rank
    }

    /// True when the rows form a circuit: dependent, yet every proper subset independent. Checked
    /// literally: rank is count − 1 and dropping any single row leaves count − 1 independent rows.
    public static func isCircuit(rows: [[Int: OracleFraction]]) -> Bool {
        guard !rows.isEmpty, rank(of: rows) == rows.count - 1 else { return false }
        return rows.indices.allSatisfy { dropped in
            var remaining = rows
            remaining.remove(at: dropped)
            return rank(of: remaining) == rows.count - 1
        }
    }

    /// `isCircuit` on the rows' coefficient vectors (relations and right sides ignored).
    public static func isCircuit(rows: [OracleRow]) -> Bool {
        isCircuit(rows: rows.map(\.coefficients))
    }

    /// Rows as a dense matrix over the sorted union of their variables.
    private static func denseMatrix(_ rows: [[Int: OracleFraction]]) -> [[OracleFraction]] {
        let variables = Set(rows.flatMap(\.keys)).sorted()
        return rows.map { row in variables.map { row[$0] ?? OracleFraction(0) } }
    }
}

/// Arithmetic modulo a prime below 2⁶³, with 128-bit intermediate products.
private struct PrimeField {
    let prime: UInt64

    func reduce(_ value: BigInt) -> UInt64 {
        let remainder = value.magnitude % BigUInt(prime)
        let residue = UInt64(remainder)
        return value.sign == .minus && residue != 0 ? prime - residue : residue
    }

    func multiply(_ left: UInt64, _ right: UInt64) -> UInt64 {
        prime.dividingFullWidth(left.multipliedFullWidth(by: right)).remainder
    }

    func subtract(_ left: UInt64, _ right: UInt64) -> UInt64 {
        left >= right ? left - right : prime - (right - left)
    }

    /// Fermat: a^(p−2) is a⁻¹ for a prime p and a ≠ 0.
    func inverse(_ value: UInt64) -> UInt64 {
        var result: UInt64 = 1
        var base = value
        var exponent = prime - 2
        while exponent > 0 {
            if exponent & 1 == 1 { result = multiply(result, base) }
            base = multiply(base, base)
            exponent >>= 1
        }
        return result
    }
}
