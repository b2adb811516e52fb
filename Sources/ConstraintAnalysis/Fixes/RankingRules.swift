import ConstraintModel
import LayoutMath

/// Community rules, prepared once per search: a cell fighting `UIView-Encapsulated-Layout-*`
/// gives its last constraint along that axis priority 999; a hidden arranged subview's own size
/// constraint yields to `UISV-hiding`. Otherwise a constraint that only sets a constant size is the
/// cheapest to give up.
struct RuleContext {
    let problem: LayoutProblem
    var encapsulated: [(item: String, axis: Axis, identifier: String)] = []
    /// Views of `encapsulated` sized by a temporary fitting size (`_UITemporaryLayoutWidth`),
    /// not by a table or collection view.
    var measured: Set<String> = []
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
    /// The constant length of each of `sizedContainers` (a frame's 320, a host's 568).
    var containerLengths: [SizeKey: Double] = [:]
    /// Axes along which a cell's size is imposed for it to adjust (`encapsulated`): there the
    /// cell grows to fit, so the content between its edges keeps its gaps.
    var selfSizingAxes: Set<Axis> = []
    /// Axes along which a host (a view controller's presentation, a window) imposes a size that
    /// is not a self-sizing cell's: nothing inside adjusts it, and it changes with the screen.
    var hostSizedAxes: Set<Axis> = []
    /// Cells whose width their table column or collection layout gives them (before the
    /// table-cell filtering below: a table cell's width is the most fixed of all).
    var hostGivenWidths: Set<String> = []
    /// Views with a constant height (`height == 50`) whose top is also placed in the conflict,
    /// in a view whose height a host sets, and which would have to grow if their height gave (a
    /// banner 50 tall stretched to 548): the height and the top pin place the bottom already.
    /// Only heights: across a screen views span edge to edge (a label pinned leading and
    /// trailing), so there a fixed width is the stale constraint; down a screen views stack, and
    /// a bar or banner pinned to both the top and the bottom of a whole screen is not meant.
    var stretchedIfSized: [SizeKey: Double] = [:]
    /// The developer's size relations that make one view shorter than another by a constant
    /// (`list.height == background.height - 44`) where the rest of the conflict holds the longer
    /// one below that constant (a container measured at a temporary size of 0): by constraint
    /// id, the shorter view, the longer one and the constant.
    var negativeSizes: [String: (shorter: String, longer: String, deficit: Double)] = [:]

