import ConstraintModel

/// Third-party `description` overrides that drop Apple's `<Class:0x…>` form:
///
///     HeaderView.UIView.top == UIView.bottom (constant: 0.0)
///     Card.height == Photo.height (multiplier: 0.200, priority: 999)
///     HeaderView.UIView.bottom == UIView.bottom (constant: -8.0, hint: pin to the card's bottom)
///
/// The items carry no address, so each is the view its printed name names (two views printed
/// with the same name are taken as one, and the report says so). The details in parentheses
/// give what the equation leaves out; a detail that contradicts the equation, or a side without
/// an item, leaves the constraint undetermined and is reported where it stands.
enum DescriptionOverride {
    /// The end of an override entry starting at `start` (before its closing quote, or at the end
    /// of the line), or nil when the text there is not one: a name, `.attribute`, a relation.
    static func entryEnd(_ bytes: Bytes, at start: Int, quoted: Bool) -> Int? {
        guard start < bytes.count, bytes[start].isLetter || bytes[start] == ASCII.underscore else { return nil }
        // An entry starts a line, or follows a quote, the list's `(` or a comma — never a word of prose.
        var before = start
        while before > 0, bytes[before - 1].isHorizontalSpace { before -= 1 }
        guard before == 0 || bytes[before - 1].isLineBreak || bytes[before - 1] == ASCII.quote || bytes[before - 1] == ASCII.openParen
            || bytes[before - 1] == ASCII.comma
        else { return nil }
        // Cheap checks first, on the word alone (this runs for every unknown word in a list):
        // names and dots ending in a known attribute, then a relation.
        var chunkEnd = start
        while chunkEnd < bytes.count, bytes[chunkEnd].isIdentifierByte || bytes[chunkEnd] == ASCII.dot { chunkEnd += 1 }
        var nameStart = chunkEnd
        while nameStart > start, bytes[nameStart - 1].isLetter { nameStart -= 1 }
        guard nameStart < chunkEnd, chunkEnd - nameStart <= 24, nameStart == start || bytes[nameStart - 1] == ASCII.dot,
            LayoutAttribute(printedName: bytes.string(nameStart..<chunkEnd)) != nil
        else { return nil }
        let relation = bytes.skippingHorizontalSpace(from: chunkEnd, to: bytes.count)
        guard relation + 1 < bytes.count, bytes[relation + 1] == ASCII.equals,
            bytes[relation] == ASCII.equals || bytes[relation] == ASCII.less || bytes[relation] == ASCII.greater
        else { return nil }
        let lineEnd = bytes.endOfLine(from: start)
        var end = lineEnd
        if quoted, let close = bytes.firstIndex(of: ASCII.quote, in: start..<lineEnd) { end = close }
        end = bytes.trimmingTrailingWhitespace(start, end)
        if !quoted, end > start, bytes[end - 1] == ASCII.comma { end = bytes.trimmingTrailingWhitespace(start, end - 1) }
        return end > relation ? end : nil
    }

    /// The first `==`, `<=` or `>=` in the range.
    static func relationStart(_ bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 1 < end {
            let byte = bytes[index]
            if bytes[index + 1] == ASCII.equals, byte == ASCII.equals || byte == ASCII.less || byte == ASCII.greater { return index }
            index += 1
        }
        return nil
    }
}

extension EntryParser {
    /// Reads a whole override entry (see `DescriptionOverride`).
    mutating func parseDescriptionOverride() throws(EntrySyntaxError) -> PrintedConstraint {
        let end = bytes.trimmingTrailingWhitespace(0, bytes.count)
        let start = bytes.skippingWhitespace(from: 0, to: end)
        var bodyEnd = end
        var details: [(key: String, value: Range<Int>, at: Int)] = []
        if let open = trailingDetailsStart(from: start, to: end) {
            details = detailFields(in: (open + 1)..<(end - 1))
            bodyEnd = bytes.trimmingTrailingWhitespace(start, open)
        }
        bodyEnd = try stripModifiers(from: start, to: bodyEnd)
        if let relation = DescriptionOverride.relationStart(bytes, from: start, to: bodyEnd),
            bytes.firstIndex(of: ASCII.dot, in: start..<relation) == nil
        {
            throw EntrySyntaxError(
                offset: start,
                message: "this description names no item before '\(bytes.string(start..<bytes.trimmingTrailingWhitespace(start, relation)))': which view it constrains is not in the text",
                code: "override-without-item")
        }
        try parseRelationBody(from: start, to: bodyEnd)
        let printedConstant = constraint.second != nil && constraint.constant?.value != 0 ? constraint.constant : nil
        let printedMultiplier = constraint.multiplier
        for detail in details {
            switch detail.key.lowercased() {
            case "constant", "c":
                let value = try detailNumber(detail)
                if let printed = printedConstant, printed.value != value.value {
                    throw disagreement("constant", printed: printed, detail: value, at: detail.at)
                }
                // A size printed as `height == 120.0 (constant: 120.0)` repeats its constant.
                constraint.constant = value
            case "multiplier", "m":
                let value = try detailNumber(detail)
                if printedMultiplier.value != 1, printedMultiplier.value != value.value {
                    throw disagreement("multiplier", printed: printedMultiplier, detail: value, at: detail.at)
                }
                constraint.multiplier = value
            case "priority", "p":
                constraint.priority = Priority(try detailNumber(detail).value)
            case "identifier", "id":
                let text = bytes.string(detail.value).filter { $0 != "'" && $0 != "\"" }
                if !text.isEmpty { constraint.identifier = text }
            case "active", "isactive":
                constraint.isActive = bytes.string(detail.value) != "false"
            default:
                // Hints and anything else a library adds say nothing about the equation.
                continue
            }
        }
        if constraint.multiplier.value != 1, constraint.second == nil {
            throw EntrySyntaxError(
                offset: start, message: "a multiplier without a second item: the description does not say what it multiplies",
                code: "override-without-item")
        }
        var result = PrintedConstraint()
        swap(&result, &constraint)
        return result
    }

