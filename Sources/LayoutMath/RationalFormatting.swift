import BigInt

extension Rational {
    /// Text for reports: integers as `340` / `-5`; halves, thirds, quarters, fifths, sixths and
    /// eighths as mixed numbers with vulgar fractions and a real minus (`94⅓`, `−41⅔`, `½`);
    /// short terminating decimals exactly (`0.125`, `12.0625`); everything else, and non-integers of
    /// magnitude 10¹⁵ or more, rounded to six significant digits the way `%g` prints, marked `≈`
    /// (`≈0.384615`, `≈2.22507e-308`). Negative values use the real minus sign (`−5`), as all
    /// report text does; machine formats (JSON) carry numbers, not this text.
    public func formatted() -> String {
        if isInteger { return signum < 0 ? "\u{2212}" + magnitude.description : description }
        let (numerator, denominator) = bigParts
        let sign = numerator.sign == .minus ? "\u{2212}" : ""
        if magnitude >= Rational.largestExactlyFormattedMagnitude {
            return "≈" + sign + Rational.significantDigitsText(of: magnitude, digits: 6)
        }
        if let smallDenominator = Int(exactly: denominator), let glyphs = Rational.vulgarFractions[smallDenominator] {
            let (whole, remainder) = numerator.magnitude.quotientAndRemainder(dividingBy: denominator.magnitude)
            let wholeText = whole.isZero ? "" : String(whole)
            return (sign.isEmpty ? "" : "\u{2212}") + wholeText + glyphs[Int(remainder)]!
        }
        if let decimal = exactDecimal(numerator: numerator.magnitude, denominator: denominator.magnitude) {
            return sign + decimal
        }
        return "≈" + sign + Rational.significantDigitsText(of: magnitude, digits: 6)
    }

