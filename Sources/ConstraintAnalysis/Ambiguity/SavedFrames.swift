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
