import ConstraintAnalysis
import LayoutMath

/// What re-checking one conflict's Farkas certificate found.
public struct CertificateVerdict: Sendable, Hashable {
    public var rowCount: Int
    /// The multipliers in row order, as the certificate gives them.
    public var multipliers: [Rational]
    /// Σ y·b: the right side left after the unknowns cancel (negative for a valid proof).
    public var combinedRightSide: Rational
    /// True when every row is an equality, so the contradiction reads `0 = Σ y·b`.
    public var isAllEqualities: Bool
    /// Why the certificate does not prove the conflict; nil when it does.
    public var failure: String?

    public var isValid: Bool { failure == nil }
}

/// Re-checks a conflict's certificate from its rows alone, with none of the analysis' code: a
/// reported conflict is only called proved when this agrees.
///
/// Farkas' lemma, in the convention the rows carry: row i reads `aᵢ·x REL bᵢ` with multiplier
/// yᵢ, where yᵢ ≥ 0 on `≤` rows and yᵢ ≤ 0 on `≥` rows (any sign on `=` rows). Every solution
/// would then satisfy Σ yᵢ(aᵢ·x) ≤ Σ yᵢbᵢ; when Σ yᵢaᵢ = 0 exactly and Σ yᵢbᵢ < 0 that reads
/// 0 ≤ negative, so no solution exists.
public enum CertificateVerifier {
    public static func verify(_ rows: [CertificateRow]) -> CertificateVerdict {
        var combination: [String: Rational] = [:]
        var rightSide = Rational.zero
        var failure: String?
        for (index, row) in rows.enumerated() {
            let sign = row.multiplier.signum
            switch row.relation {
            case "≤", "<=":
                if sign < 0 { failure = failure ?? "row \(index + 1) (\(row.source)) is a ≤ row with a negative multiplier" }
            case "≥", ">=":
                if sign > 0 { failure = failure ?? "row \(index + 1) (\(row.source)) is a ≥ row with a positive multiplier" }
            case "=", "==":
                break
            default:
                failure = failure ?? "row \(index + 1) (\(row.source)) has an unknown relation '\(row.relation)'"
            }
            for (variable, coefficient) in row.coefficients {
                combination[variable, default: .zero] += row.multiplier * coefficient
            }
            rightSide += row.multiplier * row.rhs
        }
        if rows.isEmpty { failure = "the certificate has no rows" }
        if failure == nil, let left = combination.keys.sorted().first(where: { !combination[$0]!.isZero }) {
            failure = "the rows do not cancel: \(left) is left with \(combination[left]!.formatted())"
        }
        if failure == nil, rightSide.signum >= 0 {
            failure = "the rows add up to 0 ≤ \(rightSide.formatted()), which holds"
        }
        return CertificateVerdict(
            rowCount: rows.count, multipliers: rows.map(\.multiplier), combinedRightSide: rightSide,
            isAllEqualities: rows.allSatisfy { $0.relation == "=" || $0.relation == "==" }, failure: failure)
    }
}
