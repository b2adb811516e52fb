import ConstraintModel
import LayoutMath

/// One direction in which a component's optimal layout can move without getting worse.
struct FaceDirection {
    /// How each free unknown (global variable index) moves per unit of the direction.
    var motion: [Int: Rational]
    /// How far the direction can be followed from the solved point (nil = unbounded).
    var lower: Rational?
    var upper: Rational?
    /// Optional rows whose violation changes along the direction (equal-priority ties).
    var tradedRows: [Int]
    /// Rows whose bounds stop the motion at each end.
    var lowerLimitRows: [Int]
    var upperLimitRows: [Int]
    /// The unknown this direction is read by (its leading unknown), and the range that unknown
    /// takes over the whole optimal face (nil = unbounded).
    var pivot: Int? = nil
    var pivotLower: Rational? = nil
    var pivotUpper: Rational? = nil
}

/// Solves one connected component of the reduced rows with the exact bounded simplex: required
/// feasibility, the lexicographic optimum of the optional rows (one level per distinct priority,
/// highest first, as Apple's engine does), and the optimal face's free directions.
final class ComponentSolver {
    let parameters: [Int]
    private var localIndex: [Int: Int] = [:]
    private let simplex: any ExactSimplex
    /// Simplex variable → the reduced row it is the slack of.
    private var slackRow: [Int: ReducedRow] = [:]
    /// Simplex variable → original row whose violation it measures.
    private var errorRow: [Int: Int] = [:]
    private var levelRows: Set<Int> = []
    /// Simplex variables that every point of the optimal face holds at one value: the non-basic
    /// variables with a non-zero reduced cost at some level's optimum (leaving their bound would
    /// make that level worse, and every later level stays inside that level's face).
    private var pinned: Set<Int> = []
    private(set) var levelOptima: [(priority: Priority, violation: Rational)] = []

    /// - Parameter expectedRows: how many rows the component will get; small components use a dense
    ///   tableau, which is much faster than hashing at that size.
    init(parameters: [Int], expectedRows: Int = .max) {
        self.parameters = parameters
        if parameters.count + expectedRows <= 96 {
            simplex = DenseBoundedSimplex(variableCount: parameters.count, columnCapacity: parameters.count + expectedRows)
        } else {
            simplex = BoundedSimplex(variableCount: parameters.count)
        }
        for (local, global) in parameters.enumerated() { localIndex[global] = local }
    }

    private func localVector(_ vector: SparseVector) -> SparseVector {
        SparseVector(terms: vector.terms.map { (localIndex[$0.index]!, $0.coefficient) })
    }

    func addRequired(_ row: ReducedRow) {
        let slack = simplex.addRow(
            localVector(row.coefficients), lower: row.relation == .lessOrEqual ? nil : row.rhs,
            upper: row.relation == .greaterOrEqual ? nil : row.rhs)
        slackRow[slack] = row
    }

    /// Nil when feasible; otherwise multipliers on reduced rows (original row index → y, with the
    /// Farkas sign convention: y ≥ 0 on ≤ rows, y ≤ 0 on ≥ rows).
    func checkRequired() -> [Int: Rational]? {
        switch simplex.check() {
        case .feasible:
            return nil
        case .infeasible(let uses):
            var multipliers: [Int: Rational] = [:]
            for use in uses {
                guard let row = slackRow[use.variable] else { continue }
                multipliers[row.row, default: 0] += use.isUpper ? use.multiplier : -use.multiplier
            }
            return multipliers
        }
    }

    /// Minimum and maximum of a form over the component's unknowns (global indices); nil = unbounded.
    func extremes(of objective: SparseVector) -> (Rational?, Rational?) {
        let local = localVector(objective)
        var low: Rational?
        var high: Rational?
        if case .optimal(let value) = simplex.minimize(local) { low = value }
        if case .optimal(let value) = simplex.maximize(local) { high = value }
        return (low, high)
    }

    /// The current value of each free unknown of the component.
    func point() -> [Int: Rational] {
        var values: [Int: Rational] = [:]
        for (local, global) in parameters.enumerated() { values[global] = simplex.value(of: local) }
        return values
    }

