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
        // The same solver, sized the same way, as `LayoutSolver` uses: a different tableau could
        // stop at another vertex of a non-unique optimum.
        let solver = ComponentSolver(
            parameters: columns, expectedRows: required.count + 3 * optional.count + 3 * columns.count)
        for row in required { solver.addRequired(row) }
        if let multipliers = solver.checkRequired() {
            let position = Dictionary(required.enumerated().map { ($0.element.row, $0.offset) }, uniquingKeysWith: { first, _ in first })
            var local: [Int: Rational] = [:]
            for (row, multiplier) in multipliers { local[position[row] ?? 0, default: 0] += multiplier }
            cache.store(ComponentCache.Outcome(infeasible: local, point: [], levelOptima: [], directions: []), for: key)
            isFeasible = false
            certificate = multipliers
            return
        }
        solver.optimize(optional)
        var solved = solver.point()
        let directions = solver.faceDirections()
        if let interior = solver.interiorPoint { solved = interior }
        let outcome = ComponentCache.outcome(of: component, point: solved, levelOptima: solver.levelOptima, directions: directions)
        cache.store(outcome, for: key)
        isFeasible = true
        point = outcome.point
        directionCount = directions.count
        directionColumns = directions.map { $0.motion.filter { !$0.value.isZero }.keys.sorted() }
    }
}
