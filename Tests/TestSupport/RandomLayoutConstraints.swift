import ConstraintModel

/// The constraints of a random layout: drawn at random, read off the planted frames, or made to
/// contradict them.
extension RandomLayoutBuilder {
    mutating func addRandomConstraint() {
        let required = chance(0.75)
        let priority: Priority = required ? .required : Priority(Double(pick([999, 750, 500, 251, 250])))
        // Optional constraints never change satisfiability, so they may be anything.
        let planted = shape != .mixed && required
        let roll = draw(0...9)
        if roll < 6 {
            addPositionConstraint(priority: priority, planted: planted)
        } else if roll < 8 {
            addConstantSize(priority: priority, planted: planted)
        } else {
            addRelativeSize(priority: priority, planted: planted)
        }
    }

    func isAllowed(_ item: ItemHandle, _ axis: Axis, position: Bool) -> Bool {
        guard let unpinned, position else { return true }
        return !(unpinned.item == item.id && unpinned.axis == axis)
    }

    mutating func addPositionConstraint(priority: Priority, planted: Bool) {
        let axis = pick(Axis.allCases)
        let candidates = views.filter { isAllowed($0, axis, position: true) }
        guard !candidates.isEmpty else { return }
        let view = pick(candidates)
        let others = ([layout.root] + views).filter { $0 != view && isAllowed($0, axis, position: true) }
        let other = pick(others)
        // Apple rejects a constraint relating leading/trailing to left/right, so one family per constraint.
        let horizontal: [LayoutAttribute] = chance(0.8) ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
        let attributes = axis == .horizontal ? horizontal : [.top, .bottom, .centerY]
        var first = (item: view, attribute: pick(attributes))
        var second = (item: other, attribute: pick(attributes))
        if chance(0.3) { swap(&first, &second) }
        let relation = pick([Relation.equal, .equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let difference = value(first.item, first.attribute) - value(second.item, second.attribute)
        let constant = planted ? plantedConstant(difference, relation) : Double(draw(-20...40) * 2)
        add(first.item.anchor(first.attribute), relation, (second.item.anchor(second.attribute), 1), constant, priority)
    }

    mutating func addConstantSize(priority: Priority, planted: Bool) {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let size = Double(frames[view.id]!.size(axis))
        let constant = planted ? plantedConstant(size, relation) : Double(draw(0...80) * 2)
        add(view.anchor(axis == .horizontal ? .width : .height), relation, nil, constant, priority)
    }

    mutating func addRelativeSize(priority: Priority, planted: Bool) {
        let view = pick(views)
        let other = pick(([layout.root] + views).filter { $0 != view })
        let axis = pick(Axis.allCases)
        let multiplier = pick([1.0, 1.0, 2.0, 0.5])
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let relation = pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let difference = Double(frames[view.id]!.size(axis)) - multiplier * Double(frames[other.id]!.size(axis))
        let constant = planted ? plantedConstant(difference, relation) : Double(draw(-10...30) * 2)
        add(view.anchor(attribute), relation, (other.anchor(attribute), multiplier), constant, priority)
    }

    /// Two required constraints that fix `view` on `axis` (an edge or centre against the root or
    /// an earlier view, and the size or the other edge), or sometimes an edge and a tie: the size
    /// pulled to two values at one priority, so any size between them is optimal.
    mutating func pin(_ view: ItemHandle, on axis: Axis, after earlier: [ItemHandle]) {
        let (near, far, centre, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        func placeAgainst(_ attribute: LayoutAttribute, _ builder: inout RandomLayoutBuilder) {
            let other = builder.pick([builder.layout.root] + earlier)
            let otherAttribute = builder.pick([near, far, centre])
            let difference = builder.value(view, attribute) - builder.value(other, otherAttribute)
            builder.add(view.anchor(attribute), .equal, (other.anchor(otherAttribute), 1), difference, .required)
        }
        let plantedSize = Double(frames[view.id]!.size(axis))
        switch draw(0...4) {
        case 0:
            placeAgainst(near, &self)
            placeAgainst(far, &self)
        case 1:
            placeAgainst(centre, &self)
            add(view.anchor(size), .equal, nil, plantedSize, .required)
        case 2:
            placeAgainst(pick([near, far]), &self)
            let spread = Double(draw(1...20))
            let priority = Priority(Double(pick([250, 500, 750])))
            add(view.anchor(size), .equal, nil, max(0, plantedSize - spread), priority)
            add(view.anchor(size), .equal, nil, plantedSize + spread, priority)
        default:
            placeAgainst(pick([near, far, centre]), &self)
            add(view.anchor(size), .equal, nil, plantedSize, .required)
        }
    }

    /// The constant that makes `difference REL constant`-style constraints hold at the planted frames,
    /// with slack for inequalities (`first ≤ second + c` needs c ≥ difference).
    mutating func plantedConstant(_ difference: Double, _ relation: Relation) -> Double {
        switch relation {
        case .equal: return difference
        case .lessThanOrEqual: return difference + Double(draw(0...10))
        case .greaterThanOrEqual: return difference - Double(draw(0...10))
        }
    }

    func value(_ item: ItemHandle, _ attribute: LayoutAttribute) -> Double {
        let frame = frames[item.id]!
        switch attribute {
        case .leading, .left: return Double(frame.x)
        case .trailing, .right: return Double(frame.x + frame.width)
        case .centerX: return Double(frame.x) + Double(frame.width) / 2
        case .top: return Double(frame.y)
        case .bottom: return Double(frame.y + frame.height)
        case .centerY: return Double(frame.y) + Double(frame.height) / 2
        default: preconditionFailure("no planted value for \(attribute)")
        }
    }

    @discardableResult
    mutating func add(
        _ first: AnchorReference, _ relation: Relation, _ second: (AnchorReference, Double)?, _ constant: Double,
        _ priority: Priority, origin: ConstraintOrigin = .developer
    ) -> String {
        requests.append(Request(first: first, relation: relation, second: second, constant: constant, priority: priority))
        let draft: ConstraintDraft
        if let (anchor, multiplier) = second {
            let right = multiplier * anchor + constant
            switch relation {
            case .equal: draft = first == right
            case .lessThanOrEqual: draft = first <= right
            case .greaterThanOrEqual: draft = first >= right
            }
        } else {
            switch relation {
            case .equal: draft = first == constant
            case .lessThanOrEqual: draft = first <= constant
            case .greaterThanOrEqual: draft = first >= constant
            }
        }
        return layout.add(draft.priority(priority).origin(origin))
    }

    /// A frame turned into constraints (as `translatesAutoresizingMaskIntoConstraints` does): the
    /// planted position and size, or a shifted one in `mixed`, so the fixes may disable it.
    mutating func addAutoresizingPair() {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        guard isAllowed(view, axis, position: true) else { return }
        let frame = frames[view.id]!
        let shift = shape == .mixed ? Double(draw(-2...2) * 10) : 0
        let edge: LayoutAttribute = axis == .horizontal ? .left : .top
        add(view.anchor(edge), .equal, (layout.root.anchor(edge), 1), Double(frame.position(axis)) + shift, .required, origin: .autoresizingMask)
        add(view.anchor(axis == .horizontal ? .width : .height), .equal, nil, Double(frame.size(axis)), .required, origin: .autoresizingMask)
    }

    /// One required constraint the planted frames cannot meet: a repeated equality with another
    /// constant, a size below zero, or a size squeezed between crossing bounds.
    mutating func addContradiction() {
        let view = pick(views)
        let axis = pick(Axis.allCases)
        let gap = Double(draw(1...15) * 2)
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let planted = Double(frames[view.id]!.size(axis))
        switch draw(0...2) {
        case 0:
            let equalities = requests.filter { $0.relation == .equal && $0.priority.isRequired }
            if !equalities.isEmpty {
                let repeated = pick(equalities)
                contradiction = add(repeated.first, .equal, repeated.second, repeated.constant + gap, .required)
                return
            }
            fallthrough
        case 1:
            let (near, far): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            contradiction = add(view.anchor(far), .lessThanOrEqual, (view.anchor(near), 1), -gap, .required)
        default:
            add(view.anchor(size), .greaterThanOrEqual, nil, planted, .required)
            contradiction = add(view.anchor(size), .lessThanOrEqual, nil, planted - gap, .required)
        }
    }
}
