import ConstraintModel

/// Reads one constraint description, the text between `<` and `>`:
///
///     Class:0xADDR[@File.swift#88] [h=--& v=--&] ['identifier'] body [modifiers] [(active, names: …)]
///
/// where the body is an equation (`A.width == 0.5*B.width + 8`), a VFL description
/// (`H:|-(8)-[A]`) or an expression (`(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`).
/// Offsets in errors and notes are offsets into the entry's text.
struct EntryParser {
    let bytes: Bytes
    let strings: StringInterner
    let attributes: LogAttributeNames
    let registry: ItemRegistry
    var names: [NameBinding] = []
    var constraint = PrintedConstraint()
    /// Things worth telling about an entry that was read anyway.
    var notes: [EntryNote] = []
    /// Items printed by name alone identify themselves (a description override has no `names:`
    /// list to resolve them against), so an unresolved name needs no note.
    var itemsAreNamed = false

    init(bytes: Bytes, strings: StringInterner, attributes: LogAttributeNames, registry: ItemRegistry) {
        self.bytes = bytes
        self.strings = strings
        self.attributes = attributes
        self.registry = registry
    }

    mutating func parse() throws(EntrySyntaxError) -> PrintedConstraint {
        let end = bytes.trimmingTrailingWhitespace(0, bytes.count)
        var index = bytes.skippingWhitespace(from: 0, to: end)
        try parseHead(&index, end: end)
        index = bytes.skippingWhitespace(from: index, to: end)
        if bytes.matches("h=", at: index) {
            constraint.autoresizingMask = try parseAutoresizingMask(&index, end: end)
            index = bytes.skippingWhitespace(from: index, to: end)
        }
        if index < end, bytes[index] == ASCII.apostrophe {
            constraint.identifier = try parseIdentifier(&index, end: end)
            index = bytes.skippingWhitespace(from: index, to: end)
        }
        var bodyEnd = end
        if let infoStart = infoStart(from: index, to: end) {
            try parseInfo(from: infoStart, to: end)
            bodyEnd = infoStart
        }
        bodyEnd = try stripModifiers(from: index, to: bodyEnd)
        guard index < bodyEnd else {
            throw EntrySyntaxError(offset: index, message: "expected the constraint's equation after its class and address", code: "expected-item")
        }
        if bodyEnd - index > 2, bytes[index] == 0x48 /* H */ || bytes[index] == 0x56 /* V */, bytes[index + 1] == ASCII.colon,
            bytes[index + 2] == ASCII.pipe || bytes[index + 2] == ASCII.openBracket
        {
            try parseVisualFormat(from: index, to: bodyEnd)
        } else {
            try parseRelationBody(from: index, to: bodyEnd)
        }
        recordSuperviewFromNames()
        // Hand the constraint over without copying its strings.
        var result = PrintedConstraint()
        swap(&result, &constraint)
        return result
    }

    /// `UIView:0x….minX == 0   (active, names: '|':UIView:0x… )`: autoresizing constraints print
    /// a position as a bare constant and name, in `names:`, the superview it is measured in. Any
    /// autoresizing constraint's `'|'` is the superview of its view.
    private mutating func recordSuperviewFromNames() {
        guard constraint.superviewBar == nil, let bar = superviewBinding else { return }
        let isBarePosition = constraint.second == nil && constraint.expression == nil
            && constraint.first.attribute.standard?.isPosition == true
        guard isBarePosition || constraint.className == "NSAutoresizingMaskLayoutConstraint" else { return }
        let index = register(bar)
        constraint.superviewBar = index
        if isBarePosition { constraint.measuredIn = index }
    }

    // MARK: Head

    /// `NSLayoutConstraint:0x6000…`, `SnapKit.LayoutConstraint:0x6000…@CCBaseCell.swift#88`,
    /// Masonry's `MASLayoutConstraint:keyName`, old SnapKit's `<SnapKit.LayoutConstraint:0x…>`.
    private mutating func parseHead(_ index: inout Int, end: Int) throws(EntrySyntaxError) {
        let nested = index < end && bytes[index] == ASCII.less
        if nested { index += 1 }
        guard let nameEnd = EntryBounds.classNameEnd(bytes, from: index, limit: end) else {
            throw EntrySyntaxError(offset: index, message: "expected a constraint class such as 'NSLayoutConstraint'", code: "expected-class")
        }
        let className = strings.string(bytes, index..<nameEnd)
        constraint.className = className
        index = nameEnd
        guard index < end, bytes[index] == ASCII.colon else {
            throw EntrySyntaxError(offset: index, message: "expected ':' and an address after '\(className)'", code: "expected-address")
        }
        index += 1
        if index < end, bytes[index] == ASCII.space { index += 1 }
        if bytes.matches("0x", at: index) || bytes.matches("0X", at: index) {
            constraint.address = try parseAddress(&index, end: end)
        } else {
            // Masonry prints a constraint's mas_key instead of its address; it names the
            // constraint the way an identifier does.
            let keyStart = index
            while index < end, bytes[index].isIdentifierByte || bytes[index] == ASCII.minus { index += 1 }
            guard index > keyStart else {
                throw EntrySyntaxError(offset: index, message: "expected an address (0x…) after '\(className):'", code: "expected-address")
            }
            constraint.identifier = strings.string(bytes, keyStart..<index)
        }
        if index < end, bytes[index] == ASCII.at {
            constraint.sourceLocation = try parseSourceLocation(&index, end: end)
        }
        if nested {
            guard index < end, bytes[index] == ASCII.greater else {
                throw EntrySyntaxError(offset: index, message: "expected '>' after the nested constraint head", code: "unexpected-text")
            }
            index += 1
        }
        guard index >= end || bytes[index].isWhitespace else {
            throw EntrySyntaxError(offset: index, message: "expected a space after the constraint's address, found \(describe(at: index))", code: "unexpected-text")
        }
    }