    /// Adds the optional rows with error variables and minimises the violations level by level.
    func optimize(_ rows: [ReducedRow]) {
        var errorsByPriority: [Priority: [Int]] = [:]
        for row in rows {
            var coefficients = localVector(row.coefficients)
            var errors: [Int] = []
            switch row.relation {
            case .equal:
                let above = simplex.addVariable(lower: 0, upper: nil)
                let below = simplex.addVariable(lower: 0, upper: nil)
                coefficients.add(SparseVector(terms: [(above, -1), (below, 1)]), times: 1)
                errors = [above, below]
            case .lessOrEqual:
                let error = simplex.addVariable(lower: 0, upper: nil)
                coefficients.add(SparseVector(terms: [(error, -1)]), times: 1)
                errors = [error]
            case .greaterOrEqual:
                let error = simplex.addVariable(lower: 0, upper: nil)
                coefficients.add(SparseVector(terms: [(error, 1)]), times: 1)
                errors = [error]
            }
            let slack = simplex.addRow(
                coefficients, lower: row.relation == .lessOrEqual ? nil : row.rhs,
                upper: row.relation == .greaterOrEqual ? nil : row.rhs)
            slackRow[slack] = row
            for error in errors { errorRow[error] = row.row }
            errorsByPriority[row.priority, default: []].append(contentsOf: errors)
        }
        // With error variables every optional row can be met, so this only restores feasibility.
        _ = simplex.check()
        for priority in errorsByPriority.keys.sorted(by: >) {
            let sum = SparseVector(terms: errorsByPriority[priority]!.map { ($0, Rational.one) })
            guard case .optimal(let optimum) = simplex.minimize(sum) else { continue }
            levelOptima.append((priority, optimum))
            pinNonBasics(costing: sum)
            let level = simplex.addRow(sum, lower: optimum, upper: optimum)
            levelRows.insert(level)
        }
    }

    /// The free directions of the optimal face, found as its affine hull: probe a direction `c`
    /// over the component's unknowns that is orthogonal to everything known so far; if `c·p` is
    /// constant on the face it is one of the face's equations, otherwise the two extreme points
    /// give a new direction. Each unknown costs two small LPs at most, however many inequalities
    /// the component has (testing every inequality for being implicitly tight costs one LP each).
    func faceDirections() -> [FaceDirection] {
        if isSinglePointFace { return [] }
        let count = simplex.variableCount
        var saved: [Rational] = (0..<count).map { simplex.value(of: $0) }
        let dimension = parameters.count
        // Everything known about the face's affine hull (directions and equations), and the
        // directions alone with the full simplex vectors they are projections of.
        var known = IncrementalEchelon(columns: dimension)
        var found = IncrementalEchelon(columns: dimension)
        // With optional rows every probe costs two optimisations over the whole component, so
        // the equations the optimum's tableau already shows are taken as known first. The
        // directions found span the same face whatever the probes were, and are returned in
        // reduced form (below), so the result is the same. Not without optional rows: there the
        // probes are cheap ratio tests, and the directions they find also place the interior point.
        if !errorRow.isEmpty {
            let held = heldOnFace()
            // Every unknown held: the face is the solved point. Nothing to add or probe, and the
            // equations need not be built (a table solves this for each of its cells).
            if (0..<dimension).allSatisfy({ held.isHeld($0) }) { return [] }
            for equation in tableauEquations(held) { known.add(equation) }
        }
        var directions: [(projection: [Int: Rational], full: [Int: Rational])] = []
        var steps: [(full: [Int: Rational], step: Rational)] = []
        var allFollowable = true
        while known.count < dimension {
            guard let probe = known.orthogonalVector() else { break }
            if let (full, step) = followableDirection(probe, from: saved) {
                known.add(probe)
                found.add(probe, companion: full)
                directions.append((probe, full))
                steps.append((full, step))
                continue
            }
            allFollowable = false
            optimisedProbeCount += 1
            let anchor = SparseVector(terms: probe.map { ($0.key, $0.value) }).evaluate { saved[$0] }
            // Box the probe to one unit around the solved point so unbounded faces still give points.
            let row = simplex.addRow(SparseVector(terms: probe.map { ($0.key, $0.value) }), lower: anchor - 1, upper: anchor + 1)
            _ = simplex.check()
            _ = simplex.maximize(SparseVector(terms: [(row, 1)]))
            let high = (0..<simplex.variableCount).map { simplex.value(of: $0) }
            _ = simplex.minimize(SparseVector(terms: [(row, 1)]))
            let low = (0..<simplex.variableCount).map { simplex.value(of: $0) }
            simplex.setBounds(row, lower: nil, upper: nil)
            if high[row] == low[row] {
                known.add(probe)
                continue
            }
            var full: [Int: Rational] = [:]
            for variable in 0..<count where high[variable] != low[variable] { full[variable] = high[variable] - low[variable] }
            var projection: [Int: Rational] = [:]
            for local in 0..<dimension where full[local] != nil { projection[local] = full[local] }
            known.add(projection)
            found.add(projection, companion: full)
            directions.append((projection, full))
        }
        // Small faces keep the canonical reduced basis (the goldens' wording depends on which
        // unknown leads each direction); large ones take the incremental one, equally reduced.
        var ordered = directions.count <= Self.canonicalBasisLimit
            ? ExactLinearAlgebra.reducedBasis(
                directions.map(\.projection), companions: directions.map(\.full), columnOrder: Array(0..<dimension))
            : found.orderedByPivot()
        if directions.count > Self.canonicalBasisLimit, allFollowable, directions.count > 1 {
            // A local basis needs a solved point every local motion can leave in both
            // directions; the optimum is a vertex, where neighbours trading width are blocked
            // (both at 0). The average of the points reached along each direction (each within
            // its room, so feasible, and the face is convex) is such a point.
            let share = Rational(1) / Rational(2 * directions.count)
            for (full, step) in steps {
                for (variable, rate) in full where variable < saved.count { saved[variable] += rate * step * share }
            }
            var interior: [Int: Rational] = [:]
            for (local, global) in parameters.enumerated() { interior[global] = saved[local] }
            interiorPoint = interior
            ordered = Self.localBasis(ordered)
        }
        return ordered.map { pair in
            var result = direction(along: pair.vector, full: pair.companion, from: saved)
            if dimension > Self.canonicalBasisLimit, let leading = pair.vector.keys.min(), let rate = pair.vector[leading] {
                // A large face is measured along the direction from the solved point: two more
                // optimisations per direction would cost as much as finding them all.
                var low = result.lower.map { saved[leading] + $0 * rate }
                var high = result.upper.map { saved[leading] + $0 * rate }
                if rate.signum < 0 { swap(&low, &high) }
                result.pivot = parameters[leading]
                result.pivotLower = low
                result.pivotUpper = high
            } else if let leading = (0..<dimension).first(where: { pair.vector[$0] != nil }) {
                // Measured over the whole face, not just from the solved point: from a corner of
                // the face a direction can be blocked both ways while the quantity still varies.
                let (low, high) = extremes(of: SparseVector(terms: [(parameters[leading], 1)]))
                result.pivot = parameters[leading]
                result.pivotLower = low
                result.pivotUpper = high
            }
            return result
        }
    }

