import TestSupport
import Testing

@testable import LayoutMath

/// `expressionTerms(of:)` is `expression(of:)` as sorted terms, for the sparse and the dense
/// simplex, and each basic variable's terms are its tableau row: its value is the sum of its
/// terms times their variables' values, whatever pivots `check` and `minimize` made.
@Suite struct SimplexExpressionTermsTests {
    @Test(arguments: ExactSimplexTests.simplexKinds)
    func termsAreTheExpressionInVariableOrder(_ kind: String) {
        var basicRowsChecked = 0
        for seed in UInt64(0)..<200 {
            let system = ExactSimplexTests.RandomSystem(seed: seed)
            let simplex = ExactSimplexTests.makeSimplex(kind)
            _ = system.load(into: simplex)
            guard case .feasible = simplex.check() else { continue }
            let form = SparseVector(terms: system.objective.sorted { $0.key < $1.key }.map { ($0.key, Rational($0.value)) })
            _ = simplex.minimize(form)
            for variable in 0..<simplex.variableCount {
                let terms = simplex.expressionTerms(of: variable)
                let expected = simplex.expression(of: variable).sorted { $0.key < $1.key }
                #expect(terms.map(\.variable) == expected.map(\.key), "seed \(seed), variable \(variable)")
                #expect(terms.map(\.coefficient) == expected.map(\.value), "seed \(seed), variable \(variable)")
                guard simplex.isBasic(variable) else {
                    #expect(terms.count == 1 && terms[0].variable == variable && terms[0].coefficient == 1)
                    continue
                }
                let sum = terms.reduce(Rational.zero) { $0 + $1.coefficient * simplex.value(of: $1.variable) }
                #expect(sum == simplex.value(of: variable), "seed \(seed): basic \(variable) = \(simplex.value(of: variable)), its row gives \(sum)")
                basicRowsChecked += 1
            }
        }
        #expect(basicRowsChecked > 200)
    }
}
