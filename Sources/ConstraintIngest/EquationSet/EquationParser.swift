import ConstraintModel

/// `Item.attribute`, or a guide reached through its owner: `Superview.safeAreaLayoutGuide.top`.
struct AnchorSyntax {
    var item: Range<Int>
    /// For the owner-path form: the kind of guide and the range of the whole path
    /// (`Superview.safeAreaLayoutGuide`).
    var guidePath: (kind: ItemKind, path: Range<Int>)?
    var attribute: LayoutAttribute
    /// `Top Layout Guide` or `Bottom Layout Guide` (a view controller's layout supports, as the
    /// Auto Layout Cookbook writes them).
    var legacyGuide: LegacyLayoutGuide?
}

/// One constraint line: `first REL [m *] second [* m] [± c] [@priority] ["identifier"]`.
struct EquationSyntax {
    var start: Int
    var first: AnchorSyntax
    var relation: Relation
    var multiplier: LayoutNumber?
    /// nil for a bare constant and for `NotAnAttribute`.
    var second: AnchorSyntax?
    var constant: LayoutNumber?
    var priority: Priority?
    var identifier: Range<Int>?
    /// `+ Standard`: the standard spacing, decided once the hierarchy is known.
    var standardSpacingSign: Int?
    /// `+ IntrinsicHeight`: a named constant.
    var constantSymbol: String?

    /// Needs no more than the fast reader of large files does (no names to resolve later).
    var isPlain: Bool {
        first.guidePath == nil && second?.guidePath == nil && first.legacyGuide == nil && second?.legacyGuide == nil
            && standardSpacingSign == nil && constantSymbol == nil
    }
}

/// Reads the Auto Layout Guide's equation notation, one statement at a time.
enum EquationParser {
    /// The guide properties that may follow an owner's name (`View.layoutMarginsGuide.leading`).
    static func guideKind(named range: Range<Int>, in scanner: LineScanner) -> ItemKind? {
        if scanner.matches(range, "safeAreaLayoutGuide") { return .safeAreaGuide }
        if scanner.matches(range, "layoutMarginsGuide") { return .marginsGuide }
        if scanner.matches(range, "keyboardLayoutGuide") { return .keyboardGuide }
        return nil
    }

    static func parse(_ scanner: inout LineScanner, attributes: AttributeNames) throws(ReadError) -> EquationSyntax {
        scanner.skipBlanks()
        let start = scanner.position
        guard let first = try anchor(&scanner, attributes: attributes) else {
            throw ReadError(at: start, "expected an item name at the start of the constraint (for example Red.width = 100)")
        }
        let afterFirst = scanner.position
        guard let relation = scanner.relation() else {
            scanner.skipBlanks()
            let found = scanner.position
            if scanner.current == UInt8(ascii: "="), let next = scanner.byte(at: found + 1), next == UInt8(ascii: ">") || next == UInt8(ascii: "<") {
                throw ReadError(at: found, "'=\(next == UInt8(ascii: ">") ? ">" : "<")' is not a relation; write '\(next == UInt8(ascii: ">") ? ">=" : "<=")'")
            }
            throw ReadError(at: found, "expected a relation (=, ==, >=, <=, ≥, ≤) after '\(scanner.excerpt(start..<afterFirst))'")
        }
        var equation = EquationSyntax(start: start, first: first, relation: relation)
        try rightSide(&scanner, into: &equation, attributes: attributes)
        try trailer(&scanner, into: &equation)
        return equation
    }

