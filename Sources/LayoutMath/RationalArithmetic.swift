import BigInt

// The operators are inlinable so the integer cases, which dominate layout systems, compile to a few
// machine instructions inside the simplex; everything else goes through one out-of-line call.

extension Rational {
    @inlinable
    public static func + (lhs: Rational, rhs: Rational) -> Rational {
        if case .small(let leftNumerator, let leftDenominator) = lhs.storage,
            case .small(let rightNumerator, let rightDenominator) = rhs.storage
        {
            if leftDenominator == 1 && rightDenominator == 1 {
                let (sum, overflow) = leftNumerator.addingReportingOverflow(rightNumerator)
                if !overflow && sum != .min { return Rational(uncheckedNumerator: sum, denominator: 1) }
            } else if let sum = smallSum(leftNumerator, leftDenominator, rightNumerator, rightDenominator) {
                return sum
            }
        }
        return bigSum(lhs, rhs)
    }

    @inlinable
    public static prefix func - (operand: Rational) -> Rational {
        switch operand.storage {
        case .small(let numerator, let denominator):
            return Rational(uncheckedNumerator: -numerator, denominator: denominator)
        case .big(let numerator, let denominator):
            return fitting(numerator: -numerator, denominator: denominator)
        }
    }

    @inlinable
    public static func - (lhs: Rational, rhs: Rational) -> Rational {
        lhs + (-rhs)
    }

    @inlinable
    public static func * (lhs: Rational, rhs: Rational) -> Rational {
        if case .small(let leftNumerator, let leftDenominator) = lhs.storage,
            case .small(let rightNumerator, let rightDenominator) = rhs.storage
        {
            if leftDenominator == 1 && rightDenominator == 1 {
                let (product, overflow) = leftNumerator.multipliedReportingOverflow(by: rightNumerator)
                if !overflow && product != .min { return Rational(uncheckedNumerator: product, denominator: 1) }
            } else if let product = smallProduct(leftNumerator, leftDenominator, rightNumerator, rightDenominator) {
                return product
            }
        }
        return bigProduct(lhs, rhs)
    }

    /// Precondition: `rhs` is not zero.
    @inlinable
    public static func / (lhs: Rational, rhs: Rational) -> Rational {
        lhs * rhs.reciprocal
    }

    @inlinable
    public static func += (lhs: inout Rational, rhs: Rational) {
        lhs = lhs + rhs
    }

    @inlinable
    public static func -= (lhs: inout Rational, rhs: Rational) {
        lhs = lhs - rhs
    }

    @inlinable
    public static func *= (lhs: inout Rational, rhs: Rational) {
        lhs = lhs * rhs
    }

    @inlinable
    public static func /= (lhs: inout Rational, rhs: Rational) {
        lhs = lhs / rhs
    }

    /// `self · factor` without building a `Rational` for the factor.
    @inlinable
    public func multiplied(byInt factor: Int) -> Rational {
        if case .small(let numerator, let denominator) = storage {
            if factor == 0 { return .zero }
            let divisor = Int64(bitPattern: Rational.greatestCommonDivisor(UInt64(factor.magnitude), denominator.magnitude))
            let (product, overflow) = numerator.multipliedReportingOverflow(by: Int64(factor) / divisor)
            if !overflow && product != .min {
                return Rational(uncheckedNumerator: product, denominator: denominator / divisor)
            }
        }
        return Rational.bigProduct(self, Rational(factor))
    }
}

// MARK: - Fast paths for non-integers (Knuth, TAOCP 4.5.1: divide by the gcds before multiplying)

extension Rational {
    // 64-bit division is the slowest instruction here, so every division by a gcd of 1 is skipped.

