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

    private static func name(_ scanner: inout LineScanner, _ expected: String) throws(ReadError) -> Range<Int> {
        scanner.skipBlanks()
        guard let name = scanner.identifier() else { throw ReadError(at: scanner.position, "expected \(expected)") }
        return name
    }

    /// The next word when it is one of the option keywords, consumed; nil otherwise.
    private static func option(_ scanner: inout LineScanner, _ words: [StaticString]) -> (word: StaticString, at: Int)? {
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

    // MARK: intrinsic

    private static func intrinsic(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        let name = try name(&scanner, "a view name after 'intrinsic' (for example intrinsic Title 120x21)")
        scanner.skipBlanks()
        let sizeStart = scanner.position
        guard let dimensions = try dimensions(&scanner, allowingMissing: true) else {
            throw ReadError(at: sizeStart, "expected the intrinsic size after the name (for example 120x21, or 120x- for a width only)")
        }
        var size = IntrinsicContentSize(width: dimensions.width, height: dimensions.height)
        var seen: Set<String> = []
        while !scanner.isAtStatementEnd() {
            let here = scanner.position
            guard let (word, _) = option(&scanner, ["hugging", "compression"]) else {
                throw ReadError(at: here, "expected 'hugging H[/V]' or 'compression H[/V]' after the intrinsic size")
            }
            let wordText = "\(word)"
            guard seen.insert(wordText).inserted else { throw ReadError(at: here, "'\(wordText)' is given twice") }
            let horizontal = try EquationParser.priority(&scanner)
            let vertical = scanner.consume(UInt8(ascii: "/")) ? try EquationParser.priority(&scanner) : horizontal
            if wordText == "hugging" {
                size.horizontalHugging = horizontal
                size.verticalHugging = vertical
            } else {
                size.horizontalCompressionResistance = horizontal
                size.verticalCompressionResistance = vertical
            }
        }
        return .intrinsic(name: name, size: size)
    }

    /// `WxH` (also `W×H`); with `allowingMissing`, `-` stands for a dimension without an
    /// intrinsic size. nil when no size starts here.
    private static func dimensions(_ scanner: inout LineScanner, allowingMissing: Bool) throws(ReadError)
        -> (width: LayoutNumber?, height: LayoutNumber?)?
    {
        scanner.skipBlanks()
        let start = scanner.position
        func dimension(_ scanner: inout LineScanner) throws(ReadError) -> LayoutNumber?? {
            scanner.skipBlanks()
            if allowingMissing, scanner.current == UInt8(ascii: "-"), scanner.byte(at: scanner.position + 1).map(ByteClass.isDigit) != true {
                scanner.position += 1
                return .some(nil)
            }
            guard let number = try scanner.unsignedNumber() else { return nil }
            return .some(number)
        }
        guard let width = try dimension(&scanner) else {
            scanner.position = start
            return nil
        }
        scanner.skipBlanks()
        if scanner.current == UInt8(ascii: "x") || scanner.current == UInt8(ascii: "X") {
            scanner.position += 1
        } else if scanner.current == 0xC3, scanner.byte(at: scanner.position + 1) == 0x97 {
            scanner.position += 2
        } else {
            throw ReadError(at: scanner.position, "expected 'x' between the width and the height (for example 375x667)")
        }
        guard let height = try dimension(&scanner) else {
            throw ReadError(at: scanner.position, "expected a height after 'x'\(allowingMissing ? " (or '-' for none)" : "")")
        }
        return (width, height)
    }

    // MARK: autoresizing

    private static func autoresizing(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        let name = try name(&scanner, "a view name after 'autoresizing' (for example autoresizing Banner frame 0,0,320,44)")
        var frame: Rect?
        var mask: AutoresizingMask?
        var superview: Range<Int>?
        while !scanner.isAtStatementEnd() {
            let here = scanner.position
            guard let (word, _) = option(&scanner, ["frame", "mask", "in"]) else {
                throw ReadError(at: here, "expected 'frame X,Y,W,H', 'mask h=--& v=--&' or 'in SUPERVIEW'")
            }
            switch "\(word)" {
            case "frame":
                guard frame == nil else { throw ReadError(at: here, "the frame is given twice") }
                frame = try self.frame(&scanner)
            case "mask":
                guard mask == nil else { throw ReadError(at: here, "the mask is given twice") }
                mask = try self.mask(&scanner)
            default:
                guard superview == nil else { throw ReadError(at: here, "the superview is given twice") }
                superview = try self.name(&scanner, "the superview's name after 'in'")
            }
        }
        guard let frame else {
            throw ReadError(at: scanner.position, "expected 'frame X,Y,W,H': an autoresizing view needs its frame")
        }
        let defaultAxis = AutoresizingMask.AxisMask(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: true)
        return .autoresizing(
            name: name, frame: frame, mask: mask ?? AutoresizingMask(horizontal: defaultAxis, vertical: defaultAxis),
            superview: superview)
    }

    private static func frame(_ scanner: inout LineScanner) throws(ReadError) -> Rect {
        var values: [LayoutNumber] = []
        let labels = ["x", "y", "width", "height"]
        for index in 0..<4 {
            if index > 0, !scanner.consume(UInt8(ascii: ",")) {
                scanner.skipBlanks()
                throw ReadError(at: scanner.position, "expected ',' and the frame's \(labels[index]) (frame X,Y,W,H)")
            }
            scanner.skipBlanks()
            let at = scanner.position
            guard let value = try scanner.signedNumber() else {
                throw ReadError(at: at, "expected the frame's \(labels[index]) (frame X,Y,W,H)")
            }
            if index >= 2, value.value < 0 { throw ReadError(at: at, "the frame's \(labels[index]) cannot be negative") }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `h=--& v=&-&` (either part may be left out; it then keeps the default `--&`).
    private static func mask(_ scanner: inout LineScanner) throws(ReadError) -> AutoresizingMask {
        var horizontal: AutoresizingMask.AxisMask?
        var vertical: AutoresizingMask.AxisMask?
        while true {
            var copy = scanner
            copy.skipBlanks()
            let at = copy.position
            guard let letter = copy.identifier(), copy.matches(letter, "h") || copy.matches(letter, "v"),
                copy.current == UInt8(ascii: "=")
            else { break }
            let isHorizontal = copy.matches(letter, "h")
            copy.position += 1
            let flags = copy.position..<min(copy.position + 3, copy.end)
            guard flags.count == 3, let axis = AutoresizingMask.AxisMask(printed: copy.text(flags)),
                copy.byte(at: flags.upperBound).map({ ByteClass.isBlank($0) || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "/") }) ?? true
            else {
                throw ReadError(at: copy.position, "expected three '-' (fixed) or '&' (flexible) characters after '\(isHorizontal ? "h" : "v")=' (for example --&)")
            }
            guard (isHorizontal ? horizontal : vertical) == nil else { throw ReadError(at: at, "'\(isHorizontal ? "h" : "v")=' is given twice") }
            if isHorizontal { horizontal = axis } else { vertical = axis }
            copy.position = flags.upperBound
            scanner = copy
        }
        guard horizontal != nil || vertical != nil else {
            scanner.skipBlanks()
            throw ReadError(at: scanner.position, "expected the mask after 'mask' (for example h=--& v=--&)")
        }
        let defaultAxis = AutoresizingMask.AxisMask(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: true)
        return AutoresizingMask(horizontal: horizontal ?? defaultAxis, vertical: vertical ?? defaultAxis)
    }

    // MARK: direction, platform, metrics

    private static func direction(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        scanner.skipBlanks()
        let at = scanner.position
        if let word = scanner.identifier() {
            if scanner.matchesIgnoringCase(word, "rtl") { return .direction(.rightToLeft) }
            if scanner.matchesIgnoringCase(word, "ltr") { return .direction(.leftToRight) }
        }
        throw ReadError(at: at, "expected 'rtl' or 'ltr' after 'direction'")
    }

    private static func platform(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        scanner.skipBlanks()
        let at = scanner.position
        if let word = scanner.identifier() {
            if scanner.matchesIgnoringCase(word, "ios") { return .platform(.iOS) }
            if scanner.matchesIgnoringCase(word, "macos") { return .platform(.macOS) }
        }
        throw ReadError(at: at, "expected 'ios' or 'macos' after 'platform'")
    }

    private static func metrics(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        var metrics: [(name: Range<Int>, value: LayoutNumber)] = []
        repeat {
            let name = try self.name(&scanner, metrics.isEmpty ? "a metric name after 'metrics' (for example metrics pad = 8)" : "a metric name after ','")
            guard scanner.consume(UInt8(ascii: "=")) else {
                scanner.skipBlanks()
                throw ReadError(at: scanner.position, "expected '=' and a value after the metric '\(scanner.excerpt(name))'")
            }
            scanner.skipBlanks()
            let at = scanner.position
            guard let value = try scanner.signedNumber() else { throw ReadError(at: at, "expected a number for the metric '\(scanner.excerpt(name))'") }
            metrics.append((name, value))
        } while scanner.consume(UInt8(ascii: ","))
        return .metrics(metrics)
    }
}
