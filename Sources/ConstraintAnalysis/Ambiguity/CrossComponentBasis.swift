import ConstraintModel
import LayoutMath

/// A local basis across components: many one-direction components of the same shape (the free
/// heights of 10,000 self-sizing cells, each its own component) traded pairwise.
///
/// Each such direction alone is local over the free unknowns but not once lifted through the
/// elimination: a title's free height moves its cell and every cell below it, so N of them move
/// N²/2 unknowns in all, and the analysis (lifting, reading, grouping, the JSON) is quadratic in
/// the output alone. Consecutive directions subtracted, d₁ − d₂, d₂ − d₃, …, d_k, span the same
/// space, stay triangular on their leading unknowns (so they are independent and each keeps the
/// unknown it is read by), and lift locally: one title grows while the next shrinks, and the
/// cells below them do not move (the lift stops where the two motions cancel).
///
/// Two motions in different components are limited by different rows, so the range of their
/// difference is the intersection of their ranges (one moved forward, the other backward). A
/// motion that starts at the end of its range (a height at 0) could not trade with its
/// neighbour, so the solved point is first moved inside each range (half way, or one unit when
/// the range is unbounded), which keeps it on the optimal face.
enum CrossComponentBasis {
    /// Below this many directions of one shape the directions are left as they are (and read as
    /// before): small layouts keep their wording.
    static let minimumCount = ComponentSolver.canonicalBasisLimit

    /// What makes directions tradeable: the same axis and role of the leading unknown, in items of
    /// the same superview, and whether the direction trades optional rows.
    private struct Shape: Hashable {
        var axis: Axis?
        var isSize: Bool
        var container: Int?
        var isTie: Bool
    }

    /// - Parameters:
    ///   - directions: every component's face directions, in component order.
    ///   - isSole: whether each direction is the only one of its component.
    ///   - values: the free unknowns' solved values, moved inside the ranges of the directions traded.
    static func localize(
        _ directions: inout [FaceDirection], isSole: [Bool], values: inout [Rational], problem: LayoutProblem,
        selection: RowSelection
    ) {
        var byShape: [Shape: [Int]] = [:]
        var shapes: [Shape] = []
        for (index, direction) in directions.enumerated() where isSole[index] {
            guard let pivot = direction.pivot, let rate = direction.motion[pivot], !rate.isZero else { continue }
            let key = problem.key(of: pivot)
            guard key.role == .size || key.role == .position else { continue }
            let shape = Shape(
                axis: key.axis, isSize: key.role == .size, container: key.item.flatMap { problem.parentOf[$0] },
                isTie: !direction.tradedRows.isEmpty)
            if byShape[shape] == nil { shapes.append(shape) }
            byShape[shape, default: []].append(index)
        }
        // Directions are only traded inside one independent part of the layout, so that every
        // motion stays inside one part (a width never trades with a height).
        var parts: IndependentParts?
        for shape in shapes {
            guard let candidates = byShape[shape], candidates.count > minimumCount else { continue }
            if parts == nil { parts = IndependentParts(problem: problem, selection: selection) }
            var byPart: [Int: [Int]] = [:]
            var partOrder: [Int] = []
            for index in candidates {
                guard let pivot = directions[index].pivot, let part = parts?.part(of: pivot) else { continue }
                if byPart[part] == nil { partOrder.append(part) }
                byPart[part, default: []].append(index)
            }
            for part in partOrder {
                guard let members = byPart[part], members.count > minimumCount else { continue }
                trade(members, in: &directions, values: &values)
            }
        }
    }

    /// Moves each member's point inside its range, then replaces d_i by d_i − d_{i+1}.
    private static func trade(_ members: [Int], in directions: inout [FaceDirection], values: inout [Rational]) {
        for index in members { moveInside(&directions[index], values: &values) }
        let original = members.map { directions[$0] }
        for (position, index) in members.enumerated() where position + 1 < members.count {
            directions[index] = difference(original[position], original[position + 1])
        }
    }

    /// Moves the solved point along a direction to the middle of its range (one unit in when the
    /// range is open on one side), so that the direction can be followed both ways.
    private static func moveInside(_ direction: inout FaceDirection, values: inout [Rational]) {
        let shift: Rational
        switch (direction.lower, direction.upper) {
        case (let low?, let high?) where low.isZero || high.isZero: shift = (low + high) / 2
        case (let low?, nil) where low.isZero: shift = 1
        case (nil, let high?) where high.isZero: shift = -1
        default: return
        }
        guard !shift.isZero else { return }
        for (variable, rate) in direction.motion { values[variable] += rate * shift }
        direction.lower = direction.lower.map { $0 - shift }
        direction.upper = direction.upper.map { $0 - shift }
    }

    /// `a − b` for directions of different components: `a` followed forward while `b` is followed
    /// backward, so the step is limited by `a`'s range and by `b`'s range reversed.
    private static func difference(_ a: FaceDirection, _ b: FaceDirection) -> FaceDirection {
        var result = a
        for (variable, rate) in b.motion {
            let updated = (result.motion[variable] ?? 0) - rate
            result.motion[variable] = updated.isZero ? nil : updated
        }
        for row in b.tradedRows where !result.tradedRows.contains(row) { result.tradedRows.append(row) }
        // Lower end: the larger of a.lower and −b.upper; nil is −∞.
        (result.lower, result.lowerLimitRows) = tighter(
            (a.lower, a.lowerLimitRows), (b.upper.map { -$0 }, b.upperLimitRows), keepLarger: true)
        (result.upper, result.upperLimitRows) = tighter(
            (a.upper, a.upperLimitRows), (b.lower.map { -$0 }, b.lowerLimitRows), keepLarger: false)
        return result
    }

    private static func tighter(
        _ first: (Rational?, [Int]), _ second: (Rational?, [Int]), keepLarger: Bool
    ) -> (Rational?, [Int]) {
        guard let one = first.0 else { return second }
        guard let other = second.0 else { return first }
        if one == other { return (one, first.1 + second.1.filter { !first.1.contains($0) }) }
        return (one > other) == keepLarger ? first : second
    }
}
