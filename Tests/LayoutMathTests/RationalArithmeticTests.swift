import BigInt
import Testing
import TestSupport

@testable import LayoutMath

@Suite struct RationalArithmeticTests {
    @Test func agreesWithTheOracleOnRandomPairs() {
        var sampler = RationalSampler(seed: 1)
        for _ in 0..<3000 {
            let (leftNumerator, leftDenominator) = sampler.next()
            let (rightNumerator, rightDenominator) = sampler.next()
            let left = Rational(numerator: leftNumerator, denominator: leftDenominator)
            let right = Rational(numerator: rightNumerator, denominator: rightDenominator)
            let leftOracle = OracleFraction(leftNumerator, leftDenominator)
            let rightOracle = OracleFraction(rightNumerator, rightDenominator)
            #expect(left.oracle == leftOracle)
            #expect((left + right).oracle == leftOracle + rightOracle)
            #expect((left - right).oracle == leftOracle - rightOracle)
            #expect((left * right).oracle == leftOracle * rightOracle)
            if !right.isZero { #expect((left / right).oracle == leftOracle / rightOracle) }
            #expect((-left).oracle == -leftOracle)
            #expect((left < right) == (leftOracle < rightOracle))
            #expect((left == right) == (leftOracle == rightOracle))
            #expect(left.signum == leftOracle.signum)
            #expect(left.magnitude.oracle == leftOracle.magnitude)
            #expect(left.isInteger == (leftOracle.denominator == 1))
            #expect(left.isZero == leftOracle.isZero)
        }
    }

    @Test func compoundAssignmentMatchesOperators() {
        var sampler = RationalSampler(seed: 2)
        for _ in 0..<500 {
            let left = sampler.nextRational()
            let right = sampler.nextRational()
            var value = left
            value += right
            #expect(value == left + right)
            value -= right
            #expect(value == left)
            value *= right
            #expect(value == left * right)
            if !right.isZero {
                value /= right
                #expect(value == left)
            }
        }
    }

    @Test func multipliedByIntMatchesMultiplication() {
        var sampler = RationalSampler(seed: 3)
        var generator = SeededGenerator(seed: 4)
        let factors = [0, 1, -1, 2, 3, 1000, Int.max, Int.min, Int.min + 1]
        for _ in 0..<3000 {
            let value = sampler.nextRational()
            let factor = Bool.random(using: &generator)
                ? factors.randomElement(using: &generator)! : Int.random(in: -100_000...100_000, using: &generator)
            #expect(value.multiplied(byInt: factor).oracle == value.oracle * OracleFraction(BigInt(factor), 1))
        }
    }

    /// Equal values must have one representation, or `==` and hashing would disagree with value
    /// equality; and whatever fits must come back to the fast path.
    @Test func representationIsCanonical() {
        var sampler = RationalSampler(seed: 5)
        let limit = BigInt(Int64.max)
        for _ in 0..<2000 {
            let left = sampler.nextRational()
            let right = sampler.nextRational()
            for result in [left + right, left - right, left * right, (left + right) - right] {
                let fits = result.numerator.magnitude <= limit.magnitude && result.denominator <= limit
                #expect(result.isStoredSmall == fits)
            }
            let roundTrip = (left + right) - right
            #expect(roundTrip == left)
            #expect(roundTrip.hashValue == left.hashValue)
        }
    }

    @Test func overflowBoundaries() {
        let largest = Rational(Int.max)
        let overflowed = largest + 1
        #expect(!overflowed.isStoredSmall)
        #expect(overflowed.numerator == BigInt(1) << 63)
        let back = overflowed - 1
        #expect(back.isStoredSmall)
        #expect(back == largest)
        // Int64.min has no positive counterpart, so it is kept big and negation stays safe.
        let smallest = Rational(Int.min)
        #expect(!smallest.isStoredSmall)
        #expect((-smallest).numerator == BigInt(1) << 63)
        #expect(-largest - 1 == smallest)
        #expect(Rational(Int.min, -1).numerator == BigInt(1) << 63)
        #expect(Rational(1, Int.min).oracle == OracleFraction(-1, BigInt(1) << 63))
        #expect(Rational(Int.max, Int.max) == .one)
        #expect(largest * largest == Rational(numerator: BigInt(Int.max) * BigInt(Int.max), denominator: 1))
        #expect(Rational(1, Int.max) + Rational(1, Int.max - 1) > Rational(2, Int.max))
        // (M−2)/(M−1) < (M−1)/M needs 128-bit cross products to decide.
        #expect(Rational(Int.max - 2, Int.max - 1) < Rational(Int.max - 1, Int.max))
        #expect(!(Rational(Int.max - 1, Int.max) < Rational(Int.max - 2, Int.max - 1)))
    }

    @Test func basicPropertiesAndConstants() {
        #expect(Rational.zero.isZero && Rational.zero.signum == 0)
        #expect(Rational.one == 1)
        #expect(Rational(6, -4) == Rational(-3, 2))
        #expect(Rational(-3, 2).numerator == -3 && Rational(-3, 2).denominator == 2)
        #expect(Rational(-3, 2).reciprocal == Rational(-2, 3))
        #expect(Rational(-3, 2).magnitude == Rational(3, 2))
        #expect(Rational(4, 2).isInteger)
        #expect(!Rational(1, 2).isInteger)
        #expect(Rational(0, -5) == .zero)
        let literal: Rational = 7
        #expect(literal == Rational(7))
    }

    @Test func descriptions() {
        #expect(Rational(283, 3).description == "283/3")
        #expect(Rational(-5).description == "-5")
        #expect(Rational(1, 2).description == "1/2")
        #expect(Rational(-1, 2).description == "-1/2")
        #expect(Rational(Int.min).description == "-9223372036854775808")
        #expect(Rational(numerator: 1, denominator: BigInt(1) << 64).description == "1/18446744073709551616")
    }

    @Test func layoutFitsTheSizeBudget() {
        #expect(MemoryLayout<Rational>.size <= 17)
    }
}