    /// Text for arithmetic a developer checks in their head: thirds (which logs print as rounded
    /// decimals, `80.3333`) as fractions (`80⅓`), everything else as a decimal rounded to two
    /// places (`109.69`, `35.38`, `110.4`), or to two significant digits below 0.1 (`0.0033`) so a
    /// sub-point difference never reads as 0. With `exact` (for certificates) a terminating
    /// decimal is printed whole (`35.375`) and anything rounded is marked `≈`.
    public func arithmeticText(exact: Bool = false) -> String {
        let (numerator, denominator) = bigParts
        if isInteger || denominator == 3 || magnitude >= Rational.largestExactlyFormattedMagnitude { return formatted() }
        let sign = numerator.sign == .minus ? "\u{2212}" : ""
        if exact {
            if let decimal = exactDecimal(numerator: numerator.magnitude, denominator: denominator.magnitude) { return sign + decimal }
            return "≈" + sign + Rational.significantDigitsText(of: magnitude, digits: 6)
        }
        if magnitude < Rational(1, 10) { return sign + Rational.significantDigitsText(of: magnitude, digits: 2) }
        // Hundredths, halves rounded away from zero as people round by hand.
        let (scaledNumerator, scaledDenominator) = (magnitude * 100).bigParts
        var (hundredths, remainder) = scaledNumerator.quotientAndRemainder(dividingBy: scaledDenominator)
        if remainder * 2 >= scaledDenominator { hundredths += 1 }
        var digits = String(hundredths)
        if digits.count < 3 { digits = String(repeating: "0", count: 3 - digits.count) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -2))
        return sign + Rational.trimmingFractionZeros(digits)
    }

    /// `+ 8` or `− 8` (real minus), for writing this value as a term of a sum.
    public func formattedSigned() -> String {
        (signum < 0 ? "\u{2212} " : "+ ") + magnitude.formatted()
    }

    private static let vulgarFractions: [Int: [Int: String]] = [
        2: [1: "½"],
        3: [1: "⅓", 2: "⅔"],
        4: [1: "¼", 3: "¾"],
        5: [1: "⅕", 2: "⅖", 3: "⅗", 4: "⅘"],
        6: [1: "⅙", 5: "⅚"],
        8: [1: "⅛", 3: "⅜", 5: "⅝", 7: "⅞"],
    ]

    /// Mixed numbers and decimals with longer whole parts are unreadable; no layout gets near this.
    private static let largestExactlyFormattedMagnitude = Rational(1_000_000_000_000_000)

    /// Longer terminating decimals (a raw double's 2⁻⁵⁵ grid, `2.22507e-308`) are unreadable and
    /// better shown rounded.
    private static let maximumExactFractionDigits = 10

    /// Digits of `numerator / denominator` when the denominator is 2ᵃ·5ᵇ with max(a, b) small.
    private func exactDecimal(numerator: BigUInt, denominator: BigUInt) -> String? {
        var rest = denominator
        var twos = 0
        var fives = 0
        while rest.words[0] & 1 == 0 {
            rest >>= 1
            twos += 1
        }
        while rest % 5 == 0 {
            rest /= 5
            fives += 1
        }
        let fractionDigits = max(twos, fives)
        guard rest == 1, fractionDigits <= Rational.maximumExactFractionDigits else { return nil }
        let scaled = numerator * (BigUInt(10).power(fractionDigits) / denominator)
        var digits = String(scaled)
        if digits.count <= fractionDigits {
            digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits
        }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        return digits
    }

    /// `%g`-style text of a positive value with `digits` significant digits, rounded exactly (ties to
    /// even), so values beyond the range of `Double` print too.
    static func significantDigitsText(of value: Rational, digits: Int) -> String {
        precondition(value.signum > 0 && digits > 0)
        var exponent = value.decimalExponent
        let precisionScale = digits - 1 - exponent
        var rounded = (value * powerOfTen(precisionScale)).roundedToEven
        if rounded == BigInt(10).power(digits) {
            rounded /= 10
            exponent += 1
        }
        var mantissa = String(rounded)
        if exponent < -4 || exponent >= digits {
            mantissa.insert(".", at: mantissa.index(after: mantissa.startIndex))
            let exponentDigits = String(abs(exponent))
            let paddedExponent = exponentDigits.count < 2 ? "0" + exponentDigits : exponentDigits
            return trimmingFractionZeros(mantissa) + (exponent < 0 ? "e-" : "e+") + paddedExponent
        }
        if exponent < 0 {
            return trimmingFractionZeros("0." + String(repeating: "0", count: -exponent - 1) + mantissa)
        }
        mantissa.insert(".", at: mantissa.index(mantissa.startIndex, offsetBy: exponent + 1))
        return trimmingFractionZeros(mantissa)
    }

    private static func trimmingFractionZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.last == "0" { trimmed.removeLast() }
        if trimmed.last == "." { trimmed.removeLast() }
        return String(trimmed)
    }

    /// E with 10^E ≤ self < 10^(E+1), for positive values.
    private var decimalExponent: Int {
        let (numerator, denominator) = bigParts
        // log10(2) ≈ 0.30103 gives a guess within one of the answer; exact comparisons finish it.
        var exponent = Int((Double(numerator.bitWidth - denominator.bitWidth) * 0.30103).rounded(.down))
        while self < Rational.powerOfTen(exponent) { exponent -= 1 }
        while self >= Rational.powerOfTen(exponent + 1) { exponent += 1 }
        return exponent
    }

    /// The nearest integer, halves going to the even neighbour.
    private var roundedToEven: BigInt {
        let (numerator, denominator) = bigParts
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        let twiceRemainder = remainder.magnitude * 2
        let awayFromZero = numerator.sign == .minus ? quotient - 1 : quotient + 1
        if twiceRemainder > denominator.magnitude { return awayFromZero }
        if twiceRemainder == denominator.magnitude && quotient.magnitude.words[0] & 1 == 1 { return awayFromZero }
        return quotient
    }
}
