/// How a change is meant: made by running code on a live layout (states and transitions, where
/// UIKit's rules about installed constraints apply), or an edit of the layout as written (a
/// `--what-if` experiment or a fix, where a priority may be anything the code could have said).
public enum ChangeMode: Sendable {
    case runtime
    case design
}

/// The layout after some steps, with what UIKit would have said about them.
public struct ChangeOutcome: Sendable {
    public var system: ConstraintSystem
    public var diagnostics: [Diagnostic]
}

/// Applies changes to a system as a pure function, checking the rules UIKit enforces on each.
public enum ChangeApplier {
    /// The name of the exception UIKit raises when an installed constraint's priority crosses
    /// between required and optional.
    public static let priorityExceptionName = "NSInternalInconsistencyException"
    public static let priorityExceptionReason =
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported"

    public static func apply(_ steps: [ChangeStep], to system: ConstraintSystem, mode: ChangeMode = .runtime) -> ChangeOutcome {
        var system = system
        var diagnostics: [Diagnostic] = []
        for step in steps { diagnostics += apply(step, to: &system, mode: mode) }
        return ChangeOutcome(system: system, diagnostics: diagnostics)
    }

    /// Applies one step in place and returns UIKit's objections to it; a change UIKit would
    /// refuse outright (an unknown constraint) leaves the system as it was.
    public static func apply(_ step: ChangeStep, to system: inout ConstraintSystem, mode: ChangeMode = .runtime) -> [Diagnostic] {
        var context = ChangeContext(step: step, mode: mode)
        for change in step.changes { context.apply(change, to: &system) }
        return context.diagnostics
    }
}

/// One step being applied: where its messages point and what they say.
struct ChangeContext {
    let step: ChangeStep
    let mode: ChangeMode
    var diagnostics: [Diagnostic] = []

    init(step: ChangeStep, mode: ChangeMode) {
        self.step = step
        self.mode = mode
    }

    mutating func report(_ severity: Severity, _ code: String, _ message: String, constraint: String? = nil) {
        let location = step.sourceLocation
        diagnostics.append(
            Diagnostic(
                severity: severity, line: location?.line ?? 0, column: location?.column ?? 0, message: message, code: code,
                constraintID: constraint))
    }

    mutating func constraintIndex(_ id: String, in system: ConstraintSystem) -> Int? {
        // Readers number constraints `c1`, `c2`, … in order: the place the number gives is tried
        // first, so that an edit of a large layout does not scan every constraint.
        if id.hasPrefix("c"), let number = Int(id.dropFirst()), number >= 1, number <= system.constraints.count,
            system.constraints[number - 1].id == id
        {
            return number - 1
        }
        if let index = system.constraints.firstIndex(where: { $0.id == id }) { return index }
        report(.error, "unknown-constraint", "there is no constraint '\(id)' to change", constraint: id)
        return nil
    }

    mutating func itemIndex(_ id: String, in system: ConstraintSystem) -> Int? {
        if let index = system.items.firstIndex(where: { $0.id == id }) { return index }
        report(.error, "unknown-item", "there is no view or guide '\(id)' to change")
        return nil
    }

    mutating func apply(_ change: LayoutChange, to system: inout ConstraintSystem) {
        switch change {
        case .add(let constraint):
            guard !system.constraints.contains(where: { $0.id == constraint.id }) else {
                report(.error, "duplicate-constraint", "a constraint '\(constraint.id)' already exists; the new one is not added", constraint: constraint.id)
                return
            }
            var added = constraint
            added.isActive = true
            checkCommonAncestor(added, in: system)
            system.constraints.append(added)
        case .activate(let id):
            guard let index = constraintIndex(id, in: system) else { return }
            if system.constraints[index].isActive != false {
                report(.warning, "already-active", "\(id) is activated while it is already active: UIKit ignores the call, so the code may not do what it means", constraint: id)
            } else {
                checkCommonAncestor(system.constraints[index], in: system)
            }
            system.constraints[index].isActive = true
        case .deactivate(let id):
            guard let index = constraintIndex(id, in: system) else { return }
            if system.constraints[index].isActive == false {
                report(.warning, "not-active", "\(id) is deactivated while it is not active: UIKit ignores the call, so the constraint the code means to remove may be another one", constraint: id)
            }
            system.constraints[index].isActive = false
        case .setConstant(let id, let constant):
            guard let index = constraintIndex(id, in: system) else { return }
            system.constraints[index].constant = constant
        case .setPriority(let id, let priority):
            guard let index = constraintIndex(id, in: system) else { return }
            setPriority(priority, at: index, in: &system)
        case .replace(let id, let replacement):
            guard let index = constraintIndex(id, in: system) else { return }
            var new = replacement
            if new.id.isEmpty { new.id = id }
            new.isActive = system.constraints[index].isActive ?? true
            if new.isActive == true { checkCommonAncestor(new, in: system) }
            system.constraints[index] = new
        case .addItem(let item):
            guard system.item(item.id) == nil else {
                report(.error, "duplicate-item", "an item '\(item.id)' already exists; the new one is not added")
                return
            }
            system.items.append(item)
        case .removeItem(let id):
            guard itemIndex(id, in: system) != nil else { return }
            removeSubtree(of: id, from: &system)
        case .setIntrinsicContentSize(let id, let size):
            guard let index = itemIndex(id, in: system) else { return }
            system.items[index].intrinsicContentSize = size
        case .setHidden(let id, let hidden):
            guard let index = itemIndex(id, in: system) else { return }
            setHidden(hidden, itemAt: index, in: &system)
        case .setRootSize(let width, let height):
            guard let index = system.items.firstIndex(where: \.isRoot) else {
                report(.error, "no-root", "the layout has no root view whose size could change")
                return
            }
            let frame = system.items[index].frame
            system.items[index].frame = Rect(x: frame?.x ?? 0, y: frame?.y ?? 0, width: width, height: height)
        }
    }

    private mutating func setPriority(_ priority: Priority, at index: Int, in system: inout ConstraintSystem) {
        let constraint = system.constraints[index]
        guard priority.isValid else {
            report(.error, "invalid-priority", "\(constraint.id) cannot take priority \(priority): a priority is between 1 and 1000", constraint: constraint.id)
            return
        }
        if mode == .runtime, constraint.isActive != false, constraint.priority.isRequired != priority.isRequired {
            report(
                .error, "required-priority-change",
                "\(constraint.id) is active and its priority moves from \(constraint.priority) to \(priority): UIKit raises \(ChangeApplier.priorityExceptionName) (\"\(ChangeApplier.priorityExceptionReason)\"); deactivate it first, or give it 999 from the start",
                constraint: constraint.id)
        }
        system.constraints[index].priority = priority
    }
}
