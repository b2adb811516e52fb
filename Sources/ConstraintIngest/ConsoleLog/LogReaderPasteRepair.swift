/// Damage that pasting through chat, Markdown or HTML does to a log, and that the reader undoes
/// before scanning. Each kind is reported once per log as a note.
enum PasteRepairKind: Int, CaseIterable {
    case quotePrefix
    case markdownEscapes
    case markdownBold
    case htmlEntities
    case translationBlanks
    case strikethrough

    var code: String {
        switch self {
        case .quotePrefix: return "repaired-quote-prefix"
        case .markdownEscapes: return "repaired-markdown-escapes"
        case .markdownBold: return "repaired-markdown-bold"
        case .htmlEntities: return "repaired-html-entities"
        case .translationBlanks: return "repaired-translation-blanks"
        case .strikethrough: return "repaired-strikethrough"
        }
    }

    var message: String {
        switch self {
        case .quotePrefix: return "repaired: Markdown quote markers ('> ') removed from the start of lines"
        case .markdownEscapes: return "repaired: Markdown escapes removed (\\< \\> \\_ \\* \\[ \\] …)"
        case .markdownBold: return "repaired: Markdown bold markers ('**') removed"
        case .htmlEntities: return "repaired: HTML entities decoded (&lt; &gt; &quot; …)"
        case .translationBlanks:
            return "repaired: blanks inserted into constraint descriptions (as machine translation does: 'UIView: 0x…', 'V | - (0) - [') removed"
        case .strikethrough:
            return "repaired: '~~' read as the hyphen it replaced (Jira's strikethrough markup '-…-' turned into Markdown's '~~…~~')"
        }
    }
}

struct PasteRepair {
    var kind: PasteRepairKind
    /// Where the repair happened in the repaired text (to find the log it belongs to).
    var cleanOffset: Int
    /// The first removed or replaced byte in the original.
    var originalOffset: Int
}

/// The text the scanners read: the original bytes, or a repaired copy when something had to go.
struct RepairedText {
    var bytes: [UInt8]?
    var map: SourceMap
    var repairs: [PasteRepair]
    /// The process each logging prefix named, at the original offset of its line's content.
    var processes: [(offset: Int, name: String)] = []
}

/// One pass over the original: records where lines start, drops quote markers and logging
/// prefixes at line starts, and undoes Markdown and HTML escaping. The copy is only made once
/// the first byte has to change, so a clean log is never copied.
struct PasteRepairer {
    let source: Bytes
    private var output: [UInt8] = []
    private var copying = false
    private var copiedUpTo = 0
    private var segments: [SourceMap.Segment] = []
    private var repairs: [PasteRepair] = []
    private var processes: [(offset: Int, name: String)] = []
    private var lineStarts: [Int] = [0]
    private var repairedOnThisLine: UInt8 = 0
    /// Whether the current line prints an address, decided once per line when first needed.
    var lineHoldsAddress: Bool?

    init(source: Bytes) {
        self.source = source
    }

    static func repair(_ source: Bytes) -> RepairedText {
        var repairer = PasteRepairer(source: source)
        return repairer.run(atStartOfText: true)
    }

