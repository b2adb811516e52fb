import ConstraintModel

/// Items as entries print them: `UILabel:0x7f…`, `UILabel:0x7f…'Set lunch'`,
/// `UIView:0x7f…@File.swift#12`, old SnapKit's `<UIView:0x7f…>`, Masonry's
/// `UITableViewCellContentView:cv`, and names-only items (`progress background`,
/// `ListViewImage-a...`) resolved through the entry's `names:` list.
extension EntryParser {
    /// Where an item printed without an address may end, depending on what can follow it.
    enum ItemContext {
        /// The right side of an equation: before ` * 0.5`, ` + 8`, ` NSSpace(8)`.
        case equationRight
        /// A term of an expression: before `+`, `-`, `*`, `)`.
        case expressionTerm
        /// A first item whose relation is missing: before the next space.
        case word
    }

    /// The item filling all of `range` (a VFL entity or the left side of an equation); returns
    /// its number in the log.
    mutating func parseItem(in range: Range<Int>) throws(EntrySyntaxError) -> Int {
        let start = bytes.skippingWhitespace(from: range.lowerBound, to: range.upperBound)
        let end = bytes.trimmingTrailingWhitespace(start, range.upperBound)
        guard start < end else {
            throw EntrySyntaxError(offset: start, message: "expected an item such as 'UIView:0x…' before \(describe(at: start))", code: "expected-item")
        }
        if !names.isEmpty, let binding = binding(matching: start..<end) { return register(binding) }
        if end - start == 1, bytes[start] == ASCII.pipe { return superviewBar(at: start) }
        if bytes[start] == ASCII.less {
            var index = start
            let item = try parseNestedItem(&index, end: end)
            guard index == end else { throw unexpected(at: index, after: start..<index) }
            return item
        }
        if let nameEnd = EntryBounds.classNameEnd(bytes, from: start, limit: end), nameEnd < end,
            bytes[nameEnd] == ASCII.colon
        {
            var index = nameEnd + 1
            if bytes.matches("0x", at: index) || bytes.matches("0X", at: index) {
                let item = try parseAddressedItem(className: start..<nameEnd, index: &index, end: end)
                guard index == end else { throw unexpected(at: index, after: start..<index) }
                return item
            }
            if index < end, bytes[index].isIdentifierByte {
                var item = PrintedItem()
                item.className = strings.string(bytes, start..<nameEnd)
                item.masonryKey = bytes.string(index..<end)
                item.name = item.masonryKey
                return add(item)
            }
        }
        return add(unresolvedName(start..<end))
    }

    /// The item starting at `start` and its `.attribute`, for places where the item's end is not
    /// known in advance. Returns the anchor and the index after the attribute.
    mutating func parseAnchor(from start: Int, limit: Int, context: ItemContext) throws(EntrySyntaxError) -> (PrintedAnchor, Int) {
        guard start < limit else {
            throw EntrySyntaxError(offset: start, message: "expected an item such as 'UIView:0x….width', found the end of the entry", code: "expected-item")
        }
        if !names.isEmpty, let binding = binding(prefixing: start, end: limit, followedBy: { $0 == ASCII.dot }),
            let attributeEnd = LogAttributeNames.nameEnd(bytes, from: start + binding.key.count + 1, limit: limit)
        {
            let attributeStart = start + binding.key.count + 1
            return (PrintedAnchor(item: register(binding), attribute: attribute(attributeStart..<attributeEnd)), attributeEnd)
        }
        var index = start
        var item: Int?
        if bytes[index] == ASCII.less {
            item = try parseNestedItem(&index, end: limit)
        } else if let nameEnd = EntryBounds.classNameEnd(bytes, from: start, limit: limit), nameEnd < limit,
            bytes[nameEnd] == ASCII.colon
        {
            index = nameEnd + 1
            if bytes.matches("0x", at: index) || bytes.matches("0X", at: index) {
                item = try parseAddressedItem(className: start..<nameEnd, index: &index, end: limit)
            } else {
                let keyStart = index
                while index < limit, bytes[index].isIdentifierByte || bytes[index] == ASCII.minus { index += 1 }
                if index > keyStart, index < limit, bytes[index] == ASCII.dot {
                    var masonry = PrintedItem()
                    masonry.className = strings.string(bytes, start..<nameEnd)
                    masonry.masonryKey = bytes.string(keyStart..<index)
                    masonry.name = masonry.masonryKey
                    item = add(masonry)
                }
            }
        }
        if let item {
            guard index < limit, bytes[index] == ASCII.dot,
                let attributeEnd = LogAttributeNames.nameEnd(bytes, from: index + 1, limit: limit)
            else {
                throw EntrySyntaxError(
                    offset: index, message: "expected '.attribute' (such as .width or .leading) after \(quoted(start..<index))",
                    code: "expected-attribute")
            }
            return (PrintedAnchor(item: item, attribute: attribute((index + 1)..<attributeEnd)), attributeEnd)
        }
        let chunkEnd = nameChunkEnd(from: start, limit: limit, context: context)
        guard let attributeStart = LogAttributeNames.nameStart(bytes, endingAt: chunkEnd, lowerBound: start) else {
            throw EntrySyntaxError(
                offset: chunkEnd, message: "expected '.attribute' (such as .width or .leading) after \(quoted(start..<chunkEnd))",
                code: "expected-attribute")
        }
        let named = try parseItem(in: start..<(attributeStart - 1))
        return (PrintedAnchor(item: named, attribute: attribute(attributeStart..<chunkEnd)), chunkEnd)
    }

