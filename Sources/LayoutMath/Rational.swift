import BigInt

/// An exact rational number, always in lowest terms with a positive denominator.
///
/// Layout systems are tiny integers and simple fractions almost everywhere, so the value lives in
/// two `Int64`s and only moves to `BigInt` when an operation would overflow; any result that fits
/// again moves back. Because both representations are canonical (a value that fits is never kept
/// big), equality and hashing can compare representations directly.
public struct Rational: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// Lowest terms, `denominator > 0`, and neither part is `Int64.min`, so negating or taking
        /// the magnitude never overflows on the fast path.
        case small(numerator: Int64, denominator: Int64)
        /// Same invariants; used only when a part does not fit the `small` rules.
        indirect case big(numerator: BigInt, denominator: BigInt)
    }

    @usableFromInline
    var storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// Wraps parts already in lowest terms with a positive denominator and no `Int64.min`.
    @inlinable
    init(uncheckedNumerator numerator: Int64, denominator: Int64) {
        storage = .small(numerator: numerator, denominator: denominator)
    }

    public static let zero = Rational(uncheckedNumerator: 0, denominator: 1)
    public static let one = Rational(uncheckedNumerator: 1, denominator: 1)

    @inlinable
    public init(_ value: Int) {
        if value != Int.min {
            storage = .small(numerator: Int64(value), denominator: 1)
        } else {
            self = Rational.normalizing(numerator: BigInt(value), denominator: 1)
        }
    }

    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "Rational denominator must not be zero")
        self = Rational.normalizing(numerator: Int64(numerator), denominator: Int64(denominator))
    }

    public init(numerator: BigInt, denominator: BigInt) {
        precondition(!denominator.isZero, "Rational denominator must not be zero")
        self = Rational.normalizing(numerator: numerator, denominator: denominator)
    }

    public var numerator: BigInt {
        switch storage {
        case .small(let numerator, _): return BigInt(numerator)
        case .big(let numerator, _): return numerator
        }
    }

    public var denominator: BigInt {
        switch storage {
        case .small(_, let denominator): return BigInt(denominator)
        case .big(_, let denominator): return denominator
        }
    }

    @inlinable
    public var isZero: Bool {
        if case .small(let numerator, _) = storage { return numerator == 0 }
        return false
    }

    @inlinable
    public var signum: Int {
        switch storage {
        case .small(let numerator, _): return numerator.signum().asInt
        case .big(let numerator, _): return numerator.sign == .minus ? -1 : 1
        }
    }

    @inlinable
    public var isInteger: Bool {
        switch storage {
        case .small(_, let denominator): return denominator == 1
        case .big(_, let denominator): return denominator == 1
        }
    }

    @inlinable
    public var magnitude: Rational {
        switch storage {
        case .small(let numerator, let denominator):
            return Rational(uncheckedNumerator: Swift.abs(numerator), denominator: denominator)
        case .big(let numerator, let denominator):
            return Rational(storage: .big(numerator: BigInt(numerator.magnitude), denominator: denominator))
        }
    }

    public var reciprocal: Rational {
        switch storage {
        case .small(let numerator, let denominator):
            precondition(numerator != 0, "Rational reciprocal of zero")
            return numerator > 0
                ? Rational(uncheckedNumerator: denominator, denominator: numerator)
                : Rational(uncheckedNumerator: -denominator, denominator: -numerator)
        case .big(let numerator, let denominator):
            // Big numerator may hold a fitting denominator after the swap: renormalise to refit.
            return Rational.normalizing(numerator: denominator, denominator: numerator)
        }
    }
}

extension Int64 {
    @inlinable
    var asInt: Int { Int(truncatingIfNeeded: self) }
}

// MARK: - Normalisation

extension Rational {
    /// Lowest terms of `numerator / denominator` for any `Int64` parts except a zero denominator.
    @usableFromInline
    static func normalizing(numerator: Int64, denominator: Int64) -> Rational {
        if numerator == .min || denominator == .min {
            return normalizing(numerator: BigInt(numerator), denominator: BigInt(denominator))
        }
        if numerator == 0 { return .zero }
        let divisor = Int64(bitPattern: greatestCommonDivisor(numerator.magnitude, denominator.magnitude))
        let sign: Int64 = denominator < 0 ? -1 : 1
        return Rational(uncheckedNumerator: sign * (numerator / divisor), denominator: sign * (denominator / divisor))
    }

    @usableFromInline
    static func normalizing(numerator: BigInt, denominator: BigInt) -> Rational {
        precondition(!denominator.isZero, "Rational denominator must not be zero")
        if numerator.isZero { return .zero }
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        var reducedNumerator = numerator / divisor
        var reducedDenominator = denominator / divisor
        if reducedDenominator.sign == .minus {
            reducedNumerator.negate()
            reducedDenominator.negate()
        }
        return fitting(numerator: reducedNumerator, denominator: reducedDenominator)
    }

    /// Chooses the representation for parts already in lowest terms with a positive denominator.
    @usableFromInline
    static func fitting(numerator: BigInt, denominator: BigInt) -> Rational {
        if let smallNumerator = Int64(exactly: numerator), smallNumerator != .min,
            let smallDenominator = Int64(exactly: denominator)
        {
            return Rational(uncheckedNumerator: smallNumerator, denominator: smallDenominator)
        }
        return Rational(storage: .big(numerator: numerator, denominator: denominator))
    }

    /// Both parts as `BigInt`, for the slow paths.
    @usableFromInline
    var bigParts: (numerator: BigInt, denominator: BigInt) {
        switch storage {
        case .small(let numerator, let denominator): return (BigInt(numerator), BigInt(denominator))
        case .big(let numerator, let denominator): return (numerator, denominator)
        }
    }

    /// Binary GCD; `gcd(0, b) == b`.
    @inlinable
    static func greatestCommonDivisor(_ first: UInt64, _ second: UInt64) -> UInt64 {
        if first == 0 { return second }
        if second == 0 { return first }
        if first == 1 || second == 1 { return 1 }
        let commonTwos = (first | second).trailingZeroBitCount
        var odd = first >> first.trailingZeroBitCount
        var other = second
        repeat {
            other >>= other.trailingZeroBitCount
            if odd > other { swap(&odd, &other) }
            other -= odd
        } while other != 0
        return odd << commonTwos
    }
}

// MARK: - Protocol conformances

extension Rational: ExpressibleByIntegerLiteral {
    @inlinable
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension Rational: Hashable {
    // Representations are canonical, so comparing them is comparing values.
    @inlinable
    public static func == (lhs: Rational, rhs: Rational) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.small(let leftNumerator, let leftDenominator), .small(let rightNumerator, let rightDenominator)):
            return leftNumerator == rightNumerator && leftDenominator == rightDenominator
        case (.big(let leftNumerator, let leftDenominator), .big(let rightNumerator, let rightDenominator)):
            return leftNumerator == rightNumerator && leftDenominator == rightDenominator
        default:
            return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .small(let numerator, let denominator):
            hasher.combine(numerator)
            hasher.combine(denominator)
        case .big(let numerator, let denominator):
            hasher.combine(numerator)
            hasher.combine(denominator)
        }
    }
}

extension Rational: CustomStringConvertible {
    public var description: String {
        switch storage {
        case .small(let numerator, let denominator):
            return denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
        case .big(let numerator, let denominator):
            return denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
        }
    }
}
