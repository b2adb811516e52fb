/// Addresses cut in two by a wrap at a fixed width (a PDF, a terminal, an e-mail client):
/// `UILabel:0x7fa1b2c3` at the end of one line and `d4e5f6.height == 20` at the start of the next.
///
/// Joined with a space, as other hard wraps are, the halves read as a short address and a stray
/// word: the item splits into two, or a constraint loses the address its "Will attempt" entry
/// names. The break is read as inside the address when
/// - the line ends (blanks aside) in `Class:0x` and lowercase hex digits, `Class:0x`, `Class:0` or
///   `Class:`, and
/// - the next line starts (indentation aside) with the rest: lowercase hex digits, `x` and
///   digits, or `0x` and digits, followed by what follows an address in a log (`.`, `'`, `]`,
///   `)`, `(`, `,`, `>`, `@`, `"`, a blank or the end), and
/// - the two halves together hold at most 16 digits, the most a 64-bit address has.
///
/// Nothing a log prints after a whole address starts with lowercase hex digits and then one of
/// those bytes (an attribute starts with `.`, a label text with `'`, a name with a capital or
/// `_`), so such a line break is inside the address. The digits are lowercase because UIKit and
/// AppKit print addresses with `%p`; a capitalised class name (`Face.Cell`) is never taken for
/// digits.
enum SplitAddress {
    /// The most hex digits a printed address has (64 bits).
    static let maximumDigits = 16

    enum Break: Equatable {
        /// The line break cuts the item reference that starts at `referenceStart` (its class
        /// name); the reference ends at `referenceEnd`, on the next line.
        case inside(referenceStart: Int, referenceEnd: Int)
        /// The line ends in a whole address, and the next line's digits would make it longer
        /// than any address: the line break is not inside a word.
        case afterWholeAddress
        case unrelated
    }

    /// What the line break at `lineBreak` does, the entry's content starting at `contentStart` and
    /// the next line's text at `resume`.
    static func classify(_ bytes: Bytes, contentStart: Int, lineBreak: Int, resume: Int) -> Break {
        let leftEnd = bytes.trimmingTrailingWhitespace(contentStart, lineBreak)
        guard leftEnd > contentStart else { return .unrelated }
        // The left half: `:` then `0x` and digits, `0x`, `0`, or nothing.
        var cursor = leftEnd
        while cursor > contentStart, bytes[cursor - 1].isLowercaseHexDigit { cursor -= 1 }
        var leftDigits = leftEnd - cursor
        var needsX = false
        var needsZero = false
        if cursor - 2 >= contentStart, bytes[cursor - 1] == ASCII.lowercaseX, bytes[cursor - 2] == ASCII.zero {
            cursor -= 2
        } else if leftDigits == 0 {
            needsZero = true
            needsX = true
        } else if leftDigits == 1, bytes[leftEnd - 1] == ASCII.zero {
            leftDigits = 0
            needsX = true
        } else {
            return .unrelated
        }
        guard cursor - 1 > contentStart, bytes[cursor - 1] == ASCII.colon, bytes[cursor - 2].isClassNameByte else { return .unrelated }
        var referenceStart = cursor - 2
        while referenceStart > contentStart, bytes[referenceStart - 1].isClassNameByte { referenceStart -= 1 }
        // The right half.
        let count = bytes.count
        var index = resume
        if needsZero {
            guard index < count, bytes[index] == ASCII.zero else { return .unrelated }
            index += 1
        }
        if needsX {
            guard index < count, bytes[index] == ASCII.lowercaseX else { return .unrelated }
            index += 1
        }
        let digitsStart = index
        while index < count, bytes[index].isLowercaseHexDigit { index += 1 }
        let rightDigits = index - digitsStart
        guard rightDigits > 0, index == count || followsAnAddress(bytes[index]) else { return .unrelated }
        guard leftDigits + rightDigits <= maximumDigits else { return needsX ? .unrelated : .afterWholeAddress }
        return .inside(referenceStart: referenceStart, referenceEnd: index)
    }

    /// What a log prints right after an address.
    private static func followsAnAddress(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.dot, ASCII.apostrophe, ASCII.closeBracket, ASCII.closeParen, ASCII.openParen, ASCII.comma, ASCII.greater,
            ASCII.at, ASCII.quote, ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
            return true
        default:
            return false
        }
    }
}

extension UInt8 {
    /// `0`–`9` and `a`–`f`: the digits of an address as `%p` prints it.
    @inline(__always) var isLowercaseHexDigit: Bool { isDigit || self &- 0x61 < 6 }
}