    /// The item of all of `range` and its trailing `.attribute` (the left side of an equation).
    mutating func parseWholeAnchor(in range: Range<Int>) throws(EntrySyntaxError) -> PrintedAnchor {
        let end = bytes.trimmingTrailingWhitespace(range.lowerBound, range.upperBound)
        guard let attributeStart = LogAttributeNames.nameStart(bytes, endingAt: end, lowerBound: range.lowerBound) else {
            throw EntrySyntaxError(
                offset: end, message: "expected '.attribute' (such as .width or .leading) after \(quoted(range.lowerBound..<end))",
                code: "expected-attribute")
        }
        let item = try parseItem(in: range.lowerBound..<(attributeStart - 1))
        return PrintedAnchor(item: item, attribute: attribute(attributeStart..<end))
    }

    /// `Class:0x…['text'][@File.swift#12]` with `index` after the colon. An item the log has seen
    /// is found by its address before any string is made.
    private mutating func parseAddressedItem(className: Range<Int>, index: inout Int, end: Int) throws(EntrySyntaxError) -> Int {
        let addressStart = index
        try scanAddress(&index, end: end)
        let addressRange = addressStart..<index
        var textRange: Range<Int>?
        if index < end, bytes[index] == ASCII.apostrophe {
            let close = textEnd(from: index + 1, end: end)
            guard close < end else {
                throw EntrySyntaxError(offset: index, message: "expected the closing ' of the text after the address", code: "unexpected-text")
            }
            if close > index + 1 { textRange = (index + 1)..<close }
            index = close + 1
        }
        if index < end, bytes[index] == ASCII.at, let hash = bytes.firstIndex(of: ASCII.hash, in: index..<end) {
            index = hash + 1
            while index < end, bytes[index].isDigit { index += 1 }
        }
        let key = AddressKey(bytes, addressRange)
        // UIKit prints a view that has an accessibility identifier as `identifier:0x…` when the
        // names list maps that identifier to the same address: it is a name, not a class.
        if !names.isEmpty, let binding = binding(matching: className), let key, AddressKey(bytes, binding.address) == key {
            return register(binding)
        }
        if let key, let number = registry.number(forAddress: key) {
            if !registry.isComplete(number) {
                registry.complete(
                    number, className: strings.string(bytes, className), text: textRange.map { PrintedText.decode(bytes, $0) },
                    name: nil)
            }
            return number
        }
        var item = PrintedItem()
        item.className = strings.string(bytes, className)
        item.address = bytes.string(addressRange)
        item.text = textRange.map { PrintedText.decode(bytes, $0) }
        return registry.register(item, key: key, identity: key == nil ? item.address : nil)
    }

