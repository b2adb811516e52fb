import BigInt
import Testing
import TestSupport

@testable import LayoutMath

@Suite struct RationalLiteralTests {
    @Test(arguments: [
        ("8", Rational(8)), ("-16", Rational(-16)), ("+ 8", Rational(8)), ("- 16", Rational(-16)),
        ("94.3333", Rational(943_333, 10_000)), ("0.384615", Rational(76_923, 200_000)), (".5", Rational(1, 2)),
        ("1e3", Rational(1000)), ("1E-2", Rational(1, 100)), ("1e+06", Rational(1_000_000)), ("5.", Rational(5)),
        ("1/3", Rational(1, 3)), ("-16/9", Rational(-16, 9)), ("16:9", Rational(16, 9)), ("4/2", Rational(2)),
        ("  7\t", Rational(7)), ("\u{2212}3", Rational(-3)), ("0", Rational.zero), ("-0", Rational.zero),
        ("007", Rational(7)), ("-0.000", Rational.zero), ("+12.50", Rational(25, 2)),
        ("123456789012345678901234567890", Rational(numerator: BigInt("123456789012345678901234567890"), denominator: 1)),
    ])
    func readsExactValues(text: String, expected: Rational) {
        #expect(Rational(literal: text) == expected)
    }

    @Test func readsTinyExponentsExactly() {
        let value = Rational(literal: "2.22507e-308")
        #expect(value?.oracle == OracleFraction(222_507, 1) * OracleFraction.powerOfTen(-313))
        #expect(Rational(literal: "4.94066e-324")?.oracle == OracleFraction(494_066, 1) * OracleFraction.powerOfTen(-329))
        #expect(Rational(literal: "1e9999")?.oracle == OracleFraction.powerOfTen(9999))
    }

    @Test(arguments: [
        "", " ", "+", "-", ".", "e5", "1e", "1e+", "1.2.3", "1,5", "0x10", "inf", "nan", "NaN", "1/0", "1/", "/2",
        "1/2/3", "1:2:3", "1/-2", "1.5/2", "--1", "+-1", "1 2", "1e10000", "½", "8 px", "- -8", "1 /3", "8-",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(Rational(literal: text) == nil)
    }

    /// Literals assembled from random parts, whose value is known from the parts.
    @Test func randomDecimalLiterals() {
        var generator = SeededGenerator(seed: 7)
        let digits = Array("0123456789")
        for _ in 0..<2000 {
            func randomDigits() -> String {
                String((0..<Int.random(in: 0...24, using: &generator)).map { _ in digits.randomElement(using: &generator)! })
            }
            let integerDigits = randomDigits()
            var fractionDigits = randomDigits()
            if integerDigits.isEmpty && fractionDigits.isEmpty { fractionDigits = "5" }
            let hasPoint = !fractionDigits.isEmpty || Bool.random(using: &generator)
            let exponent = Bool.random(using: &generator) ? Int.random(in: -400...400, using: &generator) : nil
            let sign = ["", "+", "-", "+ ", "- "].randomElement(using: &generator)!
            var text = sign + integerDigits + (hasPoint ? "." : "") + fractionDigits
            if let exponent {
                let marker = Bool.random(using: &generator) ? "e" : "E"
                let explicitPlus = exponent >= 0 && Bool.random(using: &generator) ? "+" : ""
                text += marker + explicitPlus + String(exponent)
            }
            let mantissa = BigInt(integerDigits + fractionDigits) ?? 0
            var expected = OracleFraction(mantissa, 1) * OracleFraction.powerOfTen((exponent ?? 0) - fractionDigits.count)
            if sign.hasPrefix("-") { expected = -expected }
            #expect(Rational(literal: text)?.oracle == expected, "\(text)")
        }
    }

    @Test func randomFractionLiterals() {
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<1000 {
            let numerator = BigInt(Int.random(in: 0...Int.max, using: &generator)) * BigInt(Int.random(in: 1...1000, using: &generator))
            let shift = Int.random(in: 0...62, using: &generator)
            let denominator = BigInt(Int.random(in: 1...Int.max, using: &generator) >> shift | 1)
            let negative = Bool.random(using: &generator)
            let text = (negative ? "-" : "") + "\(numerator)" + (Bool.random(using: &generator) ? "/" : ":") + "\(denominator)"
            let expected = OracleFraction(negative ? -numerator : numerator, denominator)
            #expect(Rational(literal: text)?.oracle == expected, "\(text)")
        }
    }
}
