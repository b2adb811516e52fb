import ConstraintIngest
import ConstraintModel

/// Some UIKit controls keep their own size whatever frame the layout gives them (a UISwitch is
/// always 51 × 31, `uikitKeepsOwnSize` in `elements.json`). Where the constraints decide such a
/// control's size, the solved frame is not the one UIKit shows or Xcode compares, so the
/// misplacement check leaves the control out (a false flag is worse than a missing one).
extension IBSceneBuilder {
    func noteControlsKeepingTheirSize() {
        guard context.platform == .iOS else { return }
        let named = items.compactMap { item -> String? in
            guard let node = nodeForItem[item.id], IBDataTables.kind(of: node)?.uikitKeepsOwnSize == true,
                let source = item.sourceID, sizeIsDecidedByConstraints(item.id, axis: .horizontal) || sizeIsDecidedByConstraints(item.id, axis: .vertical)
            else { return nil }
            return namingNotJudged(item.displayName, id: source)
        }
        guard !named.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "UIKit keeps the size of \(named.joined(separator: ", ")) whatever its constraints give it, and they decide it here, so misplacement is not checked for it (not judged: own size)",
                code: MisplacedViewsNote.ownSizeCode))
    }

    /// A required size constraint of the item's own on the axis, or two different edges or
    /// centres of it tied to something else: its length then comes from constraints, not from
    /// its intrinsic size.
    private func sizeIsDecidedByConstraints(_ item: String, axis: Axis) -> Bool {
        var positions = Set<LayoutAttribute>()
        for constraint in constraints
        where constraint.isActive != false && constraint.priority.isRequired && constraint.relation == .equal
            && (constraint.origin == .developer || constraint.origin == .stackView)
        {
            for (own, other) in [(constraint.first, constraint.second), (constraint.second, Optional(constraint.first))] {
                guard let own, own.item == item, let attribute = own.attribute.standard, attribute.axis == axis else { continue }
                if attribute.isSize, other?.item != item { return true }
                if attribute.isPosition, other.map({ $0.item != item }) == true { positions.insert(attribute) }
            }
        }
        return positions.count >= 2
    }
}
