import ConstraintModel

/// A view controller's `topLayoutGuide` / `bottomLayoutGuide`, as the Auto Layout Cookbook writes
/// them (`Top Layout Guide.Bottom`, `Bottom Layout Guide.Top`).
enum LegacyLayoutGuide: Hashable, Sendable {
    case top
    case bottom
}

/// The spellings of the Auto Layout Guide and its Cookbook that plain equation sets do not use:
/// item names with spaces (`Short Button.Leading`), capitalised attributes (`Superview.LeadingMargin`),
/// the `Standard` spacing, named constants (`IntrinsicHeight`), the top and bottom layout guides,
/// and a priority in parentheses (`(Priority 249)`).
enum GuideNotation {
    /// `Short Button` in `Short Button.Leading`: words joined by blanks, the last one followed by
    /// a dot. Anything else leaves the name as it was.
    static func extendName(_ first: Range<Int>, in scanner: inout LineScanner) -> Range<Int> {
        guard scanner.current.map(ByteClass.isBlank) == true else { return first }
        var probe = scanner
        var end = first.upperBound
        while probe.current.map(ByteClass.isBlank) == true {
            probe.skipBlanks()
            guard let word = probe.identifier() else { return first }
            end = word.upperBound
            if probe.current == UInt8(ascii: ".") {
                scanner.position = probe.position
                return first.lowerBound..<end
            }
        }
        return first
    }

    /// `Leading`, `LeadingMargin`, `CenterX`: an attribute with its first letter capitalised.
    static func capitalisedAttribute(_ range: Range<Int>, in scanner: LineScanner, attributes: AttributeNames) -> LayoutAttribute? {
        var bytes = Array(scanner.slice(range))
        guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        bytes[0] = first + 32
        return bytes.withUnsafeBufferPointer { attributes.attribute($0) }
    }

    /// Marks `Top Layout Guide` and `Bottom Layout Guide`. Only the edges the Cookbook uses have a
    /// meaning here: the top guide's bottom is the top of the root's safe area, the bottom
    /// guide's top its bottom.
    static func resolveLegacyGuide(_ anchor: inout AnchorSyntax, attributeAt range: Range<Int>, in scanner: LineScanner) throws(ReadError) {
        let name = scanner.slice(anchor.item)
        let guide: LegacyLayoutGuide
        if spells(name, "toplayoutguide") {
            guide = .top
        } else if spells(name, "bottomlayoutguide") {
            guide = .bottom
        } else {
            return
        }
        let expected: LayoutAttribute = guide == .top ? .bottom : .top
        guard anchor.attribute == expected else {
            throw ReadError(
                at: range.lowerBound,
                "only \(guide == .top ? "Top Layout Guide.Bottom" : "Bottom Layout Guide.Top") can be read: it is the \(guide == .top ? "top" : "bottom") of the root's safe area",
                code: "unknown-attribute")
        }
        anchor.legacyGuide = guide
        anchor.attribute = guide == .top ? .top : .bottom
    }

    /// Whether `name` is `lowercaseWord` in any case and with any blanks between its letters,
    /// compared in place: every anchor of an equation set passes through here.
    private static func spells(_ name: UnsafeBufferPointer<UInt8>, _ lowercaseWord: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: lowercaseWord.utf8Start, count: lowercaseWord.utf8CodeUnitCount)
        var next = 0
        for byte in name where !ByteClass.isBlank(byte) {
            guard next < word.count, ByteClass.lowercased(byte) == word[next] else { return false }
            next += 1
        }
        return next == word.count
    }

    /// `Standard` (the standard spacing) or a named constant after `+`/`-`; false when neither is
    /// next (nothing consumed).
    static func namedConstant(_ scanner: inout LineScanner, sign: Int, into equation: inout EquationSyntax) throws(ReadError) -> Bool {
        scanner.skipBlanks()
        var probe = scanner
        guard let word = probe.identifier() else { return false }
        if scanner.matchesIgnoringCase(word, "standard") {
            equation.standardSpacingSign = sign
        } else if let symbol = LayoutParametersNames.symbol(scanner.text(word)) {
            guard sign > 0 else { throw ReadError(at: word.lowerBound, "'\(symbol)' is a size: write '+ \(symbol)'") }
            equation.constantSymbol = symbol
        } else {
            throw ReadError(
                at: word.lowerBound,
                "'\(scanner.excerpt(word))' is not a number or a known constant (Standard, IntrinsicWidth, IntrinsicHeight)")
        }
        scanner.position = probe.position
        return true
    }

    /// `(Priority 249)`, `(priority: 249)`, `(Priority required)`; nil when no such parenthesis
    /// is next (nothing consumed).
    static func parenthesisedPriority(_ scanner: inout LineScanner) throws(ReadError) -> Priority? {
        var probe = scanner
        guard probe.consume(UInt8(ascii: "(")) else { return nil }
        probe.skipBlanks()
        guard let word = probe.identifier(), probe.matchesIgnoringCase(word, "priority") else { return nil }
        _ = probe.consume(UInt8(ascii: ":"))
        let priority = try EquationParser.priority(&probe)
        guard probe.consume(UInt8(ascii: ")")) else { throw ReadError(at: probe.position, "expected ')' after the priority") }
        scanner = probe
        return priority
    }
}

/// The named constants an equation set may write (`Sources/ConstraintAnalysis` gives them values).
enum LayoutParametersNames {
    static func symbol(_ word: String) -> String? {
        switch word.lowercased() {
        case "intrinsicwidth": return "IntrinsicWidth"
        case "intrinsicheight": return "IntrinsicHeight"
        default: return nil
        }
    }
}
