/// The entry after "Will attempt to recover by breaking constraint" when the paste ends inside
/// it: a cut, not a syntax error. Its head (`<Class:0x… `) may still name the constraint, since
/// UIKit always lists the one it breaks with the same class and address.
struct CutBrokenEntry {
    var className: String
    /// The whole address (`0x…`), or nil when the cut falls inside it (or before it).
    var address: String?

    /// The cut entry when `span` is the last thing in the text (only white space after it) and
    /// its closing `>` is missing; nil otherwise.
    static func read(_ bytes: Bytes, span: EntrySpan) -> CutBrokenEntry? {
        guard span.lostClose else { return nil }
        var index = max(span.end, span.contentEnd)
        while index < bytes.count {
            guard bytes[index].isWhitespace else { return nil }
            index += 1
        }
        let end = span.contentEnd
        var start = span.contentStart
        if start < end, bytes[start] == ASCII.less { start += 1 }
        guard let nameEnd = EntryBounds.classNameEnd(bytes, from: start, limit: end), nameEnd < end, bytes[nameEnd] == ASCII.colon
        else { return nil }
        let className = bytes.string(start..<nameEnd)
        var cursor = nameEnd + 1
        if cursor < end, bytes[cursor] == ASCII.space { cursor += 1 }
        guard bytes.matches("0x", at: cursor) || bytes.matches("0X", at: cursor) else {
            return CutBrokenEntry(className: className, address: nil)
        }
        let addressStart = cursor
        cursor += 2
        let digitsStart = cursor
        while cursor < end, bytes[cursor].isHexDigit { cursor += 1 }
        // Complete only when a space follows the digits: at the cut, more digits may be missing.
        guard cursor > digitsStart, cursor < end, bytes[cursor].isHorizontalSpace else {
            return CutBrokenEntry(className: className, address: nil)
        }
        return CutBrokenEntry(className: className, address: bytes.string(addressStart..<cursor))
    }
}

extension LogCollector {
    /// Files the cut entry of the broken constraint: the listed constraint with its class and
    /// address when exactly one has them (a note says so), or a warning that which constraint was
    /// broken is unknown.
    mutating func addCutBroken(_ cut: CutBrokenEntry, notes: [EntryNote], anchor: Int, end: Int, to log: LogInProgress, checkpoint: Int) {
        log.registry.rollback(to: checkpoint)
        log.hasBrokenEntry = true
        let location = locator.location(ofClean: anchor)
        // The missing '>' is the cut itself, said below; other repairs of the entry still stand.
        for note in notes where note.message != LogScanner.lostCloseMessage {
            log.report(note.severity, at: locator.location(ofOriginal: note.offset), note.message, code: note.code)
        }
        let cutHere = "the paste ends inside the entry of the constraint UIKit broke (line \(location.line))"
        if let address = cut.address {
            let matches = log.constraints.filter { $0.address == address && $0.className == cut.className }
            if matches.count == 1, let listed = matches.first {
                log.brokenConstraint = listed.id
                log.report(
                    .note, at: location,
                    "\(cutHere); its address \(address) is that of \(listed.id) (line \(listed.line), \(cut.className)), so \(listed.id) is taken as the constraint broken",
                    code: "cut-broken-entry-recognised", constraintID: listed.id)
                extendCurrent(to: end)
                return
            }
            log.report(
                .warning, at: location,
                "\(cutHere): its address \(address) is not that of one listed \(cut.className), so which constraint was broken is unknown",
                code: "cut-broken-entry")
        } else {
            log.report(
                .warning, at: location, "\(cutHere), before its address is complete: which constraint was broken is unknown",
                code: "cut-broken-entry")
        }
        extendCurrent(to: end)
    }
}
