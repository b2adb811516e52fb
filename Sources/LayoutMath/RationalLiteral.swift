import BigInt

extension Rational {
    /// The exact value of a number as UIKit prints it or a user writes it: decimals with an optional
    /// sign (spaces may follow it, as in UIKit's `+ 8`), fraction digits and exponent (`-16`,
    /// `94.3333`, `.5`, `2.22507e-308`), or an exact fraction `1/3`, `-16/9`, `16:9`.
    /// Returns nil for anything else, including exponents beyond ±9999.
    public init?(literal: String) {
        guard let parsed = NumberLiteral(parsing: literal) else { return nil }
        self = parsed.value
    }
}

/// A parsed number literal, keeping what snapping needs to know about how it was written.
struct NumberLiteral {
    enum Form {
        /// `significantDigits` excludes leading zeros; the last written digit is worth
        /// `10^lastDigitExponent`.
        case decimal(significantDigits: Int, lastDigitExponent: Int)
        case fraction
    }

    var value: Rational
    var form: Form

    private static let largestExponent = 9999
    /// Decimal digit strings up to this length always fit in `Int64`.
    private static let safeDigitCount = 18

    init?(parsing text: String) {
        var scalars = Substring(text).unicodeScalars.drop { $0.properties.isWhitespace }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var isNegative = false
        if let first = scalars.first, first == "+" || first == "-" || first == "\u{2212}" {
            isNegative = first != "+"
            scalars.removeFirst()
            scalars = scalars.drop { $0 == " " }
        }
        let body = Array(scalars)
        guard let magnitude = NumberLiteral(unsignedBody: body) else { return nil }
        self = magnitude
        if isNegative { value = -value }
    }

    private init?(unsignedBody body: [Unicode.Scalar]) {
        if let separator = body.firstIndex(where: { $0 == "/" || $0 == ":" }) {
            let numeratorDigits = body[..<separator]
            let denominatorDigits = body[(separator + 1)...]
            guard let numerator = NumberLiteral.integer(fromDigits: numeratorDigits),
                let denominator = NumberLiteral.integer(fromDigits: denominatorDigits),
                !denominator.isZero
            else { return nil }
            value = Rational(numerator: numerator, denominator: denominator)
            form = .fraction
            return
        }
        var position = body.startIndex
        func digits() -> ArraySlice<Unicode.Scalar> {
            let start = position
            while position < body.endIndex, NumberLiteral.isDigit(body[position]) { position += 1 }
            return body[start..<position]
        }
        let integerDigits = digits()
        var fractionDigits: ArraySlice<Unicode.Scalar> = []
        if position < body.endIndex, body[position] == "." {
            position += 1
            fractionDigits = digits()
        }
        guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
        var exponent = 0
        if position < body.endIndex, body[position] == "e" || body[position] == "E" {
            position += 1
            var exponentIsNegative = false
            if position < body.endIndex, body[position] == "+" || body[position] == "-" {
                exponentIsNegative = body[position] == "-"
                position += 1
            }
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty,
                let magnitude = NumberLiteral.smallInteger(fromDigits: exponentDigits),
                magnitude <= NumberLiteral.largestExponent
            else { return nil }
            exponent = exponentIsNegative ? -Int(magnitude) : Int(magnitude)
        }
        guard position == body.endIndex else { return nil }

        let significant = (integerDigits + fractionDigits).drop { $0 == "0" }
        let lastDigitExponent = exponent - fractionDigits.count
        form = .decimal(significantDigits: significant.count, lastDigitExponent: lastDigitExponent)
        value = NumberLiteral.decimalValue(significantDigits: significant, lastDigitExponent: lastDigitExponent)
    }

    private static func decimalValue(significantDigits: ArraySlice<Unicode.Scalar>, lastDigitExponent: Int)
        -> Rational
    {
        if significantDigits.isEmpty { return .zero }
        if let mantissa = smallInteger(fromDigits: significantDigits), abs(lastDigitExponent) <= safeDigitCount {
            let power = powersOfTen[abs(lastDigitExponent)]
            if lastDigitExponent < 0 {
                return Rational.normalizing(numerator: mantissa, denominator: power)
            }
            let (product, overflow) = mantissa.multipliedReportingOverflow(by: power)
            if !overflow { return Rational(uncheckedNumerator: product, denominator: 1) }
        }
        let mantissa = BigInt(String(String.UnicodeScalarView(significantDigits)))!
        let power = BigInt(10).power(abs(lastDigitExponent))
        return lastDigitExponent >= 0
            ? Rational(numerator: mantissa * power, denominator: 1)
            : Rational(numerator: mantissa, denominator: power)
    }

    private static let powersOfTen: [Int64] = (0...safeDigitCount).map { exponent in
        (0..<exponent).reduce(Int64(1)) { power, _ in power * 10 }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }

    /// Unsigned ASCII digits; nil if empty or not all digits.
    private static func integer(fromDigits digits: ArraySlice<Unicode.Scalar>) -> BigInt? {
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        if let small = smallInteger(fromDigits: digits) { return BigInt(small) }
        return BigInt(String(String.UnicodeScalarView(digits)))
    }

    /// The value of known-ASCII digits when they fit the always-safe length, leading zeros ignored.
    private static func smallInteger(fromDigits digits: ArraySlice<Unicode.Scalar>) -> Int64? {
        let significant = digits.drop { $0 == "0" }
        guard significant.count <= safeDigitCount else { return nil }
        return significant.reduce(Int64(0)) { result, digit in result * 10 + Int64(digit.value - 48) }
    }
}
