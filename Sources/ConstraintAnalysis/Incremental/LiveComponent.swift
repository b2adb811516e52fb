import ConstraintModel
import LayoutMath

/// One independent component of a `LiveLayout`: rows sharing free unknowns, solved as a
/// from-scratch solve solves a component (same solver, same order, same cache), so that a
/// component an edit rebuilds with the same rows gets the same point.
struct LiveComponent {
    /// Free unknowns, sorted.
    var columns: [Int]
    /// Rows of `LayoutProblem`, in order.
    var rows: [Int]
    var isFeasible = true
    /// The solved point, by position in `columns`.
    var point: [Rational] = []
    /// Free directions of the optimal face (0: the component's optimum is unique).
    var directionCount = 0
    /// The free unknowns each free direction moves (what `LiveLayout.freeMotionColumns` names).
    var directionColumns: [[Int]] = []
    /// When infeasible: the Farkas multipliers of its required rows, by row of `LayoutProblem`
    /// (what names a refused edit's conflict, `LiveLayout.refusalCandidates`).
    var certificate: [Int: Rational] = [:]

    mutating func solve(required: [ReducedRow], optional: [ReducedRow], cache: ComponentCache) {
        let component = LayoutSolver.Component(parameters: columns, required: required, optional: optional)
        let key = ComponentCache.key(for: component, full: true)
        if let cached = cache.outcome(for: key) {
            isFeasible = cached.infeasible == nil
            certificate = [:]
            for (position, multiplier) in cached.infeasible ?? [:] where position < required.count {
                certificate[required[position].row, default: 0] += multiplier
            }
            point = cached.point
            directionCount = cached.directions.count
            directionColumns = cached.directions.map { direction in
                direction.motion.filter { !$0.value.isZero }.keys.sorted().compactMap { $0 < columns.count ? columns[$0] : nil }
            }
            return
        }
        // Solved exactly as `LayoutSolver` solves a component: a different tableau could stop at
        // another vertex of a non-unique optimum.
        switch ComponentSolution(solving: component, full: true) {
        case .infeasible(let local):
            cache.store(ComponentCache.Outcome(infeasible: local, point: [], directions: []), for: key)
            isFeasible = false
            certificate = [:]
            for (position, multiplier) in local where position < required.count {
                certificate[required[position].row, default: 0] += multiplier
            }
        case .solved(_, _, let directions, let outcome):
            cache.store(outcome, for: key)
            isFeasible = true
            point = outcome.point
            directionCount = directions.count
            directionColumns = directions.map { $0.motion.filter { !$0.value.isZero }.keys.sorted() }
        }
    }
}
