import ConstraintModel
import LayoutMath

/// Turns rows, unknowns and constraints into the short names and formulas reports use.
struct Narration {
    let problem: LayoutProblem

    var system: ConstraintSystem { problem.system }

    func itemName(_ item: Int) -> String { system.items[item].displayName }

    /// The name to write a suggested constraint with: an equation set's own name for the item, so
    /// the suggestion can be pasted back into the set; a log has no such name, so its display name.
    /// An Interface Builder item's name is its Xcode label, which its display name may not use (a
    /// button is listed by its title): nothing is pasted there, so it is named as it is listed.
    func codeName(_ item: Int) -> String {
        let layoutItem = system.items[item]
        guard system.isComplete, system.format != .interfaceBuilder, let name = layoutItem.name, let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return layoutItem.displayName }
        return name
    }

    /// "StackView's width", but "the width of Label 'Hello'" where a possessive would follow a quote.
    func possessive(_ item: Int, _ noun: String) -> String {
        let name = itemName(item)
        return name.hasSuffix("'") ? "the \(noun) of \(name)" : "\(name)'s \(noun)"
    }

    /// `item3.x`, `item3.width`, `item3.margin.left`, `c4.constant` — stable names for certificates.
    func variableName(_ variable: Int) -> String {
        let key = problem.key(of: variable)
        let item = key.item.map { system.items[$0].id } ?? ""
        switch key.role {
        case .position: return "\(item).\(key.axis == .horizontal ? "x" : "y")"
        case .size: return "\(item).\(key.axis == .horizontal ? "width" : "height")"
        case .custom(let name): return "\(item).\(name)"
        case .parameter(let name): return "\(item).\(name)"
        case .lostConstant(let index): return "\(system.constraints[index].id).constant"
        }
    }

    /// A parameter in words: "the left layout margin of View2".
    func parameterPhrase(_ variable: Int) -> String {
        let key = problem.key(of: variable)
        let item = key.item.map(itemName) ?? "?"
        switch key.role {
        case .parameter(let name) where name.hasPrefix("margin."):
            return "the \(name.dropFirst("margin.".count)) layout margin of \(item)"
        case .parameter("baseline"):
            return "the baseline offset of \(item)"
        case .parameter(let name):
            return "\(name) of \(item)"
        case .lostConstant(let index):
            switch system.format.unknownConstantCause {
            case .lostFromLog: return "the constant \(system.constraints[index].id) lost in the log"
            case .notKnownStatically: return "the constant of \(system.constraints[index].id) not known statically"
            case .unstated: return "the unknown constant of \(system.constraints[index].id)"
            }
        case .size:
            guard let root = key.item, system.items[root].isRoot else { return variableName(variable) }
            return "\(possessive(root, sizeWord(key.axis ?? .horizontal))) from its host"
        default:
            return variableName(variable)
        }
    }

    func sizeWord(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
    func extentWord(_ axis: Axis) -> String { axis == .horizontal ? "wide" : "tall" }

    /// The constraint as a formula with display names: `ImageView2.leading = StackView.trailing + 8`.
    func formula(of constraint: LayoutConstraint) -> String { formula(of: constraint, relation: constraint.relation.mathSymbol) }

    /// The same with the relation written `==`, `<=`, `>=`, as suggested constraints are.
    func codeFormula(of constraint: LayoutConstraint) -> String { formula(of: constraint, relation: constraint.relation.rawValue) }

    private func formula(of constraint: LayoutConstraint, relation: String) -> String {
        func anchor(_ anchor: Anchor) -> String { "\(system.displayName(of: anchor.item)).\(anchor.attribute)" }
        func signed(_ value: Double) -> String {
            value < 0 ? " − \(LayoutNumber.format(-value))" : " + \(LayoutNumber.format(value))"
        }
        var text: String
        if let expression = constraint.expression {
            func side(_ terms: [LinearTerm], _ constant: LayoutNumber) -> String {
                var parts: [String] = []
                for (index, term) in terms.enumerated() {
                    let coefficient = term.coefficient.value
                    let name = anchor(term.anchor)
                    let magnitude = abs(coefficient) == 1 ? name : "\(LayoutNumber.format(abs(coefficient)))×\(name)"
                    parts.append(index == 0 ? (coefficient < 0 ? "−" : "") + magnitude : (coefficient < 0 ? "− " : "+ ") + magnitude)
                }
                var result = parts.joined(separator: " ")
                if constant.value != 0 { result += signed(constant.value) }
                return result.isEmpty ? "0" : result
            }
            text = "\(side(expression.left, expression.leftConstant)) \(relation) \(side(expression.right, expression.rightConstant))"
        } else {
            text = "\(anchor(constraint.first)) \(relation) "
            if let second = constraint.second, second.attribute.standard != .notAnAttribute {
                if constraint.multiplier.value != 1 { text += "\(constraint.multiplier)×" }
                text += anchor(second)
                if let constant = constraint.constant, constant.value != 0 { text += signed(constant.value) }
                if constraint.constant == nil { text += " + \(constraint.constantSymbol ?? "?")" }
            } else {
                text += constraint.constant.map { "\($0)" } ?? constraint.constantSymbol ?? "?"
            }
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// A row in words, for lists and certificates: `c5` rows by id and formula, implicit rows by meaning.
    /// `priority` shows the row at another priority (a proposed change).
    func rowPhrase(_ row: Int, priority: Priority? = nil) -> String {
        var layoutRow = problem.rows[row]
        if let priority { layoutRow.priority = priority }
        switch layoutRow.origin {
        case .constraint(let index):
            let constraint = system.constraints[index]
            return "\(constraint.id) (\(formula(of: constraint)))"
        case .hugging(let item, let axis, let index):
            return (index.map { system.constraints[$0].id + ": " } ?? "") + "\(itemName(item)) hugs its content (\(sizeWord(axis)) ≤ \(layoutRow.rhs.formatted()) @\(layoutRow.priority))"
        case .compressionResistance(let item, let axis, let index):
            return (index.map { system.constraints[$0].id + ": " } ?? "") + "\(itemName(item)) resists compression (\(sizeWord(axis)) ≥ \(layoutRow.rhs.formatted()) @\(layoutRow.priority))"
        case .sizeNonNegative(let item, let axis):
            return "\(possessive(item, sizeWord(axis))) ≥ 0 (implicit)"
        case .rootFrame(let item, let axis, let isSize):
            let what = isSize ? sizeWord(axis) : (axis == .horizontal ? "x" : "y")
            return "\(possessive(item, what)) = \(layoutRow.rhs.formatted()) (the root's frame)"
        case .rootOrigin(let item, let axis):
            return "\(possessive(item, axis == .horizontal ? "x" : "y")) = 0 (the root sits at the origin)"
        case .assumption(let variable):
            return "\(parameterPhrase(variable)) = \(layoutRow.rhs.formatted()) (assumed)"
        case .fittingSize(let item, let axis):
            return "\(possessive(item, sizeWord(axis))) as small as its content allows @\(layoutRow.priority) (a self-sizing cell's fitting size)"
        case .guideEdge(let item, let attribute):
            return "\(possessive(item, attribute.phrase)) follows its owning view (implicit)"
        case .suggestion:
            return "a suggested constraint"
        }
    }

    /// The constraint id of a row, if it has one.
    func constraintID(of row: Int) -> String? {
        problem.rows[row].origin.constraintIndex.map { system.constraints[$0].id }
    }

    func implicitRow(_ row: Int) -> ImplicitRow? {
        let layoutRow = problem.rows[row]
        switch layoutRow.origin {
        case .sizeNonNegative(let item, let axis):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "≥", kind: "sizeNonNegative",
                description: "\(possessive(item, sizeWord(axis))) ≥ 0")
        case .rootFrame(let item, let axis, let isSize):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "=", kind: isSize ? "rootSize" : "rootPosition",
                description: rowPhrase(row))
        case .rootOrigin(let item, let axis):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "=", kind: "rootPosition", description: rowPhrase(row))
        case .assumption(let variable):
            let key = problem.key(of: variable)
            return ImplicitRow(
                item: key.item.map { system.items[$0].id } ?? "", axis: key.axis ?? .horizontal, relation: "=",
                kind: "assumption", description: rowPhrase(row))
        case .fittingSize(let item, let axis):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "=", kind: "fittingSize", description: rowPhrase(row))
        case .guideEdge(let item, let attribute):
            return ImplicitRow(
                item: system.items[item].id, axis: attribute.axis ?? .horizontal, relation: "=", kind: "guideEdge",
                description: rowPhrase(row))
        case .hugging(let item, let axis, nil):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "≤", kind: "hugging", description: rowPhrase(row))
        case .compressionResistance(let item, let axis, nil):
            return ImplicitRow(
                item: system.items[item].id, axis: axis, relation: "≥", kind: "compressionResistance",
                description: rowPhrase(row))
        default:
            return nil
        }
    }

    func certificateRow(_ row: Int, multiplier: Rational) -> CertificateRow {
        let layoutRow = problem.rows[row]
        var coefficients: [String: Rational] = [:]
        for term in layoutRow.coefficients.terms { coefficients[variableName(term.index)] = term.coefficient }
        return CertificateRow(
            coefficients: coefficients, relation: layoutRow.relation.rawValue, rhs: layoutRow.rhs,
            multiplier: multiplier, source: constraintID(of: row) ?? rowPhrase(row))
    }
}

extension String {
    /// "the width of …" → "The width of …" at the start of a sentence.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
