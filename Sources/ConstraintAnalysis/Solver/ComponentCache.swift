import ConstraintModel
import LayoutMath

/// Results of solving one component, keyed by the component's content in its own numbering.
///
/// An analysis solves the same layout many times with one row changed (each candidate fix, its
/// consistent twin, the final layout); every component the change does not reach is identical
/// from one solve to the next, so its optimum and free directions are looked up instead of being
/// computed again.
final class ComponentCache {
    /// A component's rows in its own numbering, flat: two arrays for the whole component rather
    /// than two per row, since a large table makes a key for each of its hundreds of thousands of
    /// components and looks each up.
    struct Key: Hashable {
        let full: Bool
        let parameterCount: Int
        /// Per row: whether it is required, its relation, its priority's bits, its term count,
        /// then its unknowns.
        let shape: [Int]
        /// Per row: its coefficients, then its right-hand side.
        let numbers: [Rational]
        /// The content's hash, taken once: a key is looked up twice when components are solved
        /// ahead on several cores. Equal contents give equal hashes, so `==` (which compares
        /// everything) agrees.
        private let contentHash: Int

        init(full: Bool, parameterCount: Int, shape: [Int], numbers: [Rational]) {
            self.full = full
            self.parameterCount = parameterCount
            self.shape = shape
            self.numbers = numbers
            var hasher = Hasher()
            hasher.combine(full)
            hasher.combine(parameterCount)
            hasher.combine(shape)
            hasher.combine(numbers)
            contentHash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(contentHash) }
    }

    enum RowReference: Hashable {
        case required(Int)
        case optional(Int)
    }

    struct Direction {
        var motion: [Int: Rational]
        var lower: Rational?
        var upper: Rational?
        var traded: [Int]
        var lowerLimits: [RowReference]
        var upperLimits: [RowReference]
        var pivot: Int?
        var pivotLower: Rational?
        var pivotUpper: Rational?
    }

    struct Outcome {
        /// Farkas multipliers by position among the component's required rows.
        var infeasible: [Int: Rational]?
        var point: [Rational]
        var directions: [Direction]
    }

    private var entries: [Key: Outcome] = [:]

    func outcome(for key: Key) -> Outcome? { entries[key] }
    func store(_ outcome: Outcome, for key: Key) { entries[key] = outcome }

    static func key(for component: LayoutSolver.Component, full: Bool) -> Key {
        let parameters = component.parameters
        // A component's unknowns are in increasing order (`LayoutSolver.components`), so each
        // one's place is found by halving, without building a table for every key.
        func local(_ parameter: Int) -> Int {
            var low = 0
            var high = parameters.count
            while low < high {
                let middle = (low + high) / 2
                if parameters[middle] < parameter { low = middle + 1 } else { high = middle }
            }
            assert(low < parameters.count && parameters[low] == parameter, "a component's unknowns are sorted")
            return low
        }
        let rowCount = component.required.count + (full ? component.optional.count : 0)
        var shape: [Int] = []
        var numbers: [Rational] = []
        shape.reserveCapacity(rowCount * 6)
        numbers.reserveCapacity(rowCount * 3)
        func add(_ reduced: ReducedRow, required: Bool) {
            let relation: Int
            switch reduced.relation {
            case .equal: relation = 0
            case .lessOrEqual: relation = 1
            case .greaterOrEqual: relation = 2
            }
            shape.append(required ? relation : 4 + relation)
            shape.append(Int(truncatingIfNeeded: (required ? 1000 : reduced.priority.value).bitPattern))
            shape.append(reduced.coefficients.indices.count)
            for index in reduced.coefficients.indices { shape.append(local(index)) }
            numbers.append(contentsOf: reduced.coefficients.coefficients)
            numbers.append(reduced.rhs)
        }
        for row in component.required { add(row, required: true) }
        if full { for row in component.optional { add(row, required: false) } }
        return Key(full: full, parameterCount: component.parameters.count, shape: shape, numbers: numbers)
    }

    /// Translates a solved component into its own numbering.
    static func outcome(
        of component: LayoutSolver.Component, point: [Int: Rational], directions: [FaceDirection]
    ) -> Outcome {
        var local: [Int: Int] = [:]
        for (index, parameter) in component.parameters.enumerated() { local[parameter] = index }
        var reference: [Int: RowReference] = [:]
        for (position, row) in component.required.enumerated() { reference[row.row] = .required(position) }
        for (position, row) in component.optional.enumerated() where reference[row.row] == nil { reference[row.row] = .optional(position) }
        let optionalPosition = Dictionary(component.optional.enumerated().map { ($0.element.row, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return Outcome(
            infeasible: nil, point: component.parameters.map { point[$0] ?? 0 },
            directions: directions.map { direction in
                Direction(
                    motion: Dictionary(uniqueKeysWithValues: direction.motion.map { (local[$0.key]!, $0.value) }),
                    lower: direction.lower, upper: direction.upper,
                    traded: direction.tradedRows.compactMap { optionalPosition[$0] },
                    lowerLimits: direction.lowerLimitRows.compactMap { reference[$0] },
                    upperLimits: direction.upperLimitRows.compactMap { reference[$0] },
                    pivot: direction.pivot.flatMap { local[$0] }, pivotLower: direction.pivotLower, pivotUpper: direction.pivotUpper)
            })
    }

    /// Translates a cached outcome back to the component's unknowns and rows.
    static func directions(_ outcome: Outcome, of component: LayoutSolver.Component) -> [FaceDirection] {
        func row(_ reference: RowReference) -> Int {
            switch reference {
            case .required(let position): return component.required[position].row
            case .optional(let position): return component.optional[position].row
            }
        }
        return outcome.directions.map { direction in
            FaceDirection(
                motion: Dictionary(uniqueKeysWithValues: direction.motion.map { (component.parameters[$0.key], $0.value) }),
                lower: direction.lower, upper: direction.upper,
                tradedRows: direction.traded.map { component.optional[$0].row },
                lowerLimitRows: direction.lowerLimits.map(row), upperLimitRows: direction.upperLimits.map(row),
                pivot: direction.pivot.map { component.parameters[$0] }, pivotLower: direction.pivotLower,
                pivotUpper: direction.pivotUpper)
        }
    }
}