    static let canonicalBasisLimit = 48

    /// How many probes of `faceDirections()` needed two optimisations: tests bound it, since each
    /// costs an optimisation over the whole component.
    private(set) var optimisedProbeCount = 0

    /// Records the non-basic variables whose reduced cost for a level's objective is not zero: at
    /// that level's optimum each sits at a bound it cannot leave without raising the level's
    /// violation, so it keeps that value on the final (smaller) face.
    ///
    /// The costs are summed in an array by variable rather than a dictionary: a table does this
    /// for each level of each of its cells.
    private func pinNonBasics(costing objective: SparseVector) {
        var costs = [Rational](repeating: 0, count: simplex.variableCount)
        for term in objective.terms {
            for use in simplex.expressionTerms(of: term.index) { costs[use.variable] += term.coefficient * use.coefficient }
        }
        for variable in costs.indices where !costs[variable].isZero && !simplex.isBasic(variable) { pinned.insert(variable) }
    }

    /// Equations of the optimal face read off the current tableau, over the local unknowns.
    ///
    /// A non-basic variable is held at one value on the face when a level's reduced cost pins it
    /// or its bounds are equal. So is each non-basic variable of a basic row that sits at its
    /// bound when every term still free to move can only push the row further past that bound
    /// (each such variable sits at the bound that lets it move one way only, and that way moves
    /// the row outwards): on the face each of those terms is at least zero and their sum at
    /// most zero, so each is zero. That is repeated until nothing more is held. A basic variable
    /// whose row uses only held variables is held too. Each held unknown gives `x = c`, and each
    /// held slack of a required row that row's coefficients. Whatever this misses, the probes
    /// still find.
    ///
    /// Why: one row left loose (a label that lost its `centerY`) ties its unknowns to every cell
    /// above it through the chain of positions. The face of that component is usually a point,
    /// but proving it with probes cost two optimisations per unknown, each over the whole
    /// component: a 1,000-cell table took two minutes.
    ///
    /// Arrays indexed by simplex variable stand in for sets and dictionaries: a table solves this
    /// for every cell, each a tableau of a dozen variables.
    private func tableauEquations(_ held: HeldOnFace) -> [[Int: Rational]] {
        var equations: [[Int: Rational]] = []
        for local in 0..<parameters.count where held.isHeld(local) { equations.append([local: 1]) }
        // An optional row's slack includes its error variables, so only a required row's slack
        // is a form over the unknowns alone.
        for (slack, row) in slackRow.sorted(by: { $0.key < $1.key }) where row.priority.isRequired && held.isHeld(slack) {
            var equation: [Int: Rational] = [:]
            for term in row.coefficients.terms where !term.coefficient.isZero { equation[localIndex[term.index]!, default: 0] += term.coefficient }
            equations.append(equation)
        }
        return equations
    }

