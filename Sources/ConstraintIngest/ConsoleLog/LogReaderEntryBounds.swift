/// Where one constraint entry (`<NSLayoutConstraint:0x… …>`) starts and ends in the scanned text.
///
/// The closing `>` is the first one outside a label text and outside nested `<…>` (old SnapKit
/// prints `<<SnapKit.LayoutConstraint:0x…> <UIView:0x…>.top == …>`, Swift generics print
/// `Box<Int>`), that is not part of `>=`. Pastes lose brackets and wrap long lines, so an entry
/// also ends at an unescaped `"`, at the next entry, or at a line after which a new element
/// starts; any other line break inside an entry is a hard wrap and is joined.
struct EntrySpan {
    /// The entry's first character in the scanned text: its `<`, or its class name when the `<`
    /// was lost.
    var anchor: Int
    var contentStart: Int
    var contentEnd: Int
    /// Where scanning resumes.
    var end: Int
    /// Line breaks inside the entry, each joined to the next line.
    var joins: [Join] = []
    var lostOpen: Bool
    var lostClose = false

    struct Join {
        /// The line break.
        var lineBreak: Int
        /// Where the entry continues on the next line.
        var resume: Int
        /// A raw newline inside a label text (UIKit prints one in the "Will attempt" line) is part
        /// of the text; a hard wrap is a space.
        var insideText: Bool
        /// No space on either side of the break: the wrap may have cut a word in two.
        var mayCutAWord = false
        /// The break cuts an item reference's address (`SplitAddress`): the reference's range,
        /// from its class name on this line to its last digit on the next; joined without a space.
        var splitReference: (start: Int, end: Int)?
    }
}

enum EntryBounds {
    /// Hard wraps rarely split one entry more than a few times; more means the end is missing.
    static let maximumJoins = 8

    /// Whether a constraint description starts at `index` (just after its `<`, or where the `<`
    /// was lost): a class name containing `Constraint`, a colon, then an address or a key.
    static func isConstraintHead(_ bytes: Bytes, at index: Int) -> Bool {
        var cursor = index
        let count = bytes.count
        if cursor < count, bytes[cursor] == ASCII.less { cursor += 1 }  // old SnapKit
        let nameStart = cursor
        guard cursor < count, bytes[cursor].isLetter || bytes[cursor] == ASCII.underscore else { return false }
        guard let nameEnd = classNameEnd(bytes, from: cursor, limit: min(count, cursor + 256)) else { return false }
        guard nameEnd < count, bytes[nameEnd] == ASCII.colon else { return false }
        guard bytes.firstIndex(of: "Constraint", in: nameStart..<nameEnd) != nil else { return false }
        var afterColon = nameEnd + 1
        if afterColon < count, bytes[afterColon] == ASCII.space { afterColon += 1 }
        return afterColon < count && (bytes[afterColon].isIdentifierByte)
    }

    /// The end of a class name (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`,
    /// `_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_`, `MyApp.Box<MyApp.Thing>`).
    static func classNameEnd(_ bytes: Bytes, from start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit {
            let byte = bytes[index]
            if byte.isClassNameByte {
                index += 1
            } else if byte == ASCII.less, index > start, let close = genericArgumentsEnd(bytes, from: index, limit: limit) {
                index = close
            } else {
                break
            }
        }
        return index > start ? index : nil
    }