    /// The `(` of a parenthesised list of `key: value` details that ends the entry.
    private func trailingDetailsStart(from start: Int, to end: Int) -> Int? {
        guard end > start, bytes[end - 1] == ASCII.closeParen else { return nil }
        var depth = 0
        var index = end - 1
        while index >= start {
            if bytes[index] == ASCII.closeParen { depth += 1 }
            if bytes[index] == ASCII.openParen {
                depth -= 1
                if depth == 0 { break }
            }
            index -= 1
        }
        guard index > start, depth == 0, bytes.firstIndex(of: ASCII.colon, in: index..<end) != nil else { return nil }
        return index
    }

    /// `constant: -8.0, hint: pin to the card's bottom, then…`: a field starts at a word followed
    /// by `:`, so commas inside a hint stay in the hint.
    private func detailFields(in range: Range<Int>) -> [(key: String, value: Range<Int>, at: Int)] {
        var fields: [(key: String, value: Range<Int>, at: Int)] = []
        var fieldStart = bytes.skippingWhitespace(from: range.lowerBound, to: range.upperBound)
        func keyEnd(at index: Int) -> Int? {
            var cursor = index
            while cursor < range.upperBound, bytes[cursor].isIdentifierByte { cursor += 1 }
            return cursor > index && cursor < range.upperBound && bytes[cursor] == ASCII.colon ? cursor : nil
        }
        while fieldStart < range.upperBound {
            guard let colon = keyEnd(at: fieldStart) else { break }
            var valueEnd = colon + 1
            var next = range.upperBound
            while valueEnd < range.upperBound {
                if bytes[valueEnd] == ASCII.comma {
                    let candidate = bytes.skippingWhitespace(from: valueEnd + 1, to: range.upperBound)
                    if keyEnd(at: candidate) != nil {
                        next = candidate
                        break
                    }
                }
                valueEnd += 1
            }
            let valueStart = bytes.skippingWhitespace(from: colon + 1, to: valueEnd)
            fields.append((bytes.string(fieldStart..<colon), valueStart..<bytes.trimmingTrailingWhitespace(valueStart, valueEnd), fieldStart))
            fieldStart = next
        }
        return fields
    }

    private func detailNumber(_ detail: (key: String, value: Range<Int>, at: Int)) throws(EntrySyntaxError) -> LayoutNumber {
        guard let (value, after) = PrintedNumber.parse(bytes, at: detail.value.lowerBound, end: detail.value.upperBound),
            after == detail.value.upperBound
        else {
            throw EntrySyntaxError(
                offset: detail.value.lowerBound, message: "expected a number after '\(detail.key):', found \(quoted(detail.value))",
                code: "expected-number")
        }
        return value
    }

    private func disagreement(_ name: String, printed: LayoutNumber, detail: LayoutNumber, at offset: Int) -> EntrySyntaxError {
        EntrySyntaxError(
            offset: offset,
            message: "the equation prints the \(name) \(printed) but its details say \(detail): the description does not determine the constraint",
            code: "override-disagrees")
    }
}

extension LogScanner {
    /// Reads the override entry in `start..<end` and hands it to the collector.
    mutating func readDescriptionOverride(from start: Int, to end: Int) -> Int {
        let isBroken = mode == .expectingBroken
        mode = .neutral
        let log = collector.log(forEntryAt: start, isBroken: isBroken)
        let checkpoint = log.registry.checkpoint()
        let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var parser = EntryParser(bytes: content, strings: strings, attributes: attributes, registry: log.registry)
        parser.itemsAreNamed = true
        var notes: [EntryNote] = []
        if !log.hasDescriptionOverride {
            log.hasDescriptionOverride = true
            notes.append(EntryNote(
                offset: map.originalOffset(ofClean: start), severity: .note,
                message: "read as a library's own description (no '<Class:0x…>' form): each view is known by its printed name, so views printed with the same name are taken as one",
                code: "description-override"))
        }
        do {
            var constraint = try parser.parseDescriptionOverride()
            constraint.text = content.string(0..<content.count)
            for var note in parser.notes {
                note.offset = map.originalOffset(ofClean: start + note.offset)
                notes.append(note)
            }
            collector.add(constraint, notes: notes, anchor: start, end: end, isBroken: isBroken, to: log, checkpoint: checkpoint)
        } catch {
            var error = error
            error.offset = map.originalOffset(ofClean: start + error.offset)
            collector.addUnreadable(error, notes: notes, end: end, isBroken: isBroken, to: log, checkpoint: checkpoint)
        }
        lineHasEvent = true
        return max(end, start + 1)
    }
}
