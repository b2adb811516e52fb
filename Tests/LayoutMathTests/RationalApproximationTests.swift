import BigInt
import Foundation
import Testing
import TestSupport

@testable import LayoutMath

/// Brute-force definitions the continued-fraction code must agree with.
enum BruteForce {
    /// Smallest q ≤ `maximumDenominator` with some p/q in [lower, upper], or nil.
    static func smallestDenominator(_ lower: OracleFraction, _ upper: OracleFraction, upTo maximumDenominator: Int) -> Int? {
        (1...maximumDenominator).first { denominator in
            let q = OracleFraction(denominator)
            return ceiling(lower * q) <= floor(upper * q)
        }
    }

    static func floor(_ value: OracleFraction) -> BigInt {
        let (quotient, remainder) = value.numerator.quotientAndRemainder(dividingBy: value.denominator)
        return remainder.sign == .minus && !remainder.isZero ? quotient - 1 : quotient
    }

    static func ceiling(_ value: OracleFraction) -> BigInt {
        -floor(-value)
    }

    /// Smallest denominator first, then smallest |numerator|.
    static func simplest(_ lower: OracleFraction, _ upper: OracleFraction) -> OracleFraction {
        var denominator = 1
        while true {
            let q = OracleFraction(denominator)
            let low = ceiling(lower * q)
            let high = floor(upper * q)
            if low <= high {
                let numerator: BigInt = low.sign != .minus ? low : (high.sign == .minus ? high : 0)
                return OracleFraction(numerator, BigInt(denominator))
            }
            denominator += 1
        }
    }
}

@Suite struct SimplestFractionTests {
    @Test(arguments: [
        (Rational(33, 100), Rational(34, 100), Rational(1, 3)),
        (Rational(-34, 100), Rational(-33, 100), Rational(-1, 3)),
        (Rational(-1, 2), Rational(1, 2), Rational.zero),
        (Rational(0), Rational(5), Rational.zero),
        (Rational(3), Rational(3), Rational(3)),
        (Rational(7, 2), Rational(7, 2), Rational(7, 2)),
        (Rational(-7, 2), Rational(-3), Rational(-3)),
        (Rational(5, 2), Rational(7, 2), Rational(3)),
        (Rational(3, 2), Rational(5, 2), Rational(2)),
        (Rational(314_159, 100_000), Rational(31_416, 10_000), Rational(355, 113)),
        (Rational(31_415_926, 10_000_000), Rational(31_415_927, 10_000_000), Rational(86953, 27678)),
    ])
    func handPickedIntervals(lower: Rational, upper: Rational, expected: Rational) {
        #expect(Rational.simplest(inClosedInterval: lower, upper) == expected)
    }

    @Test func agreesWithBruteForce() {
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<3000 {
            let lower = Rational(Int.random(in: -3000...3000, using: &generator), Int.random(in: 1...400, using: &generator))
            let width = Rational(Int.random(in: 0...40, using: &generator), Int.random(in: 1...2000, using: &generator))
            let upper = lower + width
            #expect(Rational.simplest(inClosedInterval: lower, upper).oracle == BruteForce.simplest(lower.oracle, upper.oracle))
        }
    }

    @Test func handlesHugeEndpoints() {
        let tiny = Rational(literal: "2.22507e-308")!
        let result = Rational.simplest(inClosedInterval: tiny, tiny + Rational(literal: "1e-313")!)
        #expect(result >= tiny && result <= tiny + Rational(literal: "1e-313")!)
        #expect(result.numerator == 1)
    }
}

@Suite struct SnappingTests {
    @Test func documentedLiteralExamples() throws {
        let third = try #require(Rational.snapped(literal: "94.3333"))
        #expect(third == SnappedNumber(value: Rational(283, 3), exact: Rational(943_333, 10_000), wasSnapped: true))
        #expect(Rational.snapped(literal: "0.384615")?.value == Rational(5, 13))
        #expect(Rational.snapped(literal: "0.384615")?.wasSnapped == true)
        #expect(Rational.snapped(literal: "-41.6667")?.value == Rational(-125, 3))
        #expect(Rational.snapped(literal: "123.5") == SnappedNumber(unsnapped: Rational(247, 2)))
        let tiny = try #require(Rational.snapped(literal: "2.22507e-308"))
        #expect(!tiny.wasSnapped && tiny.value == Rational(literal: "2.22507e-308"))
        #expect(Rational.snapped(literal: "1/3") == SnappedNumber(unsnapped: Rational(1, 3)))
        #expect(Rational.snapped(literal: "333333/1000000")?.wasSnapped == false)
        #expect(Rational.snapped(literal: "nonsense") == nil)
    }

    @Test func parametersChangeTheOutcome() {
        #expect(Rational.snapped(literal: "1.333")?.wasSnapped == false)
        #expect(Rational.snapped(literal: "1.333", printedSignificantDigits: 4)?.value == Rational(4, 3))
        #expect(Rational.snapped(literal: "0.384615", maximumDenominator: 12)?.wasSnapped == false)
        #expect(Rational.snapped(literal: "0.384615", maximumDenominator: 13)?.value == Rational(5, 13))
    }

