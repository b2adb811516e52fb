import ConstraintModel

/// A declaration line; names are byte ranges, resolved to items by the assembler.
enum DeclarationSyntax {
    case root(name: Range<Int>, details: ViewDetails, size: (width: LayoutNumber, height: LayoutNumber)?)
    case view(name: Range<Int>, details: ViewDetails, superview: Range<Int>?)
    case guide(name: Range<Int>, kind: ItemKind, owner: Range<Int>, frame: Rect?)
    case intrinsic(name: Range<Int>, size: IntrinsicContentSize)
    case autoresizing(name: Range<Int>, frame: Rect, mask: AutoresizingMask, superview: Range<Int>?)
    case direction(LayoutDirection)
    case platform(Platform)
    case metrics([(name: Range<Int>, value: LayoutNumber)])
}

/// What a `root` or `view` line says about the view itself.
struct ViewDetails {
    var className: Range<Int>?
    var text: Range<Int>?
}

/// Reads the keyword-first lines: `root`, `view`, `guide`, `intrinsic`, `autoresizing`,
/// `direction`, `platform`, `metrics`.
enum DeclarationParser {
    static let keywords: [StaticString] = ["root", "view", "guide", "intrinsic", "autoresizing", "direction", "platform", "metrics"]

    /// True when the line starts with a keyword used as one (`view Red`), not as an item name
    /// (`view.width = 10`).
    static func startsDeclaration(_ scanner: LineScanner) -> Bool {
        var copy = scanner
        copy.skipBlanks()
        // Every keyword starts with one of these letters; most lines are constraints whose
        // first name does not, so they are turned away before any comparison.
        guard let first = copy.current, isKeywordInitial(first), let word = copy.identifier(),
            copy.current.map(ByteClass.isBlank) ?? true
        else { return false }
        return keywords.contains { copy.matches(word, $0) }
    }

