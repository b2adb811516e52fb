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
}

/// Solves one connected component of the reduced rows with the exact bounded simplex: required
/// feasibility, the lexicographic optimum of the optional rows (one level per distinct priority,
/// highest first, as Apple's engine does), and the optimal face's free directions.
final class ComponentSolver {
    let parameters: [Int]
    private var localIndex: [Int: Int] = [:]
    private let simplex: BoundedSimplex
    /// Simplex variable → the reduced row it is the slack of.
    private var slackRow: [Int: ReducedRow] = [:]
    /// Simplex variable → original row whose violation it measures.
    private var errorRow: [Int: Int] = [:]
    private var levelRows: Set<Int> = []
    private(set) var levelOptima: [(priority: Priority, violation: Rational)] = []

    init(parameters: [Int]) {
        self.parameters = parameters
        simplex = BoundedSimplex(variableCount: parameters.count)
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
                let above = simplex.addVariable(lower: 0)
                let below = simplex.addVariable(lower: 0)
                coefficients.add(SparseVector(terms: [(above, -1), (below, 1)]), times: 1)
                errors = [above, below]
            case .lessOrEqual:
                let error = simplex.addVariable(lower: 0)
                coefficients.add(SparseVector(terms: [(error, -1)]), times: 1)
                errors = [error]
            case .greaterOrEqual:
                let error = simplex.addVariable(lower: 0)
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
            let level = simplex.addRow(sum, lower: optimum, upper: optimum)
            levelRows.insert(level)
        }
    }

    /// The free directions of the optimal face: implicit equalities are found by pushing every
    /// bound that is tight at the optimum away from its bound (an LP each, pruned by every point
    /// found), then the face's directions are the null space of everything that is fixed on it.
    func faceDirections() -> [FaceDirection] {
        let count = simplex.variableCount
        let saved: [Rational] = (0..<count).map { simplex.value(of: $0) }
        var fixed = Set((0..<count).filter { variable in
            let bounds = simplex.bounds(of: variable)
            return bounds.lower != nil && bounds.lower == bounds.upper
        })
        var candidates: [(variable: Int, atLower: Bool)] = []
        for variable in 0..<count where !fixed.contains(variable) {
            let bounds = simplex.bounds(of: variable)
            let value = saved[variable]
            if let lower = bounds.lower, value == lower { candidates.append((variable, true)) }
            if let upper = bounds.upper, value == upper { candidates.append((variable, false)) }
        }
        var provenSlack: Set<Int> = []
        for (position, candidate) in candidates.enumerated() where !provenSlack.contains(position) {
            let objective = SparseVector(terms: [(candidate.variable, 1)])
            _ = candidate.atLower ? simplex.maximize(objective) : simplex.minimize(objective)
            for (other, otherCandidate) in candidates.enumerated() where !provenSlack.contains(other) {
                let bounds = simplex.bounds(of: otherCandidate.variable)
                let value = simplex.value(of: otherCandidate.variable)
                let bound = otherCandidate.atLower ? bounds.lower! : bounds.upper!
                if value != bound { provenSlack.insert(other) }
            }
        }
        for (position, candidate) in candidates.enumerated() where !provenSlack.contains(position) {
            fixed.insert(candidate.variable)
        }
        return nullSpaceDirections(fixed: fixed, saved: saved)
    }

    private func nullSpaceDirections(fixed: Set<Int>, saved: [Rational]) -> [FaceDirection] {
        let coordinates = simplex.nonBasicVariables
        var coordinateIndex: [Int: Int] = [:]
        for (index, variable) in coordinates.enumerated() { coordinateIndex[variable] = index }
        let constraintsOnFace: [[Int: Rational]] = fixed.sorted().map { variable in
            var row: [Int: Rational] = [:]
            for (coordinate, value) in simplex.expression(of: variable) { row[coordinateIndex[coordinate]!] = value }
            return row
        }
        let nullSpace = ExactLinearAlgebra.nullSpace(of: constraintsOnFace, columns: coordinates.count)
        // Express each direction on the component's unknowns and on every bounded variable.
        func rate(of variable: Int, along direction: [Int: Rational]) -> Rational {
            var total = Rational.zero
            for (coordinate, value) in simplex.expression(of: variable) {
                if let step = direction[coordinateIndex[coordinate]!] { total += value * step }
            }
            return total
        }
        let projected: [[Int: Rational]] = nullSpace.map { direction in
            var motion: [Int: Rational] = [:]
            for local in 0..<parameters.count {
                let value = rate(of: local, along: direction)
                if !value.isZero { motion[local] = value }
            }
            return motion
        }
        // Reduce to an independent basis on the unknowns, keeping the full directions alongside.
        let ordered = ExactLinearAlgebra.reducedBasis(projected, companions: nullSpace, columnOrder: Array(0..<parameters.count))
        return ordered.map { pair in
            var direction = FaceDirection(
                motion: [:], lower: nil, upper: nil, tradedRows: [], lowerLimitRows: [], upperLimitRows: [])
            for (local, value) in pair.vector { direction.motion[parameters[local]] = value }
            for variable in 0..<simplex.variableCount where !fixed.contains(variable) {
                let bounds = simplex.bounds(of: variable)
                let step = rate(of: variable, along: pair.companion)
                if step.isZero { continue }
                if let row = errorRow[variable] {
                    if !direction.tradedRows.contains(row) { direction.tradedRows.append(row) }
                }
                let value = saved[variable]
                let limitRow = slackRow[variable]?.row ?? errorRow[variable]
                for (bound, isUpperBound) in [(bounds.lower, false), (bounds.upper, true)] {
                    guard let bound else { continue }
                    let limit = (bound - value) / step
                    // Moving up hits an upper bound when the step is positive, a lower one otherwise.
                    let limitsUpward = (step.signum > 0) == isUpperBound
                    if limitsUpward {
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
}
