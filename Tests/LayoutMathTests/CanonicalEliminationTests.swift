import Testing
import TestSupport

@testable import LayoutMath

/// The eliminator's pivots are canonical: whatever order the rows come in, the variables it
/// makes basic are the minimum-rank basis of the rows' column matroid, and every expansion into
/// the free variables is the same. Checked against `ExactLinearAlgebra.rowEchelon` with the
/// columns in rank order (reduced row echelon form, written independently), on random systems
/// shuffled several ways, added one by one and through `addAll`.
@Suite struct CanonicalEliminationTests {
    typealias Row = (coefficients: SparseVector, rhs: Rational, tag: Int)

    /// Random sparse rows, some of them chains (`x_i = x_{i-1} + w + c`, where fresh pivots
    /// are taken without expanding) and some dependent on earlier ones.
    static func randomRows(variables: Int, count: Int, using generator: inout SeededGenerator) -> [Row] {
        var rows: [Row] = []
        for tag in 0..<count {
            var terms: [(Int, Rational)] = []
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where rows.count >= 2:
                // A combination of two earlier rows: dependent.
                let first = rows[Int.random(in: 0..<rows.count, using: &generator)]
                let second = rows[Int.random(in: 0..<rows.count, using: &generator)]
                var sum = first.coefficients
                sum.add(second.coefficients, times: Rational(Int.random(in: -2...2, using: &generator)))
                rows.append((sum, first.rhs + Rational(Int.random(in: 0...1, using: &generator)), tag))
                continue
            case 1:
                let next = Int.random(in: 1..<variables, using: &generator)
                terms = [(next, 1), (next - 1, -1), (Int.random(in: 0..<variables, using: &generator), -1)]
            default:
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let coefficient = Rational(Int.random(in: 1...3, using: &generator)) * (Bool.random(using: &generator) ? 1 : -1)
                    terms.append((Int.random(in: 0..<variables, using: &generator), coefficient))
                }
            }
            rows.append((SparseVector(terms: terms), Rational(Int.random(in: -20...20, using: &generator)), tag))
        }
        return rows.filter { !$0.coefficients.isConstant }
    }

    /// The basic variables and the expansions of every variable, after adding `rows` in order.
    static func eliminate(_ rows: [Row], variables: Int, ranks: [Int], all: Bool) -> (basic: Set<Int>, expansions: [SparseVector]) {
        let eliminator = EqualityEliminator(variableCount: variables, pivotRank: { ranks[$0] })
        if all {
            // Right-hand sides 0: with an inconsistent dependent row, which of two contradicting
            // rows holds depends on the order; the linear parts do not.
            eliminator.addAll(rows.map { ($0.coefficients, 0, $0.tag) }, longRowTerms: 2) { _, _ in true }
        } else {
            for row in rows { _ = eliminator.add(row.coefficients, rhs: 0, tag: row.tag) }
        }
        let basic = Set((0..<variables).filter(eliminator.isBasic))
        let expansions = (0..<variables).map { eliminator.expand(SparseVector(terms: [($0, 1)])).0 }
        return (basic, expansions)
    }

    @Test(arguments: 0..<40) func pivotsAreTheMinimumRankBasisInAnyOrder(seed: UInt64) {
        var generator = SeededGenerator(seed: 7_919 &* (seed + 1))
        let variables = Int.random(in: 4...14, using: &generator)
        let rows = Self.randomRows(variables: variables, count: Int.random(in: 2...(variables + 3), using: &generator), using: &generator)
        let ranks = Array(0..<variables).shuffled(using: &generator)
        let byRank = (0..<variables).sorted { ranks[$0] < ranks[$1] }
        let matrix = rows.map { row in Dictionary(uniqueKeysWithValues: row.coefficients.terms.map { ($0.index, $0.coefficient) }) }
        let expected = Set(ExactLinearAlgebra.rowEchelon(matrix, columnOrder: byRank).1)
        let reference = Self.eliminate(rows, variables: variables, ranks: ranks, all: false)
        #expect(reference.basic == expected, "rows \(rows.map(\.coefficients)), ranks \(ranks)")
        for shuffle in 0..<4 {
            let order = rows.shuffled(using: &generator)
            let other = Self.eliminate(order, variables: variables, ranks: ranks, all: shuffle % 2 == 0)
            #expect(other.basic == expected)
            #expect(other.expansions == reference.expansions)
        }
    }

    @Test func aFreshVariableIsTakenOnlyWhenItIsTheCanonicalPivot() {
        // x1 − x2 = 0 makes x1 basic (rank 1 < rank 2); then x0 + x1 = 5 has the fresh x0, but
        // its expansion x0 + x2 has x2 of rank 2 > rank 0: x0 is taken. With ranks where x2 comes
        // first, x0 is not the canonical pivot: the row expands and pivots on x2.
        for (ranks, basic) in [([0, 1, 2], Set([0, 1])), ([2, 1, 0], Set([1, 2]))] {
            let eliminator = EqualityEliminator(variableCount: 3, pivotRank: { ranks[$0] })
            _ = eliminator.add(SparseVector(terms: [(1, 1), (2, -1)]), rhs: 0, tag: 0)
            _ = eliminator.add(SparseVector(terms: [(0, 1), (1, 1)]), rhs: 5, tag: 1)
            #expect(Set((0..<3).filter(eliminator.isBasic)) == basic, "ranks \(ranks)")
        }
    }
}
