import ConstraintAnalysis
import ConstraintModel

/// A fix written as the change it makes, in the statement notation `--what-if` reads, so that a
/// tool (or a test) can apply the report's own fix and analyse the result.
public enum FixChange {
    public static func changes(for fix: Fix, in system: ConstraintSystem) -> [LayoutChange]? {
        switch fix.action {
        case .lowerPriority, .changePriority:
            guard let id = fix.constraintID, let priority = fix.priority else { return nil }
            return [.setPriority(constraintID: id, priority: priority)]
                + fix.alsoLowered.map { .setPriority(constraintID: $0.constraintID, priority: $0.priority) }
        case .deleteDuplicate:
            return fix.constraintID.map { [.deactivate(constraintID: $0)] }
        case .disableAutoresizingMask:
            return generated(.autoresizingMask, for: fix.items, in: system)
        case .replacePrototypeConstraints:
            return generated(.interfaceBuilderPrototyping, for: fix.items, in: system)
        case .addConstraint:
            return nil
        case .reverseRelation:
            guard let id = fix.constraintID, let constraint = system.constraint(id) else { return nil }
            var reversed = constraint
            reversed.relation = constraint.relation.reversed
            return [.replace(constraintID: id, with: reversed)]
        case .adjustStackView:
            // Spacing 0 while the nested stack is hidden: the spacing constraints between the
            // arranged views (those not on the stack itself) get constant 0.
            guard let stack = fix.item else { return nil }
            let ids = system.constraints.filter { $0.identifier == "UISV-spacing" && !$0.itemIDs.contains(stack) }.map(\.id)
            return ids.isEmpty ? nil : ids.map { .setConstant(constraintID: $0, constant: 0) }
        }
    }

    /// The changes joined into one `--what-if` value (`;` between steps).
    public static func statement(for fix: Fix, in system: ConstraintSystem) -> String? {
        guard let changes = changes(for: fix, in: system), !changes.isEmpty else { return nil }
        // A reversed relation replaces the constraint by itself with the other relation; the
        // statement says only that (`c9 relation >=`), which `--what-if` reads back.
        if fix.action == .reverseRelation, case .replace(let id, let constraint)? = changes.first {
            return "\(id) relation \(constraint.relation.rawValue)"
        }
        let deactivated = changes.compactMap { if case .deactivate(let id) = $0 { return id } else { return nil } }
        if deactivated.count == changes.count { return "deactivate " + deactivated.joined(separator: ", ") }
        return changes.map(\.statement).joined(separator: "; ")
    }

    /// Turning the translation off (or giving the view its own constraints in Interface Builder)
    /// removes every constraint the framework generated for the view.
    /// A fix taken on several views removes theirs all, in constraint order.
    private static func generated(_ origin: ConstraintOrigin, for items: [String], in system: ConstraintSystem) -> [LayoutChange]? {
        guard !items.isEmpty else { return nil }
        let ids = system.constraints.filter { $0.origin == origin && items.contains($0.first.item) && $0.isActive != false }.map(\.id)
        return ids.isEmpty ? nil : ids.map { .deactivate(constraintID: $0) }
    }
}
