import ConstraintModel

/// Walks the repaired text once, finding headers, lists, entries and trailers, reading each entry
/// as it goes and handing everything to the `LogCollector`. Phrases, list brackets and entries
/// may share a line (a paste that lost its line breaks) or spread over several (hard wraps).
struct LogScanner {
    enum Mode {
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
    var collector: LogCollector
    let strings = StringInterner()
    let attributes = LogAttributeNames()
    var mode = Mode.neutral
    private var listIsOpen = false
    var lineStart = 0
    var lineHasEvent = false
    var lineHasProse = false
    private var lineIsBlank = true
    var lineReportedUnreadable = false
    private var proseStart: Int?
    private var proseLines = 0

    /// Where scanning continues: the whole text is scanned from 0; a part of a large paste
    /// (see `ParallelLogReading`) from the line it starts at.
    private(set) var position: Int

    init(bytes: Bytes, map: SourceMap, collector: LogCollector, from start: Int = 0) {
        self.bytes = bytes
        self.map = map
        self.collector = collector
        self.position = start
        self.lineStart = start
    }

    /// Scans the whole text and finishes its last log.
    mutating func run() {
        scan(upTo: bytes.count)
        finish()
    }

    /// Scans up to `end` (or past it, when an entry runs on), keeping every state so that
    /// scanning can go on from `position`. Bytes after `end` are still looked at, as a scan of the
    /// whole text would.
    mutating func scan(upTo end: Int) {
        let count = bytes.count
        var index = position
        defer { position = index }
        while index < end {
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
            case ASCII.dot where bytes.matches("...", at: index):
                index = elision(at: index, length: 3)
            case 0xE2 where bytes.matches("\u{2026}", at: index):
                index = elision(at: index, length: 3)
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
                if listIsOpen, closesList(at: index) {
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
    }

    /// Ends the text (or the part of it that ends where this scan stopped): its last line, a
    /// pending run of prose and the last log.
    mutating func finish(isEndOfText: Bool = true) {
        endLine(lastContentBefore: min(position, bytes.count))
        flushProse()
        collector.finish(at: isEndOfText ? Int.max : position)
    }

    /// Whether a scan of the whole text would, at `offset`, be where this scan stopped: at the start
    /// of a line that starts a new log, with nothing pending that the new log would take over. A
    /// scan started afresh at `offset` then reads everything after it exactly as the whole scan.
    func canHandOver(at offset: Int) -> Bool {
        position == offset && lineStart == offset && proseStart == nil && collector.canHandOverToNewLog(at: offset)
    }

    /// `...` (or `…`) standing for entries the paste left out: alone on its line, or with a comma.
    private mutating func elision(at start: Int, length: Int) -> Int {
        var end = start + length
        while end < bytes.count, bytes[end] == ASCII.dot { end += 1 }
        var after = end
        while after < bytes.count, bytes[after].isHorizontalSpace || bytes[after] == ASCII.comma || bytes[after] == ASCII.quote { after += 1 }
        var before = start
        while before > lineStart, bytes[before - 1].isHorizontalSpace || bytes[before - 1] == ASCII.quote { before -= 1 }
        guard before == lineStart, after >= bytes.count || bytes[after].isLineBreak else { return word(at: start) }
        emit(.elided, start, end)
        return after
    }

    /// A `(` that opens a list: followed by the end of the line or by an entry.
    private func opensList(at index: Int) -> Bool {
        let next = bytes.skippingHorizontalSpace(from: index + 1, to: bytes.count)
        guard next < bytes.count else { return true }
        let byte = bytes[next]
        return byte.isLineBreak || byte == ASCII.quote || byte == ASCII.less || byte == ASCII.closeParen
    }

    /// A `)` that closes a list stands after the last entry, not at the end of a word
    /// (`(see below)` inside a list is text).
    private func closesList(at index: Int) -> Bool {
        guard index > lineStart else { return true }
        let previous = bytes[index - 1]
        return previous.isWhitespace || previous == ASCII.quote || previous == ASCII.greater || previous == ASCII.comma
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
        if atWordStart, listIsOpen || mode == .expectingBroken,
            let end = DescriptionOverride.entryEnd(bytes, at: start, quoted: start > 0 && bytes[start - 1] == ASCII.quote)
        {
            return readDescriptionOverride(from: start, to: end)
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
                let isComment = bytes.matches("//", at: start) || bytes.matches("<--", at: start) || bytes.matches("/*", at: start)
                    || bytes[start] == ASCII.hash
                emit(isComment ? .comment : .unreadableText, start, bytes.endOfLine(from: start))
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

    private mutating func emit(_ event: LogEvent, _ start: Int, _ end: Int) {
        collector.take(event, start: start, end: end)
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
        collector.take(.prose(lineCount: proseLines), start: start, end: start)
        proseStart = nil
        proseLines = 0
    }
}
