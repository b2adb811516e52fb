import ConstraintModel

/// What the scanner found, in order: the structure of the logs without their grouping.
enum ScanEventKind {
    /// "Unable to simultaneously satisfy constraints" (`platform` from the `.` or `:` after it) or
    /// "Conflicting constraints detected".
    case header(platform: Platform?)
    /// UIKit's advice sentences without a header before them.
    case advice
    case listOpen
    case listClose
    case entry(index: Int)
    case willAttempt
    case trailer(platform: Platform?)
    /// `<private>`: os_log redacted the entry (or the whole list); `broken` when it stands for the
    /// constraint named after "Will attempt to recover".
    case redacted(broken: Bool)
    /// `""`: an entry emptied by an HTML sanitiser that took `<…>` for a tag.
    case emptyEntry
    /// Text inside a list that is not an entry.
    case unreadableText
    /// A run of lines that belong to no log.
    case prose(lineCount: Int)
}

struct ScanEvent {
    var kind: ScanEventKind
    /// Offset in the scanned text.
    var start: Int
    var end: Int
}

/// One entry with what reading it gave. Offsets are in the original file.
struct ScannedEntry {
    var result: Result<PrintedConstraint, EntrySyntaxError>
    /// Where the entry starts (its `<`) in the original file.
    var originalOffset: Int
    /// Notes with original offsets (the parser's, plus repairs of the entry's own damage).
    var notes: [EntryNote]
    /// Named in "Will attempt to recover by breaking constraint".
    var isBroken: Bool
    /// The scanned-text range, to attribute the entry to a log.
    var start: Int
    var end: Int
}

/// Walks the repaired text once, finding headers, lists, entries and trailers, reading each entry
/// as it goes. Phrases, list brackets and entries may share a line (a paste that lost its line
/// breaks) or spread over several (hard wraps).
struct LogScanner {
    private enum Mode {
        case neutral
        /// After a header: advice text until the list.
        case headerText
        /// After "Will attempt…": the next entry is the broken one.
        case expectingBroken
        /// After a trailer sentence, until the line (or its wrapped continuation) ends.
        case trailerText
    }

    let bytes: Bytes
    let map: SourceMap
    let original: Bytes
    private let strings = StringInterner()
    private let attributes = AttributeNames()
    private(set) var events: [ScanEvent] = []
    private(set) var entries: [ScannedEntry] = []
    private var mode = Mode.neutral
    private var listIsOpen = false
    private var lineStart = 0
    private var lineHasEvent = false
    private var lineHasProse = false
    private var lineIsBlank = true
    private var lineReportedUnreadable = false
    private var proseStart: Int?
    private var proseLines = 0

    init(bytes: Bytes, map: SourceMap, original: Bytes) {
        self.bytes = bytes
        self.map = map
        self.original = original
    }

