import ConstraintAnalysis
import ConstraintModel
import TestSupport

/// Applies a fix to the input system, by its documented meaning, without the analysis.
enum FixApplication {
    enum Outcome {
        case success(ConstraintSystem)
        case failure(String)
    }

    static func apply(_ fix: Fix, to system: ConstraintSystem) -> Outcome {
        var fixed = system
        var lowered = fix.alsoLowered
        switch fix.action {
        case .lowerPriority:
            guard let id = fix.constraintID, let priority = fix.priority else { return .failure("no constraint or priority") }
            lowered.insert((id, priority), at: 0)
        case .disableAutoresizingMask, .replacePrototypeConstraints:
            let origin: ConstraintOrigin = fix.action == .disableAutoresizingMask ? .autoresizingMask : .interfaceBuilderPrototyping
            guard let item = fix.item else { return .failure("no item") }
            fixed.constraints.removeAll { $0.origin == origin && $0.first.item == item }
            if fixed.constraints.count == system.constraints.count { return .failure("\(item) has no \(origin) constraints") }
        case .deleteDuplicate:
            guard let id = fix.constraintID, fixed.constraints.contains(where: { $0.id == id }) else { return .failure("no constraint to delete") }
            fixed.constraints.removeAll { $0.id == id }
        case .adjustStackView:
            // "Set the hidden stack view's spacing to 0": its UISV-spacing constraints get constant 0.
            guard let stack = fix.item else { return .failure("no stack view") }
            var changed = false
            for index in fixed.constraints.indices
            where fixed.constraints[index].identifier == "UISV-spacing" && !fixed.constraints[index].itemIDs.contains(stack) {
                fixed.constraints[index].constant = 0
                changed = true
            }
            if !changed { return .failure("\(stack) has no spacing constraints") }
            return .success(fixed)
        case .reverseRelation:
            // "≤ becomes ≥" (or the other way), nothing else about the constraint changes.
            guard let id = fix.constraintID, let index = fixed.constraints.firstIndex(where: { $0.id == id }) else { return .failure("no constraint to reverse") }
            switch fixed.constraints[index].relation {
            case .lessThanOrEqual: fixed.constraints[index].relation = .greaterThanOrEqual
            case .greaterThanOrEqual: fixed.constraints[index].relation = .lessThanOrEqual
            case .equal: return .failure("\(id) is an equality: it has no relation to reverse")
            }
            // Its constraintText is the constraint as it then reads, not one to add.
            if !fix.alsoLowered.isEmpty { return .failure("a reversal that also lowers constraints") }
            return .success(fixed)
        default:
            return .failure("\(fix.action) is not an action that resolves a conflict")
        }
        let priorities = lowered.map(\.priority)
        if Set(priorities).count != priorities.count { return .failure("lowers several constraints to the same priority \(priorities)") }
        for (id, priority) in lowered {
            guard priority < .required else { return .failure("\(id) 'lowered' to \(priority)") }
            guard let index = fixed.constraints.firstIndex(where: { $0.id == id }) else { return .failure("unknown constraint \(id)") }
            fixed.constraints[index].priority = priority
        }
        for (number, text) in (fix.constraintText?.components(separatedBy: "; ") ?? []).enumerated() {
            guard let added = addedConstraint(text, id: "fix\(number + 1)", in: fixed) else {
                return .failure("cannot read the constraint to add: \(text)")
            }
            fixed.constraints.append(added)
        }
        return .success(fixed)
    }

    /// Reads a constraint a fix adds, as the analysis writes it with display names:
    /// `V2.width == 42`, `V2.top == Superview.top`, `V2.leading == Superview.leading − 10½`.
    static func addedConstraint(_ text: String, id: String, in system: ConstraintSystem) -> LayoutConstraint? {
        let tokens = text.split(separator: " ").map(String.init)
        guard tokens.count == 3 || tokens.count == 5, tokens[1] == "==", let first = anchor(tokens[0], in: system) else { return nil }
        if tokens.count == 3 {
            if let second = anchor(tokens[2], in: system) { return LayoutConstraint(id: id, first: first, second: second, constant: 0) }
            guard let constant = exactNumber(tokens[2]) else { return nil }
            return LayoutConstraint(id: id, first: first, constant: constant)
        }
        guard let second = anchor(tokens[2], in: system), let magnitude = exactNumber(tokens[4]), tokens[3] == "+" || tokens[3] == "\u{2212}"
        else { return nil }
        let constant = tokens[3] == "+" ? magnitude : LayoutNumber(-magnitude.value, literal: "-" + (magnitude.literal ?? ""))
        return LayoutConstraint(id: id, first: first, second: second, constant: constant)
    }

    private static func anchor(_ text: String, in system: ConstraintSystem) -> Anchor? {
        guard let dot = text.lastIndex(of: "."), let attribute = LayoutAttribute(rawValue: String(text[text.index(after: dot)...])),
            let item = system.items.first(where: { $0.displayName == String(text[..<dot]) })
        else { return nil }
        return Anchor(item: item.id, attribute)
    }

    /// `42`, `−5`, `10½`, `0.125` exactly (as a literal the oracle reads back exactly); nil for
    /// rounded `≈` values, which no longer say the verified number.
    private static func exactNumber(_ text: String) -> LayoutNumber? {
        var body = text
        var negative = false
        if body.hasPrefix("\u{2212}") || body.hasPrefix("-") {
            negative = true
            body.removeFirst()
        }
        var literal = body
        if let glyph = body.last, let fraction = vulgarFractions[glyph] {
            let whole = body.dropLast()
            guard whole.isEmpty || whole.allSatisfy(\.isNumber) else { return nil }
            literal = "\((Int(whole) ?? 0) * fraction.denominator + fraction.numerator)/\(fraction.denominator)"
        }
        guard let value = OracleFraction(decimalLiteral: literal) else { return nil }
        let double = Double(String(value.numerator))! / Double(String(value.denominator))!
        return LayoutNumber(negative ? -double : double, literal: (negative ? "-" : "") + literal)
    }

    private static let vulgarFractions: [Character: (numerator: Int, denominator: Int)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
        "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
    ]
}

/// Whether a few developer actions can resolve every conflict, computed from the brute-force
/// conflicts: an action (lowering one developer constraint, or dropping one item's autoresizing
/// constraints) resolves a conflict when it touches one of its constraints.
enum FixOracle {
    static func hasCorrection(ofAtMost size: Int, for conflicts: Set<Set<OracleRowSource>>, in system: ConstraintSystem) -> Bool {
        var actions: [Set<String>] = []
        for constraint in system.constraints where constraint.origin == .developer { actions.append([constraint.id]) }
        let autoresizing = Dictionary(grouping: system.constraints.filter { $0.origin == .autoresizingMask }, by: \.first.item)
        for item in autoresizing.keys.sorted() { actions.append(Set(autoresizing[item]!.map(\.id))) }
        func resolves(_ chosen: [Set<String>]) -> Bool {
            let touched = chosen.reduce(into: Set<String>()) { $0.formUnion($1) }
            return conflicts.allSatisfy { conflict in
                conflict.contains { source in
                    if case .constraint(let id) = source { return touched.contains(id) }
                    return false
                }
            }
        }
        if resolves([]) { return true }
        for (index, first) in actions.enumerated() {
            if resolves([first]) { return true }
            if size >= 2 { for second in actions[(index + 1)...] where resolves([first, second]) { return true } }
        }
        return false
    }
}
