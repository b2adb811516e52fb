import ConstraintModel
import LayoutMath

/// The fix an experienced engineer makes first when the same constraint was created twice with
/// different constants (code in `updateConstraints`, `layoutSubviews` or cell reuse that runs
/// more than once): remove the stale one, not "lower one to 999". Each fix is re-solved.
struct DuplicateFixes {
    let problem: LayoutProblem
    let narration: Narration
    let systemOwned: Set<Int>

    struct Pair {
        var stale: Int
        var kept: Int
        /// True when the rest of the layout fixes the value and agrees with `kept`.
        var restAgrees: Bool
        /// True when the two place the same anchor against two different anchors of one view
        /// (`retargeted`), rather than the same anchors with different constants.
        var retargeted = false
    }

    /// Pairs of the developer's constraints in the conflicts that relate the same anchors by the
    /// same relation and multiplier, with different constants.
    func pairs(in conflicts: [FoundConflict]) -> [Pair] {
        let indices = Set(conflicts.flatMap(\.rows).compactMap { problem.rows[$0].origin.constraintIndex }).sorted()
        let candidates = indices.filter(isCandidate)
        return Self.duplicatesWithDifferentConstants(among: candidates, in: problem.system.constraints).map { decide($0.0, $0.1) }
            + Self.retargeted(among: candidates, in: problem.system).map { Pair(stale: $0.0, kept: $0.1, restAgrees: false, retargeted: true) }
    }

    /// The pairs `(a, b)`, `a` listed before `b`, of equalities that place the same anchor
    /// against two different anchors of one other view along the same axis (`Panel.top ==
    /// Root.bottom` and `Panel.top == Root.top + 120`): the constraint for a new position
    /// activated while the one for the old position stays (or SnapKit's `updateConstraints`
    /// adding a second constraint because the target anchor changed). Both can only hold if the
    /// other view's size is exactly their difference, which is never the intent when that view
    /// contains the placed one or is sized by its host or frame (a root's encapsulated or
    /// autoresizing size). Two edges of one view against a sibling's edge (`top == image.bottom +
    /// 8` and `bottom == image.bottom + 40`) can be a way to give a height: not taken.
    static func retargeted(among indices: [Int], in system: ConstraintSystem) -> [(Int, Int)] {
        let constraints = system.constraints
        struct Key: Hashable {
            var placed: Anchor
            var other: String
        }
        var buckets: [Key: [(position: Int, index: Int, attribute: AnchorAttribute)]] = [:]
        for (position, index) in indices.enumerated() {
            let constraint = constraints[index]
            guard constraint.relation == .equal, constraint.multiplier.value == 1, constraint.expression == nil,
                let second = constraint.second, second.item != constraint.first.item,
                let a = constraint.first.attribute.standard, let b = second.attribute.standard,
                !a.isSize, !b.isSize, a.axis != nil, a.axis == b.axis
            else { continue }
            buckets[Key(placed: constraint.first, other: second.item), default: []].append((position, index, second.attribute))
            buckets[Key(placed: second, other: constraint.first.item), default: []].append((position, index, constraint.first.attribute))
        }
        var found: [(positions: (Int, Int), pair: (Int, Int))] = []
        let table = ItemTable(system)
        for (key, members) in buckets where members.count > 1 {
            guard let axis = key.placed.attribute.standard?.axis,
                table.item(key.placed.item)?.superviewID == key.other
                    || constraints.contains(where: { constraint in
                        constraint.first.item == key.other && constraint.origin != .developer && constraint.second == nil && constraint.expression == nil
                            && constraint.relation == .equal && constraint.constant != nil
                            && constraint.first.attribute.standard?.isSize == true && constraint.first.attribute.standard?.axis == axis
                    })
            else { continue }
            for (offset, a) in members.enumerated() {
                for b in members.dropFirst(offset + 1) where a.index != b.index && a.attribute != b.attribute {
                    found.append(((a.position, b.position), (a.index, b.index)))
                }
            }
        }
        var seen: Set<[Int]> = []
        return found.sorted { $0.positions < $1.positions }.map(\.pair).filter { seen.insert([$0.0, $0.1]).inserted }
    }

    /// The pairs `(a, b)`, `a` listed before `b` in `indices`, of the same constraint (`sameShape`)
    /// with different constants, ordered by the positions of `a` then `b`.
    ///
    /// Only constraints with the same relation, multiplier and anchors are compared: comparing
    /// every pair was quadratic in a conflict's length (a 10,000-view chain's conflict holds
    /// 20,002 constraints, 200 million pairs).
    static func duplicatesWithDifferentConstants(among indices: [Int], in constraints: [LayoutConstraint]) -> [(Int, Int)] {
        var buckets: [ShapeKey: [(position: Int, index: Int)]] = [:]
        for (position, index) in indices.enumerated() {
            buckets[ShapeKey(constraints[index]), default: []].append((position, index))
        }
        var found: [(positions: (Int, Int), pair: (Int, Int))] = []
        for members in buckets.values where members.count > 1 {
            for (offset, a) in members.enumerated() {
                for b in members.dropFirst(offset + 1)
                where sameShape(constraints[a.index], constraints[b.index]) && constraints[a.index].constant != constraints[b.index].constant {
                    found.append(((a.position, b.position), (a.index, b.index)))
                }
            }
        }
        return found.sorted { $0.positions < $1.positions }.map(\.pair)
    }