    @usableFromInline
    static func smallSum(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> Rational? {
        if b == d {
            let (sum, overflow) = a.addingReportingOverflow(c)
            if overflow || sum == .min { return nil }
            if sum == 0 { return .zero }
            let divisor = Int64(bitPattern: greatestCommonDivisor(sum.magnitude, b.magnitude))
            if divisor == 1 { return Rational(uncheckedNumerator: sum, denominator: b) }
            return Rational(uncheckedNumerator: sum / divisor, denominator: b / divisor)
        }
        let commonDivisor = Int64(bitPattern: greatestCommonDivisor(b.magnitude, d.magnitude))
        let bReduced = commonDivisor == 1 ? b : b / commonDivisor
        let dReduced = commonDivisor == 1 ? d : d / commonDivisor
        let (leftTerm, leftOverflow) = a.multipliedReportingOverflow(by: dReduced)
        let (rightTerm, rightOverflow) = c.multipliedReportingOverflow(by: bReduced)
        if leftOverflow || rightOverflow { return nil }
        let (sum, sumOverflow) = leftTerm.addingReportingOverflow(rightTerm)
        if sumOverflow || sum == .min { return nil }
        if sum == 0 { return .zero }
        // Only factors of the common divisor can survive in both the sum and the denominator.
        let remaining =
            commonDivisor == 1 ? 1 : Int64(bitPattern: greatestCommonDivisor(sum.magnitude, commonDivisor.magnitude))
        let (denominator, denominatorOverflow) = bReduced.multipliedReportingOverflow(by: remaining == 1 ? d : d / remaining)
        if denominatorOverflow { return nil }
        return Rational(uncheckedNumerator: remaining == 1 ? sum : sum / remaining, denominator: denominator)
    }

    @usableFromInline
    static func smallProduct(_ a: Int64, _ b: Int64, _ c: Int64, _ d: Int64) -> Rational? {
        var (a, b, c, d) = (a, b, c, d)
        let leftCross = greatestCommonDivisor(a.magnitude, d.magnitude)
        if leftCross > 1 {
            a /= Int64(bitPattern: leftCross)
            d /= Int64(bitPattern: leftCross)
        }
        let rightCross = greatestCommonDivisor(c.magnitude, b.magnitude)
        if rightCross > 1 {
            c /= Int64(bitPattern: rightCross)
            b /= Int64(bitPattern: rightCross)
        }
        let (numerator, numeratorOverflow) = a.multipliedReportingOverflow(by: c)
        let (denominator, denominatorOverflow) = b.multipliedReportingOverflow(by: d)
        if numeratorOverflow || denominatorOverflow || numerator == .min { return nil }
        return Rational(uncheckedNumerator: numerator, denominator: denominator)
    }

    @usableFromInline
    static func bigSum(_ lhs: Rational, _ rhs: Rational) -> Rational {
        let (a, b) = lhs.bigParts
        let (c, d) = rhs.bigParts
        if b == d { return normalizing(numerator: a + c, denominator: b) }
        return normalizing(numerator: a * d + c * b, denominator: b * d)
    }

    @usableFromInline
    static func bigProduct(_ lhs: Rational, _ rhs: Rational) -> Rational {
        let (a, b) = lhs.bigParts
        let (c, d) = rhs.bigParts
        return normalizing(numerator: a * c, denominator: b * d)
    }
}

// MARK: - Order

extension Rational: Comparable {
    @inlinable
    public static func < (lhs: Rational, rhs: Rational) -> Bool {
        if case .small(let a, let b) = lhs.storage, case .small(let c, let d) = rhs.storage {
            if b == d { return a < c }
            // a/b < c/d ⇔ a·d < c·b for positive denominators; the 128-bit products cannot overflow.
            let left = a.multipliedFullWidth(by: d)
            let right = c.multipliedFullWidth(by: b)
            return left.high < right.high || (left.high == right.high && left.low < right.low)
        }
        return bigLess(lhs, rhs)
    }

    @usableFromInline
    static func bigLess(_ lhs: Rational, _ rhs: Rational) -> Bool {
        let (a, b) = lhs.bigParts
        let (c, d) = rhs.bigParts
        return a * d < c * b
    }
}