    /// `<…>` generic arguments of a Swift class name; returns the index after the closing `>`.
    private static func genericArgumentsEnd(_ bytes: Bytes, from start: Int, limit: Int) -> Int? {
        var depth = 0
        var index = start
        while index < limit {
            let byte = bytes[index]
            if byte == ASCII.less {
                depth += 1
            } else if byte == ASCII.greater {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if !(byte.isClassNameByte || byte == ASCII.comma || byte == ASCII.space) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `- 12 : <` in a `po view.constraints` dump: the index of the `<`.
    static func poIndexEnd(_ bytes: Bytes, at start: Int) -> Int? {
        let count = bytes.count
        var index = bytes.skippingHorizontalSpace(from: start + 1, to: count)
        let digits = index
        while index < count, bytes[index].isDigit { index += 1 }
        guard index > digits else { return nil }
        index = bytes.skippingHorizontalSpace(from: index, to: count)
        guard index < count, bytes[index] == ASCII.colon else { return nil }
        index = bytes.skippingHorizontalSpace(from: index + 1, to: count)
        return index < count && bytes[index] == ASCII.less ? index : nil
    }

    static func scan(_ bytes: Bytes, anchor: Int, contentStart: Int, lostOpen: Bool) -> EntrySpan {
        let count = bytes.count
        var span = EntrySpan(anchor: anchor, contentStart: contentStart, contentEnd: count, end: count, lostOpen: lostOpen)
        var index = contentStart
        var depth = 0
        var inText = false
        while index < count {
            let byte = bytes[index]
            if inText {
                if byte == ASCII.apostrophe, PrintedItemText.endsText(bytes, at: index, end: count) {
                    inText = false
                } else if byte.isLineBreak {
                    guard let resume = continuationInsideText(bytes, lineBreak: index), span.joins.count < maximumJoins else {
                        return ended(&span, at: index, lost: true, bytes: bytes)
                    }
                    span.joins.append(EntrySpan.Join(lineBreak: index, resume: resume, insideText: true))
                    index = resume
                    continue
                }
                index += 1
                continue
            }
            switch byte {
            case ASCII.apostrophe:
                inText = PrintedItemText.opensText(bytes, at: index, from: contentStart)
            case ASCII.greater:
                if index + 1 < count, bytes[index + 1] == ASCII.equals {
                    index += 1
                } else if depth > 0 {
                    depth -= 1
                } else {
                    span.contentEnd = index
                    span.end = index + 1
                    return span
                }
            case ASCII.less:
                if index + 1 < count, bytes[index + 1] == ASCII.equals {
                    index += 1
                } else if index + 1 < count, bytes[index + 1].isLetter || bytes[index + 1] == ASCII.underscore || bytes[index + 1] == ASCII.less {
                    if depth == 0, index > contentStart, isConstraintHead(bytes, at: index + 1) {
                        return ended(&span, at: index, lost: true, bytes: bytes)
                    }
                    depth += 1
                }
            case ASCII.quote:
                if index == contentStart || bytes[index - 1] != ASCII.backslash {
                    return ended(&span, at: index, lost: true, bytes: bytes)
                }
            case ASCII.newline, ASCII.carriageReturn:
                let next = bytes.startOfNextLine(afterBreakAt: index)
                if span.joins.count >= maximumJoins || endsBeforeLine(bytes, startingAt: next) {
                    return ended(&span, at: index, lost: true, bytes: bytes)
                }
                let resume = bytes.skippingHorizontalSpace(from: next, to: count)
                var join = EntrySpan.Join(lineBreak: index, resume: resume, insideText: false)
                switch SplitAddress.classify(bytes, contentStart: contentStart, lineBreak: index, resume: resume) {
                case .inside(let start, let end):
                    join.splitReference = (start, end)
                case .afterWholeAddress:
                    join.mayCutAWord = false
                case .unrelated:
                    join.mayCutAWord = resume == next && index > contentStart && !bytes[index - 1].isWhitespace
                }
                span.joins.append(join)
                index = resume
                continue
            default:
                break
            }
            index += 1
        }
        return ended(&span, at: count, lost: true, bytes: bytes)
    }

    private static func ended(_ span: inout EntrySpan, at index: Int, lost: Bool, bytes: Bytes) -> EntrySpan {
        span.contentEnd = bytes.trimmingTrailingWhitespace(span.contentStart, index)
        // A list whose quotes and `<…>` were taken for markup still separates its entries with
        // commas; no constraint's text ends with one, so it is the list's, not the entry's.
        if lost, span.contentEnd > span.contentStart, bytes[span.contentEnd - 1] == ASCII.comma {
            span.contentEnd = bytes.trimmingTrailingWhitespace(span.contentStart, span.contentEnd - 1)
        }
        span.end = index
        span.lostClose = lost
        return span
    }

    /// A raw newline inside a label text continues the text when the next line closes it
    /// (`…second line'.height == 20 …`); otherwise the entry was cut off.
    private static func continuationInsideText(_ bytes: Bytes, lineBreak: Int) -> Int? {
        let next = bytes.startOfNextLine(afterBreakAt: lineBreak)
        let lineEnd = bytes.endOfLine(from: next)
        var index = next
        while index < lineEnd {
            if bytes[index] == ASCII.apostrophe, PrintedItemText.endsText(bytes, at: index, end: lineEnd) { return next }
            index += 1
        }
        return nil
    }

    /// Whether the line starting at `start` begins something new (another entry, the end of the
    /// list, a phrase, a blank line), so the entry before it lost its `>`; otherwise the line is
    /// the rest of a hard-wrapped entry.
    static func endsBeforeLine(_ bytes: Bytes, startingAt start: Int) -> Bool {
        let count = bytes.count
        let index = bytes.skippingHorizontalSpace(from: start, to: count)
        guard index < count else { return true }
        let byte = bytes[index]
        switch byte {
        case ASCII.newline, ASCII.carriageReturn, ASCII.quote:
            return true
        case ASCII.less:
            return bytes.matches("<private>", at: index) || isConstraintHead(bytes, at: index + 1)
        case ASCII.closeParen:
            return !(index + 1 < count && bytes[index + 1] == ASCII.greater)
        case ASCII.openBracket:
            return index + 1 < count && bytes[index + 1] == ASCII.less
        case ASCII.minus:
            return poIndexEnd(bytes, at: index) != nil
        default:
            if isConstraintHead(bytes, at: index) { return true }
            return LogPhrase.match(in: bytes, at: index) != nil
        }
    }
}

/// Label texts after an address (`UILabel:0x7f…'Set lunch'`). They may hold apostrophes
/// (`'YOU'RE OK'`), so a text ends only at an apostrophe followed by what can follow an item.
enum PrintedItemText {
    /// Whether the apostrophe at `index` opens a text: it directly follows `0x` and hex digits.
    static func opensText(_ bytes: Bytes, at index: Int, from start: Int) -> Bool {
        var cursor = index - 1
        while cursor >= start, bytes[cursor].isHexDigit { cursor -= 1 }
        guard cursor < index - 1, cursor >= start + 1 else { return false }
        return bytes[cursor] | 0x20 == ASCII.lowercaseX && bytes[cursor - 1] == ASCII.zero
    }

    /// Whether the apostrophe at `index` closes a text.
    static func endsText(_ bytes: Bytes, at index: Int, end: Int) -> Bool {
        let next = index + 1
        guard next < end else { return true }
        switch bytes[next] {
        case ASCII.dot, ASCII.openBracket, ASCII.closeBracket, ASCII.openParen, ASCII.closeParen, ASCII.comma,
            ASCII.greater, ASCII.quote, ASCII.at, ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn:
            return true
        default:
            return false
        }
    }
}
