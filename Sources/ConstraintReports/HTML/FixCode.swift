import ConstraintAnalysis
import ConstraintModel

/// A fix as the change to make where the layout is written: Swift for code and logs
/// (`imageViewHeightConstraint.priority = UILayoutPriority(999)`), or the edit in Interface
/// Builder when the input is an IB file. Names of variables are guesses made from the item and
/// the attribute (a log does not know them), so each line says which constraint it means.
public struct FixCode: Hashable, Sendable {
    public enum Language: String, Hashable, Sendable {
        case swift
        case interfaceBuilder
    }

    public var language: Language
    /// Lines of code (Swift) or of instructions (Interface Builder).
    public var lines: [String]

    public init(fix: Fix, system: ConstraintSystem) {
        let naming = FixNaming(system: system)
        if system.format == .interfaceBuilder {
            language = .interfaceBuilder
            lines = naming.interfaceBuilderEdit(fix)
        } else {
            language = .swift
            lines = naming.swift(fix)
        }
    }
}

/// Variable names and statements for `FixCode`.
struct FixNaming {
    let system: ConstraintSystem

    var priorityType: String { system.platform == .macOS ? "NSLayoutConstraint.Priority" : "UILayoutPriority" }

    /// `imageView` for "ImageView", `setLunchLabel` for "Label 'Set lunch'".
    func variable(forItem id: String) -> String {
        let item = system.item(id)
        let base = item?.name ?? item?.displayName ?? id
        var words = base.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if let className = item?.unqualifiedClassName, words.count > 1, words.first == className.replacingOccurrences(of: "UI", with: "") {
            words.append(words.removeFirst())
        }
        guard let first = words.first else { return "view" }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "view" + name }
        return name
    }

    /// `imageViewHeightConstraint`, or the constraint's identifier when it has one.
    func variable(forConstraint id: String) -> String {
        guard let constraint = system.constraint(id) else { return id }
        let attribute = constraint.first.attribute.description
        return variable(forItem: constraint.first.item) + attribute.prefix(1).uppercased() + attribute.dropFirst() + "Constraint"
    }

    func equation(_ id: String) -> String {
        system.constraint(id).map(ConstraintEquation(system: system).text(for:)) ?? id
    }

    func swift(_ fix: Fix) -> [String] {
        let priority = fix.priority.map(NumberText.priority) ?? "999"
        switch fix.action {
        case .lowerPriority, .changePriority:
            guard let id = fix.constraintID else { return ["// " + fix.rationale] }
            var lines = ["// \(id): \(equation(id))", "\(variable(forConstraint: id)).priority = \(priorityType)(\(priority))"]
            for lowered in fix.alsoLowered {
                lines += ["// \(lowered.constraintID): \(equation(lowered.constraintID))",
                          "\(variable(forConstraint: lowered.constraintID)).priority = \(priorityType)(\(NumberText.priority(lowered.priority)))"]
            }
            return lines
        case .disableAutoresizingMask:
            var lines = fix.items.isEmpty
                ? ["view.translatesAutoresizingMaskIntoConstraints = false"]
                : fix.items.map { "\(variable(forItem: $0)).translatesAutoresizingMaskIntoConstraints = false" }
            if let added = fix.constraintText { lines.append("// and add: \(added)") }
            return lines
        case .replacePrototypeConstraints:
            var lines = ["// give \(fix.item.map(system.displayName(of:)) ?? "the view") constraints of its own"]
            if let added = fix.constraintText { lines.append("// at least: \(added)") }
            return lines
        case .deleteDuplicate:
            guard let id = fix.constraintID else { return ["// delete the duplicate constraint"] }
            return ["// \(id): \(equation(id))", "NSLayoutConstraint.deactivate([\(variable(forConstraint: id))])"]
        case .addConstraint:
            return ["// add: \(fix.constraintText ?? "a constraint")"]
        case .reverseRelation:
            guard let id = fix.constraintID, let constraint = system.constraint(id) else { return ["// " + fix.rationale] }
            let from = GapReversalWording.anchorMethod(constraint.relation)
            let to = GapReversalWording.anchorMethod(constraint.relation.reversed)
            return ["// \(id): \(equation(id))", "// \(from) → \(to)", "// then: \(fix.constraintText ?? "")"]
        case .adjustStackView:
            return ["// \(fix.rationale)", "\(fix.item.map(variable(forItem:)) ?? "stackView").spacing = 0  // while the nested stack is hidden"]
        }
    }

    func interfaceBuilderEdit(_ fix: Fix) -> [String] {
        let priority = fix.priority.map(NumberText.priority) ?? "999"
        let constraintName = { (id: String) in "the constraint \(id) (\(equation(id)))" }
        switch fix.action {
        case .lowerPriority, .changePriority:
            guard let id = fix.constraintID else { return [fix.rationale] }
            var lines = ["Select \(constraintName(id)); in the Attributes inspector set Priority to \(priority)."]
            for lowered in fix.alsoLowered {
                lines.append("Select \(constraintName(lowered.constraintID)); set Priority to \(NumberText.priority(lowered.priority)).")
            }
            return lines
        case .disableAutoresizingMask, .replacePrototypeConstraints:
            let name = FixWording.names(fix.items.map(system.displayName(of:))) ?? "the view"
            let them = fix.items.count > 1 ? "them" : "it"
            var lines = ["Select \(name) and give \(them) constraints of \(fix.items.count > 1 ? "their" : "its") own (Editor ▸ Resolve Auto Layout Issues ▸ Add Missing Constraints, or pin \(them))."]
            if let added = fix.constraintText { lines.append("At least: \(added).") }
            return lines
        case .deleteDuplicate:
            guard let id = fix.constraintID else { return ["Delete the duplicate constraint."] }
            return ["Select \(constraintName(id)) in the document outline and delete it."]
        case .addConstraint:
            return ["Add the constraint \(fix.constraintText ?? "")."]
        case .reverseRelation:
            guard let id = fix.constraintID, let constraint = system.constraint(id) else { return [fix.rationale] }
            let relation = GapReversalWording.relationName(constraint.relation.reversed)
            return ["Select \(constraintName(id)); in the Attributes inspector set Relation to \(relation)."]
        case .adjustStackView:
            let name = fix.item.map(system.displayName(of:)) ?? "the stack view"
            return ["Select \(name); in the Attributes inspector set Spacing to 0."]
        }
    }
}
