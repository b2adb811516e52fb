@testable import ConstraintAnalysis
import LayoutMath
import Testing
import TestSupport

/// The inequalities and optional rows of a large layout are expanded over the free unknowns in
/// parts on all cores (`ReducedSystem.expansions`), each part with scratch space of its own.
/// Checked two ways: each expansion equals the one the eliminator makes alone, and it is right —
/// at a random point of the free unknowns, the expansion and the original form agree once the
/// basic unknowns take the values their definitions give (`values(free:)`, a topological
/// substitution, not an expansion).
@Suite struct ExpansionsInPartsTests {
    @Test(arguments: 0..<6) func partsExpandAsOneThreadDoesAndRightly(seed: UInt64) {
        var generator = SeededGenerator(seed: 4_099 &* (seed + 1))
        let variables = 120
        let eliminator = EqualityEliminator(variableCount: variables)
        // Chains and sums: x_i = x_{i-1} + x_j + c, and short random rows.
        for tag in 0..<70 {
            let next = Int.random(in: 1..<variables, using: &generator)
            let other = Int.random(in: 0..<variables, using: &generator)
            let row = SparseVector(terms: [(next, 1), (next - 1, -1), (other, Rational(Int.random(in: -2...2, using: &generator)))])
            _ = eliminator.add(row, rhs: Rational(Int.random(in: -9...9, using: &generator)), tag: tag)
        }
        eliminator.freeze()
        let forms = (0..<300).map { _ in
            let terms = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                (Int.random(in: 0..<variables, using: &generator), Rational(Int.random(in: -4...4, using: &generator), Int.random(in: 1...3, using: &generator)))
            }
            return SparseVector(terms: terms, constant: Rational(Int.random(in: -30...30, using: &generator)))
        }
        let alone = forms.map { eliminator.expand($0).0 }
        for formsPerPart in [7, 64, 299, 4096] {
            #expect(ReducedSystem.expansions(of: forms, by: eliminator, formsPerPart: formsPerPart) == alone, "\(formsPerPart) a part")
        }
        let free = (0..<variables).map { _ in Rational(Int.random(in: -50...50, using: &generator), Int.random(in: 1...4, using: &generator)) }
        let values = eliminator.values { free[$0] }
        for (form, expansion) in zip(forms, ReducedSystem.expansions(of: forms, by: eliminator, formsPerPart: 7)) {
            #expect(expansion.terms.allSatisfy { !eliminator.isBasic($0.index) })
            #expect(form.evaluate { values[$0] } == expansion.evaluate { values[$0] })
        }
    }
}
