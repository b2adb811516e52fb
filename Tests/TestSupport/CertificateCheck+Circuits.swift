extension CertificateCheck {
    /// A fast, sound circuit check for a conflict that comes with its dependency: the rows are a
    /// circuit when `multipliers` combine them to zero with every multiplier nonzero, and the rows
    /// have rank count − 1. The dependency's kernel is then one-dimensional and spanned by a vector
    /// without zeros, so dropping any row leaves independent rows.
    ///
    /// The rank is computed modulo a large prime, which can only underestimate the rank over ℚ;
    /// only when it does (count − 2 or less) is the exact but slow `isCircuit` consulted.
    public static func isCircuit(rows: [OracleRow], dependency multipliers: [OracleFraction]) -> Bool {
        guard !rows.isEmpty, rows.count == multipliers.count, multipliers.allSatisfy({ !$0.isZero }) else { return false }
        var combination: [Int: OracleFraction] = [:]
        for (row, multiplier) in zip(rows, multipliers) {
            for (variable, coefficient) in row.coefficients {
                combination[variable, default: OracleFraction(0)] += multiplier * coefficient
            }
        }
        guard combination.values.allSatisfy(\.isZero) else { return false }
        // 2^61 − 1, a Mersenne prime.
        if rankModulo(2_305_843_009_213_693_951, of: rows.map(\.coefficients)) >= rows.count - 1 { return true }
        return isCircuit(rows: rows)
    }
}
