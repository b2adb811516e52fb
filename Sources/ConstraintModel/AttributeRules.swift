/// Apple's rules for which attributes a constraint may relate (Auto Layout Guide, "Anatomy of a
/// Constraint"). A constraint that breaks one would throw when created in code; in a pasted log it
/// usually means the text was damaged or mis-read, so it is reported, not silently analysed.
public enum AttributeRules {
    /// - Parameter firstItemIsRoot: a root item (an equation set's `root`) has a frame in the global
    ///   space, so its positions may be bare constants.
    public static func check(_ constraint: LayoutConstraint, firstItemIsRoot: Bool = false) -> [Diagnostic] {
        var problems: [(code: String, message: String)] = []
        if !constraint.priority.isValid {
            problems.append(("priority-out-of-range", "priority \(constraint.priority) is outside 1…1000"))
        }
        if constraint.expression != nil {
            problems += checkExpression(constraint)
        } else {
            problems += checkPair(constraint, firstItemIsRoot: firstItemIsRoot)
        }
        return problems.map {
            Diagnostic(
                severity: $0.code == "negative-size" ? .warning : .error, line: constraint.line,
                column: constraint.column, message: $0.message, code: $0.code, constraintID: constraint.id)
        }
    }

    private static func checkPair(_ constraint: LayoutConstraint, firstItemIsRoot: Bool) -> [(code: String, message: String)] {
        var problems: [(code: String, message: String)] = []
        guard let first = constraint.first.attribute.standard else { return problems }
        if first == .notAnAttribute {
            problems.append(("not-an-attribute", "the first attribute cannot be notAnAttribute"))
            return problems
        }
        guard let secondAnchor = constraint.second, let second = secondAnchor.attribute.standard,
            second != .notAnAttribute
        else {
            if first.isPosition && constraint.measuredIn == nil && constraint.origin != .autoresizingMask && !firstItemIsRoot {
                problems.append(
                    ("position-to-constant",
                        "a position (\(first.rawValue)) cannot be set to a bare constant: it needs a second item to be measured from"))
            }
            if first.isSize, let constant = constraint.constant, constant.value < 0, constraint.relation != .greaterThanOrEqual {
                problems.append(
                    ("negative-size",
                        "a \(first.rawValue) cannot be negative, so \(first.rawValue) \(constraint.relation.mathSymbol) \(constant) can never hold"))
            }
            return problems
        }
        // A position measured in an item may be related to that item's size: an autoresizing
        // `maxX == 1 × Superview.width - 20` places an edge within the superview's bounds.
        let isPositionWithinMeasuringItem = first.isPosition && second.isSize && constraint.measuredIn == secondAnchor.item
        if first.isSize != second.isSize && !isPositionWithinMeasuringItem {
            problems.append(
                ("size-to-position",
                    "a size (\(first.isSize ? first.rawValue : second.rawValue)) cannot be related to a position (\(first.isSize ? second.rawValue : first.rawValue))"))
        } else if first.isPosition, let a = first.axis, let b = second.axis, a != b {
            problems.append(
                ("axis-mismatch",
                    "a horizontal attribute (\(a == .horizontal ? first.rawValue : second.rawValue)) cannot be related to a vertical one (\(a == .horizontal ? second.rawValue : first.rawValue))"))
        }
        if first.isDirectional && second.isAbsoluteHorizontal || second.isDirectional && first.isAbsoluteHorizontal {
            problems.append(
                ("direction-mismatch",
                    "a leading/trailing attribute cannot be related to a left/right attribute (\(first.rawValue) and \(second.rawValue))"))
        }
        return problems
    }

    private static func checkExpression(_ constraint: LayoutConstraint) -> [(code: String, message: String)] {
        guard let expression = constraint.expression else { return [] }
        let attributes = (expression.left + expression.right).compactMap { $0.anchor.attribute.standard }
        let axes = Set(attributes.filter(\.isPosition).compactMap(\.axis))
        if axes.count > 1 {
            return [("axis-mismatch", "the expression mixes horizontal and vertical positions")]
        }
        if attributes.contains(where: \.isDirectional) && attributes.contains(where: \.isAbsoluteHorizontal) {
            return [("direction-mismatch", "the expression mixes leading/trailing with left/right attributes")]
        }
        return []
    }
}