    mutating func run() {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte.isLineBreak {
                endLine(lastContentBefore: index)
                index = bytes.startOfNextLine(afterBreakAt: index)
                lineStart = index
                continue
            }
            if byte.isHorizontalSpace {
                index += 1
                continue
            }
            lineIsBlank = false
            switch byte {
            case ASCII.comma, ASCII.semicolon, ASCII.backtick, ASCII.closeBracket, ASCII.dot, ASCII.colon:
                index += 1
            case ASCII.quote:
                if index + 1 < count, bytes[index + 1] == ASCII.quote, listIsOpen || isOnlyEmptyEntry(at: index) {
                    emit(.emptyEntry, index, index + 2)
                    index += 2
                } else {
                    index += 1
                }
            case ASCII.less:
                if bytes.matches("<private>", at: index) {
                    let broken = mode == .expectingBroken
                    if broken || mode == .headerText { mode = .neutral }
                    emit(.redacted(broken: broken), index, index + 9)
                    index += 9
                } else if EntryBounds.isConstraintHead(bytes, at: index + 1) {
                    index = readEntry(anchor: index, contentStart: index + 1, lostOpen: false)
                } else {
                    index = word(at: index)
                }
            case ASCII.openParen:
                if opensList(at: index) {
                    listIsOpen = true
                    mode = .neutral
                    emit(.listOpen, index, index + 1)
                    index += 1
                } else {
                    index = word(at: index)
                }
            case ASCII.closeParen:
                if listIsOpen {
                    listIsOpen = false
                    emit(.listClose, index, index + 1)
                }
                index += 1
            case ASCII.openBracket:
                let next = bytes.skippingHorizontalSpace(from: index + 1, to: count)
                index = next < count && bytes[next] == ASCII.less ? index + 1 : word(at: index)
            case ASCII.minus:
                if let entryStart = EntryBounds.poIndexEnd(bytes, at: index) {
                    index = entryStart
                } else {
                    index = word(at: index)
                }
            default:
                index = word(at: index)
            }
        }
        endLine(lastContentBefore: count)
        flushProse()
    }

    /// A `(` that opens a list: followed by the end of the line or by an entry.
    private func opensList(at index: Int) -> Bool {
        let next = bytes.skippingHorizontalSpace(from: index + 1, to: bytes.count)
        guard next < bytes.count else { return true }
        let byte = bytes[next]
        return byte.isLineBreak || byte == ASCII.quote || byte == ASCII.less || byte == ASCII.closeParen
    }

    /// `""` alone on its line (with an optional comma): an emptied entry even outside a list.
    private func isOnlyEmptyEntry(at index: Int) -> Bool {
        var after = bytes.skippingHorizontalSpace(from: index + 2, to: bytes.count)
        if after < bytes.count, bytes[after] == ASCII.comma { after = bytes.skippingHorizontalSpace(from: after + 1, to: bytes.count) }
        let beforeIsBlank = bytes.skippingHorizontalSpace(from: lineStart, to: index) == index
        return beforeIsBlank && (after >= bytes.count || bytes[after].isLineBreak)
    }

    /// A word: a phrase, an entry that lost its `<`, or text that is not part of a log.
    private mutating func word(at start: Int) -> Int {
        let count = bytes.count
        let atWordStart = start == 0 || !bytes[start - 1].isAlphanumeric
        if atWordStart, let (phrase, end) = LogPhrase.match(in: bytes, at: start) {
            handle(phrase, from: start, to: end)
            return end
        }
        if atWordStart, EntryBounds.isConstraintHead(bytes, at: start) {
            return readEntry(anchor: start, contentStart: start, lostOpen: true)
        }
        var end = start + 1
        while end < count, !bytes[end].isWhitespace, bytes[end] != ASCII.less, bytes[end] != ASCII.quote { end += 1 }
        switch mode {
        case .headerText, .trailerText:
            break
        case .expectingBroken:
            mode = .neutral
            noteUnknown(start)
        case .neutral:
            noteUnknown(start)
        }
        return end
    }

    private mutating func noteUnknown(_ start: Int) {
        if listIsOpen {
            if !lineReportedUnreadable {
                lineReportedUnreadable = true
                emit(.unreadableText, start, bytes.endOfLine(from: start))
            }
        } else {
            lineHasProse = true
        }
    }

    private mutating func handle(_ phrase: LogPhrase.Entry, from start: Int, to end: Int) {
        switch phrase.role {
        case .header:
            var platform = phrase.platform
            if platform == nil, end < bytes.count {
                if bytes[end] == ASCII.colon { platform = .macOS }
                if bytes[end] == ASCII.dot { platform = .iOS }
            }
            listIsOpen = false
            mode = .headerText
            emit(.header(platform: platform), start, end)
        case .advice:
            if mode != .headerText {
                mode = .headerText
                emit(.advice, start, end)
            }
            lineHasEvent = true
        case .willAttempt:
            listIsOpen = false
            mode = .expectingBroken
            emit(.willAttempt, start, end)
        case .trailer:
            listIsOpen = false
            mode = .trailerText
            emit(.trailer(platform: phrase.platform), start, end)
        }
    }

    private mutating func readEntry(anchor: Int, contentStart: Int, lostOpen: Bool) -> Int {
        let span = EntryBounds.scan(bytes, anchor: anchor, contentStart: contentStart, lostOpen: lostOpen)
        let isBroken = mode == .expectingBroken
        mode = .neutral
        var entry = read(span)
        entry.isBroken = isBroken
        entries.append(entry)
        emit(.entry(index: entries.count - 1), anchor, span.end)
        if let last = span.joins.last {
            // The entry's lines are its own; the line the scanner continues on is its last one.
            lineStart = bytes.startOfNextLine(afterBreakAt: last.lineBreak)
            lineHasProse = false
            lineReportedUnreadable = false
        }
        return max(span.end, anchor + 1)
    }

    private func read(_ span: EntrySpan) -> ScannedEntry {
        let originalAnchor = map.originalOffset(ofClean: span.anchor)
        var notes: [EntryNote] = []
        if span.lostOpen {
            notes.append(EntryNote(offset: originalAnchor, severity: .note, message: "repaired: the entry's opening '<' was missing", code: "repaired-missing-bracket"))
        }
        if span.lostClose {
            let at = map.originalOffset(ofClean: span.contentEnd)
            notes.append(EntryNote(offset: at, severity: .note, message: "repaired: the entry's closing '>' was missing", code: "repaired-missing-bracket"))
        }
        if span.joins.contains(where: { !$0.insideText }) {
            let at = map.originalOffset(ofClean: span.joins[0].lineBreak)
            notes.append(EntryNote(offset: at, severity: .note, message: "repaired: a hard-wrapped entry was joined into one line", code: "repaired-hard-wrap"))
        }
        let contentRange = span.contentStart..<max(span.contentStart, span.contentEnd)
        let result: Result<PrintedConstraint, EntrySyntaxError>
        var entryNotes: [EntryNote]
        if span.joins.isEmpty {
            let content = UnsafeBufferPointer(rebasing: bytes[contentRange])
            (result, entryNotes) = parse(content)
            for index in entryNotes.indices {
                entryNotes[index].offset = map.originalOffset(ofClean: span.contentStart + entryNotes[index].offset)
            }
            let mapped = result.mapError { error in
                var error = error
                error.offset = map.originalOffset(ofClean: span.contentStart + error.offset)
                return error
            }
            notes += entryNotes
            return ScannedEntry(result: mapped, originalOffset: originalAnchor, notes: notes, isBroken: false, start: span.anchor, end: span.end)
        }
        let (joined, cleanOffsets) = join(span)
        let parsed: (Result<PrintedConstraint, EntrySyntaxError>, [EntryNote]) = joined.withUnsafeBufferPointer { parse($0) }
        (result, entryNotes) = parsed
        func originalOffset(_ offset: Int) -> Int {
            map.originalOffset(ofClean: offset < cleanOffsets.count ? cleanOffsets[offset] : span.contentEnd)
        }
        for index in entryNotes.indices { entryNotes[index].offset = originalOffset(entryNotes[index].offset) }
        let mapped = result.mapError { error in
            var error = error
            error.offset = originalOffset(error.offset)
            return error
        }
        notes += entryNotes
        return ScannedEntry(result: mapped, originalOffset: originalAnchor, notes: notes, isBroken: false, start: span.anchor, end: span.end)
    }

    /// The entry's text with its line breaks joined: a hard wrap becomes one space, a raw
    /// newline inside a label text stays. Also returns the scanned-text offset of each byte.
    private func join(_ span: EntrySpan) -> ([UInt8], [Int]) {
        var joined: [UInt8] = []
        var offsets: [Int] = []
        var segmentStart = span.contentStart
        for join in span.joins {
            if join.insideText {
                for index in segmentStart..<join.resume {
                    joined.append(bytes[index])
                    offsets.append(index)
                }
            } else {
                let segmentEnd = bytes.trimmingTrailingWhitespace(segmentStart, join.lineBreak)
                for index in segmentStart..<segmentEnd {
                    joined.append(bytes[index])
                    offsets.append(index)
                }
                joined.append(ASCII.space)
                offsets.append(join.lineBreak)
            }
            segmentStart = join.resume
        }
        for index in segmentStart..<max(segmentStart, span.contentEnd) {
            joined.append(bytes[index])
            offsets.append(index)
        }
        return (joined, offsets)
    }

    private func parse(_ content: Bytes) -> (Result<PrintedConstraint, EntrySyntaxError>, [EntryNote]) {
        var parser = EntryParser(bytes: content, strings: strings, attributes: attributes)
        do {
            var constraint = try parser.parse()
            constraint.text = content.string(0..<content.count)
            let notes = constraint.notes
            constraint.notes = []
            return (.success(constraint), notes)
        } catch {
            return (.failure(error), [])
        }
    }

    private mutating func emit(_ kind: ScanEventKind, _ start: Int, _ end: Int) {
        events.append(ScanEvent(kind: kind, start: start, end: end))
        lineHasEvent = true
    }

    private mutating func endLine(lastContentBefore end: Int) {
        if lineHasProse && !lineHasEvent {
            if proseStart == nil { proseStart = lineStart }
            proseLines += 1
        } else if !lineIsBlank {
            flushProse()
        }
        switch mode {
        case .headerText where lineIsBlank:
            mode = .neutral
        case .trailerText:
            let last = bytes.trimmingTrailingWhitespace(lineStart, end)
            if last == lineStart || bytes[last - 1] == ASCII.dot || bytes[last - 1] == ASCII.closeParen { mode = .neutral }
        default:
            break
        }
        lineHasEvent = false
        lineHasProse = false
        lineIsBlank = true
        lineReportedUnreadable = false
    }

    private mutating func flushProse() {
        guard let start = proseStart else { return }
        events.append(ScanEvent(kind: .prose(lineCount: proseLines), start: start, end: start))
        proseStart = nil
        proseLines = 0
    }
}
