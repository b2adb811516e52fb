import ConstraintAnalysis
import LayoutMath
import TestSupport

extension Rational {
    /// The same number as an oracle fraction (the two share no arithmetic code).
    var oracle: OracleFraction { OracleFraction(numerator, denominator) }
}

extension OracleRelation {
    /// The relation of a `CertificateRow` (`=`, `≤`, `≥`).
    init?(certificateSymbol symbol: String) {
        switch symbol {
        case "=": self = .eq
        case "≤": self = .le
        case "≥": self = .ge
        default: return nil
        }
    }
}

/// A conflict's certificate read into oracle rows over a shared variable table.
struct ReadCertificate {
    var rows: [OracleRow]
    var multipliers: [OracleFraction]
    var sources: [String]
    /// Each minimality witness as a point over the same variables.
    var witnesses: [[Int: OracleFraction]]
    /// Variable names by index, for messages.
    var names: [String]

    /// Nil when a row has an unknown relation symbol.
    init?(_ conflict: Conflict, variables: inout OracleVariables) {
        rows = []
        multipliers = []
        sources = []
        for certificateRow in conflict.certificate {
            guard let relation = OracleRelation(certificateSymbol: certificateRow.relation) else { return nil }
            var coefficients: [Int: OracleFraction] = [:]
            for (name, value) in certificateRow.coefficients.sorted(by: { $0.key < $1.key }) where !value.isZero {
                coefficients[variables.index(of: name)] = value.oracle
            }
            rows.append(OracleRow(coefficients: coefficients, relation: relation, rhs: certificateRow.rhs.oracle))
            multipliers.append(certificateRow.multiplier.oracle)
            sources.append(certificateRow.source)
        }
        witnesses = conflict.minimalityWitnesses.map { witness in
            var point: [Int: OracleFraction] = [:]
            for (name, value) in witness.sorted(by: { $0.key < $1.key }) { point[variables.index(of: name)] = value.oracle }
            return point
        }
        names = variables.names
    }
}

extension OracleRow {
    /// The same half-space or hyperplane: equal after writing `≥` as `≤` and scaling so the
    /// coefficient of the smallest variable is ±1 (positive for equalities, whose sign is free).
    func isEquivalent(to other: OracleRow) -> Bool {
        guard let mine = normalised(), let theirs = other.normalised() else {
            // Rows without variables: compare what they say about the constant.
            return relation == other.relation && rhs == other.rhs && coefficients.values.allSatisfy(\.isZero)
                && other.coefficients.values.allSatisfy(\.isZero)
        }
        return mine == theirs
    }

    private func normalised() -> OracleRow? {
        var row = OracleRow(coefficients: coefficients.filter { !$0.value.isZero }, relation: relation, rhs: rhs)
        if row.relation == .ge {
            row = OracleRow(coefficients: row.coefficients.mapValues { -$0 }, relation: .le, rhs: -row.rhs)
        }
        guard let first = row.coefficients.keys.min() else { return nil }
        var scale = OracleFraction(1) / row.coefficients[first]!.magnitude
        if row.relation == .eq && row.coefficients[first]!.signum < 0 { scale = -scale }
        return OracleRow(coefficients: row.coefficients.mapValues { $0 * scale }, relation: row.relation, rhs: row.rhs * scale)
    }
}

extension OracleRow {
    /// `item2.x − item1.x = 20` for failure messages.
    func text(_ names: [String]) -> String {
        let terms = coefficients.filter { !$0.value.isZero }.sorted { $0.key < $1.key }.map { variable, coefficient in
            let name = variable < names.count ? names[variable] : "v\(variable)"
            return coefficient == OracleFraction(1) ? name : "\(coefficient)·\(name)"
        }
        let symbol = switch relation {
        case .eq: "="
        case .le: "≤"
        case .ge: "≥"
        }
        return "\(terms.isEmpty ? "0" : terms.joined(separator: " + ")) \(symbol) \(rhs)"
    }
}

extension Diagnosis {
    /// The solved frames as an oracle point over `variables` (`item.x`, `item.width`, …); unknowns
    /// the variables do not name are left out.
    func framePoint(over variables: OracleVariables) -> [Int: OracleFraction] {
        var point: [Int: OracleFraction] = [:]
        for (item, frame) in frames {
            let parts: [(String, Rational?)] = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            for (name, value) in parts {
                if let value, let index = variables.existingIndex(of: "\(item).\(name)") { point[index] = value.oracle }
            }
        }
        return point
    }
}
