import ConstraintModel

/// What follows the body of an entry: UIKit's `(active, names: …)` (or old `(Names: …)`), and the
/// modifiers `po`, Masonry and content-size constraints print after the body.
extension EntryParser {
    /// The `(` of `(active…)`, `(Names: …)` or `(names: …)` after the body, outside label texts.
    func infoStart(from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == ASCII.apostrophe, PrintedItemText.opensText(bytes, at: index, from: start) {
                index = textEnd(from: index + 1, end: end) + 1
                continue
            }
            // iOS 9 prints `(Names: …)` straight after a visual format's `]` or `|`, with no space.
            if byte == ASCII.openParen, index > start,
                bytes[index - 1].isWhitespace || [ASCII.closeBracket, ASCII.pipe, ASCII.closeParen].contains(bytes[index - 1]),
                bytes.matches("(active", at: index) || bytes.matches("(Names:", at: index)
                    || bytes.matches("(names:", at: index) || bytes.matches("(inactive", at: index)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    mutating func parseInfo(from start: Int, to end: Int) throws(EntrySyntaxError) {
        var index = start + 1
        if bytes.matches("active", at: index) {
            constraint.isActive = true
            index += 6
        } else if bytes.matches("inactive", at: index) {
            constraint.isActive = false
            index += 8
        }
        index = bytes.skippingWhitespace(from: index, to: end)
        if index < end, bytes[index] == ASCII.comma { index = bytes.skippingWhitespace(from: index + 1, to: end) }
        if bytes.matches("names:", at: index) || bytes.matches("Names:", at: index) {
            var namesEnd = end
            if namesEnd > index, bytes[namesEnd - 1] == ASCII.closeParen { namesEnd -= 1 }
            do {
                try parseNames(in: (index + 6)..<namesEnd)
            } catch {
                // The body may not need the names; keep what was read and say what was not.
                note(.warning, at: error.offset, error.message + "; the rest of the names: list is ignored", code: error.code)
            }
        }
    }

    /// Removes what UIKit, `po` and Masonry print after the body, from the end: `(LTR)`/`(RTL)`,
    /// `priority:250`, `@750`, Masonry's `^high`, and `Hug:250 CompressionResistance:750`.
    mutating func stripModifiers(from start: Int, to end: Int) throws(EntrySyntaxError) -> Int {
        var end = bytes.trimmingTrailingWhitespace(start, end)
        var hugging: Priority?
        var compressionResistance: Priority?
        while end > start {
            if bytes.matches("(LTR)", at: end - 5) || bytes.matches("(RTL)", at: end - 5) {
                constraint.layoutDirection = bytes[end - 4] == 0x4C /* L */ ? .leftToRight : .rightToLeft
                end = bytes.trimmingTrailingWhitespace(start, end - 5)
                continue
            }
            var tokenStart = end
            while tokenStart > start, !bytes[tokenStart - 1].isWhitespace { tokenStart -= 1 }
            if bytes.matches("priority:", at: tokenStart) {
                constraint.priority = try priority(from: tokenStart + 9, to: end)
            } else if bytes.matches("Hug:", at: tokenStart) {
                hugging = try priority(from: tokenStart + 4, to: end)
            } else if bytes.matches("CompressionResistance:", at: tokenStart) {
                compressionResistance = try priority(from: tokenStart + 22, to: end)
            } else if let at = bytes.firstIndex(of: ASCII.at, in: tokenStart..<end),
                let (value, after) = PrintedNumber.parse(bytes, at: at + 1, end: end, allowSign: false), after == end,
                at == tokenStart || PrintedNumber.parse(bytes, at: tokenStart, end: at)?.1 == at
            {
                // `@750` alone or glued to the constant (`100@750`).
                constraint.priority = Priority(value.value)
                end = at
                if at > tokenStart { break }
                end = bytes.trimmingTrailingWhitespace(start, tokenStart)
                continue
            } else if let masonry = masonryPriority(from: tokenStart, to: end, start: start) {
                constraint.priority = masonry.priority
                end = bytes.trimmingTrailingWhitespace(start, masonry.start)
                continue
            } else {
                break
            }
            end = bytes.trimmingTrailingWhitespace(start, tokenStart)
        }
        if hugging != nil || compressionResistance != nil {
            constraint.contentSize = ContentSizePriorities(
                hugging: hugging ?? .defaultLow, compressionResistance: compressionResistance ?? .defaultHigh)
        }
        return end
    }

    private func priority(from start: Int, to end: Int) throws(EntrySyntaxError) -> Priority {
        guard let (value, after) = PrintedNumber.parse(bytes, at: start, end: end, allowSign: false), after == end else {
            throw EntrySyntaxError(offset: start, message: "expected a priority number, found \(describe(at: start))", code: "expected-number")
        }
        return Priority(value.value)
    }

    /// Masonry's ` ^high`, ` ^low`, ` ^medium`, ` ^required`, ` ^fitting size`, ` ^750`.
    private func masonryPriority(from tokenStart: Int, to end: Int, start: Int) -> (priority: Priority, start: Int)? {
        if bytes.matches("size", at: tokenStart), end == tokenStart + 4, tokenStart >= start + 9,
            bytes.matches("^fitting ", at: tokenStart - 9)
        {
            return (.fittingSizeLevel, tokenStart - 9)
        }
        guard tokenStart < end, bytes[tokenStart] == ASCII.caret else { return nil }
        let word = tokenStart + 1
        let words: [(StaticString, Priority)] = [("high", .defaultHigh), ("low", .defaultLow), ("medium", 500), ("required", .required)]
        for (name, priority) in words where bytes.matches(name, at: word) && word + name.utf8CodeUnitCount == end {
            return (priority, tokenStart)
        }
        if let (value, after) = PrintedNumber.parse(bytes, at: word, end: end, allowSign: false), after == end {
            return (Priority(value.value), tokenStart)
        }
        return nil
    }
}
