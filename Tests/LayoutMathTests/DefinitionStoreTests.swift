import Testing
import TestSupport

@testable import LayoutMath

/// The eliminator keeps its definitions in one store that leaves replaced definitions behind as
/// garbage and compacts them away. Checked against a plain dictionary of what was stored last,
/// through enough replacements to compact many times, and through the eliminator: after
/// hundreds of pivot exchanges every row still holds at the values it computes.
@Suite struct DefinitionStoreTests {
    struct Stored: Equatable {
        var variables: [Int]
        var coefficients: [Rational]
        var constant: Rational
        var rowTag: Int
        var priority: Int
    }

    static func contents(of store: DefinitionStore, variable: Int) -> Stored? {
        let index = store.slot[variable]
        guard index >= 0 else { return nil }
        let record = store.records[index]
        return Stored(
            variables: Array(store.termVariables[record.termRange]), coefficients: Array(store.termCoefficients[record.termRange]),
            constant: record.constant, rowTag: record.rowTag, priority: record.priority)
    }

    @Test func replacedAndRemovedDefinitionsLeaveExactlyTheLastOnes() {
        var generator = SeededGenerator(seed: 11)
        let variableCount = 40
        var store = DefinitionStore(variableCount: variableCount)
        var expected: [Int: Stored] = [:]
        var largestStore = 0
        for step in 0..<6000 {
            let variable = Int.random(in: 0..<variableCount, using: &generator)
            if Int.random(in: 0..<5, using: &generator) == 0 {
                store.remove(variable)
                expected[variable] = nil
            } else {
                let count = Int.random(in: 0...6, using: &generator)
                let stored = Stored(
                    variables: (0..<count).map { _ in Int.random(in: 0..<variableCount, using: &generator) },
                    coefficients: (0..<count).map { _ in Rational(Int.random(in: -9...9, using: &generator), 7) },
                    constant: Rational(step), rowTag: step, priority: -step)
                store.store(variable, constant: stored.constant, pivotCoefficient: 1, rowTag: stored.rowTag, priority: stored.priority) {
                    variables, coefficients in
                    variables.append(contentsOf: stored.variables)
                    coefficients.append(contentsOf: stored.coefficients)
                }
                expected[variable] = stored
            }
            largestStore = max(largestStore, store.termVariables.count)
            for checked in 0..<variableCount {
                #expect(Self.contents(of: store, variable: checked) == expected[checked], "step \(step), variable \(checked)")
            }
        }
        // 6,000 replacements of up to 6 terms each: about 18,000 terms stored in all. Without
        // compaction the arrays would hold them all; with it they stay near the garbage bound.
        #expect(largestStore < 4096 + 2 * 6 * variableCount + 7)
    }

    @Test func everyRowHoldsAfterHundredsOfExchanges() {
        var generator = SeededGenerator(seed: 5)
        let variableCount = 30
        // A chain `x[i+1] = x[i] + w[i] + c` over positions and widths, as a row of views.
        var rows: [(coefficients: SparseVector, rhs: Rational)] = []
        for index in 0..<14 {
            rows.append((SparseVector(terms: [(index + 1, 1), (index, -1), (15 + index, -1)]), Rational(index % 3 + 1)))
        }
        let eliminator = EqualityEliminator(variableCount: variableCount)
        for (tag, row) in rows.enumerated() { _ = eliminator.add(row.coefficients, rhs: row.rhs, tag: tag) }
        var exchanges = 0
        for _ in 0..<4000 {
            let basics = (0..<variableCount).filter { eliminator.isBasic($0) }
            guard let leaving = basics.randomElement(using: &generator) else { break }
            let (expansion, _) = eliminator.expand(SparseVector(terms: [(leaving, 1)]))
            guard let entering = expansion.terms.map(\.index).randomElement(using: &generator) else { continue }
            eliminator.exchange(leaving: leaving, entering: entering)
            exchanges += 1
            let freeValues = (0..<variableCount).map { _ in Rational(Int.random(in: -50...50, using: &generator)) }
            let values = eliminator.values { freeValues[$0] }
            for row in rows {
                #expect(row.coefficients.evaluate { values[$0] } == row.rhs)
            }
        }
        #expect(exchanges > 3000)
        #expect(eliminator.basicCount == rows.count)
    }
}