    /// What two constraints of the same shape share: the relation, the multiplier and the two
    /// anchors, unordered where `sameShape` accepts them written the other way round.
    private struct ShapeKey: Hashable {
        var relation: Relation
        var multiplier: LayoutNumber
        var ordered: [Anchor?]
        var unordered: Set<Anchor?>

        init(_ constraint: LayoutConstraint) {
            relation = constraint.relation
            multiplier = constraint.multiplier
            let anchors = [constraint.first, constraint.second]
            let reversible = constraint.relation == .equal && constraint.multiplier == 1
            ordered = reversible ? [] : anchors
            unordered = reversible ? Set(anchors) : []
        }
    }

    func fixes(in conflicts: [FoundConflict]) -> [VerifiedFix] {
        pairs(in: conflicts).compactMap(fix)
    }

    private func isCandidate(_ index: Int) -> Bool {
        problem.system.constraints[index].origin == .developer && !systemOwned.contains(index)
            && problem.system.constraints[index].expression == nil
    }

    static func sameShape(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        guard a.relation == b.relation, a.multiplier == b.multiplier else { return false }
        if a.first == b.first && a.second == b.second { return true }
        // `A.top == B.bottom + 8` and `B.bottom == A.top - 8` are the same constraint written the other way round.
        return a.relation == .equal && a.multiplier == 1 && a.second == b.first && a.first == b.second
    }

    private func rows(of index: Int) -> [Int] {
        problem.rows.indices.filter { problem.rows[$0].origin.constraintIndex == index }
    }

    /// Which one the rest of the layout agrees with: the range the value can take without
    /// either of them. When the rest does not decide, the one listed first is taken as the older.
    private func decide(_ a: Int, _ b: Int) -> Pair {
        let aRows = rows(of: a)
        let bRows = rows(of: b)
        guard let row = aRows.first, let other = bRows.first,
            let range = RangeFinder.range(
                of: problem.rows[row].coefficients, in: problem, selection: RowSelection(excluded: Set(aRows + bRows)))
        else { return Pair(stale: a, kept: b, restAgrees: false) }
        func fits(_ value: Rational) -> Bool {
            (range.lower.map { $0 <= value } ?? true) && (range.upper.map { value <= $0 } ?? true)
        }
        // The other row may be written the other way round: bring its value onto `row`'s form.
        let scale = problem.rows[other].coefficients.terms.first.map { term in
            problem.rows[row].coefficients[term.index] / term.coefficient
        } ?? 1
        let aValue = problem.rows[row].rhs
        let bValue = problem.rows[other].rhs * scale
        switch (fits(aValue), fits(bValue)) {
        case (true, false): return Pair(stale: b, kept: a, restAgrees: true)
        case (false, true): return Pair(stale: a, kept: b, restAgrees: true)
        default: return Pair(stale: a, kept: b, restAgrees: false)
        }
    }

    private func fix(_ pair: Pair) -> VerifiedFix? {
        let staleRows = rows(of: pair.stale)
        let result = LayoutSolver.solve(problem, selection: RowSelection(excluded: Set(staleRows)), full: true)
        guard result.isFeasible else { return nil }
        // Removing it must not free anything that lowering it to 999 would keep.
        var lowered = RowSelection()
        for row in staleRows { lowered.priorityOverrides[row] = Priority(999) }
        let reference = LayoutSolver.solve(problem, selection: lowered, full: true)
        guard !reference.isFeasible || result.motions.count <= reference.motions.count else { return nil }
        let constraints = problem.system.constraints
        let stale = constraints[pair.stale]
        let kept = constraints[pair.kept]
        let agreement = pair.restAgrees
            ? "the rest of the layout agrees with \(kept.id) (\(narration.formula(of: kept)))"
            : "the log does not show which is older; keep the one with the value you mean"
        let rationale = pair.retargeted
            ? "\(stale.id) (\(narration.formula(of: stale))) and \(kept.id) (\(narration.formula(of: kept))) place the same edge against two different anchors of one view: one is left over from an earlier position (a constraint activated for the new position while the old one stays active, or SnapKit's updateConstraints adding a second constraint because the target anchor changed). Deactivate the old one when you activate the new (keep both in properties and switch isActive), or remake the constraints; the log does not show which is older, so keep the one for the position you mean"
            : "you create this constraint twice: \(stale.id) (\(narration.formula(of: stale))) and \(kept.id) (\(narration.formula(of: kept))) relate the same anchors with different constants, and \(agreement). This usually comes from code in updateConstraints(), layoutSubviews() or cell reuse that runs more than once: create the constraint once and update its constant"
        let fix = Fix(
            action: .deleteDuplicate, constraintID: stale.id, item: nil, priority: nil, alsoLowered: [],
            consequence: "\(kept.id) (\(narration.formula(of: kept))) then holds alone; nothing becomes ambiguous.",
            rationale: rationale,
            constraintText: nil, isVerified: true)
        return VerifiedFix(layout: FixLayout(selection: RowSelection(excluded: Set(staleRows)), addedRows: []), fix: fix)
    }
}
