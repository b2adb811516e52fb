import ConstraintModel
import LayoutMath

/// A free motion of the solved layout, over every unknown of the problem.
struct FreeMotion {
    var motion: [Int: Rational]
    var lower: Rational?
    var upper: Rational?
    var tradedRows: [Int]
    var lowerLimitRows: [Int]
    var upperLimitRows: [Int]
    /// The unknown the motion is read by, and its range over the optimal face (nil = unbounded).
    var pivot: Int?
    var pivotLower: Rational?
    var pivotUpper: Rational?
}

struct SolveResult {
    var conflict: FarkasCertificate?
    /// Every unknown's value at the (lexicographically optimal, when solved fully) point.
    var values: [Rational] = []
    var motions: [FreeMotion] = []
    var redundancies: [(row: Int, circuit: [Int: Rational])] = []
    /// A full, unfocused solve's elimination and components, for checking additions locally
    /// (`ComponentRecheck`) instead of solving the whole layout again.
    var solvedComponents: SolvedComponents?
    /// A feasibility check's (not full) reduction of the required rows, which a full solve of the
    /// same problem and selection goes on from instead of eliminating them again.
    var requiredReduction: LayoutSolver.RequiredReduction?
    /// The conflict was found while eliminating the required equalities, before any component was
    /// solved: a full solve and a feasibility check of the same rows then give the same certificate.
    var conflictIsInElimination = false

    var isFeasible: Bool { conflict == nil }
}