    /// r(oot) v(iew) g(uide) i(ntrinsic) a(utoresizing) d(irection) p(latform) m(etrics).
    @inline(__always) private static func isKeywordInitial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "r"), UInt8(ascii: "v"), UInt8(ascii: "g"), UInt8(ascii: "i"), UInt8(ascii: "a"), UInt8(ascii: "d"),
            UInt8(ascii: "p"), UInt8(ascii: "m"):
            return true
        default:
            return false
        }
    }

    static func parse(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        scanner.skipBlanks()
        guard let keyword = scanner.identifier() else { throw ReadError(at: scanner.position, "expected a declaration keyword") }
        let declaration: DeclarationSyntax
        if scanner.matches(keyword, "root") {
            declaration = try root(&scanner)
        } else if scanner.matches(keyword, "view") {
            declaration = try view(&scanner)
        } else if scanner.matches(keyword, "guide") {
            declaration = try guide(&scanner)
        } else if scanner.matches(keyword, "intrinsic") {
            declaration = try intrinsic(&scanner)
        } else if scanner.matches(keyword, "autoresizing") {
            declaration = try autoresizing(&scanner)
        } else if scanner.matches(keyword, "direction") {
            declaration = try direction(&scanner)
        } else if scanner.matches(keyword, "platform") {
            declaration = try platform(&scanner)
        } else {
            declaration = try metrics(&scanner)
        }
        try expectEnd(&scanner, after: "the declaration")
        return declaration
    }

    static func expectEnd(_ scanner: inout LineScanner, after what: String) throws(ReadError) {
        guard scanner.isAtStatementEnd() else {
            let here = scanner.position
            throw ReadError(at: here, "unexpected '\(scanner.excerpt(here..<min(scanner.end, here + 12)))' after \(what)")
        }
    }

    static func name(_ scanner: inout LineScanner, _ expected: String) throws(ReadError) -> Range<Int> {
        scanner.skipBlanks()
        guard let name = scanner.identifier() else { throw ReadError(at: scanner.position, "expected \(expected)") }
        // Names with blanks, as the Auto Layout Cookbook writes them (`intrinsic Short Button 60x30`,
        // `view Name Label : UILabel`): only when a size, a class or a text follows the words, so
        // that a misspelt option (`view V on W`) is still an error at its word.
        var probe = scanner
        var end = name.upperBound
        while probe.current.map(ByteClass.isBlank) == true {
            probe.skipBlanks()
            guard let word = probe.identifier(), !nameEndingWords.contains(where: { probe.matches(word, $0) }) else { break }
            end = word.upperBound
            var after = probe
            after.skipBlanks()
            guard let next = after.current else { break }
            if next == UInt8(ascii: ":") || next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") || ByteClass.isDigit(next) {
                scanner = probe
                return name.lowerBound..<end
            }
        }
        return name
    }

    /// Words that end a name in a declaration: the options that may follow it.
    private static let nameEndingWords: [StaticString] = [
        "in", "of", "frame", "mask", "hugging", "compression", "safeArea", "margins", "keyboard", "layout",
    ]

    /// The next word when it is one of the option keywords, consumed; nil otherwise.
    static func option(_ scanner: inout LineScanner, _ words: [StaticString]) -> (word: StaticString, at: Int)? {
        var copy = scanner
        copy.skipBlanks()
        let at = copy.position
        guard let range = copy.identifier(), let word = words.first(where: { copy.matches(range, $0) }) else { return nil }
        scanner = copy
        return (word, at)
    }

    // MARK: root and view

    private static func root(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        let name = try name(&scanner, "the root's name after 'root' (for example root Superview 375x667)")
        var details = ViewDetails()
        var size: (width: LayoutNumber, height: LayoutNumber)?
        while !scanner.isAtStatementEnd() {
            let here = scanner.position
            if try viewDetail(&scanner, into: &details) { continue }
            if size == nil, let parsed = try dimensions(&scanner, allowingMissing: false) {
                guard let width = parsed.width, let height = parsed.height else { throw ReadError(at: here, "expected a size such as 375x667") }
                size = (width, height)
                continue
            }
            throw ReadError(at: here, "expected the root's size (for example 375x667), ': ClassName' or a quoted text")
        }
        return .root(name: name, details: details, size: size)
    }

    private static func view(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        let name = try name(&scanner, "a view name after 'view' (for example view Title : UILabel in Card)")
        var details = ViewDetails()
        var superview: Range<Int>?
        while !scanner.isAtStatementEnd() {
            let here = scanner.position
            if try viewDetail(&scanner, into: &details) { continue }
            if superview == nil, option(&scanner, ["in"]) != nil {
                superview = try self.name(&scanner, "the superview's name after 'in'")
                continue
            }
            throw ReadError(at: here, "expected ': ClassName', a quoted text or 'in SUPERVIEW' after the view's name")
        }
        return .view(name: name, details: details, superview: superview)
    }

    /// `: ClassName` or `'text'`, each once; false when neither is next.
    private static func viewDetail(_ scanner: inout LineScanner, into details: inout ViewDetails) throws(ReadError) -> Bool {
        let here = scanner.position
        if scanner.consume(UInt8(ascii: ":")) {
            guard details.className == nil else { throw ReadError(at: here, "the class name is given twice") }
            scanner.skipBlanks()
            guard let className = scanner.qualifiedName() else {
                throw ReadError(at: scanner.position, "expected a class name after ':' (for example UILabel)")
            }
            details.className = className
            return true
        }
        if let text = try scanner.quoted() {
            guard details.text == nil else { throw ReadError(at: here, "the text is given twice") }
            details.text = text
            return true
        }
        return false
    }

    // MARK: guide

    private static func guide(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        let name = try name(&scanner, "a guide name after 'guide' (for example guide SafeArea safeArea of Superview)")
        scanner.skipBlanks()
        let kindStart = scanner.position
        guard let kindWord = scanner.identifier() else {
            throw ReadError(at: kindStart, "expected the kind of guide (safeArea, margins, keyboard or layout)")
        }
        let kind: ItemKind
        if scanner.matchesIgnoringCase(kindWord, "safearea") {
            kind = .safeAreaGuide
        } else if scanner.matchesIgnoringCase(kindWord, "margins") {
            kind = .marginsGuide
        } else if scanner.matchesIgnoringCase(kindWord, "keyboard") {
            kind = .keyboardGuide
        } else if scanner.matchesIgnoringCase(kindWord, "layout") {
            kind = .layoutGuide
        } else {
            throw ReadError(at: kindStart, "unknown kind of guide '\(scanner.excerpt(kindWord))' (expected safeArea, margins, keyboard or layout)")
        }
        guard option(&scanner, ["of"]) != nil else {
            scanner.skipBlanks()
            throw ReadError(at: scanner.position, "expected 'of VIEW' after the kind of guide (for example safeArea of Superview)")
        }
        let owner = try self.name(&scanner, "the owning view's name after 'of'")
        var frame: Rect?
        if option(&scanner, ["frame"]) != nil { frame = try self.frame(&scanner) }
        return .guide(name: name, kind: kind, owner: owner, frame: frame)
    }
}
