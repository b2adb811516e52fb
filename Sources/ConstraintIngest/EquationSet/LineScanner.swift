import ConstraintModel

/// A problem found while reading one line: where (a byte offset into the input), what was
/// expected, and a stable code for tools. The line it belongs to is skipped.
struct ReadError: Error {
    var offset: Int
    var message: String
    var code: String

    init(at offset: Int, _ message: String, code: String = "unreadable-line") {
        self.offset = offset
        self.message = message
        self.code = code
    }
}

/// Reads one line of an equation set token by token, straight from the input's UTF-8 bytes.
///
/// Everything is byte-based because benchmark files reach ~90 MB: no `Character`, no regex, no
/// substring is made until a token is known to be wanted. Comments (`#`, `//`) end a statement,
/// but only where a token may start, so a `#` inside a quoted identifier stays text.
struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Offset of the line's first byte, for columns.
    let lineStart: Int
    /// Offset just past the line's last byte (a trailing `\r` excluded).
    let end: Int
    var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, end: Int) {
        self.bytes = bytes
        self.lineStart = lineStart
        self.end = end
        self.position = lineStart
    }

    // MARK: Bytes

    @inline(__always) var current: UInt8? { position < end ? bytes[position] : nil }

    @inline(__always) func byte(at offset: Int) -> UInt8? { offset < end && offset >= 0 ? bytes[offset] : nil }

    @inline(__always) mutating func skipBlanks() {
        while position < end, ByteClass.isBlank(bytes[position]) { position += 1 }
    }

    /// True at the end of the line or where a comment starts (blanks are skipped first).
    mutating func isAtStatementEnd() -> Bool {
        skipBlanks()
        guard position < end else { return true }
        let byte = bytes[position]
        return byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") && self.byte(at: position + 1) == UInt8(ascii: "/")
    }

    /// Consumes `byte` (after blanks) when it is next.
    @inline(__always) mutating func consume(_ byte: UInt8) -> Bool {
        skipBlanks()
        guard position < end, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// `*`, or `×` (U+00D7, as the Auto Layout Guide writes its multipliers); returns where the sign
    /// starts.
    mutating func consumeMultiplicationSign() -> Int? {
        skipBlanks()
        let start = position
        if consume(UInt8(ascii: "*")) { return start }
        // The Auto Layout Cookbook's `0.5 x Orange View.Width`: a lone x between blanks.
        if position + 1 < end, bytes[position] == UInt8(ascii: "x") || bytes[position] == UInt8(ascii: "X"),
            ByteClass.isBlank(bytes[position + 1]), position > lineStart, ByteClass.isBlank(bytes[position - 1])
        {
            position += 1
            return start
        }
        guard position + 1 < end, bytes[position] == 0xC3, bytes[position + 1] == 0x97 else { return nil }
        position += 2
        return start
    }

    // MARK: Tokens

    /// `[A-Za-z_][A-Za-z0-9_]*` at the current position (no blanks skipped).
    @inline(__always) mutating func identifier() -> Range<Int>? {
        guard position < end, ByteClass.isIdentifierStart(bytes[position]) else { return nil }
        let start = position
        position += 1
        while position < end, ByteClass.isIdentifierContinuation(bytes[position]) { position += 1 }
        return start..<position
    }

    /// A class name: identifiers joined by dots (`UILabel`, `Proto.HeaderView`).
    mutating func qualifiedName() -> Range<Int>? {
        guard let first = identifier() else { return nil }
        var last = first
        while position < end, bytes[position] == UInt8(ascii: "."), byte(at: position + 1).map(ByteClass.isIdentifierStart) == true {
            position += 1
            guard let next = identifier() else { break }
            last = next
        }
        return first.lowerBound..<last.upperBound
    }

    /// `=`, `==`, `>=`, `<=`, `≥`, `≤`; nil (nothing consumed) for anything else.
    mutating func relation() -> Relation? {
        skipBlanks()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "="):
            let next = self.byte(at: position + 1)
            // `=>` and `=<` are misspelt inequalities, not an equality followed by garbage.
            if next == UInt8(ascii: ">") || next == UInt8(ascii: "<") { return nil }
            position += next == UInt8(ascii: "=") ? 2 : 1
            return .equal
        case UInt8(ascii: ">"), UInt8(ascii: "<"):
            guard self.byte(at: position + 1) == UInt8(ascii: "=") else { return nil }
            position += 2
            return byte == UInt8(ascii: ">") ? .greaterThanOrEqual : .lessThanOrEqual
        case 0xE2:
            // ≤ is E2 89 A4 and ≥ is E2 89 A5 in UTF-8.
            guard self.byte(at: position + 1) == 0x89, let last = self.byte(at: position + 2), last == 0xA4 || last == 0xA5
            else { return nil }
            position += 3
            return last == 0xA4 ? .lessThanOrEqual : .greaterThanOrEqual
        default:
            return nil
        }
    }

    /// The text between matching `"` or `'` quotes (quotes excluded); nil when no quote is next.
    /// Throws when the closing quote is missing.
    mutating func quoted() throws(ReadError) -> Range<Int>? {
        skipBlanks()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let opening = position
        position += 1
        let start = position
        while position < end, bytes[position] != quote { position += 1 }
        guard position < end else {
            throw ReadError(at: opening, "expected a closing \(quote == UInt8(ascii: "'") ? "'" : "\"") for the text that starts here")
        }
        let range = start..<position
        position += 1
        return range
    }

    /// An unsigned number: decimal with optional exponent, or an exact fraction `1/3` (both
    /// sides decimals, blanks allowed around the slash). nil (nothing consumed) when no digit or
    /// `.digit` is next.
    mutating func unsignedNumber(allowingFraction: Bool = true) throws(ReadError) -> LayoutNumber? {
        try number(allowingFraction: allowingFraction, negative: false, keepsLiteral: true)
    }

    /// The number here, negated when `negative`, its literal written with the sign (`-16`,
    /// `-1/3`) or not made at all: literals are made for millions of constants, where a second
    /// string for the sign, or a string for a priority nobody reads, cost more than the digits.
    private mutating func number(allowingFraction: Bool, negative: Bool, keepsLiteral: Bool) throws(ReadError) -> LayoutNumber? {
        guard let numerator = decimalToken() else { return nil }
        if allowingFraction {
            let beforeSlash = position
            skipBlanks()
            if current == UInt8(ascii: "/"), byte(at: position + 1) != UInt8(ascii: "/") {
                position += 1
                skipBlanks()
                let denominator = decimalToken()
                func hasExponent(_ token: Range<Int>) -> Bool { slice(token).contains { $0 | 0x20 == UInt8(ascii: "e") } }
                guard let denominator, !hasExponent(numerator), !hasExponent(denominator) else {
                    let culprit = hasExponent(numerator) ? numerator.lowerBound : denominator?.lowerBound ?? position
                    throw ReadError(at: culprit, "expected a fraction of two plain decimals after '\(excerpt(numerator))/' (for example 1/3)")
                }
                let top = try value(of: numerator)
                let bottom = try value(of: denominator)
                guard bottom != 0 else { throw ReadError(at: denominator.lowerBound, "a fraction cannot divide by zero") }
                let literal = (negative ? "-" : "") + text(numerator) + "/" + text(denominator)
                return LayoutNumber(negative ? -(top / bottom) : top / bottom, literal: keepsLiteral ? literal : nil)
            }
            position = beforeSlash
        }
        let value = try value(of: numerator)
        return LayoutNumber(negative ? -value : value, literal: keepsLiteral ? literal(numerator, negative: negative) : nil)
    }

    /// The token's text, with a minus sign in front when `negative`, made as one string.
    private func literal(_ token: Range<Int>, negative: Bool) -> String {
        guard negative else { return text(token) }
        let digits = slice(token)
        return String(unsafeUninitializedCapacity: digits.count + 1) { buffer in
            buffer[0] = UInt8(ascii: "-")
            for (offset, byte) in digits.enumerated() { buffer[offset + 1] = byte }
            return digits.count + 1
        }
    }

    /// A number with an optional sign directly or blank-separated in front (`-20`, `- 20`).
    /// `negating` negates it once more (a constant after a binary minus: `- 8`, `- -8`), and
    /// without `keepsLiteral` only its value is kept.
    mutating func signedNumber(allowingFraction: Bool = true, negating: Bool = false, keepsLiteral: Bool = true) throws(ReadError) -> LayoutNumber? {
        skipBlanks()
        let start = position
        var negative = false
        if let sign = current, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            position += 1
            skipBlanks()
        }
        guard let number = try number(allowingFraction: allowingFraction, negative: negative != negating, keepsLiteral: keepsLiteral) else {
            position = start
            return nil
        }
        return number
    }

    /// Digits with an optional fraction and exponent; the range of its bytes.
    private mutating func decimalToken() -> Range<Int>? {
        let start = position
        var digits = 0
        while position < end, ByteClass.isDigit(bytes[position]) {
            position += 1
            digits += 1
        }
        if position < end, bytes[position] == UInt8(ascii: "."), byte(at: position + 1).map(ByteClass.isDigit) == true || digits > 0 {
            position += 1
            while position < end, ByteClass.isDigit(bytes[position]) {
                position += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            position = start
            return nil
        }
        if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
            var exponentEnd = position + 1
            if let sign = byte(at: exponentEnd), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { exponentEnd += 1 }
            if byte(at: exponentEnd).map(ByteClass.isDigit) == true {
                position = exponentEnd
                while position < end, ByteClass.isDigit(bytes[position]) { position += 1 }
            }
        }
        return start..<position
    }

    private func value(of token: Range<Int>) throws(ReadError) -> Double {
        guard let value = DecimalNumbers.value(of: UnsafeBufferPointer(rebasing: bytes[token])) else {
            throw ReadError(at: token.lowerBound, "the number '\(excerpt(token))' is too large", code: "number-out-of-range")
        }
        return value
    }

    // MARK: Text and positions

    /// The token's text for a message, shortened when it is long.
    func excerpt(_ range: Range<Int>) -> String {
        let shown = range.lowerBound..<min(range.upperBound, range.lowerBound + 4 * Excerpt.limit)
        return Excerpt.of(text(shown) + (shown.count < range.count ? "…" : ""))
    }

    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }

    func text(_ range: Range<Int>) -> String { String(decoding: slice(range), as: UTF8.self) }

    func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return slice(range).elementsEqual(wordBytes)
    }

    /// Case-insensitive (ASCII) comparison with a lowercase word.
    func matchesIgnoringCase(_ range: Range<Int>, _ lowercaseWord: StaticString) -> Bool {
        guard range.count == lowercaseWord.utf8CodeUnitCount else { return false }
        let wordBytes = UnsafeBufferPointer(start: lowercaseWord.utf8Start, count: lowercaseWord.utf8CodeUnitCount)
        return zip(slice(range), wordBytes).allSatisfy { ByteClass.lowercased($0) == $1 }
    }

    /// 1-based column of a byte offset on this line, counting Unicode scalars so that a `≥`
    /// earlier on the line counts once.
    func column(of offset: Int) -> Int {
        var column = 1
        var index = lineStart
        while index < min(offset, end) {
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// The statement's text from `start` to the current position, trailing blanks dropped.
    func statementText(from start: Int) -> String {
        var stop = position
        while stop > start, ByteClass.isBlank(bytes[stop - 1]) { stop -= 1 }
        return text(start..<stop)
    }
}

/// Byte predicates for the ASCII grammar.
enum ByteClass {
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
    }

    @inline(__always) static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}

/// Keeps messages short when the offending token is a megabyte of garbage.
enum Excerpt {
    static let limit = 40

    static func of(_ text: String) -> String {
        var scalars = text.unicodeScalars.prefix(limit + 1).map { $0.properties.isWhitespace || $0.value < 0x20 ? " " : Character($0) }
        guard scalars.count > limit else { return String(scalars) }
        scalars.removeLast(2)
        return String(scalars) + "…"
    }
}

extension LayoutNumber {
    /// The same number with the opposite sign, its literal kept exact (`1/3` → `-1/3`).
    var negated: LayoutNumber {
        guard let literal else { return LayoutNumber(-value) }
        if literal.hasPrefix("-") { return LayoutNumber(-value, literal: String(literal.dropFirst())) }
        return LayoutNumber(-value, literal: "-" + literal)
    }
}
