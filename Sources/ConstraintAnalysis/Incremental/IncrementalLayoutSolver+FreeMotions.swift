import ConstraintModel
import LayoutMath

/// One free motion of a kept layout, named by the free unknowns it moves.
public struct FreeMotionSummary: Sendable, Hashable {
    /// The free unknowns the motion moves, named as certificates name them (`Detail.x`,
    /// `Detail.width`), or `c7.value` for the value of an equality that no longer binds (made
    /// optional or left without rows). Unknowns that follow them through required equalities
    /// (a view placed after a free one) move too and are not listed.
    public var unknowns: [String]
    /// The items those unknowns belong to, in order.
    public var items: [String]
    /// "Detail.x and Detail.width move together", "Detail.y moves freely".
    public var description: String
}

extension IncrementalLayoutSolver {
    /// How many free motions the solved layout has (`freeMotionCount()`) and the first `limit`
    /// of them described by the free unknowns they move: cheap enough to follow every edit (the
    /// components with free directions, and one pass over dense arrays for the free unknowns no
    /// row mentions). The same motions a from-scratch solve finds (its free unknowns are the same,
    /// the elimination being canonical), though a face with several directions may be spanned
    /// by other combinations of them. Meaningful while the layout is satisfiable.
    public func freeMotions(limit: Int = 8) -> (count: Int, described: [FreeMotionSummary]) {
        let live = current()
        let narration = Narration(problem: live.problem)
        let described = live.freeMotionColumns(limit: max(0, limit)).map { columns in
            Self.summary(of: columns, live: live, narration: narration)
        }
        return (live.directionCount + live.unconstrainedCount, described)
    }

    private static func summary(of columns: [Int], live: LiveLayout, narration: Narration) -> FreeMotionSummary {
        var unknowns: [String] = []
        var items: [String] = []
        for column in columns {
            if column < live.problem.variableCount {
                unknowns.append(narration.variableName(column))
                if let item = live.problem.key(of: column).item, item < live.problem.system.items.count {
                    let id = live.problem.system.items[item].id
                    if !items.contains(id) { items.append(id) }
                }
            } else if let row = live.elimination.row(ofRHS: column), let id = narration.constraintID(of: row) {
                unknowns.append("\(id).value")
            } else {
                unknowns.append("an unknown of the lowering")
            }
        }
        let shown = unknowns.prefix(4).joined(separator: ", ") + (unknowns.count > 4 ? " and \(unknowns.count - 4) more" : "")
        let description = unknowns.count == 1 ? "\(shown) moves freely" : "\(shown) move together"
        return FreeMotionSummary(unknowns: unknowns, items: items, description: description)
    }
}
