import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// Phrases the analysis sections share: constraints named by id and formula, numbered and
/// wrapped entries, ranges and axes in words.
struct AnalysisWording {
    let system: ConstraintSystem

    /// `c5 (ImageView2.trailing = Cell.trailing − 8)`, or the id alone when it is unknown.
    func reference(_ id: String) -> String {
        guard let constraint = system.constraint(id) else { return id }
        return "\(id) (\(ConstraintEquation(system: system).text(for: constraint)))"
    }

    func itemName(_ id: String) -> String { system.displayName(of: id) }

    /// The framework that reported (and recovered from) a log's conflict.
    var framework: String { ModelWording.layoutFramework(system.platform) }

    static func axisWord(_ axis: Axis) -> String { axis.rawValue }

    static func degrees(_ count: Int) -> String { ModelWording.count(count, "degree of freedom", "degrees of freedom") }

    /// `1. ` before the first line of entry `number`, its width in spaces before the others.
    static func numbered(_ number: Int, _ lines: [String], indent: String = "  ") -> [String] {
        let marker = "\(number). "
        let gap = String(repeating: " ", count: marker.count)
        return lines.enumerated().map { index, line in indent + (index == 0 ? marker : gap) + line }
    }

    /// A paragraph wrapped to the report's width after `prefix` (continuation lines indented to
    /// line up under the text).
    static func wrapped(_ text: String, prefix: String) -> [String] {
        TextLayout.wrap(text, firstPrefix: prefix, indent: String(repeating: " ", count: prefix.count))
    }

    /// The analysis writes some descriptions as clauses ("equal priorities tie …"); reports show
    /// them as sentences.
    /// A clause that starts with an id (`c2 is then missed …`) keeps its case.
    static func sentence(_ text: String) -> String {
        let firstWord = text.prefix { !$0.isWhitespace }
        guard let first = text.first, first.isLowercase, !firstWord.contains(where: \.isNumber) else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The sentence with a full stop, unless it already ends one.
    static func closed(_ text: String) -> String {
        guard let last = text.last, !".!?".contains(last) else { return text }
        return text + "."
    }

    /// "−1, −1, 1" — at most `limit` values, then how many more.
    static func list(_ values: [Rational], limit: Int = 8) -> String {
        let shown = values.prefix(limit).map { $0.formatted() }.joined(separator: ", ")
        return values.count > limit ? shown + ", … (\(values.count - limit) more)" : shown
    }
}
