import ConstraintModel

/// A constraint in symbols, with display names: `StackView.leading = ImageView1.trailing + 8`,
/// `Label 'Hi'.height ≥ 50 @750`, `Card.width = 0.4 × Cell.width`.
public struct ConstraintEquation: Sendable {
    public let system: ConstraintSystem

    public init(system: ConstraintSystem) {
        self.system = system
    }

    public func text(for constraint: LayoutConstraint) -> String {
        let naming = AnchorNaming(system: system)
        let body: String
        if let expression = constraint.expression {
            let left = side(expression.left, constant: expression.leftConstant, naming: naming)
            let right = side(expression.right, constant: expression.rightConstant, naming: naming)
            body = "\(left) \(constraint.relation.mathSymbol) \(right)"
        } else {
            body = "\(naming.symbol(constraint.first)) \(constraint.relation.mathSymbol) \(pairRightSide(constraint, naming: naming))"
        }
        return constraint.priority.isRequired ? body : "\(body) @\(NumberText.priority(constraint.priority))"
    }

    private func pairRightSide(_ constraint: LayoutConstraint, naming: AnchorNaming) -> String {
        guard let second = AnchorNaming.effectiveSecond(of: constraint) else {
            var text = constantAlone(constraint)
            if let measuredIn = constraint.measuredIn { text += " in \(naming.itemName(measuredIn))" }
            return text
        }
        var text = naming.symbol(second)
        if constraint.multiplier.value != 1 { text = "\(NumberText.signed(constraint.multiplier)) × \(text)" }
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

    /// `A.leading − 0.5 × B.trailing + 3`; an empty side is its constant.
    private func side(_ terms: [LinearTerm], constant: LayoutNumber, naming: AnchorNaming) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            let negative = NumberText.isNegative(term.coefficient)
            let magnitude = NumberText.magnitude(term.coefficient)
            let product = term.coefficient.value.magnitude == 1 ? naming.symbol(term.anchor) : "\(magnitude) × \(naming.symbol(term.anchor))"
            if index == 0 {
                text = (negative ? NumberText.minusSign : "") + product
            } else {
                text += (negative ? " \(NumberText.minusSign) " : " + ") + product
            }
        }
        if terms.isEmpty { return NumberText.signed(constant) }
        if constant.value != 0 {
            text += (NumberText.isNegative(constant) ? " \(NumberText.minusSign) " : " + ") + NumberText.magnitude(constant)
        }
        return text
    }
}
