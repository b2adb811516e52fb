import ConstraintModel

/// Decimal numbers as UIKit prints them: `8`, `-2`, `94.3333`, `2.22507e-308`, and `- 16` with a
/// space after the sign. The literal is kept because the analysis needs to know how many digits
/// survived printing.
enum PrintedNumber {
    /// The number starting at `start` (sign included) and the index after it, or nil when the
    /// bytes there are not a number. A number must not run into a letter (`12600urn…` is a name).
    static func parse(_ bytes: Bytes, at start: Int, end: Int, allowSign: Bool = true) -> (LayoutNumber, Int)? {
        var index = start
        var negative = false
        if allowSign, index < end, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
            negative = bytes[index] == ASCII.minus
            index = bytes.skippingHorizontalSpace(from: index + 1, to: end)
        }
        let digitsStart = index
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        var exact = true
        while index < end, bytes[index].isDigit {
            accumulate(bytes[index], &mantissa, &significantDigits, &exact)
            index += 1
        }
        let integerDigits = index - digitsStart
        if index < end, bytes[index] == ASCII.dot, index + 1 < end, bytes[index + 1].isDigit {
            index += 1
            while index < end, bytes[index].isDigit {
                accumulate(bytes[index], &mantissa, &significantDigits, &exact)
                fractionDigits += 1
                index += 1
            }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        var hasExponent = false
        if index < end, bytes[index] | 0x20 == 0x65 /* e */ {
            var cursor = index + 1
            if cursor < end, bytes[cursor] == ASCII.minus || bytes[cursor] == ASCII.plus { cursor += 1 }
            if cursor < end, bytes[cursor].isDigit {
                while cursor < end, bytes[cursor].isDigit { cursor += 1 }
                index = cursor
                hasExponent = true
            }
        }
        if index < end, bytes[index].isLetter || bytes[index] == ASCII.underscore { return nil }
        // The literal keeps the sign but not the space UIKit prints after it (`- 16` → `-16`).
        let literal = negative && digitsStart == start + 1
            ? bytes.string(start..<index)
            : (negative ? "-" : "") + bytes.string(digitsStart..<index)
        let value: Double
        // Clinger's fast path: both operands exact doubles, so one correctly rounded division
        // gives the same value as a full decimal conversion.
        if !hasExponent, exact, mantissa < 1 << 53, fractionDigits <= 22 {
            value = Double(mantissa) / powersOfTen[fractionDigits]
        } else {
            guard let parsed = Double(bytes.string(digitsStart..<index)), parsed.isFinite else { return nil }
            value = parsed
        }
        return (LayoutNumber(negative ? -value : value, literal: literal), index)
    }

    @inline(__always)
    private static func accumulate(_ digit: UInt8, _ mantissa: inout UInt64, _ count: inout Int, _ exact: inout Bool) {
        if count >= 19 {
            exact = false
            return
        }
        mantissa = mantissa * 10 + UInt64(digit &- 0x30)
        if mantissa > 0 { count += 1 }
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
