import BigInt

/// A deliberately plain exact fraction for test oracles: every operation computes the textbook
/// formula on `BigInt` and reduces by the gcd. It shares no code with `LayoutMath.Rational`, so the
/// two can check each other.
public struct OracleFraction: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// In lowest terms; the denominator is positive.
    public let numerator: BigInt
    public let denominator: BigInt

    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "OracleFraction denominator must not be zero")
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let sign = BigInt(denominator.sign == .minus ? -1 : 1)
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    public init(_ value: Int) {
        self.init(BigInt(value), BigInt(1))
    }

    public init(_ numerator: Int, _ denominator: Int) {
        self.init(BigInt(numerator), BigInt(denominator))
    }

    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The exact value of a finite double: its 53-bit significand as an integer times a power of 2.
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init(0)
            return
        }
        // `significand` is in [1, 2) for every finite nonzero double (subnormals included), so this
        // product is an integer below 2^53 and exactly representable.
        let integerSignificand = BigInt(value.significand * 4_503_599_627_370_496)  // 2^52
        let power = Int(value.exponent) - 52
        let signed = value.sign == .minus ? -integerSignificand : integerSignificand
        if power >= 0 {
            self.init(signed * BigInt(2).power(power), BigInt(1))
        } else {
            self.init(signed, BigInt(2).power(-power))
        }
    }

    public static func powerOfTen(_ exponent: Int) -> OracleFraction {
        exponent >= 0
            ? OracleFraction(BigInt(10).power(exponent), BigInt(1))
            : OracleFraction(BigInt(1), BigInt(10).power(-exponent))
    }

    public var isZero: Bool { numerator.isZero }
    public var signum: Int { numerator.isZero ? 0 : (numerator.sign == .minus ? -1 : 1) }
    public var magnitude: OracleFraction { OracleFraction(BigInt(numerator.magnitude), denominator) }

    public var description: String {
        denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)"
    }

    public static func + (lhs: OracleFraction, rhs: OracleFraction) -> OracleFraction {
        OracleFraction(lhs.numerator * rhs.denominator + rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    public static func - (lhs: OracleFraction, rhs: OracleFraction) -> OracleFraction {
        OracleFraction(lhs.numerator * rhs.denominator - rhs.numerator * lhs.denominator, lhs.denominator * rhs.denominator)
    }

    public static prefix func - (operand: OracleFraction) -> OracleFraction {
        OracleFraction(-operand.numerator, operand.denominator)
    }

    public static func * (lhs: OracleFraction, rhs: OracleFraction) -> OracleFraction {
        OracleFraction(lhs.numerator * rhs.numerator, lhs.denominator * rhs.denominator)
    }

    public static func / (lhs: OracleFraction, rhs: OracleFraction) -> OracleFraction {
        precondition(!rhs.isZero, "OracleFraction division by zero")
        return OracleFraction(lhs.numerator * rhs.denominator, lhs.denominator * rhs.numerator)
    }

    public static func += (lhs: inout OracleFraction, rhs: OracleFraction) { lhs = lhs + rhs }
    public static func -= (lhs: inout OracleFraction, rhs: OracleFraction) { lhs = lhs - rhs }
    public static func *= (lhs: inout OracleFraction, rhs: OracleFraction) { lhs = lhs * rhs }

    public static func < (lhs: OracleFraction, rhs: OracleFraction) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }
}