    /// Repairs `source` on its own; a part of a larger text (see `repairInParts`) has no
    /// byte-order mark unless it starts the text.
    mutating func run(atStartOfText: Bool) -> RepairedText {
        let count = source.count
        let byteOrderMark = atStartOfText && source.matches("\u{FEFF}", at: 0) ? 3 : 0
        var lineStart = byteOrderMark
        while true {
            repairedOnThisLine = 0
            lineHoldsAddress = nil
            let lineEnd = repairLine(from: lineStart)
            guard lineEnd < count else { break }
            lineStart = source.startOfNextLine(afterBreakAt: lineEnd)
            lineStarts.append(lineStart)
        }
        if copying, copiedUpTo < count {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo..<count]))
        }
        let map = SourceMap(lineStarts: lineStarts, segments: copying ? segments : [], byteOrderMarkLength: byteOrderMark)
        return RepairedText(bytes: copying ? output : nil, map: map, repairs: repairs, processes: processes)
    }

    /// Repairs one line and returns the index of its line break (or the end of the text).
    private mutating func repairLine(from lineStart: Int) -> Int {
        let count = source.count
        var contentStart = lineStart
        if let afterQuotes = quotePrefixEnd(from: lineStart) {
            drop(lineStart..<afterQuotes, kind: .quotePrefix)
            contentStart = afterQuotes
        }
        var index = contentStart
        // A logging prefix only ever precedes the message, so look for it at the content start.
        let indentEnd = source.skippingHorizontalSpace(from: index, to: count)
        if indentEnd < count, source[indentEnd].isDigit || source[indentEnd].isUppercaseLetter {
            let lineEnd = source.endOfLine(from: indentEnd)
            if let (prefix, name) = LogLinePrefix.read(in: source, from: indentEnd, to: lineEnd), prefix > 0 {
                if !name.isEmpty {
                    processes.append((indentEnd, String(decoding: UnsafeBufferPointer(rebasing: source[name]), as: UTF8.self)))
                }
                drop(index..<(indentEnd + prefix), kind: nil)
                index = indentEnd + prefix
            }
        }
        while index < count {
            let byte = source[index]
            // Everything the loop reacts to is below `+`, a backslash or a tilde.
            if byte > ASCII.asterisk && byte != ASCII.backslash && byte != ASCII.tilde {
                index += 1
                continue
            }
            switch byte {
            case ASCII.newline, ASCII.carriageReturn:
                return index
            case ASCII.backslash:
                guard index + 1 < count else { return count }
                let next = source[index + 1]
                if Self.isMarkdownEscaped(next) {
                    drop(index..<(index + 1), kind: .markdownEscapes)
                }
                // `\\` and `\"` are the log's own escapes: keep both bytes together. A line break
                // is never part of an escape: the line loop must see it.
                index += next.isLineBreak ? 1 : 2
            case ASCII.asterisk:
                if index + 1 < count, source[index + 1] == ASCII.asterisk {
                    var end = index + 2
                    while end < count, source[end] == ASCII.asterisk { end += 1 }
                    drop(index..<end, kind: .markdownBold)
                    index = end
                } else {
                    index += 1
                }
            case ASCII.space:
                index = repairTranslationBlanks(at: index)
            case ASCII.tilde:
                index = repairStrikethrough(at: index)
            case ASCII.ampersand:
                if let (length, decoded) = Self.htmlEntity(in: source, at: index) {
                    replace(index..<(index + length), with: decoded)
                    index += length
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return count
    }

    /// Logs never put a backslash before these; Markdown editors do.
    private static func isMarkdownEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.less, ASCII.greater, ASCII.underscore, ASCII.asterisk, ASCII.openBracket, ASCII.closeBracket,
            ASCII.openParen, ASCII.closeParen, ASCII.pipe, ASCII.hash, ASCII.plus, ASCII.minus, ASCII.dot,
            ASCII.exclamation, ASCII.backtick, ASCII.tilde, 0x7B, 0x7D:
            return true
        default:
            return false
        }
    }

    private static let entities: [(StaticString, UInt8)] = [
        ("&lt;", ASCII.less), ("&gt;", ASCII.greater), ("&quot;", ASCII.quote), ("&amp;", ASCII.ampersand),
        ("&#39;", ASCII.apostrophe), ("&apos;", ASCII.apostrophe),
    ]

    private static func htmlEntity(in bytes: Bytes, at index: Int) -> (Int, UInt8)? {
        for (entity, byte) in entities where bytes.matches(entity, at: index) {
            return (entity.utf8CodeUnitCount, byte)
        }
        return nil
    }

    /// The end of `> `, `> > `, `>>` quote markers at a line start (up to three spaces before
    /// them), or nil. A `>` followed by anything else (`>=`, `>",`) belongs to the log.
    private func quotePrefixEnd(from lineStart: Int) -> Int? {
        let count = source.count
        var index = lineStart
        var indent = 0
        while index < count, source[index] == ASCII.space, indent < 3 {
            index += 1
            indent += 1
        }
        var found = false
        while index < count, source[index] == ASCII.greater {
            let next = index + 1
            guard next == count || source[next].isWhitespace || source[next] == ASCII.greater else { break }
            found = true
            index = next
            if index < count, source[index].isHorizontalSpace { index += 1 }
        }
        return found ? index : nil
    }

    private mutating func startCopying() {
        guard !copying else { return }
        copying = true
        output.reserveCapacity(source.count)
        segments = [SourceMap.Segment(cleanStart: 0, originalStart: 0)]
    }

    private mutating func flush(upTo end: Int) {
        if copiedUpTo < end {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo..<end]))
        }
    }

    mutating func drop(_ range: Range<Int>, kind: PasteRepairKind?) {
        guard !range.isEmpty else { return }
        startCopying()
        flush(upTo: range.lowerBound)
        copiedUpTo = range.upperBound
        segments.append(SourceMap.Segment(cleanStart: output.count, originalStart: copiedUpTo))
        if let kind { record(kind, originalOffset: range.lowerBound) }
    }

    mutating func replace(_ range: Range<Int>, with byte: UInt8, kind: PasteRepairKind = .htmlEntities) {
        startCopying()
        flush(upTo: range.lowerBound)
        segments.append(SourceMap.Segment(cleanStart: output.count, originalStart: range.lowerBound))
        record(kind, originalOffset: range.lowerBound)
        output.append(byte)
        copiedUpTo = range.upperBound
        segments.append(SourceMap.Segment(cleanStart: output.count, originalStart: copiedUpTo))
    }

    private mutating func record(_ kind: PasteRepairKind, originalOffset: Int) {
        let bit: UInt8 = 1 << UInt8(kind.rawValue)
        guard repairedOnThisLine & bit == 0 else { return }
        repairedOnThisLine |= bit
        repairs.append(PasteRepair(kind: kind, cleanOffset: output.count, originalOffset: originalOffset))
    }
}
