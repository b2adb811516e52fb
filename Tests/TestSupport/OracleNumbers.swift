import BigInt

extension OracleFraction {
    /// The exact value of a number as the input wrote it: `-16`, `+ 8`, `65.4`, `2.5e-3`, `9/16`.
    /// Nil for anything else (including `inf` and `nan`), so a reader never silently guesses.
    public init?(decimalLiteral text: String) {
        let compact = text.filter { $0 != " " }
        if let slash = compact.firstIndex(of: "/") {
            guard let top = OracleFraction(decimalLiteral: String(compact[..<slash])),
                let bottom = OracleFraction(decimalLiteral: String(compact[compact.index(after: slash)...])),
                !bottom.isZero
            else { return nil }
            self = top / bottom
            return
        }
        guard let parts = DecimalParts(compact), let digits = BigInt(parts.digits.isEmpty ? "0" : parts.digits) else {
            return nil
        }
        self = OracleFraction(parts.isNegative ? -digits : digits, 1) * OracleFraction.powerOfTen(parts.scale)
    }

    /// Half a unit of the literal's last written digit (`94.3333` → 0.00005): how far the printed
    /// decimal may be from the value that was printed. Nil for fractions and unreadable text.
    public static func halfUnitOfLastDigit(_ text: String) -> OracleFraction? {
        guard let parts = DecimalParts(text.filter { $0 != " " }) else { return nil }
        return OracleFraction(1, 2) * OracleFraction.powerOfTen(parts.scale)
    }
}

/// `[sign] digits [. digits] [e [sign] digits]` taken apart: the value is digits × 10^scale.
private struct DecimalParts {
    var isNegative = false
    var digits = ""
    var scale = 0

    init?(_ text: String) {
        var characters = Substring(text)
        if let sign = characters.first, sign == "+" || sign == "-" || sign == "\u{2212}" {
            isNegative = sign != "+"
            characters.removeFirst()
        }
        var exponent = 0
        if let marker = characters.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var exponentText = characters[characters.index(after: marker)...]
            var exponentIsNegative = false
            if let sign = exponentText.first, sign == "+" || sign == "-" {
                exponentIsNegative = sign == "-"
                exponentText.removeFirst()
            }
            guard !exponentText.isEmpty, exponentText.allSatisfy(Self.isDigit), let value = Int(exponentText), value < 400
            else { return nil }
            exponent = exponentIsNegative ? -value : value
            characters = characters[..<marker]
        }
        let pieces = characters.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = pieces[0]
        let fraction = pieces.count > 1 ? pieces[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.allSatisfy(Self.isDigit), fraction.allSatisfy(Self.isDigit)
        else { return nil }
        digits = String(whole + fraction)
        scale = exponent - fraction.count
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
}
