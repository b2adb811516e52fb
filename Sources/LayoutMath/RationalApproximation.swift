import BigInt
import Foundation

/// A number read from input together with the exact value it was written as. `value` is what the
/// analysis uses; `exact` is kept so reports can say "94.3333 was read as 283/3".
public struct SnappedNumber: Sendable, Hashable {
    public let value: Rational
    public let exact: Rational
    public let wasSnapped: Bool

    public init(value: Rational, exact: Rational, wasSnapped: Bool) {
        self.value = value
        self.exact = exact
        self.wasSnapped = wasSnapped
    }

    init(unsnapped exact: Rational) {
        self.init(value: exact, exact: exact, wasSnapped: false)
    }
}

extension Rational {
    /// The fraction with the smallest denominator in `[lower, upper]`, and of those the one with the
    /// smallest magnitude; 0 when the interval contains 0. Precondition: `lower <= upper`.
    public static func simplest(inClosedInterval lower: Rational, _ upper: Rational) -> Rational {
        precondition(lower <= upper, "simplest(inClosedInterval:_:) needs lower <= upper")
        if lower.signum <= 0 && upper.signum >= 0 { return .zero }
        if lower.signum > 0 { return simplestPositive(lower, upper) }
        return -simplestPositive(-upper, -lower)
    }

    /// Walks the Stern–Brocot tree through the continued fractions both ends share: each step
    /// either finds an integer inside the interval or strips the common integer part and inverts.
    private static func simplestPositive(_ lower: Rational, _ upper: Rational) -> Rational {
        var (lowerNumerator, lowerDenominator) = lower.bigParts
        var (upperNumerator, upperDenominator) = upper.bigParts
        // Convergent recurrences for the continued fraction built so far.
        var (numerator, previousNumerator) = (BigInt(1), BigInt(0))
        var (denominator, previousDenominator) = (BigInt(0), BigInt(1))
        func append(_ term: BigInt) {
            (numerator, previousNumerator) = (term * numerator + previousNumerator, numerator)
            (denominator, previousDenominator) = (term * denominator + previousDenominator, denominator)
        }
        while true {
            let (whole, remainder) = lowerNumerator.quotientAndRemainder(dividingBy: lowerDenominator)
            if remainder.isZero {
                append(whole)
                break
            }
            if (whole + 1) * upperDenominator <= upperNumerator {
                append(whole + 1)
                break
            }
            // Both ends lie strictly between whole and whole + 1: recurse on 1/(upper − whole),
            // 1/(lower − whole), which swaps the ends.
            append(whole)
            (lowerNumerator, lowerDenominator, upperNumerator, upperDenominator) = (
                upperDenominator, upperNumerator - whole * upperDenominator,
                lowerDenominator, remainder
            )
        }
        return Rational(numerator: numerator, denominator: denominator)
    }

    /// Reads a literal and, when it carries at least `printedSignificantDigits` significant digits
    /// (so it may be a `%g`-rounded simple fraction), replaces it by the simplest fraction within
    /// half a unit of its last digit, provided that fraction's denominator is at most
    /// `maximumDenominator` and smaller than the literal's own. Exact fraction literals (`1/3`) are
    /// never snapped. Nil when the text is not a number literal.
    ///
    /// The denominator must also be *unusually* small for the printed precision: at most a tenth
    /// of 1/√unit (unit = the last printed digit's place value). Fractions with denominators up to
    /// Q are spaced about 1/Q² apart, so any interval of width `unit` holds one with Q ≈ 1/√unit;
    /// only a denominator ten times smaller than that is evidence that the value really was that
    /// fraction (a random decimal passes with probability around 1%). So `94.3333` → 283/3 and
    /// `0.384615` → 5/13, but `12.3457` stays a decimal.
    public static func snapped(
        literal: String, printedSignificantDigits: Int = 6, maximumDenominator: Int = 1000
    ) -> SnappedNumber? {
        guard let parsed = NumberLiteral(parsing: literal) else { return nil }
        guard case .decimal(let significantDigits, let lastDigitExponent) = parsed.form,
            significantDigits >= printedSignificantDigits
        else { return SnappedNumber(unsnapped: parsed.value) }
        let halfUnit = Rational(5) * powerOfTen(lastDigitExponent - 1)
        let precisionLimit = Int(min(1e9, (0.1 * pow(10.0, -Double(lastDigitExponent) / 2)).rounded(.down)))
        let limit = max(1, min(maximumDenominator, precisionLimit))
        return snapped(parsed.value, halfWidth: halfUnit, maximumDenominator: limit)
    }

    /// Snaps a number made in code: `0.3333333333333333` becomes 1/3 when a fraction with
    /// denominator at most `maximumDenominator` lies within `relativeTolerance · max(1, |value|)`.
    /// Not a number reads as 0 and infinities as the largest finite doubles (never a trap).
    public static func snapped(
        double value: Double, relativeTolerance: Double = 1e-9, maximumDenominator: Int = 1024
    ) -> SnappedNumber {
        // Whole numbers are by far the most common constants and need no search.
        if value == value.rounded(), abs(value) < 0x1p62 {
            let whole = Rational(Int(value))
            return SnappedNumber(value: whole, exact: whole, wasSnapped: false)
        }
        // Not a number has no fraction; infinities become the largest finite doubles. Callers
        // validate their input, but a stray value must never stop the process.
        guard !value.isNaN else { return SnappedNumber(unsnapped: .zero) }
        guard let exact = Rational(exactly: value.isFinite ? value : value.sign == .minus ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        else { return SnappedNumber(unsnapped: .zero) }
        let tolerance = Rational(exactly: relativeTolerance).map { $0.signum >= 0 ? $0 : .zero } ?? .zero
        let scale = exact.magnitude < .one ? .one : exact.magnitude
        return snapped(exact, halfWidth: tolerance * scale, maximumDenominator: maximumDenominator)
    }

    /// The fraction with the smallest denominator within `halfWidth` of `center`, if that denominator
    /// is small enough and smaller than `center`'s own. When several fractions share it (wide
    /// intervals around large values) the one nearest `center` wins rather than the one nearest
    /// zero, so 1e12 + 0.3 snaps to 1e12, not to the interval's low end.
    private static func snapped(_ center: Rational, halfWidth: Rational, maximumDenominator: Int) -> SnappedNumber {
        if center.isInteger { return SnappedNumber(unsnapped: center) }
        let ownDenominator = center.denominator
        let candidate = simplest(inClosedInterval: center - halfWidth, center + halfWidth)
        let denominator = candidate.denominator
        guard denominator <= BigInt(maximumDenominator), denominator < ownDenominator else {
            return SnappedNumber(unsnapped: center)
        }
        let scaled = center * Rational(numerator: denominator, denominator: 1)
        let nearestNumerator = scaled.roundedTowardZeroOnTies
        return SnappedNumber(
            value: Rational(numerator: nearestNumerator, denominator: denominator), exact: center, wasSnapped: true)
    }

    /// The nearest integer, halves going toward zero (matching `simplest`'s preference).
    private var roundedTowardZeroOnTies: BigInt {
        let (numerator, denominator) = bigParts
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        // quotient truncates toward zero; move away from zero only past the half.
        let twiceRemainder = remainder.magnitude * 2
        if twiceRemainder > denominator.magnitude {
            return numerator.sign == .minus ? quotient - 1 : quotient + 1
        }
        return quotient
    }

    static func powerOfTen(_ exponent: Int) -> Rational {
        let power = BigInt(10).power(abs(exponent))
        return exponent >= 0 ? Rational(numerator: power, denominator: 1) : Rational(numerator: 1, denominator: power)
    }
}
