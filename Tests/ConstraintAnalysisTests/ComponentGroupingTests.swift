@testable import ConstraintAnalysis
import LayoutMath
import TestSupport
import Testing

/// `LayoutSolver.components` groups rows that share unknowns with arrays indexed by unknown. Its
/// grouping and order must be those of a plain search over the rows' shared unknowns: components
/// ordered by their lowest unknown, unknowns increasing, rows in the order given.
@Suite struct ComponentGroupingTests {
    struct Grouping: Equatable {
        var parameters: [Int]
        var required: [Int]
        var optional: [Int]
    }

    /// Components by repeated flooding from each row: slow and independent of union–find.
    static func reference(required: [ReducedRow], optional: [ReducedRow]) -> [Grouping] {
        let rows = required.map { (false, $0) } + optional.map { (true, $0) }
        var assigned = [Bool](repeating: false, count: rows.count)
        var groups: [Grouping] = []
        for start in rows.indices where !assigned[start] && !rows[start].1.coefficients.isConstant {
            var unknowns = Set(rows[start].1.coefficients.indices)
            var members: Set<Int> = [start]
            var grew = true
            while grew {
                grew = false
                for other in rows.indices where !members.contains(other) && !Set(rows[other].1.coefficients.indices).isDisjoint(with: unknowns) {
                    members.insert(other)
                    unknowns.formUnion(rows[other].1.coefficients.indices)
                    grew = true
                }
            }
            for member in members { assigned[member] = true }
            let ordered = members.sorted()
            groups.append(
                Grouping(
                    parameters: unknowns.sorted(),
                    required: ordered.filter { !rows[$0].0 }.map { rows[$0].1.row },
                    optional: ordered.filter { rows[$0].0 }.map { rows[$0].1.row }))
        }
        return groups.sorted { $0.parameters[0] < $1.parameters[0] }
    }

    @Test(arguments: 0..<40)
    func sameGroupsAsFlooding(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed + 11))
        let unknownCount = Int.random(in: 1...40, using: &random)
        func rows(_ count: Int, numberedFrom first: Int) -> [ReducedRow] {
            (0..<count).map { offset in
                let terms = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    (Int.random(in: 0..<unknownCount, using: &random), Rational(Int.random(in: 1...3, using: &random)))
                }
                return ReducedRow(row: first + offset, coefficients: SparseVector(terms: terms), relation: .equal, rhs: 0, priority: .required)
            }
        }
        let required = rows(Int.random(in: 0...30, using: &random), numberedFrom: 0)
        let optional = rows(Int.random(in: 0...30, using: &random), numberedFrom: 1000)
        let found = LayoutSolver.components(required: required, optional: optional).map {
            Grouping(parameters: $0.parameters, required: $0.required.map(\.row), optional: $0.optional.map(\.row))
        }
        #expect(found == Self.reference(required: required, optional: optional))
    }
}
