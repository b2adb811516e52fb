import LayoutMath

/// How exact values reach JSON. One rule for the whole report (`Docs/json-report.md`, "Exact
/// numbers"): every exact rational is a string holding the reduced fraction or integer
/// (`"283/3"`, `"-5"`), under a key ending in `Exact`; a value that is a length or position in
/// points (over-by amounts, range ends, frames, snapped constants) also gets the nearest double as
/// a JSON number under the plain key. Values that only matter exactly (certificate coefficients,
/// right sides, multipliers, witness points) are written as exact strings only, under plain keys.
enum JSONExact {
    static func text(_ value: Rational) -> String { value.description }

    static func number(_ value: Rational) -> Double? { finiteOrNil(value.doubleValue) }

    static func texts(_ values: [String: Rational]) -> [String: String] { values.mapValues(text) }
}

/// JSON spells relations as constraints do: `==`, `<=`, `>=`, whatever symbols the analysis uses.
enum JSONRelation {
    static func ascii(_ relation: String) -> String {
        switch relation {
        case "≤", "<=": return "<="
        case "≥", ">=": return ">="
        case "=", "==": return "=="
        default: return relation
        }
    }
}