    /// Which simplex variables every point of the optimal face holds at one value, as
    /// `tableauEquations` explains.
    struct HeldOnFace {
        fileprivate var held: [Bool]
        fileprivate var pinned: Set<Int>
        fileprivate var basicRows: [[(variable: Int, coefficient: Rational)]?]

        func isHeld(_ variable: Int) -> Bool {
            if held[variable] || pinned.contains(variable) { return true }
            return basicRows[variable]?.allSatisfy { held[$0.variable] } ?? false
        }
    }

    /// Without an allocation per variable or per step where it can be helped: a table runs this
    /// for each of its cells, on a dozen variables each.
    private func heldOnFace() -> HeldOnFace {
        let count = simplex.variableCount
        var held = [Bool](repeating: false, count: count)
        var basicRows = [[(variable: Int, coefficient: Rational)]?](repeating: nil, count: count)
        var basics: [Int] = []
        // The basic rows using each variable, in increasing order, side by side: those of
        // variable v are users[firstUser[v]..<firstUser[v + 1]].
        var firstUser = [Int](repeating: 0, count: count + 1)
        for variable in 0..<count {
            if simplex.isBasic(variable) {
                let row = simplex.expressionTerms(of: variable)
                basicRows[variable] = row
                basics.append(variable)
                for term in row { firstUser[term.variable + 1] += 1 }
            } else {
                let bounds = simplex.bounds(of: variable)
                if pinned.contains(variable) || (bounds.lower != nil && bounds.lower == bounds.upper) { held[variable] = true }
            }
        }
        for variable in 0..<count { firstUser[variable + 1] += firstUser[variable] }
        var users = [Int](repeating: 0, count: firstUser[count])
        var filled = firstUser
        for basic in basics {
            for term in basicRows[basic]! {
                users[filled[term.variable]] = basic
                filled[term.variable] += 1
            }
        }
        func canOnlyMove(_ variable: Int, up: Bool) -> Bool {
            let value = simplex.value(of: variable)
            let bounds = simplex.bounds(of: variable)
            return up ? bounds.lower == value : bounds.upper == value
        }
        var worklist = Array(basics.reversed())
        while let basic = worklist.popLast() {
            // The row's terms still free to move are those not yet held.
            let row = basicRows[basic]!
            guard row.contains(where: { !held[$0.variable] }) else { continue }
            let value = simplex.value(of: basic)
            let bounds = simplex.bounds(of: basic)
            // At an upper bound: every term may only rise; at a lower bound: only fall.
            let pushesUp = bounds.upper == value
                && row.allSatisfy { held[$0.variable] || canOnlyMove($0.variable, up: $0.coefficient.signum > 0) }
            let pushesDown = bounds.lower == value
                && row.allSatisfy { held[$0.variable] || canOnlyMove($0.variable, up: $0.coefficient.signum < 0) }
            guard pushesUp || pushesDown else { continue }
            // In increasing variable order, as the terms are; each term is tested before it is
            // marked, so exactly the terms that were free are marked.
            for term in row where !held[term.variable] {
                held[term.variable] = true
                worklist.append(contentsOf: users[firstUser[term.variable]..<firstUser[term.variable + 1]])
            }
        }
        return HeldOnFace(held: held, pinned: pinned, basicRows: basicRows)
    }

    /// True when the optimal face is the solved point alone: every non-basic variable is fixed by
    /// its bounds or pinned by a level's reduced cost, and the basic ones follow from them. Then
    /// there is nothing to probe (each unknown would cost two optimisations to find that out, the
    /// bulk of the time on a large, fully determined Interface Builder scene). With no optional
    /// rows the cheaper ratio-test probing below applies instead.
    private var isSinglePointFace: Bool {
        guard !errorRow.isEmpty else { return false }
        for variable in simplex.nonBasicVariables where !pinned.contains(variable) {
            let bounds = simplex.bounds(of: variable)
            guard let lower = bounds.lower, let upper = bounds.upper, lower == upper else { return false }
        }
        return true
    }

