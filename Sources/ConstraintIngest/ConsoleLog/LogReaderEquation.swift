import ConstraintModel

/// The equation body: `item.attr REL [m*]item.attr [* m] [+|- c] [[REL ]NSSpace(n)]` or
/// `item.attr REL c`; and the dispatch to the expression form when a side is parenthesised.
extension EntryParser {
    mutating func parseRelationBody(from start: Int, to end: Int) throws(EntrySyntaxError) {
        guard let (relationStart, relation, relationEnd) = findRelation(from: start, to: end) else {
            throw missingRelation(from: start, to: end)
        }
        constraint.relation = relation
        let rightStart = bytes.skippingWhitespace(from: relationEnd, to: end)
        if bytes[start] == ASCII.openParen || startsExpression(at: rightStart, end: end) {
            try parseExpression(left: start..<relationStart, right: rightStart..<end)
            return
        }
        constraint.first = try parseWholeAnchor(in: start..<relationStart)
        try parseRightSide(from: rightStart, to: end, relationEnd: relationEnd)
    }

    /// The first `==`, `<=` or `>=` outside label texts.
    func findRelation(from start: Int, to end: Int) -> (Int, Relation, Int)? {
        var index = start
        while index + 1 < end {
            let byte = bytes[index]
            if byte == ASCII.apostrophe, PrintedItemText.opensText(bytes, at: index, from: start) {
                index = textEnd(from: index + 1, end: end) + 1
                continue
            }
            if bytes[index + 1] == ASCII.equals {
                switch byte {
                case ASCII.equals: return (index, .equal, index + 2)
                case ASCII.less: return (index, .lessThanOrEqual, index + 2)
                case ASCII.greater: return (index, .greaterThanOrEqual, index + 2)
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    private func missingRelation(from start: Int, to end: Int) -> EntrySyntaxError {
        var probe = self
        guard let (_, anchorEnd) = try? probe.parseAnchor(from: start, limit: end, context: .word) else {
            return EntrySyntaxError(
                offset: start, message: "expected an item and attribute such as 'UIView:0x….width', found \(quoted(start..<end))",
                code: "expected-item")
        }
        let at = bytes.skippingWhitespace(from: anchorEnd, to: end)
        return EntrySyntaxError(
            offset: at, message: "expected a relation (==, <=, >=) after \(quoted(start..<anchorEnd))", code: "expected-relation")
    }

    /// `(`, or `0.5*(`, opens an expression.
    private func startsExpression(at index: Int, end: Int) -> Bool {
        guard index < end else { return false }
        if bytes[index] == ASCII.openParen { return true }
        guard let (_, after) = PrintedNumber.parse(bytes, at: index, end: end) else { return false }
        let star = bytes.skippingWhitespace(from: after, to: end)
        guard star < end, bytes[star] == ASCII.asterisk else { return false }
        let open = bytes.skippingWhitespace(from: star + 1, to: end)
        return open < end && bytes[open] == ASCII.openParen
    }

    private mutating func parseRightSide(from start: Int, to end: Int, relationEnd: Int) throws(EntrySyntaxError) {
        var index = start
        guard index < end, !isBareSign(at: index, end: end) else {
            lostConstant(at: index, after: bytes.string((relationEnd - 2)..<relationEnd))
            return
        }
        if let (number, after) = PrintedNumber.parse(bytes, at: index, end: end) {
            let next = bytes.skippingWhitespace(from: after, to: end)
            if next >= end {
                constraint.constant = number
                return
            }
            if bytes[next] == ASCII.asterisk {
                constraint.multiplier = number
                index = bytes.skippingWhitespace(from: next + 1, to: end)
            }
        }
        let (second, afterSecond) = try parseAnchor(from: index, limit: end, context: .equationRight)
        constraint.second = second
        index = bytes.skippingWhitespace(from: afterSecond, to: end)
        if index < end, bytes[index] == ASCII.asterisk {
            let numberStart = bytes.skippingWhitespace(from: index + 1, to: end)
            guard let (multiplier, after) = PrintedNumber.parse(bytes, at: numberStart, end: end) else {
                throw EntrySyntaxError(offset: numberStart, message: "expected a multiplier after '*', found \(describe(at: numberStart))", code: "expected-number")
            }
            constraint.multiplier = multiplier
            index = bytes.skippingWhitespace(from: after, to: end)
        }
        if index < end, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
            let negative = bytes[index] == ASCII.minus
            let numberStart = bytes.skippingWhitespace(from: index + 1, to: end)
            if numberStart >= end {
                lostConstant(at: numberStart, after: negative ? "-" : "+")
                return
            }
            guard let (constant, after) = PrintedNumber.parse(bytes, at: numberStart, end: end, allowSign: false) else {
                throw EntrySyntaxError(offset: numberStart, message: "expected a constant after '\(negative ? "-" : "+")', found \(describe(at: numberStart))", code: "expected-number")
            }
            constraint.constant = negative ? LayoutNumber(-constant.value, literal: constant.literal.map { "-" + $0 }) : constant
            index = bytes.skippingWhitespace(from: after, to: end)
        }
        index = try parseSystemSpacing(from: index, to: end)
        guard index >= end else { throw unexpected(at: index, after: start..<index) }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` after the second item, optionally
    /// after a relation (`>= NSSpace(8)`): the constant is the system spacing.
    private mutating func parseSystemSpacing(from start: Int, to end: Int) throws(EntrySyntaxError) -> Int {
        var index = start
        if index + 1 < end, bytes[index + 1] == ASCII.equals,
            bytes[index] == ASCII.equals || bytes[index] == ASCII.less || bytes[index] == ASCII.greater
        {
            index = bytes.skippingWhitespace(from: index + 2, to: end)
        }
        guard let (value, after) = try systemSpacing(at: index, end: end) else { return start }
        constraint.constant = value
        constraint.constantIsSystemSpacing = true
        return bytes.skippingWhitespace(from: after, to: end)
    }

    /// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)` at `index`: the value and the index after.
    func systemSpacing(at index: Int, end: Int) throws(EntrySyntaxError) -> (LayoutNumber, Int)? {
        let open: Int
        if bytes.matches("NSSpace(", at: index) {
            open = index + 8
        } else if bytes.matches("NSLayoutAnchorConstraintSpace(", at: index) {
            open = index + 30
        } else {
            return nil
        }
        guard let (value, after) = PrintedNumber.parse(bytes, at: open, end: end), after < end, bytes[after] == ASCII.closeParen else {
            throw EntrySyntaxError(offset: open, message: "expected a number and ')' in the system spacing, found \(describe(at: open))", code: "expected-number")
        }
        return (value, after + 1)
    }

    /// `- ` or `+ ` with nothing after it.
    private func isBareSign(at index: Int, end: Int) -> Bool {
        guard bytes[index] == ASCII.plus || bytes[index] == ASCII.minus else { return false }
        return bytes.skippingWhitespace(from: index + 1, to: end) >= end
    }

    private mutating func lostConstant(at offset: Int, after operatorText: String) {
        constraint.constant = nil
        note(
            .warning, at: offset,
            "the constant after '\(operatorText)' was lost from the log; the constraint is kept without it",
            code: "lost-constant")
    }
}
