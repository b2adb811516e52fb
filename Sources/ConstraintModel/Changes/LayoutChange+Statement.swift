extension LayoutChange {
    /// The change in the statement notation `LayoutChangeParser` reads (`c3.priority = 999`,
    /// `deactivate c5`, `root 390x844`), naming constraints and items by id so that the text reads
    /// back to the same change.
    public var statement: String {
        switch self {
        case .add(let constraint): return "add \(constraint.id): \(constraint.text)"
        case .activate(let id): return "activate \(id)"
        case .deactivate(let id): return "deactivate \(id)"
        case .setConstant(let id, let constant): return "\(id).constant = \(constant)"
        case .setPriority(let id, let priority): return "\(id).priority = \(priority)"
        case .replace(let id, let constraint): return "replace \(id) with \(constraint.id): \(constraint.text)"
        case .addItem(let item): return "add view \(item.id)"
        case .removeItem(let id): return "remove \(id)"
        case .setIntrinsicContentSize(let id, let size):
            guard let size else { return "\(id).intrinsic = none" }
            return "\(id).intrinsic = \(size.width.map(\.description) ?? "-")x\(size.height.map(\.description) ?? "-")"
        case .setHidden(let id, let hidden): return hidden ? "hide \(id)" : "show \(id)"
        case .setRootSize(let width, let height): return "root \(width)x\(height)"
        }
    }

    /// The constraint the change is about, when it is about one.
    public var constraintID: String? {
        switch self {
        case .activate(let id), .deactivate(let id), .setConstant(let id, _), .setPriority(let id, _), .replace(let id, _): return id
        case .add(let constraint): return constraint.id
        default: return nil
        }
    }

    /// `activate`, `deactivate`, `setConstant`, …: the case name, for tools.
    public var kind: String {
        switch self {
        case .add: return "add"
        case .activate: return "activate"
        case .deactivate: return "deactivate"
        case .setConstant: return "setConstant"
        case .setPriority: return "setPriority"
        case .replace: return "replace"
        case .addItem: return "addItem"
        case .removeItem: return "removeItem"
        case .setIntrinsicContentSize: return "setIntrinsicContentSize"
        case .setHidden: return "setHidden"
        case .setRootSize: return "setRootSize"
        }
    }
}
