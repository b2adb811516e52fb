import Testing
import TestSupport

@testable import LayoutMath

/// `EqualityEliminator.expandAll` rewrites many forms at once on several threads, each with its
/// own scratch space. Each result must be the one `expand(_:)` gives for the same form on its
/// own, in the order of the forms, whether the expansions go through cached definitions
/// (after `freeze()`) or walk the definitions, and the eliminator's own expansions afterwards
/// must be unchanged (its scratch space is left clean).
@Suite struct ParallelExpansionTests {
    /// Chains of equalities `x[k+1] = x[k] + c` and `x[k+2] = x[k] - x[k+1] + c` over many
    /// variables, so expansions are of every length, then random forms over all of them.
    static func eliminator(seed: UInt64, variableCount: Int) -> (EqualityEliminator, [SparseVector]) {
        var generator = SeededGenerator(seed: seed)
        let eliminator = EqualityEliminator(variableCount: variableCount)
        for variable in stride(from: 0, to: variableCount - 2, by: 3) {
            let constant = Rational(Int.random(in: -9...9, using: &generator))
            _ = eliminator.add(SparseVector(terms: [(variable + 1, 1), (variable, -1)]), rhs: constant, tag: variable)
            _ = eliminator.add(
                SparseVector(terms: [(variable + 2, 2), (variable, -1), (variable + 1, 1)]), rhs: constant + 1, tag: variable + 1)
        }
        let forms = (0..<(3 * EqualityEliminator.formsPerExtraPart)).map { _ in
            let terms = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (Int.random(in: 0..<variableCount, using: &generator), Rational(Int.random(in: -5...5, using: &generator), 2))
            }
            return SparseVector(terms: terms, constant: Rational(Int.random(in: -20...20, using: &generator)))
        }
        return (eliminator, forms)
    }

    @Test(arguments: [false, true])
    func expandingAtOnceEqualsExpandingOneByOne(frozen: Bool) {
        let (eliminator, forms) = Self.eliminator(seed: frozen ? 31 : 32, variableCount: 3_000)
        if frozen { eliminator.freeze() }
        let one = forms.map { eliminator.expand($0).0 }
        for parts in [1, 2, 3] {
            #expect(eliminator.expandAll(forms, parts: parts) == one, "\(parts) parts")
        }
        // The eliminator's own scratch space, used by part 0, is clean again.
        #expect(forms.map { eliminator.expand($0).0 } == one)
    }

    /// Few forms are expanded on the calling thread alone, with the same results.
    @Test func fewFormsAreExpandedInPlace() {
        let (eliminator, forms) = Self.eliminator(seed: 33, variableCount: 300)
        let some = Array(forms.prefix(10))
        #expect(eliminator.expandAll(some, parts: 4) == some.map { eliminator.expand($0).0 })
    }
}
