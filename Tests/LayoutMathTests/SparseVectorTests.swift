import BigInt
import Testing
import TestSupport

@testable import LayoutMath

@Suite struct SparseVectorTests {
    private func pairs(_ vector: SparseVector) -> [String] {
        vector.terms.map { "\($0.index):\($0.coefficient)" }
    }

    @Test func initialiserSortsMergesAndDropsZeros() {
        let terms: [(Int, Rational)] = [(3, 1), (1, 2), (3, -1), (2, 0), (7, Rational(1, 2)), (7, Rational(1, 3))]
        let vector = SparseVector(terms: terms, constant: 5)
        #expect(pairs(vector) == ["1:2", "7:5/6"])
        #expect(vector.count == 2)
        #expect(vector.constant == 5)
        #expect(!vector.isConstant)
        #expect(Array(vector.indices) == [1, 7])
        #expect(SparseVector(terms: [(4, 1), (4, -1)]).isConstant)
        #expect(SparseVector().isConstant && SparseVector().constant == 0 && SparseVector().count == 0)
    }

    @Test func subscriptReadsAndWrites() {
        var vector = SparseVector(terms: [(2, 3), (5, -1)])
        #expect(vector[2] == 3 && vector[5] == -1 && vector[4] == 0 && vector[-1] == 0 && vector[Int.max] == 0)
        vector[4] = Rational(1, 2)
        vector[2] = 0
        vector[9] = 0
        vector[Int.min] = 1
        #expect(pairs(vector) == ["\(Int.min):1", "4:1/2", "5:-1"])
    }

    @Test func addingCancelsExactly() {
        // (x₁ + x₂ + 1) − (x₁ − x₂ + 1) = 2x₂
        var sum = SparseVector(terms: [(1, 1), (2, 1)], constant: 1)
        sum.add(SparseVector(terms: [(1, 1), (2, -1)], constant: 1), times: -1)
        #expect(pairs(sum) == ["2:2"])
        #expect(sum.constant == 0)
        // Thirds that only cancel exactly.
        var thirds = SparseVector(terms: [(0, Rational(1, 3)), (3, 1)])
        thirds.add(SparseVector(terms: [(0, 1), (1, 1)]), times: Rational(-1, 3))
        #expect(pairs(thirds) == ["1:-1/3", "3:1"])
        // A single-term vector goes through the in-place path.
        thirds.add(SparseVector(terms: [(3, 2)], constant: 4), times: Rational(-1, 2))
        #expect(pairs(thirds) == ["1:-1/3"])
        #expect(thirds.constant == -2)
        // Zero factor changes nothing, constants included.
        let before = thirds
        thirds.add(SparseVector(terms: [(8, 1)], constant: 1), times: 0)
        #expect(thirds == before)
    }

    @Test func addingAVectorToItself() {
        var vector = SparseVector(terms: [(1, 2), (4, Rational(1, 3))], constant: 1)
        vector.add(vector, times: 1)
        #expect(pairs(vector) == ["1:4", "4:2/3"])
        #expect(vector.constant == 2)
        vector.add(vector, times: -1)
        #expect(vector == SparseVector())
    }

    @Test func scaleAndEvaluate() {
        let vector = SparseVector(terms: [(0, 2), (5, Rational(-1, 2))], constant: 3)
        #expect(pairs(vector.scaled(by: -2)) == ["0:-4", "5:1"])
        #expect(vector.scaled(by: -2).constant == -6)
        #expect(vector.scaled(by: 0) == SparseVector())
        // 2·10 − ½·4 + 3
        #expect(vector.evaluate { $0 == 0 ? 10 : 4 } == 21)
    }

