import BigInt
import Testing
import TestSupport

@Suite struct OracleFractionTests {
    @Test func normalisesSignAndCommonFactors() {
        let value = OracleFraction(6, -4)
        #expect(value.numerator == -3)
        #expect(value.denominator == 2)
        #expect(OracleFraction(0, -7).denominator == 1)
        #expect(OracleFraction(-10, -5) == OracleFraction(2))
    }

    @Test func arithmeticMatchesHandComputedValues() {
        let third = OracleFraction(1, 3)
        let half = OracleFraction(1, 2)
        #expect(third + half == OracleFraction(5, 6))
        #expect(third - half == OracleFraction(-1, 6))
        #expect(third * half == OracleFraction(1, 6))
        #expect(third / half == OracleFraction(2, 3))
        #expect(-third == OracleFraction(-1, 3))
        #expect(third < half)
        #expect(!(half < third))
        #expect(OracleFraction(-1, 2).magnitude == half)
        #expect(OracleFraction(-1, 2).signum == -1)
        #expect(OracleFraction(0).signum == 0)
        #expect(OracleFraction.powerOfTen(-3) == OracleFraction(1, 1000))
        #expect(OracleFraction.powerOfTen(2) == OracleFraction(100))
    }

    @Test func doublesConvertToTheirExactDyadicValues() {
        #expect(OracleFraction(exactly: 0.1) == OracleFraction(BigInt(3_602_879_701_896_397), BigInt(1) << 55))
        #expect(OracleFraction(exactly: -2.5) == OracleFraction(-5, 2))
        #expect(OracleFraction(exactly: 0.0) == OracleFraction(0))
        #expect(OracleFraction(exactly: 0x1p60) == OracleFraction(BigInt(1) << 60, 1))
        #expect(OracleFraction(exactly: Double.leastNonzeroMagnitude) == OracleFraction(1, BigInt(1) << 1074))
        #expect(
            OracleFraction(exactly: Double.greatestFiniteMagnitude)
                == OracleFraction(((BigInt(1) << 53) - 1) << 971, 1))
        #expect(OracleFraction(exactly: .nan) == nil)
        #expect(OracleFraction(exactly: -.infinity) == nil)
    }
}
