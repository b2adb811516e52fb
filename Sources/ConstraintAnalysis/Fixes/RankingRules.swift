import ConstraintModel
import LayoutMath

/// Community rules, prepared once per search: a cell fighting `UIView-Encapsulated-Layout-*`
/// gives its last constraint along that axis priority 999; a hidden arranged subview's own size
/// constraint yields to `UISV-hiding`. Otherwise a constraint that only sets a constant size is the
/// cheapest to give up.
struct RuleContext {
    let problem: LayoutProblem
    var encapsulated: [(item: String, axis: Axis, identifier: String)] = []
    var hidden: Set<String> = []
    /// Items that contain other items of the conflict: a constant size on one of them is structural.
    var containers: Set<String> = []
    /// Views tied to the keyboard layout guide in the conflict.
    var keyboardItems: Set<String> = []
    /// Views whose aspect ratio (a width↔height constraint on the view itself) is in the conflict.
    var ratioItems: Set<String> = []
    /// Size limits (`width ≤ 400`, `height ≥ 44`) in the conflict, by item and axis: a size that
    /// follows another view's is the preference that yields to them.
    var sizeLimits: [SizeKey: String] = [:]
    /// Items whose size follows another view's (`width = 0.9 × View.width`) in the conflict.
    var followers: Set<SizeKey> = []
    /// Thin views (a fixed size of at most `thinSize` points) in the conflict, by item and axis.
    var thinSizes: [SizeKey: Double] = [:]
    /// Containers whose size along an axis is set to a constant in the conflict (their own
    /// `height == 0`, a frame, a size UIKit imposes): the content inside must give, from its far edge.
    var sizedContainers: Set<SizeKey> = []

    struct SizeKey: Hashable {
        var item: String
        var axis: Axis
    }

    /// Hairlines, separators, progress bars, status dots: a size this small is the design, and
    /// stretching it to take up a conflict's difference is visible at once.
    static let thinSize = 8.0

