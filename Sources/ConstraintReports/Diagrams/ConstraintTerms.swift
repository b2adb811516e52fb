import ConstraintModel

/// A constraint in its own terms, for the edge that joins its items: the arrow names the
/// items, so the label names only their attributes (`leading = trailing + 8`,
/// `width ≥ 121 @750`, `centerX = ½×centerX`). Expression-form constraints relate more than
/// two anchors, so they keep the item names (`ConstraintEquation`).
struct ConstraintTerms {
    let system: ConstraintSystem

    func text(for constraint: LayoutConstraint) -> String {
        if constraint.expression != nil { return ConstraintEquation(system: system).text(for: constraint) }
        var text = "\(constraint.first.attribute) \(constraint.relation.mathSymbol) \(rightSide(of: constraint))"
        if !constraint.priority.isRequired { text += " @" + NumberText.priority(constraint.priority) }
        return text
    }

    private func rightSide(of constraint: LayoutConstraint) -> String {
        guard let second = AnchorNaming.effectiveSecond(of: constraint) else {
            var text = constantAlone(constraint)
            if let measuredIn = constraint.measuredIn { text += " in " + system.displayName(of: measuredIn) }
            return text
        }
        var text = second.attribute.description
        if constraint.multiplier.value != 1 { text = Self.multiplier(constraint.multiplier) + "×" + text }
        return text + constantAfterTerm(constraint)
    }

    private func constantAlone(_ constraint: LayoutConstraint) -> String {
        guard let constant = constraint.constant else { return constraint.constantSymbol ?? "?" }
        if constraint.constantIsSystemSpacing {
            return (NumberText.isNegative(constant) ? NumberText.minusSign : "") + "system spacing (\(NumberText.magnitude(constant)))"
        }
        return NumberText.signed(constant)
    }

    private func constantAfterTerm(_ constraint: LayoutConstraint) -> String {
        guard let constant = constraint.constant else { return " + \(constraint.constantSymbol ?? "?")" }
        let sign = NumberText.isNegative(constant) ? NumberText.minusSign : "+"
        if constraint.constantIsSystemSpacing { return " \(sign) system spacing (\(NumberText.magnitude(constant)))" }
        if constant.value == 0 { return "" }
        return " \(sign) \(NumberText.magnitude(constant))"
    }

    /// Denominators with a vulgar-fraction character; anything else is written as printed.
    private static let fractions: [(denominator: Int, glyphs: [Int: String])] = [
        (2, [1: "½"]), (3, [1: "⅓", 2: "⅔"]), (4, [1: "¼", 3: "¾"]), (5, [1: "⅕", 2: "⅖", 3: "⅗", 4: "⅘"]),
        (6, [1: "⅙", 5: "⅚"]), (8, [1: "⅛", 3: "⅜", 5: "⅝", 7: "⅞"]),
    ]

    /// `½`, `1½`, `−⅓`, `2`, or the number as printed (`0.5625`). UIKit prints six significant
    /// digits, so `0.333333` is read as ⅓, as the analysis reads it.
    static func multiplier(_ number: LayoutNumber) -> String {
        let magnitude = abs(number.value)
        let sign = number.value < 0 ? NumberText.minusSign : ""
        let whole = magnitude.rounded(.down)
        let part = magnitude - whole
        guard part > 0, magnitude < 1_000_000 else { return NumberText.signed(number) }
        for (denominator, glyphs) in fractions {
            let numerator = (part * Double(denominator)).rounded()
            let tolerance = 5e-7 * max(1, magnitude)
            guard abs(part - numerator / Double(denominator)) <= tolerance, let glyph = glyphs[Int(numerator)] else { continue }
            return sign + (whole > 0 ? LayoutNumber.format(whole) : "") + glyph
        }
        return NumberText.signed(number)
    }
}
