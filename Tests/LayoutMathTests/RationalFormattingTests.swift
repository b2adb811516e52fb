import BigInt
import Testing

@testable import LayoutMath

@Suite struct RationalFormattingTests {
    @Test(arguments: [
        (Rational(340), "340"), (Rational(-5), "−5"), (Rational.zero, "0"),
        (Rational(283, 3), "94⅓"), (Rational(-125, 3), "−41⅔"), (Rational(1, 2), "½"), (Rational(-1, 4), "−¼"),
        (Rational(3, 4), "¾"), (Rational(7, 5), "1⅖"), (Rational(1, 6), "⅙"), (Rational(-11, 6), "−1⅚"),
        (Rational(15, 8), "1⅞"), (Rational(1, 8), "⅛"), (Rational(2_000_000, 3), "666666⅔"),
        (Rational(1, 16), "0.0625"), (Rational(193, 16), "12.0625"), (Rational(-3, 40), "−0.075"),
        (Rational(1, 1024), "0.0009765625"), (Rational(1, 2048), "≈0.000488281"),
        (Rational(5, 13), "≈0.384615"), (Rational(-5, 13), "≈−0.384615"), (Rational(1, 7), "≈0.142857"),
        (Rational(1_234_567, 7), "≈176367"), (Rational(12_345_678, 7), "≈1.76367e+06"),
        (Rational(1, 70000), "≈1.42857e-05"), (Rational(1, 7000), "≈0.000142857"),
        (Rational(2_999_999, 3_000_001), "≈0.999999"), (Rational(29_999_999, 30_000_001), "≈1"),
        (Rational(numerator: BigInt(10).power(400), denominator: 3), "≈3.33333e+399"),
        (Rational(literal: "2.22507e-308")!, "≈2.22507e-308"),
        (Rational(exactly: 0.1)!, "≈0.1"),
    ])
    func formatted(value: Rational, expected: String) {
        #expect(value.formatted() == expected)
    }

    @Test(arguments: [
        (Rational(8), "+ 8"), (Rational(-8), "− 8"), (Rational.zero, "+ 0"), (Rational(-125, 3), "− 41⅔"),
        (Rational(1, 2), "+ ½"), (Rational(-5, 13), "− ≈0.384615"), (Rational(-3, 40), "− 0.075"),
    ])
    func formattedSigned(value: Rational, expected: String) {
        #expect(value.formattedSigned() == expected)
    }
}
