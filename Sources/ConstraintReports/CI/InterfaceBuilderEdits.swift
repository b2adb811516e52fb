import ConstraintAnalysis
import ConstraintModel

/// A fix stated as the edit a developer makes in Interface Builder: which constraint (its IB id
/// and equation) or view, which inspector, which field, which value.
enum InterfaceBuilderEdits {
    static func describe(_ fix: Fix, in system: ConstraintSystem) -> String? {
        let isIB = system.format == .interfaceBuilder
        switch fix.action {
        case .lowerPriority, .changePriority:
            guard let id = fix.constraintID, let constraint = system.constraint(id), let priority = fix.priority else {
                return fix.item.flatMap { contentPriorityEdit(fix, item: $0, in: system) }
            }
            let name = constraintName(constraint, in: system)
            guard isIB else { return "set the priority of \(name) to \(NumberText.priority(priority))" }
            return "select constraint \(name) and set Priority to \(NumberText.priority(priority)) in the Attributes inspector"
        case .addConstraint:
            guard let text = fix.constraintText else { return nil }
            if let placeholder = fix.replacesPlaceholder {
                return "add the constraint \(text) in the code that replaces the placeholder constraint \(placeholder) (it is removed at build time)"
            }
            return isIB ? "add the constraint \(text) (Editor › Add New Constraints, or Control-drag between the views)" : "add the constraint \(text)"
        case .deleteDuplicate:
            guard let id = fix.constraintID, let constraint = system.constraint(id) else { return nil }
            return "delete constraint \(constraintName(constraint, in: system)), which repeats another"
        case .disableAutoresizingMask, .replacePrototypeConstraints:
            return nil
        case .reverseRelation:
            guard let id = fix.constraintID, let constraint = system.constraint(id) else { return nil }
            let relation = GapReversalWording.relationName(constraint.relation.reversed)
            let name = constraintName(constraint, in: system)
            return isIB ? "select constraint \(name) and set Relation to \(relation) in the Attributes inspector" : "reverse the relation of \(name)" + (fix.constraintText.map { ": \($0)" } ?? "")
        case .adjustStackView:
            guard let stack = fix.item.flatMap(system.item) else { return nil }
            let name = stack.sourceID.map { "\(stack.displayName) (\($0))" } ?? stack.displayName
            return isIB ? "select \(name) and set Spacing to 0 in the Attributes inspector" : "set the spacing of \(name) to 0"
        }
    }

    /// `wid-aa-003 (Action.width = 300)`; a generated constraint by its equation alone.
    static func constraintName(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> String {
        let equation = ConstraintEquation(system: system).text(for: constraint)
        guard let sourceID = constraint.sourceID else { return equation }
        return "\(sourceID) (\(equation))"
    }

    /// Content priorities live on the view, in the Size inspector.
    private static func contentPriorityEdit(_ fix: Fix, item: String, in system: ConstraintSystem) -> String? {
        guard let priority = fix.priority, let view = system.item(item) else { return nil }
        let consequence = fix.consequence.lowercased()
        let axis = consequence.contains("height") ? "Vertical" : "Horizontal"
        let field = consequence.contains("resists") ? "Compression Resistance Priority" : "Content Hugging Priority"
        let viewName = view.sourceID.map { "\(view.displayName) (\($0))" } ?? view.displayName
        return "select \(viewName) and set \(field) › \(axis) to \(NumberText.priority(priority)) in the Size inspector"
    }
}
