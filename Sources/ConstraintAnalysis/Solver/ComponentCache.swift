import ConstraintModel
import LayoutMath

/// Results of solving one component, keyed by the component's content in its own numbering.
///
/// An analysis solves the same layout many times with one row changed (each candidate fix, its
/// consistent twin, the final layout); every component the change does not reach is identical
/// from one solve to the next, so its optimum and free directions are looked up instead of being
/// computed again.
final class ComponentCache {
    struct Row: Hashable {
        var isRequired: Bool
        var indices: [Int]
        var coefficients: [Rational]
        var relation: RowRelation
        var rhs: Rational
        var priority: Double
    }

    struct Key: Hashable {
        var full: Bool
        var parameterCount: Int
        var rows: [Row]
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
        var levelOptima: [(priority: Priority, violation: Rational)]
        var directions: [Direction]
    }

    private var entries: [Key: Outcome] = [:]

    func outcome(for key: Key) -> Outcome? { entries[key] }
    func store(_ outcome: Outcome, for key: Key) { entries[key] = outcome }

    static func key(for component: LayoutSolver.Component, full: Bool) -> Key {
        var local: [Int: Int] = [:]
        for (index, parameter) in component.parameters.enumerated() { local[parameter] = index }
        func row(_ reduced: ReducedRow, required: Bool) -> Row {
            Row(
                isRequired: required, indices: reduced.coefficients.indices.map { local[$0]! },
                coefficients: reduced.coefficients.coefficients, relation: reduced.relation, rhs: reduced.rhs,
                priority: required ? 1000 : reduced.priority.value)
        }
        let rows = component.required.map { row($0, required: true) } + (full ? component.optional.map { row($0, required: false) } : [])
        return Key(full: full, parameterCount: component.parameters.count, rows: rows)
    }

    /// Translates a solved component into its own numbering.
    static func outcome(
        of component: LayoutSolver.Component, point: [Int: Rational], levelOptima: [(priority: Priority, violation: Rational)],
        directions: [FaceDirection]
    ) -> Outcome {
        var local: [Int: Int] = [:]
        for (index, parameter) in component.parameters.enumerated() { local[parameter] = index }
        var reference: [Int: RowReference] = [:]
        for (position, row) in component.required.enumerated() { reference[row.row] = .required(position) }
        for (position, row) in component.optional.enumerated() where reference[row.row] == nil { reference[row.row] = .optional(position) }
        let optionalPosition = Dictionary(component.optional.enumerated().map { ($0.element.row, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return Outcome(
            infeasible: nil, point: component.parameters.map { point[$0] ?? 0 }, levelOptima: levelOptima,
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
