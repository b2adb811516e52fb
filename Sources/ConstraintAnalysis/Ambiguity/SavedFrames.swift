import ConstraintModel
import LayoutMath

/// The frames an Interface Builder file saved for its views (relative to each superview), read as
/// positions in the scene: a free view pinned where the designer left it reproduces the layout
/// they saw, where a pin at the solver's arbitrary point on the motion would move it. Other inputs
/// have no saved frames, and every lookup gives nil.
struct SavedFrames {
    let problem: LayoutProblem

    /// The saved width or height.
    func size(of item: Int, axis: Axis) -> Rational? {
        guard problem.system.format == .interfaceBuilder, let frame = problem.system.items[item].frame else { return nil }
        return Rational.snapped(double: axis == .horizontal ? frame.width.value : frame.height.value).value
    }

    /// `item`'s saved leading (top) edge minus `reference`'s, both in scene coordinates.
    func offset(of item: Int, from reference: Int, axis: Axis) -> Rational? {
        guard problem.system.format == .interfaceBuilder, let own = origin(of: item, axis: axis), let other = origin(of: reference, axis: axis)
        else { return nil }
        return Rational.snapped(double: own - other).value
    }

    /// An anchor's saved value in the root's coordinates (an edge, a centre or a size); nil where
    /// the file saves none (guides, margins, baselines, views without a frame) or where the
    /// reader says the saved frame cannot be compared (`SceneInfo.notJudgedSourceIDs`), unless
    /// `includingNotJudged`.
    func value(of anchor: Anchor, includingNotJudged: Bool = false) -> Double? {
        guard problem.system.format == .interfaceBuilder, let index = problem.itemIndex[anchor.item] else { return nil }
        let item = problem.system.items[index]
        guard !item.kind.isGuide, let frame = item.frame, let attribute = anchor.attribute.standard else { return nil }
        if !includingNotJudged, let source = item.sourceID, problem.system.scene?.notJudgedSourceIDs.contains(source) == true { return nil }
        let (width, height) = (frame.width.value, frame.height.value)
        switch attribute {
        case .width: return width
        case .height: return height
        default: break
        }
        guard let x = origin(of: index, axis: .horizontal), let y = origin(of: index, axis: .vertical) else { return nil }
        switch attribute {
        case .left, .leading, .minX: return x
        case .right, .trailing, .maxX: return x + width
        case .centerX, .midX: return x + width / 2
        case .top, .minY: return y
        case .bottom, .maxY: return y + height
        case .centerY, .midY: return y + height / 2
        default: return nil
        }
    }

    /// Whether the saved frames break the constraint by more than Interface Builder's rounding
    /// (`MisplacedViews`' point); nil when one of its anchors has no saved value.
    func breaks(_ constraint: LayoutConstraint, includingNotJudged: Bool = false) -> Bool? {
        guard constraint.expression == nil, constraint.contentSize == nil, let constant = constraint.constant?.value,
            let left = value(of: constraint.first, includingNotJudged: includingNotJudged)
        else { return nil }
        var right = constant
        if let second = constraint.second {
            guard let other = value(of: second, includingNotJudged: includingNotJudged) else { return nil }
            right += constraint.multiplier.value * other
        }
        let tolerance = 1.0
        switch constraint.relation {
        case .equal: return abs(left - right) > tolerance
        case .greaterThanOrEqual: return left < right - tolerance
        case .lessThanOrEqual: return left > right + tolerance
        }
    }

    /// The saved origin in the root's coordinates: the frames up the superview chain added up.
    /// Nil when a view on the way has no saved frame (a guide, a view made by the reader).
    private func origin(of item: Int, axis: Axis) -> Double? {
        var total = 0.0
        var current: String? = problem.system.items[item].id
        var steps = 0
        while let id = current, steps < 256 {
            guard let view = problem.system.item(id), let frame = view.frame else { return nil }
            if view.isRoot { return total }
            total += axis == .horizontal ? frame.x.value : frame.y.value
            current = view.superviewID
            steps += 1
        }
        return nil
    }
}