    /// Consecutive directions subtracted (d₁ − d₂, d₂ − d₃, …, d_k): the same span, still
    /// triangular on the leading unknowns, but local. When free widths feed a long row, each
    /// direction alone moves every view after it; two neighbours trading width move one view.
    static func localBasis(_ ordered: [(vector: [Int: Rational], companion: [Int: Rational])])
        -> [(vector: [Int: Rational], companion: [Int: Rational])]
    {
        guard ordered.count > 1 else { return ordered }
        func difference(_ a: [Int: Rational], _ b: [Int: Rational]) -> [Int: Rational] {
            var result = a
            for (key, value) in b {
                let updated = (result[key] ?? 0) - value
                result[key] = updated.isZero ? nil : updated
            }
            return result
        }
        return ordered.indices.map { index in
            guard index + 1 < ordered.count else { return ordered[index] }
            return (difference(ordered[index].vector, ordered[index + 1].vector), difference(ordered[index].companion, ordered[index + 1].companion))
        }
    }

    /// For a large face explored without optimising: a point inside the face (every direction can
    /// be followed both ways from it), which then stands for the component's solved values.
    private(set) var interiorPoint: [Int: Rational]?

    /// Required rows (slack variable, coefficient) mentioning each local unknown, built on first use.
    private var rowsOfUnknown: [[(slack: Int, coefficient: Rational)]]?

    /// Without optional rows the optimal face is the feasible set itself, so a probe direction
    /// that can be followed some way from the solved point (either way) is one of its
    /// directions, independent of those known (the probe is orthogonal to them). A ratio test
    /// over the rows the probe touches decides that without optimising; nil sends the probe to
    /// the two optimisations (a vertex can block a direction both ways).
    private func followableDirection(_ probe: [Int: Rational], from saved: [Rational]) -> (full: [Int: Rational], step: Rational)? {
        guard errorRow.isEmpty else { return nil }
        if rowsOfUnknown == nil {
            var index = [[(slack: Int, coefficient: Rational)]](repeating: [], count: parameters.count)
            for (slack, row) in slackRow {
                for term in row.coefficients.terms { index[localIndex[term.index]!].append((slack, term.coefficient)) }
            }
            rowsOfUnknown = index
        }
        var full = probe
        for (local, rate) in probe {
            for use in rowsOfUnknown![local] { full[use.slack, default: 0] += use.coefficient * rate }
        }
        var forward: Rational?
        var backward: Rational?
        for (variable, step) in full where !step.isZero && variable < saved.count {
            let bounds = simplex.bounds(of: variable)
            let value = saved[variable]
            let (ahead, behind) = step.signum > 0 ? (bounds.upper, bounds.lower) : (bounds.lower, bounds.upper)
            if let ahead {
                let room = (ahead - value) / step
                if forward == nil || room < forward! { forward = room }
            }
            if let behind {
                let room = (value - behind) / step
                if backward == nil || room < backward! { backward = room }
            }
        }
        // A step that stays feasible: as far as the rows allow forward, else backward (1 when unbounded).
        let step: Rational
        if let forward, forward.signum > 0 {
            step = forward
        } else if forward == nil {
            step = 1
        } else if let backward {
            guard backward.signum > 0 else { return nil }
            step = -backward
        } else {
            step = -1
        }
        return (full.filter { !$0.value.isZero }, step)
    }

    /// Ratio tests from the solved point along one face direction, over every bounded variable.
    private func direction(along projection: [Int: Rational], full: [Int: Rational], from saved: [Rational]) -> FaceDirection {
        var direction = FaceDirection(motion: [:], lower: nil, upper: nil, tradedRows: [], lowerLimitRows: [], upperLimitRows: [])
        for (local, value) in projection { direction.motion[parameters[local]] = value }
        for (variable, step) in full.sorted(by: { $0.key < $1.key }) where variable < saved.count {
            if let row = errorRow[variable], !direction.tradedRows.contains(row) { direction.tradedRows.append(row) }
            let bounds = simplex.bounds(of: variable)
            let value = saved[variable]
            let limitRow = slackRow[variable]?.row ?? errorRow[variable]
            for (bound, isUpperBound) in [(bounds.lower, false), (bounds.upper, true)] {
                guard let bound else { continue }
                let limit = (bound - value) / step
                // Moving up hits an upper bound when the step is positive, a lower one otherwise.
                if (step.signum > 0) == isUpperBound {
                    if direction.upper == nil || limit < direction.upper! {
                        direction.upper = limit
                        direction.upperLimitRows = []
                    }
                    if limit == direction.upper!, let limitRow { direction.upperLimitRows.append(limitRow) }
                } else {
                    if direction.lower == nil || limit > direction.lower! {
                        direction.lower = limit
                        direction.lowerLimitRows = []
                    }
                    if limit == direction.lower!, let limitRow { direction.lowerLimitRows.append(limitRow) }
                }
            }
        }
        return direction
    }
}