/// Solves a `LayoutProblem` under a `RowSelection`: exact elimination of the required equalities,
/// then the remaining rows split into independent components over the unknowns left free, each
/// solved exactly. `full` adds the lexicographic optimum and the free motions of the optimal face.
enum LayoutSolver {
    /// - Parameter focus: when set, only the components these rows reach are solved fully (optimum
    ///   and free motions); the rest are only checked for feasibility. A candidate fix changes a
    ///   few rows, and only the components it reaches can become ambiguous.
    /// - Parameter earlier: the `requiredReduction` of a feasibility check; used when it was made
    ///   of this very problem and selection, so the required rows are not eliminated twice.
    static func solve(
        _ problem: LayoutProblem, selection: RowSelection = RowSelection(), full: Bool, focus: Set<Int>? = nil,
        continuing earlier: RequiredReduction? = nil
    ) -> SolveResult {
        let reduced: ReducedSystem
        if full, let earlier, earlier.isOf(problem, selection) {
            var continued = earlier.reduced
            continued.reduceOptionalRows(of: problem, selection: selection)
            reduced = continued
        } else {
            reduced = ReducedSystem(problem: problem, selection: selection, includeOptional: full)
        }
        var result = SolveResult(redundancies: reduced.redundancies)
        if let conflict = reduced.conflict {
            result.conflict = conflict
            result.conflictIsInElimination = true
            return result
        }
        var focusVariables: Set<Int>?
        if let focus {
            // The free unknowns the changed rows' own unknowns depend on — not the rows' reduced
            // forms, which vanish when a row is itself eliminated (in the consistent twin).
            var variables: Set<Int> = []
            for row in focus {
                for variable in problem.rows[row].coefficients.indices {
                    let (expansion, _) = reduced.eliminator.expand(SparseVector(terms: [(variable, 1)]))
                    variables.formUnion(expansion.indices)
                }
            }
            focusVariables = variables
        }
        // By unknown, 0 where no component sets it: a dictionary of a 100,000-view layout's
        // unknowns was rehashed a dozen times as it grew, on the thread everything waits for.
        var freeValues = [Rational](repeating: 0, count: reduced.eliminator.variableCount)
        var componentMotions: [FaceDirection] = []
        var isSoleDirection: [Bool] = []
        var directionCounts: [Int] = []
        let components = Self.components(required: reduced.required, optional: reduced.optional)
        let cache = problem.componentCache
        let keys = ComponentsSolvedAhead.keys(of: components) { component in
            full && (focusVariables.map { !$0.isDisjoint(with: component.parameters) } ?? true)
        }
        var ahead = ComponentsSolvedAhead(components: components, keys: keys, cache: cache)
        for (index, component) in components.enumerated() {
            let key = keys[index]
            if let cached = cache.outcome(for: key) {
                if let multipliers = cached.infeasible {
                    result.conflict = lift(multipliers, of: component, reduced: reduced, problem: problem)
                    return result
                }
                for (position, parameter) in component.parameters.enumerated() { freeValues[parameter] = cached.point[position] }
                let directions = ComponentCache.directions(cached, of: component)
                directionCounts.append(directions.count)
                componentMotions += directions
                isSoleDirection += directions.map { _ in directions.count == 1 }
                continue
            }
            switch ahead.take(index) ?? ComponentSolution(solving: component, full: key.full) {
            case .infeasible(let local):
                cache.store(ComponentCache.Outcome(infeasible: local, point: [], directions: []), for: key)
                result.conflict = lift(local, of: component, reduced: reduced, problem: problem)
                return result
            case .solved(let point, _, let directions, let outcome):
                // Components share no unknown: each is set once.
                for (parameter, value) in point { freeValues[parameter] = value }
                directionCounts.append(directions.count)
                componentMotions += directions
                isSoleDirection += directions.map { _ in directions.count == 1 }
                cache.store(outcome, for: key)
            }
        }
        if full, focus == nil {
            // Not under a focus: which motions touch the focus rows depends on the basis, and a
            // fix is compared with its consistent twin by that count.
            CrossComponentBasis.localize(&componentMotions, isSole: isSoleDirection, values: &freeValues, problem: problem, selection: selection)
        }
        result.values = reduced.eliminator.values { freeValues[$0] }
        guard full else {
            result.requiredReduction = RequiredReduction(problem: problem, selection: selection, reduced: reduced)
            return result
        }
        if focus == nil {
            result.solvedComponents = SolvedComponents(reduced: reduced, components: components, directionCounts: directionCounts)
        }
        for direction in componentMotions {
            result.motions.append(
                FreeMotion(
                    motion: reduced.eliminator.sparseMotion(of: direction.motion), lower: direction.lower,
                    upper: direction.upper, tradedRows: direction.tradedRows,
                    lowerLimitRows: direction.lowerLimitRows, upperLimitRows: direction.upperLimitRows,
                    pivot: direction.pivot, pivotLower: direction.pivotLower, pivotUpper: direction.pivotUpper))
        }
        if let focus {
            // Only motions that move something the focus rows mention count: the same measure for
            // a fix and for its consistent twin, whatever components they split into.
            let touched = Set(focus.flatMap { problem.rows[$0].coefficients.indices })
            result.motions.removeAll { motion in motion.motion.keys.allSatisfy { !touched.contains($0) } }
        }
        let constrained = Set(components.flatMap(\.parameters))
        for variable in 0..<problem.variableCount
        where !reduced.eliminator.isBasic(variable) && !constrained.contains(variable) && (focusVariables?.contains(variable) ?? true) {
            let motion = reduced.eliminator.sparseMotion(of: [variable: 1])
            if let focus, !focus.contains(where: { row in problem.rows[row].coefficients.indices.contains { motion[$0] != nil } }) {
                continue
            }
            result.motions.append(
                FreeMotion(
                    motion: motion, lower: nil, upper: nil, tradedRows: [],
                    lowerLimitRows: [], upperLimitRows: [], pivot: variable, pivotLower: nil, pivotUpper: nil))
        }
        return result
    }

    /// Lifts Farkas multipliers on a component's required rows (by position) to the problem's rows.
    private static func lift(_ multipliers: [Int: Rational], of component: Component, reduced: ReducedSystem, problem: LayoutProblem) -> FarkasCertificate {
        var lifted: [Int: Rational] = [:]
        for (position, multiplier) in multipliers.sorted(by: { $0.key < $1.key }) {
            reduced.lift(component.required[position].row, multiplier, into: &lifted, problem: problem)
        }
        return FarkasCertificate(multipliers: lifted.filter { !$0.value.isZero })
    }

    /// The required rows of one problem and selection, reduced (see `SolveResult.requiredReduction`).
    struct RequiredReduction {
        private let problem: LayoutProblem
        private let rowCount: Int
        private let variableCount: Int
        private let selection: RowSelection
        let reduced: ReducedSystem

        init(problem: LayoutProblem, selection: RowSelection, reduced: ReducedSystem) {
            self.problem = problem
            rowCount = problem.rows.count
            variableCount = problem.variableCount
            self.selection = selection
            self.reduced = reduced
        }

