import Testing

@testable import LayoutMath

/// `addAll` eliminates rows whose expansion is long after the others. The solution must be the
/// one the rows define whatever the order; the check is against values computed by hand.
@Suite struct EqualityEliminatorOrderTests {
    /// A row of `count` views between 0 and `width`, 8 apart, the closing row written before the
    /// equal-width rows (the order that made the elimination quadratic). Variables: x_i = 2i,
    /// w_i = 2i + 1.
    static func rowOfEqualWidths(_ count: Int, width: Rational) -> [(coefficients: SparseVector, rhs: Rational, tag: Int)] {
        var rows: [(coefficients: SparseVector, rhs: Rational, tag: Int)] = []
        func x(_ i: Int) -> Int { 2 * i }
        func w(_ i: Int) -> Int { 2 * i + 1 }
        rows.append((SparseVector(terms: [(x(0), 1)]), 8, rows.count))
        for i in 1..<count {
            rows.append((SparseVector(terms: [(x(i), 1), (x(i - 1), -1), (w(i - 1), -1)]), 8, rows.count))
        }
        rows.append((SparseVector(terms: [(x(count - 1), 1), (w(count - 1), 1)]), width - 8, rows.count))
        for i in 1..<count { rows.append((SparseVector(terms: [(w(i), 1), (w(0), -1)]), 0, rows.count)) }
        return rows
    }

    @Test func longRowsWaitAndTheSolutionIsTheRowsOwn() {
        let count = 200
        let width: Rational = 10_000
        let rows = Self.rowOfEqualWidths(count, width: width)
        let eliminator = EqualityEliminator(variableCount: 2 * count)
        var order: [Int] = []
        var dependent = 0
        eliminator.addAll(rows) { tag, outcome in
            order.append(tag)
            if case .dependent = outcome { dependent += 1 }
            return true
        }
        #expect(dependent == 0)
        #expect(eliminator.basicCount == 2 * count, "every unknown is determined")
        // The closing row defines the last width (mentioned by no definition yet); the last view's
        // equal-width row then expands through the whole row, so it alone waits until the end.
        #expect(order.count == rows.count)
        #expect(order.last == rows.count - 1)
        #expect(Array(order.dropLast()) == Array(0..<(rows.count - 1)))
        let values = eliminator.values { _ in 0 }
        let expectedWidth = (width - 8 * Rational(count + 1)) / Rational(count)
        for i in 0..<count {
            #expect(values[2 * i + 1] == expectedWidth)
            #expect(values[2 * i] == 8 + Rational(i) * (expectedWidth + 8))
        }
    }

    @Test func aContradictionFoundLateStillComesWithItsCircuit() throws {
        // The same row with one more, inconsistent, width row: V1 is both V0's width and 1 wider.
        let count = 100
        var rows = Self.rowOfEqualWidths(count, width: 5_000)
        rows.append((SparseVector(terms: [(3, 1), (1, -1)]), 1, rows.count))
        let eliminator = EqualityEliminator(variableCount: 2 * count)
        var circuit: [Int: Rational]?
        var residual: Rational = 0
        eliminator.addAll(rows) { tag, outcome in
            guard case .dependent(let rest, let combination) = outcome else { return true }
            residual = rest
            circuit = combination.merging([tag: -1]) { $0 + $1 }
            return false
        }
        let found = try #require(circuit)
        #expect(!residual.isZero)
        // Independent check: Σ m·(row) over the circuit has no terms left and a non-zero constant.
        var sum = SparseVector(terms: [])
        var constant: Rational = 0
        for (tag, multiplier) in found {
            sum.add(rows[tag].coefficients, times: multiplier)
            constant += multiplier * rows[tag].rhs
        }
        #expect(sum.isConstant && !constant.isZero, "\(sum) = \(constant)")
    }
}
