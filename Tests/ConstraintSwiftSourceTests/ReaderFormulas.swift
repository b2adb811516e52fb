import ConstraintModel

/// Constraints as short formulas with the items' names (`dot.leading = self.leading + 14`), for
/// tests that check what a snippet reads as.
enum ReaderFormulas {
    static func of(_ system: ConstraintSystem, activeOnly: Bool = false) -> [String] {
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        return system.constraints.filter { !activeOnly || $0.isActive == true }.map { constraint in
            let first = "\(names[constraint.first.item] ?? "?").\(constraint.first.attribute.standard?.rawValue ?? "?")"
            let relation = constraint.relation == .equal ? "=" : constraint.relation == .greaterThanOrEqual ? ">=" : "<="
            let constant = constraint.constant.map { Self.number($0.value) } ?? "?"
            guard let second = constraint.second else { return "\(first) \(relation) \(constant)" }
            let multiplier = constraint.multiplier.value == 1 ? "" : "\(Self.number(constraint.multiplier.value)) * "
            return "\(first) \(relation) \(multiplier)\(names[second.item] ?? "?").\(second.attribute.standard?.rawValue ?? "?") + \(constant)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