        /// Made of `problem` as it is now (no row or unknown added since) and of `selection`.
        func isOf(_ problem: LayoutProblem, _ selection: RowSelection) -> Bool {
            problem === self.problem && problem.rows.count == rowCount && problem.variableCount == variableCount
                && selection == self.selection
        }
    }

    struct Component {
        var parameters: [Int]
        var required: [ReducedRow] = []
        var optional: [ReducedRow] = []
    }

    /// Groups reduced rows that share free unknowns (union–find), in a deterministic order: by
    /// their lowest unknown, each component's unknowns in increasing order, its rows as given.
    ///
    /// Unknowns are problem indices, so arrays indexed by them stand in for dictionaries (a
    /// 100,000-view layout has hundreds of thousands of rows to group).
    ///
    /// Rows are read in place and copied once, into their component: a `for row in rows` copy
    /// retains a row's vector, and the passes below would copy each row five times.
    static func components(required: [ReducedRow], optional: [ReducedRow]) -> [Component] {
        required.withUnsafeBufferPointer { required in
            optional.withUnsafeBufferPointer { optional in components(required: required, optional: optional) }
        }
    }

    private static func components(required: UnsafeBufferPointer<ReducedRow>, optional: UnsafeBufferPointer<ReducedRow>) -> [Component] {
        let groups = [required, optional]
        var highest = -1
        for rows in groups {
            for index in rows.indices { if let last = rows[index].coefficients.indices.last { highest = max(highest, last) } }
        }
        // slot[v]: the unknown's place in the union–find, -1 while no row mentions it.
        var slot = [Int](repeating: -1, count: highest + 1)
        var mentioned = 0
        for rows in groups {
            for index in rows.indices {
                for variable in rows[index].coefficients.indices where slot[variable] < 0 {
                    slot[variable] = mentioned
                    mentioned += 1
                }
            }
        }
        var sets = DisjointSets(count: mentioned)
        for rows in groups {
            for index in rows.indices {
                let variables = rows[index].coefficients.indices
                guard let first = variables.first else { continue }
                for variable in variables.dropFirst() { sets.union(slot[first], slot[variable]) }
            }
        }
        // Components are made in increasing order of their lowest unknown, which is the order wanted.
        var componentOfRoot = [Int](repeating: -1, count: mentioned)
        var componentOfSlot = [Int](repeating: -1, count: mentioned)
        var componentCount = 0
        for variable in slot.indices where slot[variable] >= 0 {
            let root = sets.find(slot[variable])
            if componentOfRoot[root] < 0 {
                componentOfRoot[root] = componentCount
                componentCount += 1
            }
            componentOfSlot[slot[variable]] = componentOfRoot[root]
        }
        // Each row's component (-1: a row with no unknown, in none), found once.
        func places(_ rows: UnsafeBufferPointer<ReducedRow>) -> [Int] {
            rows.indices.map { index in rows[index].coefficients.indices.first.map { componentOfSlot[slot[$0]] } ?? -1 }
        }
        let requiredPlaces = places(required)
        let optionalPlaces = places(optional)
        // Each component's arrays are sized before they are filled: a large table has hundreds of
        // thousands of components of a few rows each, and growing each array by doubling copied
        // every row two or three times.
        var sizes = [(parameters: Int, required: Int, optional: Int)](repeating: (0, 0, 0), count: componentCount)
        for variable in slot.indices where slot[variable] >= 0 { sizes[componentOfSlot[slot[variable]]].parameters += 1 }
        for place in requiredPlaces where place >= 0 { sizes[place].required += 1 }
        for place in optionalPlaces where place >= 0 { sizes[place].optional += 1 }
        var components: [Component] = sizes.map { size in
            var component = Component(parameters: [])
            component.parameters.reserveCapacity(size.parameters)
            component.required.reserveCapacity(size.required)
            component.optional.reserveCapacity(size.optional)
            return component
        }
        for variable in slot.indices where slot[variable] >= 0 { components[componentOfSlot[slot[variable]]].parameters.append(variable) }
        for (index, place) in requiredPlaces.enumerated() where place >= 0 { components[place].required.append(required[index]) }
        for (index, place) in optionalPlaces.enumerated() where place >= 0 { components[place].optional.append(optional[index]) }
        return components
    }
}
