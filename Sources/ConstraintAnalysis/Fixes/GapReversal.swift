import ConstraintModel
import LayoutMath

/// A constraint that caps the gap between two views' facing edges: `later.near ≤ earlier.far + c`
/// or `earlier.far ≥ later.near − c` ("at most c apart"), multiplier 1, along one axis.
struct CappedGap {
    /// The view before the gap (its far edge) and the one after it (its near edge).
    let earlier: String
    let later: String
    /// The largest gap the constraint allows.
    let cap: Double

    init?(_ constraint: LayoutConstraint, system: ConstraintSystem) {
        guard constraint.relation != .equal, constraint.expression == nil, constraint.multiplier.value == 1,
            let second = constraint.second, second.item != constraint.first.item,
            let firstEdge = Self.edge(constraint.first.attribute), let secondEdge = Self.edge(second.attribute),
            firstEdge.axis == secondEdge.axis, firstEdge.isNear != secondEdge.isNear
        else { return nil }
        let capsTheGap = firstEdge.isNear ? constraint.relation == .lessThanOrEqual : constraint.relation == .greaterThanOrEqual
        guard capsTheGap else { return nil }
        let constant = constraint.constant?.value ?? 0
        earlier = firstEdge.isNear ? second.item : constraint.first.item
        later = firstEdge.isNear ? constraint.first.item : second.item
        cap = firstEdge.isNear ? constant : -constant
    }

    /// Edges only (not centres, sizes or baselines): a gap is between one view's far edge and
    /// the other's near edge along one axis.
    private static func edge(_ attribute: AnchorAttribute) -> (axis: Axis, isNear: Bool)? {
        guard let standard = attribute.standard, let axis = standard.axis else { return nil }
        switch standard {
        case .top, .leading, .left: return (axis, true)
        case .bottom, .trailing, .right: return (axis, false)
        default: return nil
        }
    }
}

/// A fix candidate: a required constraint that caps the gap between two sibling views, read as the
/// minimum gap it was almost always meant to be. With the anchor API, `lessThanOrEqualTo` and
/// `greaterThanOrEqualTo` are easily swapped, and a cap on a gap is rarely what was meant: when
/// the views are also pinned apart (one to the top, one to the bottom), the cap cannot hold. Only
/// gaps between two views, neither containing the other, qualify (a cap towards a container's
/// edge keeps the view inside it). Like every fix it is offered only after re-solving proves it.
struct GapReversal {
    /// The row with its relation reversed (same coefficients, constant, priority and origin).
    let reversedRow: LayoutRow
    let rationale: String

    init?(problem: LayoutProblem, row: Int) {
        let layoutRow = problem.rows[row]
        guard layoutRow.relation != .equal, let index = layoutRow.origin.constraintIndex else { return nil }
        let constraint = problem.system.constraints[index]
        guard let gap = CappedGap(constraint, system: problem.system),
            let earlier = problem.itemIndex[gap.earlier], let later = problem.itemIndex[gap.later],
            !problem.system.items[earlier].kind.isGuide, !problem.system.items[later].kind.isGuide,
            !problem.isAncestor(earlier, of: later), !problem.isAncestor(later, of: earlier)
        else { return nil }
        var reversed = layoutRow
        reversed.relation = layoutRow.relation.reversed
        reversedRow = reversed
        let cap = LayoutNumber.format(gap.cap)
        let written = constraint.relation == .lessThanOrEqual ? ("≤", "lessThanOrEqualTo", "greaterThanOrEqualTo") : ("≥", "greaterThanOrEqualTo", "lessThanOrEqualTo")
        rationale = "it allows at most \(cap) pt between \(problem.system.displayName(of: gap.earlier)) and \(problem.system.displayName(of: gap.later)), "
            + "while the rest of the layout holds them further apart; its \(written.0) looks swapped (\(written.1): where \(written.2) was meant): "
            + "as a minimum gap it holds together with every other constraint"
    }

    /// The constraint with its relation reversed, for the report's wording.
    static func reversed(_ constraint: LayoutConstraint) -> LayoutConstraint {
        var copy = constraint
        copy.relation = constraint.relation.reversed
        return copy
    }
}
