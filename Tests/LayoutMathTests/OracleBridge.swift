import BigInt
import TestSupport

@testable import LayoutMath

extension Rational {
    var oracle: OracleFraction { OracleFraction(numerator, denominator) }

    init(_ oracle: OracleFraction) {
        self.init(numerator: oracle.numerator, denominator: oracle.denominator)
    }

    /// Whether the value sits in the two-`Int64` representation.
    var isStoredSmall: Bool {
        if case .small = storage { return true }
        return false
    }
}

/// Draws (numerator, denominator) pairs from the regions where exact arithmetic goes wrong:
/// small values, values straddling the Int64 limits, and multi-word values.
struct RationalSampler {
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func next() -> (numerator: BigInt, denominator: BigInt) {
        let numerator = integer(allowZero: true)
        var denominator = integer(allowZero: false)
        if denominator.sign == .minus && Bool.random(using: &generator) { denominator.negate() }
        return (numerator, denominator)
    }

    mutating func nextRational() -> Rational {
        let (numerator, denominator) = next()
        return Rational(numerator: numerator, denominator: denominator)
    }

    private mutating func integer(allowZero: Bool) -> BigInt {
        while true {
            let value = rawInteger()
            if allowZero || !value.isZero { return value }
        }
    }

    private mutating func rawInteger() -> BigInt {
        let sign = BigInt(Bool.random(using: &generator) ? 1 : -1)
        let offset = BigInt(Int.random(in: 0...3, using: &generator))
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return sign * BigInt(Int.random(in: 0...12, using: &generator))
        case 1: return sign * BigInt(Int.random(in: 0...1000, using: &generator))
        case 2: return BigInt(Int64.max) - offset
        case 3: return BigInt(Int64.min) + offset
        case 4: return sign * ((BigInt(1) << 63) + offset)
        case 5: return sign * ((BigInt(1) << [31, 32, 62].randomElement(using: &generator)!) - offset)
        case 6: return sign * BigInt(Int64.random(in: 1...Int64.max, using: &generator))
        case 7: return sign * BigInt(Int.random(in: 1...3_037_000_499, using: &generator))  // ≈ √Int64.max
        default:
            let words = (0..<Int.random(in: 2...3, using: &generator)).map { _ in UInt(generator.next()) }
            return sign * BigInt(BigUInt(words: words))
        }
    }
}