    /// Old SnapKit's `<UIView:0x7f…>`.
    private mutating func parseNestedItem(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> Int {
        let start = index + 1
        guard let nameEnd = EntryBounds.classNameEnd(bytes, from: start, limit: end), nameEnd < end, bytes[nameEnd] == ASCII.colon else {
            throw EntrySyntaxError(offset: start, message: "expected 'Class:0x…' after '<'", code: "expected-item")
        }
        index = nameEnd + 1
        let item = try parseAddressedItem(className: start..<nameEnd, index: &index, end: end)
        guard index < end, bytes[index] == ASCII.greater else {
            throw EntrySyntaxError(offset: index, message: "expected '>' after \(quoted(start..<index))", code: "unexpected-text")
        }
        index += 1
        return item
    }

    /// A names-only item that the names list does not resolve: kept by name, without address.
    private mutating func unresolvedName(_ range: Range<Int>) -> PrintedItem {
        var item = PrintedItem()
        item.name = bytes.string(range)
        if itemsAreNamed { return item }
        note(
            .note, at: range.lowerBound,
            "\(quoted(range)) is not in this entry's names: list, so its address is unknown; it is kept as a name",
            code: "unresolved-name")
        return item
    }

    /// `|`: the superview named by `'|'` in the names list.
    mutating func superviewBar(at offset: Int) -> Int {
        if let binding = superviewBinding { return register(binding) }
        return add(unnamedSuperview(at: offset))
    }

    private mutating func unnamedSuperview(at offset: Int) -> PrintedItem {
        var item = PrintedItem()
        item.name = "superview"
        note(.warning, at: offset, "'|' (the superview) is not named in this entry's names: list", code: "unnamed-superview")
        return item
    }

    /// A `|` that the names list does not name: the superview of `view`, known by name only. It
    /// stays apart from other unnamed superviews, which may be different views.
    mutating func registerUnnamedSuperview(of view: Int, at offset: Int) -> Int {
        registry.number(for: unnamedSuperview(at: offset), identity: "|" + registry.identity(of: view))
    }

    /// Where a names-only item (with its attribute) ends when nothing resolves it.
    private func nameChunkEnd(from start: Int, limit: Int, context: ItemContext) -> Int {
        var index = start
        while index < limit {
            let byte = bytes[index]
            switch context {
            case .word:
                if byte.isWhitespace { return index }
            case .equationRight:
                if byte == ASCII.asterisk { return bytes.trimmingTrailingWhitespace(start, index) }
                if byte == ASCII.space, index + 1 < limit {
                    let next = bytes[index + 1]
                    if next == ASCII.plus || next == ASCII.minus || next == ASCII.asterisk || next == ASCII.at
                        || next == ASCII.equals || next == ASCII.less || next == ASCII.greater
                        || bytes.matches("NSSpace(", at: index + 1) || bytes.matches("NSLayoutAnchorConstraintSpace(", at: index + 1)
                    {
                        return index
                    }
                }
            case .expressionTerm:
                if byte == ASCII.plus || byte == ASCII.asterisk || byte == ASCII.closeParen || byte.isWhitespace { return index }
                if byte == ASCII.minus, index + 1 < limit, !bytes[index + 1].isLetter { return index }
            }
            index += 1
        }
        return limit
    }

    mutating func attribute(_ range: Range<Int>) -> AnchorAttribute {
        let attribute = attributes.attribute(bytes, range)
        if case .custom(let name) = attribute, !LogAttributeNames.pseudoAttributes.contains(name) {
            note(
                .note, at: range.lowerBound, "'\(name)' is not an Auto Layout attribute; it is kept as a custom attribute",
                code: "unknown-attribute")
        }
        return attribute
    }

    func unexpected(at index: Int, after range: Range<Int>) -> EntrySyntaxError {
        EntrySyntaxError(offset: index, message: "unexpected \(describe(at: index)) after \(quoted(range))", code: "unexpected-text")
    }
}
