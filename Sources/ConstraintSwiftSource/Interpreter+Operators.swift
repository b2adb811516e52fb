import ConstraintModel
import SwiftSyntax

/// Swift's operators as layout code uses them: arithmetic on metrics, comparisons and logic in
/// conditions, ranges for loops, and Anchorage's and Cartography's relation operators, which
/// make constraints.
extension Interpreter {
    /// Swift's own binary operators and Anchorage's (`==`, `<=`, `>=`, `~`), which the reader evaluates.
    static let knownOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "===", "!==", "&", "|", "^", "<<", ">>", "~",
        "+=", "-=", "*=", "/=", "%=", "..<", "...", "&+", "&-", "&*",
    ]

    /// A flat `a = b`, `a + b * c` sequence (the parser leaves operators unfolded).
    func sequence(_ sequence: SequenceExprSyntax) -> SourceValue {
        var elements = Array(sequence.elements)
        // `x as T`, `x as? T`, `x is T`: the value of `x` (the cast comes unfolded, as two elements).
        while let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) || $0.is(UnresolvedIsExprSyntax.self) }),
            cast + 1 < elements.count
        {
            elements.removeSubrange(cast...(cast + 1))
        }
        if elements.count == 1, let only = elements.first { return evaluate(only) }
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            // `a = b - 1` comes as one flat sequence: the right side is the rest of it.
            let value = elements.count == 3
                ? implicitInitializer(elements[2], assignedTo: elements[0]) ?? evaluate(elements[2])
                : evaluateFlat(Array(elements[2...]), text: sequence.trimmedDescription)
            assign(elements[0], value, at: sequence)
            return .void
        }
        if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(op.operator.text) {
            let current = evaluate(elements[0])
            let combined = arithmetic(String(op.operator.text.dropLast()), current, evaluate(elements[2]))
            assign(elements[0], combined, at: sequence)
            return .void
        }
        if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "..<" || op.operator.text == "..." {
            return range(evaluate(elements[0]), evaluate(elements[2]), closed: op.operator.text == "...")
        }
        return evaluateFlat(elements, text: sequence.trimmedDescription)
    }

    /// `collectionView = .init(frame: frame, collectionViewLayout: flow)`: a view of the type the
    /// property is declared with (`let collectionView: ImagesCollectionView`); before, the view
    /// was lost with all its constraints.
    private func implicitInitializer(_ value: ExprSyntax, assignedTo target: ExprSyntax) -> SourceValue? {
        guard let call = value.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.base == nil, access.declName.baseName.text == "init"
        else { return nil }
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil }
        guard let name, lookup(name) == nil, let typeName = type.properties[name]?.typeName, role.isViewClass(typeName, index: index) else { return nil }
        return construct(typeName, arguments: call.arguments, at: call)
    }

    /// Operands and binary operators, alternating, with Swift's precedence levels.
    private func evaluateFlat(_ elements: [ExprSyntax], text: String) -> SourceValue {
        // `condition ? a : b` binds loosest of all: a known condition picks its side.
        if let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mark > 0, mark + 1 < elements.count,
            let ternary = elements[mark].as(UnresolvedTernaryExprSyntax.self)
        {
            guard case .bool(let condition) = evaluateFlat(Array(elements[..<mark]), text: text) else {
                return undecidedChoice(ternary.thenExpression, text: text)
            }
            return condition ? evaluate(ternary.thenExpression) : evaluateFlat(Array(elements[(mark + 1)...]), text: text)
        }
        // Anchorage's `constraint ~ priority` binds loosest.
        if let tilde = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "~" }), tilde > 0 {
            let made = evaluateFlat(Array(elements[..<tilde]), text: text)
            let priority = evaluateFlat(Array(elements[(tilde + 1)...]), text: text).priority
            for index in made.constraintIndices where recorder.constraints.indices.contains(index) {
                if let priority { recorder.constraints[index].priority = priority }
            }
            return made
        }
        // Multiplicative operators first, then additive, left to right.
        var operands: [SourceValue] = []
        var operators: [String] = []
        for (position, element) in elements.enumerated() {
            if position % 2 == 0 {
                operands.append(evaluate(element))
            } else if let op = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else {
                return .unknown(text)
            }
        }
        if let unknown = operators.first(where: { !Self.knownOperators.contains($0) }), let first = elements.first {
            // A layout DSL's own operator (`view.top() ~~> other.top()`): said, not silently dropped.
            note("operator '\(unknown)' is not one the reader knows (a DSL whose code is not in the files read?); '\(text.prefix(80))' is not read", at: first, code: "swift-not-followed")
            return .unknown(text)
        }
        // Set once the operands are evaluated: a sequence inside one (`views[i - 1]`) sets its own.
        if let first = elements.first { anchorageNode = Syntax(first) }
        var position = 0
        while position < operators.count {
            if operators[position] == "*" || operators[position] == "/" {
                operands[position] = arithmetic(operators[position], operands[position], operands[position + 1])
                operands.remove(at: position + 1)
                operators.remove(at: position)
            } else {
                position += 1
            }
        }
        // Then additive, comparison and logical operators, each level left to right.
        for level in [["+", "-"], ["==", "!=", "<", ">", "<=", ">="], ["&&"], ["||"]] {
            var position = 0
            while position < operators.count {
                if level.contains(operators[position]) {
                    operands[position] = arithmetic(operators[position], operands[position], operands[position + 1])
                    operands.remove(at: position + 1)
                    operators.remove(at: position)
                } else {
                    position += 1
                }
            }
        }
        guard operators.isEmpty, let result = operands.first else { return .unknown(text) }
        return result
    }

    /// `cond ? a.snp.bottom : b.snp.bottom` with a condition known only at run time: a choice between
    /// views or anchors reads the first, as an undecidable `if` runs its first branch (a number stays
    /// unknown, analysed as one). Only a plain reference is looked at, so that nothing is made twice.
    private func undecidedChoice(_ first: ExprSyntax, text: String) -> SourceValue {
        guard first.is(MemberAccessExprSyntax.self) || first.is(DeclReferenceExprSyntax.self) else { return .unknown(text) }
        let value = evaluate(first)
        switch value {
        case .item, .anchor, .anchorSum, .snapAttributes, .layoutProxy, .constraint:
            note("'\(text.prefix(80))': the condition is not known statically; the first choice is read", at: first)
            return value
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy({ !$0.constraintIndices.isEmpty }):
            // A choice between sets of constraints (`compact ? compactConstraints : regularConstraints`).
            note("'\(text.prefix(80))': the condition is not known statically; the first choice is read", at: first)
            return value
        default:
            return .unknown(text)
        }
    }

    /// Whether a device trait is the case named on the other side (`.regular`, `.pad`); nil unless
    /// one side is a trait and the other a name.
    static func sameTrait(_ left: SourceValue, _ right: SourceValue) -> Bool? {
        switch (left, right) {
        case (.deviceTrait(let trait), .name(let name)), (.name(let name), .deviceTrait(let trait)): return trait == name
        default: return nil
        }
    }

    func arithmetic(_ op: String, _ left: SourceValue, _ right: SourceValue) -> SourceValue {
        if let sum = left.anchorSum, let result = anchorArithmetic(op, sum, right) { return result }
        if case .array(let a) = left, case .array(let b) = right, op == "+" { return .array(a + b) }
        // A length of a view the host sizes, moved by a number (`bounds.width - 20`, `16 + bounds.height`).
        if op == "+" || op == "-", case .relativeLength(let length) = left, let number = right.numberValue {
            return .relativeLength(RelativeLength(item: length.item, offset: LayoutNumber(length.offset.value + (op == "+" ? number.value : -number.value))))
        }
        if op == "+", let number = left.numberValue, case .relativeLength(let length) = right {
            return .relativeLength(RelativeLength(item: length.item, offset: LayoutNumber(length.offset.value + number.value)))
        }
        if op == "+", let sum = sumOfInsets(left, right) { return sum }
        if let equal = Self.sameTrait(left, right), op == "==" || op == "!=" { return .bool(op == "==" ? equal : !equal) }
        // `button == nil` of a view the code made (nil reads as `.void`): not nil.
        if op == "==" || op == "!=", case .item = left, case .void = right { return .bool(op == "!=") }
        if op == "==" || op == "!=", case .void = left, case .item = right { return .bool(op == "!=") }
        if case .name(let a) = left, case .name(let b) = right, op == "==" || op == "!=" {
            // Two cases of an enum the sources declare (`style == .compressed`, `style` set to
            // `.default`): the same case or not. Other names (`Settings.adStyle`) stay unknown.
            let (first, second) = (a.filter { $0 != "`" }, b.filter { $0 != "`" })
            if index.enumCaseNames.contains(first), index.enumCaseNames.contains(second) {
                return .bool(op == "==" ? first == second : first != second)
            }
        }
        if case .bool(let a) = left, case .bool(let b) = right {
            switch op {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        }
        if let a = left.numberValue?.value, let b = right.numberValue?.value {
            switch op {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        }
        let leftNumber = left.numberValue ?? left.priority.map { LayoutNumber($0.value) }
        let rightNumber = right.numberValue ?? right.priority.map { LayoutNumber($0.value) }
        guard let a = leftNumber?.value, let b = rightNumber?.value else {
            if case .unknown(let text) = left { return .unknown(text) }
            if case .unknown(let text) = right { return .unknown(text) }
            return .unknown("\(op)")
        }
        switch op {
        case "+": return .number(LayoutNumber(a + b))
        case "-": return .number(LayoutNumber(a - b))
        case "*": return .number(LayoutNumber(a * b))
        case "/": return b == 0 ? .unknown("division by zero") : .number(LayoutNumber(a / b))
        default: return .unknown(op)
        }
    }

    /// Anchorage: `anchor + c`, `anchor * m`, and `anchor == other` making active constraints.
    private func anchorArithmetic(_ op: String, _ sum: (anchors: [Anchor], multiplier: LayoutNumber, constant: LayoutNumber?), _ right: SourceValue)
        -> SourceValue?
    {
        if op == "+" || op == "-", right.numberValue == nil, right.anchorSum == nil {
            // An offset known only at run time: the anchors stay, the constant becomes unknown.
            if let node = anchorageNode { unknownConstantNote(right, at: node) }
            return .anchorSum(anchors: sum.anchors, multiplier: sum.multiplier, constant: nil)
        }
        switch op {
        case "+", "-", "*", "/":
            guard let number = right.numberValue?.value, let known = sum.constant?.value else { return nil }
            var (multiplier, constant) = (sum.multiplier.value, known)
            switch op {
            case "+": constant += number
            case "-": constant -= number
            case "*": multiplier *= number; constant *= number
            default:
                guard number != 0 else { return nil }
                multiplier /= number; constant /= number
            }
            return .anchorSum(anchors: sum.anchors, multiplier: LayoutNumber(multiplier), constant: LayoutNumber(constant))
        case "==", ">=", "<=":
            guard sum.multiplier == 1, sum.constant == 0 else { return nil }
            let relation: Relation = op == "==" ? .equal : op == ">=" ? .greaterThanOrEqual : .lessThanOrEqual
            let node = anchorageNode ?? Syntax(type.node)
            var made: [SourceValue] = []
            let target = right.anchorSum
            for (position, anchor) in sum.anchors.enumerated() {
                var constraint = RecordedConstraint(first: anchor, relation: relation, text: codeText(node.parent ?? node), location: location(of: node))
                if let target {
                    guard position < target.anchors.count else { break }
                    constraint.second = target.anchors[position]
                    constraint.multiplier = target.multiplier
                    let inward = sum.anchors.count > 1 && Interpreter.farEdges.contains(anchor.attribute.standard ?? .top)
                    constraint.constant = inward ? target.constant.map { $0.value == 0 ? 0 : LayoutNumber(-$0.value) } : target.constant
                } else if let number = right.numberValue {
                    constraint.constant = number
                    // Stevia's `badge.Left == 16`: a position is measured from the superview.
                    if let attribute = anchor.attribute.standard, !attribute.isSize, let superview = recorder[anchor.item]?.superview {
                        constraint.second = Anchor(item: superview, attribute)
                    }
                } else {
                    constraint.constant = nil
                }
                constraint.isActive = true
                recorder.update(anchor.item) { $0.translatesAutoresizingMask = false }
                made.append(.constraint(recorder.add(constraint)))
            }
            return made.count == 1 ? made[0] : .array(made)
        default:
            return nil
        }
    }

    func negate(_ value: SourceValue) -> SourceValue {
        // −0 is 0 (a helper's `-padding.bottom` of zero insets), not a negative zero in the report.
        if let number = value.numberValue, number.value == 0 { return .number(0) }
        if let number = value.numberValue { return .number(LayoutNumber(-number.value, literal: number.literal.map { $0.hasPrefix("-") ? String($0.dropFirst()) : "-" + $0 })) }
        return value
    }

    private func range(_ lower: SourceValue, _ upper: SourceValue, closed: Bool) -> SourceValue {
        guard let low = lower.numberValue?.value, let high = upper.numberValue?.value, low == low.rounded(), high == high.rounded(),
            abs(low) < 1e6, abs(high) < 1e6
        else { return .unknown("range") }
        let end = closed ? high : high - 1
        guard end >= low else { return .array([]) }
        let count = min(Int(end - low) + 1, Self.maximumLoopIterations)
        return .array((0..<count).map { .number(LayoutNumber(low + Double($0))) })
    }
}