    /// `Item.attribute` (or the guide-path form); nil when no name starts here.
    static func anchor(_ scanner: inout LineScanner, attributes: AttributeNames) throws(ReadError) -> AnchorSyntax? {
        scanner.skipBlanks()
        guard var item = scanner.identifier() else { return nil }
        item = GuideNotation.extendName(item, in: &scanner)
        guard scanner.current == UInt8(ascii: ".") else {
            throw ReadError(at: scanner.position, "expected '.' and an attribute after '\(scanner.excerpt(item))' (for example \(scanner.excerpt(item)).width)")
        }
        scanner.position += 1
        guard var attributeRange = scanner.identifier() else {
            throw ReadError(
                at: scanner.position,
                "expected an attribute after '\(scanner.excerpt(item)).' (\(AttributeNames.common.prefix(3).joined(separator: ", ")), …)")
        }
        var guidePath: (kind: ItemKind, path: Range<Int>)?
        if let kind = guideKind(named: attributeRange, in: scanner), scanner.current == UInt8(ascii: ".") {
            guidePath = (kind, item.lowerBound..<attributeRange.upperBound)
            scanner.position += 1
            guard let next = scanner.identifier() else {
                throw ReadError(
                    at: scanner.position,
                    "expected an attribute after '\(scanner.excerpt(item.lowerBound..<scanner.position))' (\(AttributeNames.common.prefix(3).joined(separator: ", ")), …)")
            }
            attributeRange = next
        }
        guard let attribute = attributes.attribute(scanner.slice(attributeRange))
            ?? GuideNotation.capitalisedAttribute(attributeRange, in: scanner, attributes: attributes)
        else {
            throw unknownAttribute(attributeRange, in: scanner, attributes: attributes)
        }
        var anchor = AnchorSyntax(item: item, guidePath: guidePath, attribute: attribute)
        if guidePath == nil { try GuideNotation.resolveLegacyGuide(&anchor, attributeAt: attributeRange, in: scanner) }
        return anchor
    }

    static func unknownAttribute(_ range: Range<Int>, in scanner: LineScanner, attributes: AttributeNames) -> ReadError {
        let name = scanner.excerpt(range)
        if let suggestion = attributes.suggestion(for: name) {
            return ReadError(at: range.lowerBound, "unknown attribute '\(name)'; did you mean '\(suggestion)'?", code: "unknown-attribute")
        }
        return ReadError(
            at: range.lowerBound,
            "unknown attribute '\(name)' (expected one of \(AttributeNames.common.joined(separator: ", ")), …)",
            code: "unknown-attribute")
    }

    private static func isNotAnAttribute(_ range: Range<Int>, _ scanner: LineScanner) -> Bool {
        scanner.matches(range, "NotAnAttribute") || scanner.matches(range, "notAnAttribute")
    }