    @Test func equalVectorsHashEqually() {
        let first = SparseVector(terms: [(1, 1), (2, 2)], constant: 1)
        var second = SparseVector(terms: [(2, 2)], constant: 1)
        second[1] = 1
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != SparseVector(terms: [(1, 1), (2, 2)], constant: 2))
    }

    /// Random sequences of operations against a dictionary model built on the oracle fraction.
    @Test func matchesADictionaryModel() {
        var generator = SeededGenerator(seed: 15)
        func randomVector() -> (SparseVector, [Int: OracleFraction]) {
            var terms: [(Int, Rational)] = []
            var model: [Int: OracleFraction] = [:]
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let index = Int.random(in: 0...15, using: &generator)
                let coefficient = Rational(Int.random(in: -3...3, using: &generator), Int.random(in: 1...3, using: &generator))
                terms.append((index, coefficient))
                model[index, default: 0] += coefficient.oracle
            }
            return (SparseVector(terms: terms), model.filter { !$0.value.isZero })
        }
        for _ in 0..<500 {
            var (vector, model) = randomVector()
            for _ in 0..<5 {
                let (other, otherModel) = randomVector()
                let factor = Rational(Int.random(in: -2...2, using: &generator), Int.random(in: 1...2, using: &generator))
                vector.add(other, times: factor)
                for (index, coefficient) in otherModel { model[index, default: 0] += coefficient * factor.oracle }
                model = model.filter { !$0.value.isZero }
                #expect(Array(vector.indices) == model.keys.sorted())
                #expect(vector.terms.map(\.coefficient.oracle) == model.keys.sorted().map { model[$0]! })
            }
        }
    }

    @Test func largeMergeCancelsHalfTheTerms() {
        let count = 20_000
        var even = SparseVector(terms: (0..<count).map { ($0 * 2, Rational($0 % 7 + 1)) })
        // Odd indices are new; multiples of 4 cancel exactly.
        let otherTerms = (0..<count).map { index -> (Int, Rational) in
            if index % 2 == 0 { return (index * 2, Rational(-(index % 7 + 1))) }
            return (index * 2 + 1, Rational(1, 3))
        }
        let other = SparseVector(terms: otherTerms)
        even.add(other, times: 1)
        #expect(even.count == count)
        #expect(Array(even.indices) == even.indices.sorted())
        #expect(even.terms.allSatisfy { !$0.coefficient.isZero })
        #expect(even[4] == 0 && even[2] == 2 && even[3] == Rational(1, 3))
    }

    /// One term skips the sort; the vector must be the one the general path makes from the same
    /// term (with two zero terms beside it, which that path drops).
    @Test func singleTermIsTheGeneralPathsVector() {
        let coefficients: [Rational] = [0, 1, -1, Rational(1, 2), Rational(-7, 3)]
        for index in [0, 3, 1_000_000] {
            for coefficient in coefficients {
                let single = SparseVector(terms: [(index, coefficient)], constant: Rational(5, 2))
                let general = SparseVector(terms: [(index, coefficient), (index + 1, 0), (index + 2, 0)], constant: Rational(5, 2))
                #expect(single == general, "\(index): \(coefficient)")
                #expect(Array(single.indices) == Array(general.indices) && Array(single.coefficients) == Array(general.coefficients))
            }
        }
    }

    /// Two terms take their own path; every order, shared index, cancelling pair and zero must
    /// give what a dictionary of summed non-zero coefficients gives, in index order.
    @Test func twoTermsAreTheDictionaryModelsVector() {
        let coefficients: [Rational] = [0, 1, -1, Rational(1, 2), Rational(-1, 2), Rational(-7, 3)]
        for firstIndex in [0, 2, 5] {
            for secondIndex in [0, 2, 5] {
                for first in coefficients {
                    for second in coefficients {
                        let vector = SparseVector(terms: [(firstIndex, first), (secondIndex, second)], constant: 3)
                        var model: [Int: Rational] = [:]
                        model[firstIndex, default: 0] += first
                        model[secondIndex, default: 0] += second
                        let expected = model.filter { !$0.value.isZero }.sorted { $0.key < $1.key }
                        #expect(Array(vector.indices) == expected.map(\.key), "\(firstIndex) \(first), \(secondIndex) \(second)")
                        #expect(Array(vector.coefficients) == expected.map(\.value))
                        #expect(vector.constant == 3)
                    }
                }
            }
        }
    }
}
