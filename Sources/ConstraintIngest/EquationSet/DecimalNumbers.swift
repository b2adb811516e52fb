import ConstraintModel

/// Decimal text to `Double` without making a `String` for the common case.
enum DecimalNumbers {
    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// The correctly rounded value of `digits[.digits][e±digits]`; nil when it overflows.
    ///
    /// Most constants (`8.0`, `0.5`, `375`) have a mantissa below 2^53 and a small power of ten;
    /// both are exact doubles, so one multiplication or division rounds correctly (Clinger's fast
    /// path). Anything else goes through the standard library's correctly rounded parser.
    static func value(of token: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        var index = 0
        var seenPoint = false
        while index < token.count {
            let byte = token[index]
            if ByteClass.isDigit(byte) {
                if mantissa != 0 || byte != UInt8(ascii: "0") { significantDigits += 1 }
                if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30) }
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        var exponent = 0
        if index < token.count, token[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var negative = false
            if index < token.count, token[index] == UInt8(ascii: "-") || token[index] == UInt8(ascii: "+") {
                negative = token[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < token.count, ByteClass.isDigit(token[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(token[index] &- 0x30) }
                index += 1
            }
            if negative { exponent = -exponent }
        }
        let powerOfTen = exponent - fractionDigits
        if significantDigits <= 19, mantissa <= 1 << 53, abs(powerOfTen) <= 22 {
            let exact = Double(mantissa)
            return powerOfTen >= 0 ? exact * exactPowersOfTen[powerOfTen] : exact / exactPowersOfTen[-powerOfTen]
        }
        guard let value = Double(String(decoding: token, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}

/// A small exact rational (`Int64` over `Int64`) for numbers the reader computes itself, such
/// as the autoresizing multiplier `(p + s/2) / S`: its literal then says `8/15`, not a rounded
/// decimal, so the exact analysis sees the true value. Every operation returns nil on overflow.
struct ExactFraction: Hashable, Sendable {
    private(set) var numerator: Int64
    private(set) var denominator: Int64

    init?(_ numerator: Int64, _ denominator: Int64) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = ExactFraction.greatestCommonDivisor(abs(numerator), abs(denominator))
        let sign: Int64 = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / max(divisor, 1)
        self.denominator = sign * denominator / max(divisor, 1)
    }

    init(integer: Int64) {
        numerator = integer
        denominator = 1
    }

    /// The exact value of a number read from text (`-12.5`, `1/3`, `2e1`), or of an integral value
    /// made in code; nil for anything that does not fit.
    init?(_ number: LayoutNumber) {
        if let literal = number.literal {
            guard let parsed = ExactFraction.parse(literal) else { return nil }
            self = parsed
        } else if number.value == number.value.rounded(), abs(number.value) < 9e15 {
            self.init(integer: Int64(number.value))
        } else {
            return nil
        }
    }

    var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// The number with this exact value: a decimal literal when the value has one (`-39.5`),
    /// otherwise a fraction (`8/15`).
    var layoutNumber: LayoutNumber { LayoutNumber(doubleValue, literal: literal) }

    var literal: String {
        if denominator == 1 { return String(numerator) }
        var scale: Int64 = 1
        var fractionDigits = 0
        while fractionDigits < 18 {
            let (scaled, overflow) = scale.multipliedReportingOverflow(by: 10)
            if overflow { break }
            scale = scaled
            fractionDigits += 1
            guard scale % denominator == 0 else { continue }
            let (digits, tooLarge) = abs(numerator).multipliedReportingOverflow(by: scale / denominator)
            if tooLarge { break }
            var text = String(digits)
            if text.count <= fractionDigits { text = String(repeating: "0", count: fractionDigits - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
            return (numerator < 0 ? "-" : "") + text
        }
        return "\(numerator)/\(denominator)"
    }

    static func + (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction? {
        guard let left = lhs.numerator.multiplied(rhs.denominator), let right = rhs.numerator.multiplied(lhs.denominator),
            let sum = left.added(right), let denominator = lhs.denominator.multiplied(rhs.denominator)
        else { return nil }
        return ExactFraction(sum, denominator)
    }

    static func - (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction? {
        lhs + rhs.negated
    }

    var negated: ExactFraction {
        var copy = self
        copy.numerator = -numerator
        return copy
    }

    static func * (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction? {
        guard let numerator = lhs.numerator.multiplied(rhs.numerator), let denominator = lhs.denominator.multiplied(rhs.denominator)
        else { return nil }
        return ExactFraction(numerator, denominator)
    }

    static func / (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction? {
        guard rhs.numerator != 0, let inverse = ExactFraction(rhs.denominator, rhs.numerator) else { return nil }
        return lhs * inverse
    }

    private static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// `[-]decimal[e±digits]` or `[-]decimal/decimal`.
    static func parse(_ literal: String) -> ExactFraction? {
        var text = Substring(literal)
        var negative = false
        if text.first == "-" || text.first == "+" {
            negative = text.first == "-"
            text = text.dropFirst()
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, var value = decimal(parts[0]) else { return nil }
        if parts.count == 2 {
            guard let denominator = decimal(parts[1]), let quotient = value / denominator else { return nil }
            value = quotient
        }
        return negative ? value.negated : value
    }

    private static func decimal(_ text: Substring) -> ExactFraction? {
        let pieces = text.split(whereSeparator: { $0 == "e" || $0 == "E" }).map(String.init)
        guard (1...2).contains(pieces.count), !text.hasSuffix("e"), !text.hasSuffix("E") else { return nil }
        let mantissa = pieces[0].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(mantissa.count), mantissa.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            mantissa.contains(where: { !$0.isEmpty })
        else { return nil }
        let digits = mantissa.joined()
        let fractionDigits = mantissa.count == 2 ? mantissa[1].count : 0
        var exponent = -fractionDigits
        if pieces.count == 2 {
            guard let power = Int(pieces[1]), abs(power) < 40 else { return nil }
            exponent += power
        }
        guard digits.count <= 18, let integer = Int64(digits) else { return nil }
        guard let power = powerOfTen(abs(exponent)) else { return nil }
        return exponent >= 0 ? integer.multiplied(power).map(ExactFraction.init(integer:)) : ExactFraction(integer, power)
    }

    private static func powerOfTen(_ exponent: Int) -> Int64? {
        var power: Int64 = 1
        for _ in 0..<exponent {
            guard let next = power.multiplied(10) else { return nil }
            power = next
        }
        return power
    }
}

extension Int64 {
    fileprivate func multiplied(_ other: Int64) -> Int64? {
        let (result, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? nil : result
    }

    fileprivate func added(_ other: Int64) -> Int64? {
        let (result, overflow) = addingReportingOverflow(other)
        return overflow ? nil : result
    }
}
