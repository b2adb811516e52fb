import BigInt
import Testing
import TestSupport

@testable import LayoutMath

@Suite struct RationalDoubleTests {
    @Test func exactValuesOfHandPickedDoubles() {
        #expect(Rational(exactly: 0.5) == Rational(1, 2))
        #expect(Rational(exactly: -3.0) == Rational(-3))
        #expect(Rational(exactly: -0.0) == .zero)
        #expect(Rational(exactly: 0.1)?.oracle == OracleFraction(BigInt(3_602_879_701_896_397), BigInt(1) << 55))
        #expect(Rational(exactly: 0x1p62) == Rational(1 << 62))
        #expect(Rational(exactly: 0x1p63)?.numerator == BigInt(1) << 63)
        #expect(Rational(exactly: -0x1p63) == Rational(Int.min))
        #expect(Rational(exactly: 0x1p-62) == Rational(1, 1 << 62))
        #expect(Rational(exactly: 0x1p-63)?.denominator == BigInt(1) << 63)
        #expect(Rational(exactly: .nan) == nil)
        #expect(Rational(exactly: .infinity) == nil)
        #expect(Rational(exactly: -.infinity) == nil)
    }

    @Test func exactValuesOfRandomBitPatterns() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<5000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else {
                #expect(Rational(exactly: value) == nil)
                continue
            }
            let exact = Rational(exactly: value)
            #expect(exact?.oracle == OracleFraction(exactly: value))
            #expect(exact?.doubleValue == value)
        }
    }

    /// The result must be at least as close as both neighbouring doubles (correct rounding, which
    /// implies the promised one-ulp bound).
    @Test func doubleValueIsNearest() {
        var sampler = RationalSampler(seed: 10)
        var generator = SeededGenerator(seed: 11)
        for round in 0..<5000 {
            let value: Rational
            if round % 2 == 0 {
                value = sampler.nextRational()
            } else {
                let numerator = Int.random(in: -1_000_000...1_000_000, using: &generator)
                value = Rational(numerator, Int.random(in: 1...1_000_000, using: &generator))
            }
            let approximation = value.doubleValue
            #expect(approximation.isFinite)
            guard approximation.isFinite, approximation.magnitude >= Double.leastNormalMagnitude || value.isZero else {
                continue
            }
            let error = (OracleFraction(exactly: approximation)! - value.oracle).magnitude
            for neighbour in [approximation.nextUp, approximation.nextDown] where neighbour.isFinite {
                #expect(error <= (OracleFraction(exactly: neighbour)! - value.oracle).magnitude, "\(value)")
            }
        }
    }

    @Test func doubleValueOutsideTheDoubleRange() {
        let huge = Rational(numerator: BigInt(10).power(400), denominator: 3)
        #expect(huge.doubleValue == .infinity)
        #expect((-huge).doubleValue == -.infinity)
        #expect(huge.reciprocal.doubleValue == 0)
        #expect(Rational(literal: "2.22507e-308")?.doubleValue == 2.22507e-308)
        #expect(Rational(1, 3).doubleValue == 1.0 / 3.0)
        #expect(Rational(Int.max).doubleValue == 0x1p63)
    }
}
