import ConstraintModel

/// A constraint as a plain-English sentence with display names:
/// "StackView's leading edge should equal ImageView1's trailing edge plus 8."
public struct ConstraintSentence: Sendable {
    public let system: ConstraintSystem

    /// A constant without a value: lost from a log, or a name the Swift reader cannot evaluate.
    static func unknownConstant(in format: InputFormat) -> String {
        switch format.unknownConstantCause {
        case .lostFromLog: return "an unknown constant (lost from the log)"
        case .notKnownStatically: return "a constant not known statically"
        case .unstated: return "an unknown constant"
        }
    }

    /// A named constant without a value (`IntrinsicHeight`) is the item's content size, unknown.
    static func unknown(_ constraint: LayoutConstraint, in format: InputFormat) -> String {
        guard let symbol = constraint.constantSymbol else { return unknownConstant(in: format) }
        return "its intrinsic \(symbol == "IntrinsicWidth" ? "width" : "height") (\(symbol), not given)"
    }

    public init(system: ConstraintSystem) {
        self.system = system
    }

    public func text(for constraint: LayoutConstraint) -> String {
        text(for: constraint, naming: AnchorNaming(system: system))
    }

    /// The sentence as lines of at most `width` characters, never breaking inside a view's name.
    public func lines(for constraint: LayoutConstraint, width: Int) -> [String] {
        let joiner: Character = "\u{E000}"
        var joined = text(for: constraint, naming: AnchorNaming(system: system, wordJoiner: joiner))
        // The last two words stay together, so no line holds a lone "8.".
        if let lastSpace = joined.lastIndex(of: " ") { joined.replaceSubrange(lastSpace...lastSpace, with: String(joiner)) }
        return TextLayout.wrap(joined, firstPrefix: "", indent: "", width: width)
            .map { $0.replacingOccurrences(of: String(joiner), with: " ") }
    }

    private func text(for constraint: LayoutConstraint, naming: AnchorNaming) -> String {
        let relation = "should \(constraint.relation.phrase)"
        var sentence: String
        if let expression = constraint.expression {
            let left = side(expression.left, constant: expression.leftConstant, naming: naming)
            let right = side(expression.right, constant: expression.rightConstant, naming: naming)
            sentence = "\(left) \(relation) \(right)"
        } else {
            sentence = "\(naming.phrase(constraint.first)) \(relation) \(pairRightSide(constraint, naming: naming))"
        }
        if !constraint.priority.isRequired { sentence += " (priority \(NumberText.priority(constraint.priority)))" }
        // Only our own words are capitalised: a name such as `iconView` keeps its spelling.
        if sentence.hasPrefix("the ") || sentence.hasPrefix("minus ") {
            sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
        }
        return sentence + "."
    }

    private func pairRightSide(_ constraint: LayoutConstraint, naming: AnchorNaming) -> String {
        guard let second = AnchorNaming.effectiveSecond(of: constraint) else {
            var text = constantAlone(constraint)
            if let measuredIn = constraint.measuredIn { text += ", measured in \(naming.itemName(measuredIn))" }
            return text
        }
        var text = naming.phrase(second)
        let isScaled = constraint.multiplier.value != 1
        if isScaled { text += " multiplied by \(NumberText.signed(constraint.multiplier))" }
        let constant = constantAfterTerm(constraint)
        // The comma keeps "multiplied by 0.4, plus 10" from reading as 0.4 + 10.
        if isScaled && !constant.isEmpty { text += "," }
        return text + constant
    }

    private func constantAlone(_ constraint: LayoutConstraint) -> String {
        guard let constant = constraint.constant else { return Self.unknown(constraint, in: system.format) }
        if constraint.constantIsSystemSpacing {
            let spacing = "the system spacing (\(NumberText.magnitude(constant)))"
            return NumberText.isNegative(constant) ? "minus \(spacing)" : spacing
        }
        return NumberText.signed(constant)
    }

    private func constantAfterTerm(_ constraint: LayoutConstraint) -> String {
        guard let constant = constraint.constant else { return " plus \(Self.unknown(constraint, in: system.format))" }
        let word = NumberText.isNegative(constant) ? "minus" : "plus"
        if constraint.constantIsSystemSpacing { return " \(word) the system spacing (\(NumberText.magnitude(constant)))" }
        if constant.value == 0 { return "" }
        return " \(word) \(NumberText.magnitude(constant))"
    }

    /// "A's leading edge minus 0.5 times B's trailing edge plus 3"
    private func side(_ terms: [LinearTerm], constant: LayoutNumber, naming: AnchorNaming) -> String {
        if terms.isEmpty { return NumberText.signed(constant) }
        var text = ""
        for (index, term) in terms.enumerated() {
            let negative = NumberText.isNegative(term.coefficient)
            let magnitude = NumberText.magnitude(term.coefficient)
            let product = term.coefficient.value.magnitude == 1 ? naming.phrase(term.anchor) : "\(magnitude) times \(naming.phrase(term.anchor))"
            if index == 0 {
                text = negative ? "minus \(product)" : product
            } else {
                text += (negative ? " minus " : " plus ") + product
            }
        }
        if constant.value != 0 {
            text += (NumberText.isNegative(constant) ? " minus " : " plus ") + NumberText.magnitude(constant)
        }
        return text
    }
}
