import ConstraintModel

/// An autoresizing constraint translates one view's frame, and the analysis (fixes that turn the
/// translation off, the verdict, ownership) knows that view as the constraint's first item. The
/// log prints a trailing or bottom margin in visual format, `H:[UIView:0x…]-(0.4)-|`, which reads
/// with the superview first (`super.trailing == view.trailing + 0.4`); the same equation is turned
/// around, `view.trailing == super.trailing - 0.4`, so that the translated view comes first.
enum AutoresizingOrientation {
    static func putTranslatedViewFirst(_ constraints: inout [LayoutConstraint], items: [LayoutItem], superviewBars: [Int]) {
        for index in constraints.indices where constraints[index].className == "NSAutoresizingMaskLayoutConstraint" {
            let constraint = constraints[index]
            guard superviewBars.indices.contains(index), items.indices.contains(superviewBars[index]),
                constraint.first.item == items[superviewBars[index]].id, let second = constraint.second,
                second.item != constraint.first.item, constraint.expression == nil, constraint.multiplier.value == 1
            else { continue }
            var turned = constraint
            turned.first = second
            turned.second = constraint.first
            turned.relation = constraint.relation.reversed
            turned.constant = constraint.constant.map(negated)
            constraints[index] = turned
        }
    }

    private static func negated(_ number: LayoutNumber) -> LayoutNumber {
        guard number.value != 0 else { return number }
        let literal = number.literal.map { $0.hasPrefix("-") ? String($0.dropFirst()) : "-" + $0 }
        return LayoutNumber(-number.value, literal: literal)
    }
}