    init(problem: LayoutProblem, conflictRows: Set<Int>) {
        self.problem = problem
        var items: Set<Int> = []
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            problem.system.constraints[index].itemIDs.compactMap { problem.itemIndex[$0] }.forEach { items.insert($0) }
        }
        containers = Set(items.compactMap { problem.parentOf[$0] }.filter(items.contains).map { problem.system.items[$0].id })
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            if [.encapsulatedLayout, .temporaryFittingSize].contains(constraint.origin) || constraint.identifier == "UISV-hiding",
                let axis = constraint.first.attribute.standard?.axis, Self.sizesItself(constraint, in: problem.system)
            {
                encapsulated.append((constraint.first.item, axis, constraint.identifier ?? "UIView-Encapsulated-Layout"))
            }
            if constraint.identifier == "UISV-hiding" { hidden.insert(constraint.first.item) }
        }
        // A table or collection view fixes a cell's width; the height is what self-sizing adjusts.
        // A table view cell's width is never negotiable: its trailing pin must not give.
        if encapsulated.contains(where: { $0.axis == .vertical }) { encapsulated.removeAll { $0.axis == .horizontal } }
        encapsulated.removeAll { $0.axis == .horizontal && (problem.system.item($0.item)?.className ?? "").contains("TableViewCell") }
        ratioItems = Set(conflictRows.compactMap { problem.rows[$0].origin.constraintIndex }.compactMap { index -> String? in
            let constraint = problem.system.constraints[index]
            guard constraint.origin == .developer, let second = constraint.second, second.item == constraint.first.item,
                constraint.first.attribute.standard?.isSize == true, second.attribute.standard?.isSize == true,
                constraint.first.attribute != second.attribute
            else { return nil }
            return constraint.first.item
        })
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            guard constraint.origin == .developer, let attribute = constraint.first.attribute.standard, attribute.isSize,
                let axis = attribute.axis
            else { continue }
            if let second = constraint.second {
                if constraint.relation == .equal, second.item != constraint.first.item, second.attribute.standard?.isSize == true,
                    second.attribute.standard?.axis == axis {
                    followers.insert(SizeKey(item: constraint.first.item, axis: axis))
                }
                continue
            }
            let key = SizeKey(item: constraint.first.item, axis: axis)
            if constraint.relation != .equal {
                sizeLimits[key] = constraint.id
            } else if let value = constraint.constant?.value, value > 0, value <= Self.thinSize {
                thinSizes[key] = value
            }
        }
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            guard constraint.second == nil, constraint.expression == nil, constraint.relation == .equal,
                containers.contains(constraint.first.item), let attribute = constraint.first.attribute.standard,
                attribute.isSize, let axis = attribute.axis
            else { continue }
            sizedContainers.insert(SizeKey(item: constraint.first.item, axis: axis))
        }
        // As above: neither horizontal pin inside a table view cell is the one to give.
        sizedContainers = sizedContainers.filter { key in
            key.axis == .vertical || !(problem.system.item(key.item)?.className ?? "").contains("TableViewCell")
        }
        keyboardItems = Set(conflictRows.compactMap { problem.rows[$0].origin.constraintIndex }.flatMap { index in
            let constraint = problem.system.constraints[index]
            let touchesKeyboard = constraint.itemIDs.contains { problem.system.item($0)?.kind == .keyboardGuide }
            return touchesKeyboard ? constraint.itemIDs.filter { problem.system.item($0)?.kind.isGuide == false } : []
        })
        encapsulated.sort { ($0.item, $0.axis == .horizontal ? 0 : 1) < ($1.item, $1.axis == .horizontal ? 0 : 1) }
    }

    static func sizesItself(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> Bool {
        SelfSizing.sizesItself(constraint, in: system)
    }

    func rule(for constraint: LayoutConstraint) -> (rank: Int, text: String) {
        for (cell, axis, identifier) in encapsulated {
            if touchesEdge(of: cell, axis: axis, far: true, constraint) {
                return (0, "it is the cell's last \(axis == .horizontal ? "horizontal" : "vertical") constraint: at 999 the cell can take the size its table or collection view gives it (\(identifier))")
            }
        }
        if let (_, axis, _) = encapsulated.first(where: { touchesEdge(of: $0.item, axis: $0.axis, far: false, constraint) }) {
            // Lowering the first constraint along the axis would let the content slide off the
            // top (leading) edge while the last one or a fixed size could give instead.
            return (3, "it pins the content to the cell's \(axis == .horizontal ? "leading" : "top") edge: lowering it lets the content slide out, so the last constraint along the axis should give instead")
        }
        // With an aspect ratio, the width comes from the layout and the ratio gives the height: a
        // fixed height on the same view is what yields.
        if ratioItems.contains(constraint.first.item), constraint.second == nil, constraint.first.attribute == .standard(.height) {
            return (-1, "\(problem.system.displayName(of: constraint.first.item))'s aspect ratio and its width already decide its height: the fixed height is the one to give up")
        }
        // The keyboard layout guide already follows the safe area while the keyboard is hidden:
        // pinning the same view to the safe area as well is the constraint to give up.
        if constraint.itemIDs.contains(where: keyboardItems.contains),
            constraint.itemIDs.contains(where: { problem.system.item($0)?.kind == .safeAreaGuide })
        {
            return (0, "the keyboard layout guide already follows the safe area when the keyboard is hidden: pin only to the keyboard guide (or lower this one to 999)")
        }
        // A size that follows another view's (`width = 0.9 × View.width`) against a limit on the
        // same size (`width ≤ 400`): the limit is the point, the proportion yields at 999.
        if constraint.relation == .equal, let second = constraint.second, second.item != constraint.first.item,
            let attribute = constraint.first.attribute.standard, attribute.isSize, let axis = attribute.axis,
            second.attribute.standard?.isSize == true, second.attribute.standard?.axis == axis,
            let limit = sizeLimits[SizeKey(item: constraint.first.item, axis: axis)]
        {
            let name = problem.system.displayName(of: constraint.first.item)
            return (0, "\(name)'s \(axis == .horizontal ? "width" : "height") follows \(problem.system.displayName(of: second.item))'s as a preference: at 999 it yields to the limit \(limit), the usual way to cap a size that follows its container")
        }
        // A thin view keeps its size: the constraint that places its far edge gives instead.
        for (key, size) in thinSizes.sorted(by: { ($0.key.item, $0.key.axis == .horizontal ? 0 : 1) < ($1.key.item, $1.key.axis == .horizontal ? 0 : 1) }) {
            if constraint.second != nil, constraint.anchors.contains(where: { anchor in
                anchor.item == key.item && anchor.attribute.standard.map { [.bottom, .trailing, .right].contains($0) && $0.axis == key.axis } == true
            }) {
                return (0, "it places the far edge of \(problem.system.displayName(of: key.item)), a thin view (\(LayoutNumber.format(size)) pt): at 999 the space beyond it takes the difference and the view keeps its size")
            }
            if constraint.first.item == key.item, constraint.second == nil, constraint.first.attribute.standard?.axis == key.axis,
                constraint.first.attribute.standard?.isSize == true, constraint.relation == .equal {
                return (3, "\(problem.system.displayName(of: key.item)) is a thin view (\(LayoutNumber.format(size)) pt): giving up its size stretches it visibly")
            }
        }
        if hidden.contains(constraint.first.item), constraint.first.attribute.standard?.isSize == true, constraint.second == nil {
            return (0, "\(problem.system.displayName(of: constraint.first.item)) is hidden in its stack view (UISV-hiding makes its size 0): its own size constraint must be able to yield")
        }
        // Inside a container of a set size, lowering the pin at its top (leading) edge lets the
        // content slide out past that edge; the pin at the far edge is the one to give.
        for key in sizedContainers.sorted(by: { ($0.item, $0.axis == .horizontal ? 0 : 1) < ($1.item, $1.axis == .horizontal ? 0 : 1) })
        where touchesEdge(of: key.item, axis: key.axis, far: false, constraint) && !touchesEdge(of: key.item, axis: key.axis, far: true, constraint) {
            return (3, "it pins the content to \(problem.system.displayName(of: key.item))'s \(key.axis == .horizontal ? "leading" : "top") edge, whose size is set: lowering it lets the content slide out past that edge, so the constraint at the far edge should give instead")
        }
        if constraint.second == nil, constraint.first.attribute.standard?.isSize == true, !containers.contains(constraint.first.item),
            constraint.relation == .equal || sizeLimits.isEmpty || !hasFollowingSize(constraint) {
            return (1, "it only sets a constant size, the least structural constraint in the conflict")
        }
        return (2, "it takes part in the conflict and is yours to change")
    }

    /// Whether a size limit's item also has a size that follows another view's in the conflict
    /// (then the follower yields, not the limit).
    private func hasFollowingSize(_ limit: LayoutConstraint) -> Bool {
        guard let axis = limit.first.attribute.standard?.axis else { return false }
        return followers.contains(SizeKey(item: limit.first.item, axis: axis))
    }

    /// Whether the constraint ties something to the container's far (bottom/trailing) or near
    /// (top/leading) edge along the axis, directly or through a guide the container owns
    /// (layout margins, safe area, readable content, custom guides).
    private func touchesEdge(of container: String, axis: Axis, far: Bool, _ constraint: LayoutConstraint) -> Bool {
        let farEdges: [LayoutAttribute] = [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin, .maxX, .maxY, .lastBaseline]
        let nearEdges: [LayoutAttribute] = [.top, .leading, .left, .topMargin, .leadingMargin, .leftMargin, .minX, .minY, .firstBaseline]
        let edges = far ? farEdges : nearEdges
        let anchors = constraint.anchors
        guard anchors.count > 1 else { return false }
        return anchors.contains { anchor in
            guard let attribute = anchor.attribute.standard, attribute.axis == axis, edges.contains(attribute) else { return false }
            if anchor.item == container { return true }
            guard let item = problem.system.item(anchor.item), item.kind.isGuide else { return false }
            return item.owningViewID == container
        }
    }
}
