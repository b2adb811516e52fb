import ConstraintModel
import LayoutMath

/// What solving one component alone gives, before it is put together with the others.
enum ComponentSolution {
    /// Farkas multipliers by position among the component's required rows.
    case infeasible([Int: Rational])
    /// `outcome` is the same result in the component's own numbering, for the cache (made here,
    /// on the thread that solved the component).
    case solved(
        point: [Int: Rational], levelOptima: [(priority: Priority, violation: Rational)], directions: [FaceDirection],
        outcome: ComponentCache.Outcome)

    /// Solves `component` exactly; reads nothing but the component, so components can be solved
    /// on several threads at once.
    init(solving component: LayoutSolver.Component, full: Bool) {
        let solver = ComponentSolver(
            parameters: component.parameters,
            expectedRows: component.required.count + 3 * component.optional.count + 3 * component.parameters.count)
        for row in component.required { solver.addRequired(row) }
        if let multipliers = solver.checkRequired() {
            let position = Dictionary(
                component.required.enumerated().map { ($0.element.row, $0.offset) }, uniquingKeysWith: { first, _ in first })
            var local: [Int: Rational] = [:]
            for (row, multiplier) in multipliers { local[position[row]!, default: 0] += multiplier }
            self = .infeasible(local)
            return
        }
        if full { solver.optimize(component.optional) }
        // The optimum itself, before the face exploration moves the simplex around: motion
        // ranges are measured from here.
        var point = solver.point()
        let directions = full ? solver.faceDirections() : []
        // A large face explored without optimising may move the solved point inside it.
        if let interior = solver.interiorPoint { point = interior }
        let levelOptima = full ? solver.levelOptima : []
        self = .solved(
            point: point, levelOptima: levelOptima, directions: directions,
            outcome: ComponentCache.outcome(of: component, point: point, directions: directions))
    }
}

/// The components of one solve that are not in the cache, solved ahead of putting the solve
/// together, on all cores when there are many.
///
/// Each distinct key is solved once, for its first component, exactly as the one-by-one loop
/// would (which then finds the later ones in the cache): the results are the same whichever way
/// the components were solved.
struct ComponentsSolvedAhead {
    private let components: [LayoutSolver.Component]
    private let keys: [ComponentCache.Key]
    /// The components to solve ahead, in increasing order: the first of each key not in the cache.
    private var pending: [Int] = []
    /// How many of `pending` are solved: batch by batch, as the solve reaches them.
    private var solvedCount = 0
    /// By component index (a table of 100,000 cells solves 100,000 components ahead: an array,
    /// not a dictionary).
    private var solutions: [ComponentSolution?] = []

    /// Below this many components to solve, threads cost more than they save.
    static let threshold = 256
    /// Components solved per batch: enough to keep every core busy, and a bound on the solutions
    /// waiting to be taken, whatever the layout's size (on a 100,000-cell table the peak memory
    /// measured the same either way).
    static let batchSize = 4096
    private let batchSize: Int

    init(
        components: [LayoutSolver.Component], keys: [ComponentCache.Key], cache: ComponentCache,
        batchSize: Int = ComponentsSolvedAhead.batchSize
    ) {
        self.components = components
        self.keys = keys
        self.batchSize = max(1, batchSize)
        var firstOfKey: Set<ComponentCache.Key> = []
        for index in components.indices where cache.outcome(for: keys[index]) == nil && firstOfKey.insert(keys[index]).inserted {
            pending.append(index)
        }
        guard pending.count >= Self.threshold else {
            pending = []
            return
        }
        solutions = Array(repeating: nil, count: components.count)
    }

    /// The solution of the component at `index` if it is one solved ahead (once: it is then
    /// stored in the cache, where later components with its key find it). Asked in increasing
    /// order of `index`; the batch holding it is solved when first reached.
    mutating func take(_ index: Int) -> ComponentSolution? {
        guard index < solutions.count else { return nil }
        while solvedCount < pending.count, pending[solvedCount] <= index { solveNextBatch() }
        guard let solution = solutions[index] else { return nil }
        solutions[index] = nil
        return solution
    }

    private mutating func solveNextBatch() {
        let batch = Array(pending[solvedCount..<min(pending.count, solvedCount + batchSize)])
        solvedCount += batch.count
        let components = components
        let keys = keys
        let parts = Self.parts(of: batch)
        let solved = ParallelMap.map(parts) { part in
            part.map { ComponentSolution(solving: components[$0], full: keys[$0].full) }
        }
        for (part, solutions) in zip(parts, solved) {
            for (index, solution) in zip(part, solutions) { self.solutions[index] = solution }
        }
    }

    /// Runs of consecutive indices, several per core so that a part of large components does not
    /// leave the other cores idle.
    static func parts(of indices: [Int]) -> [ArraySlice<Int>] {
        let size = max(1, (indices.count + 31) / 32)
        return stride(from: 0, to: indices.count, by: size).map { indices[$0..<min(indices.count, $0 + size)] }
    }

    /// The cache keys of `components`, made on all cores when there are many.
    static func keys(of components: [LayoutSolver.Component], full: (LayoutSolver.Component) -> Bool) -> [ComponentCache.Key] {
        guard components.count >= threshold else {
            return components.map { ComponentCache.key(for: $0, full: full($0)) }
        }
        // Made in place, one element per component, without parts joined into a second array.
        return ParallelMap.map(components) { ComponentCache.key(for: $0, full: full($0)) }
    }
}