    /// The developer's constraints that place an edge a constant away where another of theirs
    /// places the same edge with no constant, one of the two through a bar guide (the top or
    /// bottom layout guide, the safe area) and the other not: by constraint id, the other's id.
    /// The constant is a bar's height written by hand (`V:|-(20)-[bar]` beside the guide,
    /// `guide.bottom - 20` beside the view's top).
    var handOffsets: [String: String] = [:]

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
                if constraint.origin == .temporaryFittingSize { measured.insert(constraint.first.item) }
            }
            if constraint.identifier == "UISV-hiding" { hidden.insert(constraint.first.item) }
        }
        // Interface Builder lays a table cell's content view out at its row's height (the root's
        // frame): a conflict with that height is the one a running table logs against
        // UIView-Encapsulated-Layout-Height, and the same last constraint gives (ascentman's
        // AutoLayout2 storyboard: a 44-high prototype cell whose content needs 94).
        for row in conflictRows {
            guard case .rootFrame(let item, .vertical, true) = problem.rows[row].origin,
                LayoutProblem.selfSizingContentClasses.contains(problem.system.items[item].className ?? "")
            else { continue }
            let id = problem.system.items[item].id
            if !encapsulated.contains(where: { $0.item == id && $0.axis == .vertical }) {
                encapsulated.append((id, .vertical, "its row height; UIView-Encapsulated-Layout-Height at run time"))
            }
        }
        hostGivenWidths = Set(encapsulated.filter { $0.axis == .horizontal && $0.identifier != "UISV-hiding" }.map(\.item))
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            if constraint.origin == .encapsulatedLayout, constraint.second == nil, let axis = constraint.first.attribute.standard?.axis,
                !Self.sizesItself(constraint, in: problem.system) {
                hostSizedAxes.insert(axis)
            }
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
            if let value = constraint.constant?.value, constraint.multiplier == 1 {
                containerLengths[SizeKey(item: constraint.first.item, axis: axis)] = value
            }
        }
        // As above: neither horizontal pin inside a table view cell is the one to give.
        sizedContainers = sizedContainers.filter { key in
            key.axis == .vertical || !(problem.system.item(key.item)?.className ?? "").contains("TableViewCell")
        }
        selfSizingAxes = Set(encapsulated.filter { $0.identifier != "UISV-hiding" }.map(\.axis))
        let constants = conflictRows.compactMap { problem.rows[$0].origin.constraintIndex }.map { problem.system.constraints[$0] }
        for row in conflictRows.sorted() where !hostSizedAxes.isEmpty {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            guard constraint.origin == .developer, constraint.second == nil, constraint.relation == .equal,
                let attribute = constraint.first.attribute.standard, attribute.isSize, let axis = attribute.axis,
                axis == .vertical, hostSizedAxes.contains(axis), let value = constraint.constant?.value, value > 0,
                constants.contains(where: { Self.placesEdge(of: constraint.first.item, axis: axis, far: false, $0) }),
                let item = problem.itemIndex[constraint.first.item],
                let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)),
                // Where the view's size goes if its constant gives: a view squeezed smaller (a button
                // between margins) gives its size; one stretched past it keeps it.
                let lower = RangeFinder.range(of: SparseVector(terms: [(size, 1)]), in: problem, selection: RowSelection(excluded: [row]))?.lower,
                lower.doubleValue > value
            else { continue }
            stretchedIfSized[SizeKey(item: constraint.first.item, axis: axis)] = value
        }
        for row in conflictRows.sorted() {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            guard constraint.origin == .developer, constraint.relation == .equal, constraint.multiplier.value == 1,
                constraint.expression == nil, let second = constraint.second, second.item != constraint.first.item,
                let attribute = constraint.first.attribute.standard, attribute.isSize, second.attribute.standard == attribute,
                let axis = attribute.axis, let constant = constraint.constant?.value, constant != 0
            else { continue }
            let (shorter, longer) = constant < 0 ? (constraint.first.item, second.item) : (second.item, constraint.first.item)
            guard let item = problem.itemIndex[longer],
                let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)),
                let upper = RangeFinder.range(of: SparseVector(terms: [(size, 1)]), in: problem, selection: RowSelection(excluded: [row]))?.upper,
                upper.doubleValue < abs(constant)
            else { continue }
            negativeSizes[constraint.id] = (shorter, longer, abs(constant))
        }
        handOffsets = Self.handOffsets(among: conflictRows.compactMap { problem.rows[$0].origin.constraintIndex }, in: problem.system)
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
        // A column (or a collection layout) gives the cell its width, and self-sizing does not
        // widen it: the content's own minimum gives first (its text truncates), ahead of the
        // cell's trailing pin, which would let the content run past the cell's edge.
        if let cell = hostGivenWidths.sorted().first, constraint.relation == .greaterThanOrEqual, constraint.second == nil,
            constraint.first.item != cell, constraint.first.attribute.standard == .width {
            let name = problem.system.displayName(of: constraint.first.item)
            return (-1, "\(problem.system.displayName(of: cell)) is as wide as its table, column or layout makes it: the minimum width of \(name) gives first (its content truncates), rather than the cell's trailing pin, which would let it run past the cell's edge")
        }
        for (cell, axis, identifier) in encapsulated {
            if touchesEdge(of: cell, axis: axis, far: true, constraint) {
                let direction = axis == .horizontal ? "horizontal" : "vertical"
                // A hidden arranged view and a view UIKit measures are not cells: say what sizes them.
                if identifier == "UISV-hiding" {
                    let name = problem.system.displayName(of: cell)
                    return (0, "it is the last \(direction) constraint inside \(name): at 999 \(name) can collapse to 0 when its stack view hides it (\(identifier))")
                }
                if measured.contains(cell) {
                    let name = problem.system.displayName(of: cell)
                    return (0, "it is the last \(direction) constraint inside \(name): at 999 \(name) can take the temporary size \(problem.system.platform == .macOS ? "AppKit" : "UIKit") measures it at (\(identifier)) and its real one afterwards")
                }
                return (0, "it is the cell's last \(direction) constraint: at 999 the cell can take the size its table or collection view gives it (\(identifier))")
            }
        }
        if let (holder, axis, identifier) = encapsulated.first(where: { touchesEdge(of: $0.item, axis: $0.axis, far: false, constraint) }) {
            // Lowering the first constraint along the axis would let the content slide off the
            // top (leading) edge while the last one or a fixed size could give instead.
            let edge = axis == .horizontal ? "leading" : "top"
            let owner = identifier == "UISV-hiding" || measured.contains(holder) ? "\(problem.system.displayName(of: holder))'s" : "the cell's"
            return (3, "it pins the content to \(owner) \(edge) edge: lowering it lets the content slide out, so the last constraint along the axis should give instead")
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
        // A thin view keeps its size: the constraint that places its far edge gives instead —
        // after the cell's last constraint when a self-sizing cell imposes this axis: the cell
        // grows to fit, and no gap inside it has to take the difference.
        for (key, size) in thinSizes.sorted(by: { ($0.key.item, $0.key.axis == .horizontal ? 0 : 1) < ($1.key.item, $1.key.axis == .horizontal ? 0 : 1) }) {
            if constraint.second != nil, constraint.anchors.contains(where: { anchor in
                anchor.item == key.item && anchor.attribute.standard.map { [.bottom, .trailing, .right].contains($0) && $0.axis == key.axis } == true
            }) {
                return (selfSizingAxes.contains(key.axis) ? 1 : 0, "it places the far edge of \(problem.system.displayName(of: key.item)), a thin view (\(LayoutNumber.format(size)) pt): at 999 the space beyond it takes the difference and the view keeps its size")
            }
            if constraint.first.item == key.item, constraint.second == nil, constraint.first.attribute.standard?.axis == key.axis,
                constraint.first.attribute.standard?.isSize == true, constraint.relation == .equal {
                return (3, "\(problem.system.displayName(of: key.item)) is a thin view (\(LayoutNumber.format(size)) pt): giving up its size stretches it visibly")
            }
        }
        // A fixed-size view (a banner 50 tall) placed at its near edge inside a view whose size
        // its host imposes (a view controller's root, 568 on one phone and 480 on another) and
        // too small for the room between its pins: the size and the near pin place it, so the far
        // pin is the one too many. Lowering the size instead would stretch the view by the whole
        // difference (a view squeezed by its pins instead gives its size, the rule below).
        for (key, size) in stretchedIfSized.sorted(by: { ($0.key.item, $0.key.axis == .horizontal ? 0 : 1) < ($1.key.item, $1.key.axis == .horizontal ? 0 : 1) })
        where constraint.second != nil && Self.placesEdge(of: key.item, axis: key.axis, far: true, constraint)
            && !Self.placesEdge(of: key.item, axis: key.axis, far: false, constraint) {
            let name = problem.system.displayName(of: key.item)
            return (0, "\(name) has a fixed height (\(LayoutNumber.format(size)) pt) and its top is pinned, which place it already: in a view whose height its host sets (it differs from screen to screen), the constraint at its bottom edge is the one to drop or lower to 999, rather than stretch \(name) by the difference")
        }
        // A bar's height written by hand beside a constraint that places the same edge through
        // the bar guide (or beside the guide, against the view's edge): the bars' heights change
        // with the device, the orientation and the presentation, so the hand-made one goes.
        if let other = handOffsets[constraint.id] {
            let value = LayoutNumber.format(abs(constraint.constant?.value ?? 0))
            return (-1, "its \(value) pt is a bar's height written by hand, where \(other) places the same edge with no constant: the status, navigation and tab bars change height with the device, the orientation and the presentation, so drop this one (or lower it to 999) and let the guide or the view's edge decide")
        }
        if hidden.contains(constraint.first.item), constraint.first.attribute.standard?.isSize == true, constraint.second == nil {
            return (0, "\(problem.system.displayName(of: constraint.first.item)) is hidden in its stack view (UISV-hiding makes its size 0): its own size constraint must be able to yield")
        }
        // A view made shorter than another by a constant, while the rest holds the other below
        // it: the relation asks for a negative size, the plainest cause of the conflict.
        if let negative = negativeSizes[constraint.id] {
            let word = constraint.first.attribute.standard?.axis == .horizontal ? "width" : "height"
            let shorter = problem.system.displayName(of: negative.shorter)
            let longer = problem.system.displayName(of: negative.longer)
            return (-1, "it makes \(shorter) \(LayoutNumber.format(negative.deficit)) pt less than \(longer) in \(word), but the rest of the conflict holds \(longer) below \(LayoutNumber.format(negative.deficit)) pt (a size of 0 while UIKit measures, a hidden arranged view, a smaller screen): \(shorter) would have a negative \(word); place it with edge constraints instead, or lower this one to 999")
        }
        // An inset from a container's edge at least as long as the container itself (`H:|-(360)-[v]`
        // in a root 320 wide, positions laid out for a larger screen or the other orientation)
        // puts the view past the container's other edge whatever the rest says: that offset is the
        // one to change, ahead of the far-edge rule below, which would leave the view outside.
        if let (key, length) = insetPastContainer(constraint) {
            let name = problem.system.displayName(of: key.item)
            return (-1, "its offset (\(LayoutNumber.format(abs(constraint.constant?.value ?? 0))) pt) from \(name)'s \(key.axis == .horizontal ? "edge" : "top or bottom") is as long as \(name) itself (\(LayoutNumber.format(length)) pt): no view fits beyond it on this screen; it was laid out for a larger screen or the other orientation, so change it (or pin to the other edge, or center) rather than lower the pin at the far edge")
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

    static func handOffsets(among indices: [Int], in system: ConstraintSystem) -> [String: String] {
        let bars: Set<ItemKind> = [.legacyLayoutGuide, .safeAreaGuide]
        let developer = indices.filter { index in
            let constraint = system.constraints[index]
            return constraint.origin == .developer && constraint.relation == .equal && constraint.multiplier == 1
                && constraint.expression == nil && constraint.second != nil && constraint.constant != nil
        }
        var found: [String: String] = [:]
        for a in developer {
            for b in developer where a != b {
                let (offset, plain) = (system.constraints[a], system.constraints[b])
                guard let offsetConstant = offset.constant?.value, offsetConstant != 0, plain.constant?.value == 0,
                    let offsetOther = offset.second, let plainOther = plain.second
                else { continue }
                // The same anchor placed by both (on either side of each), against different items.
                let offsetAnchors = [offset.first, offsetOther]
                let plainAnchors = [plain.first, plainOther]
                guard let placed = offsetAnchors.first(where: plainAnchors.contains),
                    let againstOffset = offsetAnchors.first(where: { $0 != placed }),
                    let againstPlain = plainAnchors.first(where: { $0 != placed })
                else { continue }
                guard againstOffset.item != againstPlain.item, againstOffset.item != placed.item, againstPlain.item != placed.item else { continue }
                let offsetIsBar = system.item(againstOffset.item).map { bars.contains($0.kind) } ?? false
                let plainIsBar = system.item(againstPlain.item).map { bars.contains($0.kind) } ?? false
                guard offsetIsBar != plainIsBar, found[offset.id] == nil else { continue }
                found[offset.id] = plain.id
            }
        }
        return found
    }

    /// The sized container and its length when the constraint is an inset from one of its edges
    /// (the same edge of a view and of the container, `child.leading = container.leading + c`)
    /// at least as long as the container: the child cannot fit inside.
    func insetPastContainer(_ constraint: LayoutConstraint) -> (SizeKey, Double)? {
        guard constraint.relation != .lessThanOrEqual, constraint.multiplier == 1, constraint.expression == nil,
            let second = constraint.second, let attribute = constraint.first.attribute.standard,
            second.attribute.standard == attribute, let axis = attribute.axis,
            [.top, .bottom, .leading, .trailing, .left, .right].contains(attribute),
            let constant = constraint.constant?.value, constant != 0
        else { return nil }
        for container in [constraint.first.item, second.item] {
            let key = SizeKey(item: container, axis: axis)
            let child = container == second.item ? constraint.first.item : second.item
            guard let length = containerLengths[key], length > 0, abs(constant) >= length,
                let childIndex = problem.itemIndex[child], let parent = problem.parentOf[childIndex],
                problem.system.items[parent].id == container
            else { continue }
            return (key, length)
        }
        return nil
    }

    /// Whether the constraint relates the item's far (bottom, trailing) or near (top, leading)
    /// edge along the axis to something.
    static func placesEdge(of item: String, axis: Axis, far: Bool, _ constraint: LayoutConstraint) -> Bool {
        let edges: [LayoutAttribute] = far ? [.bottom, .trailing, .right] : [.top, .leading, .left]
        return constraint.second != nil && constraint.anchors.contains { anchor in
            anchor.item == item && anchor.attribute.standard.map { edges.contains($0) && $0.axis == axis } == true
        }
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
