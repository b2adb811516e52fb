import BigInt

extension Rational {
    /// The exact value of a finite double (every double is a dyadic rational); nil for NaN and ±∞.
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self = .zero
            return
        }
        let isSubnormal = value.exponentBitPattern == 0
        var significand = isSubnormal ? value.significandBitPattern : value.significandBitPattern | (1 << 52)
        var exponent = (isSubnormal ? 1 : Int(value.exponentBitPattern)) - 1075
        let trailingZeros = significand.trailingZeroBitCount
        significand >>= trailingZeros
        exponent += trailingZeros
        // An odd significand over a power of two is already in lowest terms.
        let signedSignificand = value.sign == .minus ? -Int64(significand) : Int64(significand)
        let significantBits = 64 - significand.leadingZeroBitCount
        if exponent >= 0 {
            if significantBits + exponent <= 63 {
                self.init(uncheckedNumerator: signedSignificand << Int64(exponent), denominator: 1)
            } else {
                self = Rational.fitting(numerator: BigInt(signedSignificand) << exponent, denominator: 1)
            }
        } else if -exponent <= 62 {
            self.init(uncheckedNumerator: signedSignificand, denominator: 1 << Int64(-exponent))
        } else {
            self = Rational.fitting(numerator: BigInt(signedSignificand), denominator: BigInt(1) << -exponent)
        }
    }

    /// The nearest double (ties to even). Only quotients in the subnormal range can be off, by at most
    /// one unit in the last place, because the final scaling rounds a second time there.
    public var doubleValue: Double {
        if case .small(let numerator, let denominator) = storage,
            numerator.magnitude <= 1 << 53, denominator <= 1 << 53
        {
            // Both parts convert exactly, and IEEE division rounds correctly.
            return Double(numerator) / Double(denominator)
        }
        let (numerator, denominator) = bigParts
        return Rational.nearestDouble(numerator: numerator, denominator: denominator)
    }

    private static func nearestDouble(numerator: BigInt, denominator: BigInt) -> Double {
        if numerator.isZero { return 0 }
        let dividend = numerator.magnitude
        let divisor = denominator.magnitude
        // Scale so the integer quotient has 55 or 56 bits: 53 kept, one to round on, one or two
        // sticky, with any nonzero remainder folded into the lowest bit.
        let shift = 55 - (dividend.bitWidth - divisor.bitWidth)
        let (quotient, remainder) =
            shift >= 0
            ? (dividend << shift).quotientAndRemainder(dividingBy: divisor)
            : dividend.quotientAndRemainder(dividingBy: divisor << -shift)
        var bits = UInt64(quotient)
        if !remainder.isZero { bits |= 1 }
        return Double(sign: numerator.sign == .minus ? .minus : .plus, exponent: -shift, significand: Double(bits))
    }
}