    /// `[m *] Item.attr [* m] [± c]`, `[m *] NotAnAttribute [± c]` or a bare constant.
    private static func rightSide(_ scanner: inout LineScanner, into equation: inout EquationSyntax, attributes: AttributeNames) throws(ReadError) {
        scanner.skipBlanks()
        let start = scanner.position
        if let number = try scanner.signedNumber() {
            let afterNumber = scanner.position
            guard scanner.consumeMultiplicationSign() != nil else {
                equation.constant = number
                return
            }
            equation.multiplier = number
            scanner.skipBlanks()
            guard ByteClass.isIdentifierStart(scanner.current ?? 0) else {
                throw ReadError(at: scanner.position, "expected an item after '\(scanner.excerpt(start..<afterNumber)) *' (for example Blue.width)")
            }
        }
        scanner.skipBlanks()
        let operandStart = scanner.position
        var operandEnd = operandStart
        if let word = lookahead(identifierIn: scanner), isNotAnAttribute(word, scanner), scanner.byte(at: word.upperBound) != UInt8(ascii: ".") {
            scanner.position = word.upperBound
            operandEnd = scanner.position
        } else if let second = try anchor(&scanner, attributes: attributes) {
            operandEnd = scanner.position
            if second.attribute != .notAnAttribute { equation.second = second }
        } else {
            throw ReadError(at: operandStart, "expected a number or an item after the relation (for example Blue.width or 100)")
        }
        if let star = scanner.consumeMultiplicationSign() {
            guard equation.multiplier == nil else {
                throw ReadError(at: star, "the multiplier is given twice: write it before or after '\(scanner.excerpt(operandStart..<operandEnd))', not both")
            }
            guard let multiplier = try scanner.signedNumber() else {
                throw ReadError(at: scanner.position, "expected a multiplier after '\(scanner.excerpt(operandStart..<operandEnd)) *' (for example 0.5)")
            }
            equation.multiplier = multiplier
        }
        scanner.skipBlanks()
        if let sign = scanner.current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            scanner.position += 1
            if try GuideNotation.namedConstant(&scanner, sign: sign == UInt8(ascii: "-") ? -1 : 1, into: &equation) { return }
            guard let constant = try scanner.signedNumber(negating: sign == UInt8(ascii: "-")) else {
                throw ReadError(at: scanner.position, "expected a number after '\(sign == UInt8(ascii: "+") ? "+" : "-")'")
            }
            equation.constant = constant
        }
    }

    private static func lookahead(identifierIn scanner: LineScanner) -> Range<Int>? {
        var copy = scanner
        return copy.identifier()
    }

    /// `@priority` and `"identifier"`, each at most once, in either order.
    private static func trailer(_ scanner: inout LineScanner, into equation: inout EquationSyntax) throws(ReadError) {
        while !scanner.isAtStatementEnd() {
            let here = scanner.position
            if scanner.consume(UInt8(ascii: "@")) {
                guard equation.priority == nil else { throw ReadError(at: here, "the priority is given twice") }
                equation.priority = try priority(&scanner)
            } else if let priority = try GuideNotation.parenthesisedPriority(&scanner) {
                guard equation.priority == nil else { throw ReadError(at: here, "the priority is given twice") }
                equation.priority = priority
            } else if let identifier = try scanner.quoted() {
                guard equation.identifier == nil else { throw ReadError(at: here, "the identifier is given twice") }
                equation.identifier = identifier
            } else {
                throw ReadError(
                    at: here,
                    "expected '@priority', a quoted identifier or the end of the line, found '\(scanner.excerpt(here..<min(scanner.end, here + 12)))'")
            }
        }
    }

    /// A number, or `required` (1000), `high` (750), `low` (250), `fittingSizeLevel` (50).
    static func priority(_ scanner: inout LineScanner) throws(ReadError) -> Priority {
        scanner.skipBlanks()
        let token = scanner.position
        if let whole = plainWholeNumber(&scanner) { return Priority(Double(whole)) }
        if let number = try scanner.signedNumber(allowingFraction: false, keepsLiteral: false) { return Priority(number.value) }
        if let word = scanner.identifier(), let named = namedPriority(word, scanner) { return named }
        throw ReadError(at: token, "expected a priority after '@' (a number from 1 to 1000, required, high or low)")
    }

    /// Up to nine digits not followed by a point, an exponent or more digits (`1000`, `250`:
    /// almost every priority of a large layout), read without the general number reader; nil,
    /// with the scanner where it was, for anything else, which `signedNumber` then reads.
    private static func plainWholeNumber(_ scanner: inout LineScanner) -> Int? {
        let start = scanner.position
        var value = 0
        var digits = 0
        while let byte = scanner.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            scanner.position += 1
        }
        if digits > 0, let next = scanner.current,
            next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
        {
            digits = 0
        }
        guard digits > 0 else {
            scanner.position = start
            return nil
        }
        return value
    }

    static func namedPriority(_ word: Range<Int>, _ scanner: LineScanner) -> Priority? {
        if scanner.matchesIgnoringCase(word, "required") { return .required }
        if scanner.matchesIgnoringCase(word, "high") || scanner.matchesIgnoringCase(word, "defaulthigh") { return .defaultHigh }
        if scanner.matchesIgnoringCase(word, "low") || scanner.matchesIgnoringCase(word, "defaultlow") { return .defaultLow }
        if scanner.matchesIgnoringCase(word, "fittingsizelevel") { return .fittingSizeLevel }
        return nil
    }
}
