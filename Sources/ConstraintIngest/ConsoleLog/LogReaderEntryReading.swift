/// Reading one entry: its bounds, its text joined when it was wrapped, the parse, and the
/// positions of everything it reports mapped back to the original file.
extension LogScanner {
    /// Finds where the entry at `anchor` ends, reads it (again without the wrap spaces when a
    /// hard wrap may have cut a word) and hands the result to the collector.
    mutating func readEntry(anchor: Int, contentStart: Int, lostOpen: Bool) -> Int {
        let span = EntryBounds.scan(bytes, anchor: anchor, contentStart: contentStart, lostOpen: lostOpen)
        let isBroken = mode == .expectingBroken
        mode = .neutral
        let log = collector.log(forEntryAt: anchor, isBroken: isBroken)
        let checkpoint = log.registry.checkpoint()
        let notes = repairNotes(span)
        let contentRange = span.contentStart..<max(span.contentStart, span.contentEnd)
        var outcome: Outcome
        if span.joins.isEmpty {
            let content = UnsafeBufferPointer(rebasing: bytes[contentRange])
            outcome = parse(content, registry: log.registry) { offset in span.contentStart + offset }
        } else {
            outcome = parseJoined(span, keepingWordsTogether: false, registry: log.registry)
            if case .failed = outcome, span.joins.contains(where: \.mayCutAWord) {
                // A wrap at a fixed width cuts words; read the entry again without the spaces.
                log.registry.rollback(to: checkpoint)
                let retry = parseJoined(span, keepingWordsTogether: true, registry: log.registry)
                if case .read = retry { outcome = retry } else { log.registry.rollback(to: checkpoint) }
            }
        }
        switch consume outcome {
        case .read(let constraint, let entryNotes):
            collector.add(constraint, notes: notes + entryNotes, anchor: anchor, end: span.end, isBroken: isBroken, to: log, checkpoint: checkpoint)
        case .failed(let error):
            if isBroken, let cut = CutBrokenEntry.read(bytes, span: span) {
                // The paste ends inside the broken constraint's entry: a cut, not a syntax error.
                collector.addCutBroken(cut, notes: notes, anchor: anchor, end: span.end, to: log, checkpoint: checkpoint)
                break
            }
            collector.addUnreadable(error, notes: notes, end: span.end, isBroken: isBroken, to: log, checkpoint: checkpoint)
        }
        lineHasEvent = true
        if let last = span.joins.last {
            // The entry's lines are its own; the line the scanner continues on is its last one.
            lineStart = bytes.startOfNextLine(afterBreakAt: last.lineBreak)
            lineHasProse = false
            lineReportedUnreadable = false
        }
        return max(span.end, anchor + 1)
    }

    private enum Outcome {
        case read(PrintedConstraint, [EntryNote])
        case failed(EntrySyntaxError)
    }

    /// Reads one entry's text, with offsets mapped back to the original file through `cleanOffset`.
    private func parse(_ content: Bytes, registry: ItemRegistry, cleanOffset: (Int) -> Int) -> Outcome {
        var parser = EntryParser(bytes: content, strings: strings, attributes: attributes, registry: registry)
        do {
            var constraint = try parser.parse()
            constraint.text = content.string(0..<content.count)
            var notes = parser.notes
            for index in notes.indices { notes[index].offset = map.originalOffset(ofClean: cleanOffset(notes[index].offset)) }
            return .read(constraint, notes)
        } catch {
            var error = error
            error.offset = map.originalOffset(ofClean: cleanOffset(error.offset))
            return .failed(error)
        }
    }

    private func parseJoined(_ span: EntrySpan, keepingWordsTogether: Bool, registry: ItemRegistry) -> Outcome {
        let (joined, cleanOffsets) = join(span, keepingWordsTogether: keepingWordsTogether)
        return joined.withUnsafeBufferPointer { content in
            parse(content, registry: registry) { offset in offset < cleanOffsets.count ? cleanOffsets[offset] : span.contentEnd }
        }
    }

    /// Said of an entry whose `>` is missing; at the end of a paste that never closes its list,
    /// the entry was cut there (`TruncationCheck`).
    static let lostCloseMessage = "repaired: the entry's closing '>' was missing"

    /// Notes for the damage the entry's bounds had to repair.
    private func repairNotes(_ span: EntrySpan) -> [EntryNote] {
        guard span.lostOpen || span.lostClose || !span.joins.isEmpty else { return [] }
        var notes: [EntryNote] = []
        if span.lostOpen {
            notes.append(EntryNote(
                offset: map.originalOffset(ofClean: span.anchor), severity: .note, message: "repaired: the entry's opening '<' was missing",
                code: "repaired-missing-bracket"))
        }
        if span.lostClose {
            notes.append(EntryNote(
                offset: map.originalOffset(ofClean: span.contentEnd), severity: .note, message: Self.lostCloseMessage,
                code: "repaired-missing-bracket"))
        }
        if let wrap = span.joins.first(where: { !$0.insideText && $0.splitReference == nil }) {
            notes.append(EntryNote(
                offset: map.originalOffset(ofClean: wrap.lineBreak), severity: .note,
                message: "repaired: a hard-wrapped entry was joined into one line", code: "repaired-hard-wrap"))
        }
        for join in span.joins {
            guard let reference = join.splitReference else { continue }
            let whole = bytes.string(reference.start..<bytes.trimmingTrailingWhitespace(reference.start, join.lineBreak))
                + bytes.string(join.resume..<reference.end)
            notes.append(EntryNote(
                offset: map.originalOffset(ofClean: join.lineBreak), severity: .note,
                message: "repaired: a line break inside '\(whole)' (a wrap at a fixed width) was removed", code: "repaired-split-address"))
        }
        return notes
    }

    /// The entry's text with its line breaks joined: a hard wrap becomes one space, a raw
    /// newline inside a label text stays. Also returns the scanned-text offset of each byte.
    private func join(_ span: EntrySpan, keepingWordsTogether: Bool) -> ([UInt8], [Int]) {
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
                if join.splitReference == nil && !(keepingWordsTogether && join.mayCutAWord) {
                    joined.append(ASCII.space)
                    offsets.append(join.lineBreak)
                }
            }
            segmentStart = join.resume
        }
        for index in segmentStart..<max(segmentStart, span.contentEnd) {
            joined.append(bytes[index])
            offsets.append(index)
        }
        return (joined, offsets)
    }

}
