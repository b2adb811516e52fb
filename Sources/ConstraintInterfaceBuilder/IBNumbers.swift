import ConstraintModel
import Foundation

/// Numbers as Interface Builder writes them (notes §0.2): multipliers as 6-digit decimals or exact
/// ratios `a:b` / `a/b`; constants as doubles printed with up to 17 digits.
enum IBNumbers {
    /// A multiplier: a ratio keeps its exact literal (`16/9`) for the exact analysis.
    static func multiplier(_ text: String) -> LayoutNumber? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for separator in [":", "/"] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]),
                numerator.isFinite, denominator.isFinite, denominator != 0
            else { return nil }
            return LayoutNumber(numerator / denominator, literal: "\(parts[0])/\(parts[1])")
        }
        return LayoutNumber(parsing: trimmed)
    }

    /// A constant, and when it carried binary float noise (`13.999999999999996`), the text it was
    /// snapped from: it is read with ten significant digits, which the analysis then snaps on as it
    /// does for log numbers.
    static func constant(_ text: String) -> (number: LayoutNumber, snappedFrom: String?)? {
        guard let number = LayoutNumber(parsing: text) else { return nil }
        let digits = text.filter(\.isNumber).drop { $0 == "0" }.count
        guard digits > 15 else { return (number, nil) }
        let short = String(format: "%.10g", number.value)
        guard let snapped = LayoutNumber(parsing: short), short != text else { return (number, nil) }
        return (snapped, text)
    }

    static func double(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func priority(_ text: String?) -> Priority? {
        guard let value = double(text) else { return nil }
        // AppKit saves 250 as 249.99998474121094 (a Float widened to Double).
        let rounded = (value * 1000).rounded() / 1000
        return Priority(abs(rounded - value.rounded()) < 0.001 ? value.rounded() : rounded)
    }
}
