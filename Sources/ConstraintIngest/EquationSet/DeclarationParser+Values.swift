import ConstraintModel

/// The declarations that carry numbers: sizes, frames, masks, settings and metrics.
extension DeclarationParser {
    // MARK: intrinsic

    static func intrinsic(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
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
    static func dimensions(_ scanner: inout LineScanner, allowingMissing: Bool) throws(ReadError)
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

    static func autoresizing(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
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

    static func frame(_ scanner: inout LineScanner) throws(ReadError) -> Rect {
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

    static func direction(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        scanner.skipBlanks()
        let at = scanner.position
        if let word = scanner.identifier() {
            if scanner.matchesIgnoringCase(word, "rtl") { return .direction(.rightToLeft) }
            if scanner.matchesIgnoringCase(word, "ltr") { return .direction(.leftToRight) }
        }
        throw ReadError(at: at, "expected 'rtl' or 'ltr' after 'direction'")
    }

    static func platform(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
        scanner.skipBlanks()
        let at = scanner.position
        if let word = scanner.identifier() {
            if scanner.matchesIgnoringCase(word, "ios") { return .platform(.iOS) }
            if scanner.matchesIgnoringCase(word, "macos") { return .platform(.macOS) }
        }
        throw ReadError(at: at, "expected 'ios' or 'macos' after 'platform'")
    }

    static func metrics(_ scanner: inout LineScanner) throws(ReadError) -> DeclarationSyntax {
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