    @Test func exactValuesThatAreAlreadySimplestStay() {
        // Six digits but already the simplest value in its rounding interval.
        #expect(Rational.snapped(literal: "1234.5")?.wasSnapped == false)
        #expect(Rational.snapped(literal: "100000")?.wasSnapped == false)
        #expect(Rational.snapped(literal: "1.23457e+06")?.value == Rational(1_234_570))
        // 299999/3 lies within 0.05 of 99999.7, but at that precision a denominator of 3 is no
        // evidence of a fraction (the precision limit is 1), so the decimal stays.
        #expect(Rational.snapped(literal: "99999.7")?.wasSnapped == false)
        // Some fraction with denominator ≤ 1000 always lies within 0.00005 of a number near 12;
        // only unusually small denominators count.
        #expect(Rational.snapped(literal: "12.3457")?.wasSnapped == false)
    }

    /// `%g` prints of simple fractions, snapped back, against the brute-force definition.
    @Test func printedFractionsAgainstBruteForce() throws {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<1500 {
            let denominator = Int.random(in: 1...60, using: &generator)
            let fraction = Rational(Int.random(in: -60_000...60_000, using: &generator), denominator)
            let text = String(format: "%g", fraction.doubleValue)
            let snapped = try #require(Rational.snapped(literal: text))
            let exact = try #require(Rational(literal: text))
            #expect(snapped.exact == exact)
            let significantDigits = text.filter(\.isNumber).drop { $0 == "0" }.count
            let fractionDigits = text.split(separator: ".").dropFirst().first?.count ?? 0
            let halfUnit = OracleFraction(5, 1) * OracleFraction.powerOfTen(-fractionDigits - 1)
            var expected = exact
            // The precision limit: a tenth of 1/√unit, where unit = 10^−fractionDigits.
            var precisionLimit = 1
            while precisionLimit < 1000,
                OracleFraction((precisionLimit + 1) * (precisionLimit + 1)) * OracleFraction.powerOfTen(-fractionDigits)
                    <= OracleFraction(1, 100)
            {
                precisionLimit += 1
            }
            if significantDigits >= 6,
                let denominator = BruteForce.smallestDenominator(exact.oracle - halfUnit, exact.oracle + halfUnit, upTo: precisionLimit),
                BigInt(denominator) < exact.denominator
            {
                let scaled = exact.oracle * OracleFraction(denominator)
                let nearest = BruteForce.floor(scaled + OracleFraction(1, 2))
                expected = Rational(numerator: nearest, denominator: BigInt(denominator))
            }
            #expect(snapped.value == expected, "\(text)")
            #expect(snapped.wasSnapped == (expected != exact))
        }
    }

    /// Below 100 six digits leave an interval narrower than the gap between any two fractions with
    /// denominators up to 10, and 10 is within the precision limit there, so a printed fraction
    /// must come back exactly. `%g`
    /// drops trailing zeros, so a print with fewer than six digits (−4367/57 → "-76.614") is taken
    /// at face value, as the rule says.
    @Test func printedSmallFractionsComeBack() throws {
        var generator = SeededGenerator(seed: 15)
        var fullPrints = 0
        for _ in 0..<1500 {
            let denominator = Int.random(in: 1...10, using: &generator)
            let limit = 100 * denominator - 1
            let fraction = Rational(Int.random(in: -limit...limit, using: &generator), denominator)
            let text = String(format: "%g", fraction.doubleValue)
            let snapped = try #require(Rational.snapped(literal: text))
            if text.filter(\.isNumber).drop(while: { $0 == "0" }).count >= 6 {
                fullPrints += 1
                #expect(snapped.value == fraction, "\(text)")
            } else {
                #expect(snapped.value == Rational(literal: text) && !snapped.wasSnapped, "\(text)")
            }
        }
        #expect(fullPrints > 400)
    }

    @Test func doublesMadeInCode() {
        let third = Rational.snapped(double: 0.3333333333333333)
        #expect(third.value == Rational(1, 3) && third.wasSnapped)
        #expect(third.exact == Rational(exactly: 0.3333333333333333))
        #expect(Rational.snapped(double: 0.1).value == Rational(1, 10))
        #expect(Rational.snapped(double: 94.33333333333333).value == Rational(283, 3))
        #expect(Rational.snapped(double: 1.0 / 7.0).value == Rational(1, 7))
        #expect(Rational.snapped(double: 0.5) == SnappedNumber(value: Rational(1, 2), exact: Rational(1, 2), wasSnapped: false))
        #expect(Rational.snapped(double: -8).wasSnapped == false)
        #expect(Rational.snapped(double: Double.pi).wasSnapped == false)
        #expect(Rational.snapped(double: Double.pi, relativeTolerance: 1e-6).value == Rational(355, 113))
        #expect(Rational.snapped(double: 1.0 / 1023.0, maximumDenominator: 1000).wasSnapped == false)
        // Wide tolerance around a large value: the nearest integer, not the interval's low end.
        #expect(Rational.snapped(double: 1_000_000_000_000.3).value == Rational(1_000_000_000_000))
    }
}
