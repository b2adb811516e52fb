/// The rules of a change that depend on the view hierarchy.
extension ChangeContext {
    /// The item and its ancestors, nearest first, and whether the chain reaches a known top (a
    /// root, or an item the input placed nowhere in a complete layout).
    static func ancestors(of id: String, in system: ConstraintSystem) -> (chain: [String], isKnown: Bool) {
        var chain: [String] = []
        var current: String? = id
        while let itemID = current, !chain.contains(itemID) {
            chain.append(itemID)
            guard let item = system.item(itemID) else { return (chain, false) }
            if item.isRoot { return (chain, true) }
            current = item.superviewID ?? item.owningViewID
        }
        return (chain, system.isComplete)
    }

    /// UIKit refuses to activate a constraint between items in different hierarchies ("because
    /// they have no common ancestor"); only said when both hierarchies are known.
    mutating func checkCommonAncestor(_ constraint: LayoutConstraint, in system: ConstraintSystem) {
        let chains = constraint.itemIDs.filter { $0 != constraint.measuredIn }.map { Self.ancestors(of: $0, in: system) }
        guard chains.count >= 2, chains.allSatisfy(\.isKnown) else { return }
        let shared = chains.dropFirst().reduce(Set(chains[0].chain)) { $0.intersection($1.chain) }
        guard shared.isEmpty else { return }
        let names = constraint.itemIDs.map { system.displayName(of: $0) }.joined(separator: " and ")
        report(
            .error, "no-common-ancestor",
            "\(constraint.id) relates \(names), which have no common ancestor: UIKit raises an exception when it is activated (add both views to the same hierarchy first)",
            constraint: constraint.id)
    }

    /// `removeFromSuperview`: the item, everything inside it and every constraint that mentions
    /// any of them leave the layout.
    func removeSubtree(of id: String, from system: inout ConstraintSystem) {
        var removed: Set<String> = [id]
        var grew = true
        while grew {
            grew = false
            for item in system.items where !removed.contains(item.id) {
                if let parent = item.superviewID ?? item.owningViewID, removed.contains(parent) {
                    removed.insert(item.id)
                    grew = true
                }
            }
        }
        system.items.removeAll { removed.contains($0.id) }
        system.constraints.removeAll { constraint in constraint.itemIDs.contains { removed.contains($0) } }
    }

    /// A stack view collapses a hidden arranged subview with a required `UISV-hiding` constraint
    /// (its size along the stack's axis is 0); showing it again removes that constraint. Outside
    /// a stack view `isHidden` does not change Auto Layout at all.
    mutating func setHidden(_ hidden: Bool, itemAt index: Int, in system: inout ConstraintSystem) {
        let item = system.items[index]
        let hidingID = "\(item.id)-UISV-hiding"
        guard let stack = item.superviewID.flatMap({ system.item($0) }), stack.className?.hasSuffix("StackView") == true else {
            report(.note, "hidden-outside-stack", "\(item.displayName) is \(hidden ? "hidden" : "shown") but is not in a stack view: Auto Layout still places it")
            return
        }
        system.constraints.removeAll { $0.identifier == "UISV-hiding" && $0.first.item == item.id }
        guard hidden else { return }
        let axes = Self.stackAxes(of: stack.id, in: system)
        if axes.count != 1 {
            report(.note, "stack-axis-unknown", "the axis of \(stack.displayName) is not known, so \(item.displayName) collapses on both axes")
        }
        for axis in axes {
            system.constraints.append(
                LayoutConstraint(
                    id: axes.count == 1 ? hidingID : "\(hidingID)-\(axis == .horizontal ? "width" : "height")",
                    text: "\(item.displayName).\(axis == .horizontal ? "width" : "height") == 0", identifier: "UISV-hiding",
                    origin: .stackView, first: Anchor(item: item.id, axis == .horizontal ? .width : .height), constant: 0,
                    isActive: true))
        }
    }

    /// The stack's axis from its `UISV-spacing` or `UISV-canvas-connection` constraints.
    static func stackAxes(of stackID: String, in system: ConstraintSystem) -> [Axis] {
        var axes: Set<Axis> = []
        for constraint in system.constraints {
            guard let identifier = constraint.identifier, identifier.hasPrefix("UISV-spacing") || identifier.hasPrefix("UISV-canvas-connection"),
                constraint.itemIDs.contains(stackID) || constraint.itemIDs.contains(where: { system.item($0)?.superviewID == stackID }),
                let axis = constraint.first.attribute.standard?.axis
            else { continue }
            axes.insert(axis)
        }
        return axes.count == 1 ? Array(axes) : [.horizontal, .vertical]
    }
}
