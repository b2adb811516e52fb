/// The UTF-8 text being read. Every scanner in the log reader works on bytes: logs are ASCII
/// except inside label texts, and byte comparisons are what make the reader fast.
typealias Bytes = UnsafeBufferPointer<UInt8>

/// ASCII code units the grammar mentions, named so scanning code reads like the grammar.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let at: UInt8 = 0x40
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let caret: UInt8 = 0x5E
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let pipe: UInt8 = 0x7C
    static let tilde: UInt8 = 0x7E
    static let lowercaseX: UInt8 = 0x78
    static let uppercaseX: UInt8 = 0x58
}

extension UInt8 {
    @inline(__always) var isDigit: Bool { self &- 0x30 < 10 }
    @inline(__always) var isLetter: Bool { (self | 0x20) &- 0x61 < 26 }
    @inline(__always) var isUppercaseLetter: Bool { self &- 0x41 < 26 }
    @inline(__always) var isHexDigit: Bool { isDigit || (self | 0x20) &- 0x61 < 6 }
    @inline(__always) var isAlphanumeric: Bool { isDigit || isLetter }
    /// Letters, digits, `_` and `$`: what Objective-C and mangled Swift identifiers are made of.
    @inline(__always) var isIdentifierByte: Bool { isAlphanumeric || self == ASCII.underscore || self == ASCII.dollar }
    /// Identifier bytes plus `.`, which joins a Swift module to its class.
    @inline(__always) var isClassNameByte: Bool { isIdentifierByte || self == ASCII.dot }
    @inline(__always) var isHorizontalSpace: Bool { self == ASCII.space || self == ASCII.tab }
    @inline(__always) var isLineBreak: Bool { self == ASCII.newline || self == ASCII.carriageReturn }
    @inline(__always) var isWhitespace: Bool { isHorizontalSpace || isLineBreak }
    /// The first byte of a UTF-8 sequence (columns count characters, not bytes).
    @inline(__always) var startsScalar: Bool { self & 0xC0 != 0x80 }

    var hexValue: UInt8? {
        if isDigit { return self &- 0x30 }
        let lower = self | 0x20
        if lower &- 0x61 < 6 { return lower &- 0x61 &+ 10 }
        return nil
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// True when the bytes at `index` spell `literal` (ASCII, case-sensitive).
    @inline(__always)
    func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        let pattern = literal.utf8Start
        var offset = 0
        while offset < length {
            if self[index + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first index in `range` holding `byte`, if any.
    @inline(__always)
    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if self[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The first index in `range` where `literal` starts, if any.
    func firstIndex(of literal: StaticString, in range: Range<Int>) -> Int? {
        let length = literal.utf8CodeUnitCount
        guard length > 0 else { return range.lowerBound }
        let first = literal.utf8Start[0]
        var index = range.lowerBound
        while index + length <= range.upperBound {
            if self[index] == first, matches(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether any of `literals` occurs, in one pass over the bytes.
    func containsAny(of literals: [StaticString]) -> Bool {
        var starts = [Bool](repeating: false, count: 256)
        for literal in literals where literal.utf8CodeUnitCount > 0 { starts[Int(literal.utf8Start[0])] = true }
        return starts.withUnsafeBufferPointer { starts in
            var index = 0
            while index < count {
                if starts[Int(self[index])], literals.contains(where: { matches($0, at: index) }) { return true }
                index += 1
            }
            return false
        }
    }

    @inline(__always)
    func skippingHorizontalSpace(from index: Int, to end: Int) -> Int {
        var index = index
        while index < end, self[index].isHorizontalSpace { index += 1 }
        return index
    }

    @inline(__always)
    func skippingWhitespace(from index: Int, to end: Int) -> Int {
        var index = index
        while index < end, self[index].isWhitespace { index += 1 }
        return index
    }

    /// `end` moved back over trailing whitespace, not below `start`.
    @inline(__always)
    func trimmingTrailingWhitespace(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, self[end - 1].isWhitespace { end -= 1 }
        return end
    }

    /// The end of the line holding `index` (the index of its line break, or `count`).
    @inline(__always)
    func endOfLine(from index: Int) -> Int {
        var index = index
        while index < count, !self[index].isLineBreak { index += 1 }
        return index
    }

    /// The start of the next line after the line break at `index` (`\r\n` counts as one break).
    @inline(__always)
    func startOfNextLine(afterBreakAt index: Int) -> Int {
        guard index < count else { return count }
        if self[index] == ASCII.carriageReturn, index + 1 < count, self[index + 1] == ASCII.newline { return index + 2 }
        return index + 1
    }

    func equals(_ literal: StaticString) -> Bool { count == literal.utf8CodeUnitCount && matches(literal, at: 0) }
    func hasPrefix(_ literal: StaticString) -> Bool { matches(literal, at: 0) }
    func hasSuffix(_ literal: StaticString) -> Bool { matches(literal, at: count - literal.utf8CodeUnitCount) }
    func contains(_ literal: StaticString) -> Bool { firstIndex(of: literal, in: 0..<count) != nil }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}