    /// `0x7fa4d0dece70`; a letter or underscore inside it means the address is damaged.
    mutating func parseAddress(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> String {
        let start = index
        try scanAddress(&index, end: end)
        return bytes.string(start..<index)
    }

    /// Moves `index` past an address, checking its digits.
    func scanAddress(_ index: inout Int, end: Int) throws(EntrySyntaxError) {
        let start = index
        guard bytes.matches("0x", at: index) || bytes.matches("0X", at: index) else {
            throw EntrySyntaxError(offset: index, message: "expected an address (0x…), found \(describe(at: index))", code: "expected-address")
        }
        index += 2
        let digitsStart = index
        while index < end, bytes[index].isHexDigit { index += 1 }
        if index < end, bytes[index].isLetter || bytes[index] == ASCII.underscore || index == digitsStart {
            throw EntrySyntaxError(
                offset: index,
                message: "expected a hexadecimal digit (0-9, a-f) in the address '\(bytes.string(start..<index))', found \(describe(at: index))",
                code: "expected-hex-digit")
        }
    }

    /// SnapKit's `@File.swift#88`: any characters but `#`, then the line number.
    private mutating func parseSourceLocation(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> SourceFileLocation {
        let start = index + 1
        guard let hash = bytes.firstIndex(of: ASCII.hash, in: start..<end), hash > start else {
            throw EntrySyntaxError(offset: index, message: "expected 'File.swift#line' after '@'", code: "unexpected-text")
        }
        var cursor = hash + 1
        while cursor < end, bytes[cursor].isDigit { cursor += 1 }
        guard cursor > hash + 1 else {
            throw EntrySyntaxError(offset: hash + 1, message: "expected a line number after '#'", code: "expected-number")
        }
        index = cursor
        // A line number too long for Int is kept as 0 rather than trapping: the file still names the code.
        let line = Int(strings.string(bytes, (hash + 1)..<cursor)) ?? 0
        return SourceFileLocation(file: strings.string(bytes, start..<hash), line: line)
    }

    /// `h=--& v=--&`: three `-`/`&` per axis.
    private mutating func parseAutoresizingMask(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> AutoresizingMask {
        func axis(_ prefix: StaticString, at position: Int) throws(EntrySyntaxError) -> AutoresizingMask.AxisMask {
            let flags = position + 2
            guard bytes.matches(prefix, at: position), flags + 3 <= end,
                let mask = AutoresizingMask.AxisMask(printed: bytes.string(flags..<(flags + 3)))
            else {
                throw EntrySyntaxError(
                    offset: min(flags, end), message: "expected three '-' or '&' after '\(prefix)' (an autoresizing mask such as h=--& v=--&)",
                    code: "unreadable-autoresizing-mask")
            }
            return mask
        }
        let horizontal = try axis("h=", at: index)
        let vertical = try axis("v=", at: bytes.skippingHorizontalSpace(from: index + 5, to: end))
        index = bytes.skippingHorizontalSpace(from: index + 5, to: end) + 5
        return AutoresizingMask(horizontal: horizontal, vertical: vertical)
    }

    /// `'UIView-Encapsulated-Layout-Height'`; `''` is no identifier.
    private mutating func parseIdentifier(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> String? {
        let start = index + 1
        var cursor = start
        while cursor < end {
            if bytes[cursor] == ASCII.apostrophe, cursor + 1 >= end || bytes[cursor + 1].isWhitespace { break }
            cursor += 1
        }
        guard cursor < end else {
            throw EntrySyntaxError(offset: index, message: "expected the closing ' of the constraint identifier", code: "unexpected-text")
        }
        index = cursor + 1
        return cursor > start ? strings.string(bytes, start..<cursor) : nil
    }

    // MARK: Shared pieces

    /// The index of the apostrophe that closes a label text starting at `start`.
    func textEnd(from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            if bytes[index] == ASCII.apostrophe, PrintedItemText.endsText(bytes, at: index, end: end) { return index }
            index += 1
        }
        return end
    }

    /// A label text starting with the apostrophe at `index`; an empty text (`''`, a guide
    /// without identifier) is no text.
    mutating func parseText(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> String? {
        let close = textEnd(from: index + 1, end: end)
        guard close < end else {
            throw EntrySyntaxError(offset: index, message: "expected the closing ' of the text after the address", code: "unexpected-text")
        }
        let text = close > index + 1 ? PrintedText.decode(bytes, (index + 1)..<close) : nil
        index = close + 1
        return text
    }

    /// `'x'`, or `the end of the entry`, for messages.
    func describe(at index: Int) -> String {
        guard index < bytes.count else { return "the end of the entry" }
        var end = index + 1
        while end < bytes.count, !bytes[end].startsScalar { end += 1 }
        return "'\(bytes.string(index..<end))'"
    }

    /// The bytes of `range` for messages, shortened when long.
    func quoted(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        if clamped.count <= 80 { return "'\(bytes.string(clamped))'" }
        var cut = clamped.lowerBound + 77
        while cut > clamped.lowerBound, !bytes[cut].startsScalar { cut -= 1 }
        return "'\(bytes.string(clamped.lowerBound..<cut))…'"
    }

    /// Registers an item with the log and returns its number.
    mutating func add(_ item: PrintedItem) -> Int {
        registry.number(for: item, identity: item.identity)
    }

    mutating func note(_ severity: Severity, at offset: Int, _ message: String, code: String) {
        notes.append(EntryNote(offset: offset, severity: severity, message: message, code: code))
    }
}
