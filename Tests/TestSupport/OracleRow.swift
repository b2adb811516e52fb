import BigInt

public enum OracleRelation: Sendable, Hashable {
    case le
    case ge
    case eq
}

/// One linear row `Σ coefficients[i]·x_i  relation  rhs`; variables not listed have coefficient 0.
public struct OracleRow: Sendable, Hashable {
    public var coefficients: [Int: OracleFraction]
    public var relation: OracleRelation
    public var rhs: OracleFraction

    public init(coefficients: [Int: OracleFraction], relation: OracleRelation, rhs: OracleFraction) {
        self.coefficients = coefficients
        self.relation = relation
        self.rhs = rhs
    }

    /// Shorthand for hand-written test systems: `OracleRow([0: 1, 1: -1], .le, 8)`.
    public init(_ coefficients: [Int: Int], _ relation: OracleRelation, _ rhs: Int) {
        self.init(
            coefficients: coefficients.mapValues { OracleFraction($0) }, relation: relation, rhs: OracleFraction(rhs))
    }

    /// Σ coefficients·point; variables missing from `point` count as 0.
    public func leftSide(at point: [Int: OracleFraction]) -> OracleFraction {
        coefficients.reduce(OracleFraction(0)) { sum, term in
            sum + term.value * (point[term.key] ?? OracleFraction(0))
        }
    }

    public func isSatisfied(by point: [Int: OracleFraction]) -> Bool {
        let left = leftSide(at: point)
        switch relation {
        case .le: return left <= rhs
        case .ge: return left >= rhs
        case .eq: return left == rhs
        }
    }
}
