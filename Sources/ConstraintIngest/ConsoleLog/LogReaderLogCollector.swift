import ConstraintModel

/// Structural events the scanner reports between entries.
enum LogEvent {
    /// "Unable to simultaneously satisfy constraints" (`platform` from the `.` or `:` after it) or
    /// "Conflicting constraints detected".
    case header(platform: Platform?)
    /// UIKit's advice sentences without a header before them.
    case advice
    case listOpen
    case listClose
    case willAttempt
    case trailer(platform: Platform?)
    /// `<private>`: os_log redacted the entry (or the whole list); `broken` when it stands for the
    /// constraint named after "Will attempt to recover".
    case redacted(broken: Bool)
    /// `""`: an entry emptied by an HTML sanitiser that took `<…>` for a tag.
    case emptyEntry
    /// Text inside a list that is not an entry.
    case unreadableText
    /// A comment someone added inside the list (`// …`, `# …`, `<-- …`): not damage, just skipped.
    case comment
    /// `...` where the paste left entries out.
    case elided
    /// A run of lines that belong to no log.
    case prose(lineCount: Int)
}

/// Groups what the scanner finds into logs as it goes, and builds each log's system as soon as
/// the log ends. A log starts at a header, or at the first entry or list after the previous log
/// ended (its list closed, its "Will attempt" line or its trailer).
struct LogCollector {
    let locator: Locator
    private let file: String
    private let repairs: [PasteRepair]
    private var nextRepair = 0
    private(set) var systems: [ConstraintSystem] = []
    /// Diagnostics that belong to no log.
    private(set) var unattached: [Diagnostic] = []
    private var current: LogInProgress?
    private var pending: [Diagnostic] = []

    /// A collector for the part of the text from `start` on: it files the repairs from there.
    init(locator: Locator, file: String, repairs: [PasteRepair], from start: Int = 0) {
        self.locator = locator
        self.file = file
        self.repairs = repairs
        nextRepair = Self.firstRepair(atOrAfter: start, in: repairs)
    }

    private static func firstRepair(atOrAfter offset: Int, in repairs: [PasteRepair]) -> Int {
        var low = 0
        var high = repairs.count
        while low < high {
            let middle = (low + high) / 2
            if repairs[middle].cleanOffset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a new log starting at `offset` (with a header) would take nothing over from this
    /// collector: no diagnostics waiting for a log, no paste repair before `offset` still to file,
    /// and a current log that the header ends rather than joins.
    func canHandOverToNewLog(at offset: Int) -> Bool {
        guard nextRepair == Self.firstRepair(atOrAfter: offset, in: repairs) else { return false }
        guard let log = current else { return pending.isEmpty }
        return log.hasBody || log.hasHeader
    }

    // MARK: Events

    mutating func take(_ event: LogEvent, start: Int, end: Int) {
        switch event {
        case .header(let platform):
            if let log = current, !log.hasBody, !log.hasHeader {
                // Nothing but diagnostics so far: the header starts this log.
            } else {
                open(at: start)
            }
            current?.hasHeader = true
            if let platform { current?.platformHints.append(platform) }
        case .advice:
            if current?.hasBody ?? true { open(at: start) }
            current?.hasHeader = true
            current?.platformHints.append(.iOS)
        case .listOpen:
            if let log = current {
                if log.listState == .closed || log.hasWillAttempt || log.hasTrailer || log.listState == .none && log.hasListedEntries {
                    open(at: start)
                }
            } else {
                open(at: start)
            }
            current?.listState = .open
        case .listClose:
            if let log = current, log.listState == .open || log.hasListedEntries { log.listState = .closed }
        case .willAttempt:
            if let log = current, !log.hasWillAttempt, !log.hasTrailer {
                log.hasWillAttempt = true
            } else {
                open(at: start)
                current?.hasWillAttempt = true
            }
        case .trailer(let platform):
            guard let log = current else { return }
            log.hasTrailer = true
            if let platform { log.platformHints.append(platform) }
        case .redacted(let broken):
            let log = current ?? open(at: start)
            log.hasDamagedEntries = true
            if broken {
                log.brokenWasRedacted = true
                log.report(.warning, at: locator.location(ofClean: start), "the constraint UIKit broke was redacted by os_log (<private>)", code: "redacted")
            } else {
                log.report(
                    .warning, at: locator.location(ofClean: start),
                    "constraints were redacted by os_log (<private>); log with the debugger attached, or copy the log from Xcode's console, to see them",
                    code: "redacted")
            }
        case .emptyEntry:
            let log = current ?? open(at: start)
            log.hasDamagedEntries = true
            log.report(
                .warning, at: locator.location(ofClean: start),
                "an empty entry \"\": the constraint's text was lost (an HTML sanitiser removes \"<…>\" as a tag)", code: "empty-entry")
        case .unreadableText:
            let log = current ?? open(at: start)
            log.hasDamagedEntries = true
            log.report(
                .warning, at: locator.location(ofClean: start),
                "expected a constraint entry such as \"<NSLayoutConstraint:0x… …>\" in the list; this text was skipped",
                code: "unreadable-text")
        case .comment:
            let log = current ?? open(at: start)
            log.report(
                .note, at: locator.location(ofClean: start), "a comment inside the list was skipped; the entries around it were read",
                code: "list-comment")
        case .elided:
            let log = current ?? open(at: start)
            log.hasDamagedEntries = true
            log.report(
                .warning, at: locator.location(ofClean: start),
                "'...' stands for entries left out of the paste; the constraints they were are missing", code: "elided-entries")
        case .prose(let lineCount):
            let location = locator.location(ofClean: start)
            let message = lineCount == 1
                ? "skipped 1 line that is not part of a constraint log"
                : "skipped \(lineCount) lines that are not part of a constraint log"
            if let log = current {
                log.report(.note, at: (location.line, location.column), message, code: "skipped-text")
            } else if pending.count < DiagnosticCap.standardLimit {
                // Text between logs waits for the next log; past the cap it is only skipped.
                pending.append(Diagnostic(severity: .note, line: location.line, column: location.column, message: message, code: "skipped-text"))
            }
            return
        }
        extendCurrent(to: end)
    }

    // MARK: Entries

    /// The log the entry starting at `start` belongs to (opening one when needed).
    mutating func log(forEntryAt start: Int, isBroken: Bool) -> LogInProgress {
        if let log = current {
            if isBroken || !(log.hasWillAttempt || log.hasTrailer || log.listState == .closed) { return log }
        }
        return open(at: start)
    }

    /// Files a constraint read from an entry. `checkpoint` is the registry size before the entry was read.
    mutating func add(_ printed: consuming PrintedConstraint, notes: [EntryNote], anchor: Int, end: Int,
                      isBroken: Bool, to log: LogInProgress, checkpoint: Int) {
        let location = locator.location(ofClean: anchor)
        if isBroken {
            addBroken(printed, notes: notes, at: location, to: log, checkpoint: checkpoint)
        } else {
            addListed(printed, notes: notes, at: location, to: log, checkpoint: checkpoint)
        }
        extendCurrent(to: end)
    }

    /// Files an entry that could not be read.
    mutating func addUnreadable(_ error: EntrySyntaxError, notes: [EntryNote], end: Int, isBroken: Bool, to log: LogInProgress, checkpoint: Int) {
        log.registry.rollback(to: checkpoint)
        for note in notes { log.report(note.severity, at: locator.location(ofOriginal: note.offset), note.message, code: note.code) }
        log.report(.error, at: locator.location(ofOriginal: error.offset), error.message, code: error.code)
        if isBroken { log.hasBrokenEntry = true } else { log.hasListedEntries = true }
        extendCurrent(to: end)
    }

    private func addListed(_ printed: consuming PrintedConstraint, notes: [EntryNote], at location: (line: Int, column: Int), to log: LogInProgress, checkpoint: Int) {
        log.hasListedEntries = true
        if let address = printed.address, let existing = log.constraintNumber(withAddress: address) {
            let first = log.constraints[existing]
            if first.text == printed.text {
                log.registry.rollback(to: checkpoint)
                log.report(
                    .note, at: location, "this entry repeats \(first.id) (line \(first.line)) with the same address; it is read once",
                    code: "duplicate-entry", constraintID: first.id)
                return
            }
            log.report(
                .warning, at: location, "this entry has the address of \(first.id) (line \(first.line)) but a different description; both are kept",
                code: "duplicate-address")
        }
        guard log.constraints.count < ReadingLimits.standard.constraintsPerSystem else {
            // Past the limit an entry is not kept; the first one says so.
            log.registry.rollback(to: checkpoint)
            if !log.reachedReadingLimit {
                log.reachedReadingLimit = true
                log.diagnostics.append(ReadingLimits.standard.warning(line: location.line, column: location.column, what: "this log lists"))
            }
            return
        }
        let id = log.append(printed, at: location)
        report(notes, to: log, constraintID: id)
    }

    /// The constraint UIKit broke: the listed one with its address, or a new one when the list does
    /// not have it.
    private func addBroken(_ printed: consuming PrintedConstraint, notes: [EntryNote], at location: (line: Int, column: Int), to log: LogInProgress, checkpoint: Int) {
        log.hasBrokenEntry = true
        var listed: Int?
        if let address = printed.address {
            listed = log.constraintNumber(withAddress: address)
        } else {
            listed = log.constraints.firstIndex { $0.address == nil && $0.text == printed.text }
        }
        if let listed {
            log.registry.rollback(to: checkpoint)
            log.brokenConstraint = log.constraints[listed].id
            return
        }
        let id = log.append(printed, at: location)
        log.brokenConstraint = id
        report(notes, to: log, constraintID: id)
        log.report(
            .note, at: location, "the constraint broken to recover is not in the list above (AppKit and UIKit always list it); it was added as \(id)", code: "broken-not-listed",
            constraintID: id)
    }

    private func report(_ notes: [EntryNote], to log: LogInProgress, constraintID: String) {
        for note in notes {
            log.report(note.severity, at: locator.location(ofOriginal: note.offset), note.message, code: note.code, constraintID: constraintID)
        }
    }

    // MARK: Logs

    @discardableResult
    private mutating func open(at start: Int) -> LogInProgress {
        finishCurrent()
        let log = LogInProgress(start: start)
        log.diagnostics = pending
        pending = []
        current = log
        return log
    }

    mutating func extendCurrent(to end: Int) {
        guard let log = current else { return }
        log.end = max(log.end, end)
        attachRepairs(upTo: end, to: log)
    }

    /// One note per kind of paste repair and log, at the first place it was needed: repairs
    /// before or inside a log belong to it.
    private mutating func attachRepairs(upTo end: Int, to log: LogInProgress) {
        while nextRepair < repairs.count, repairs[nextRepair].cleanOffset <= end {
            let repair = repairs[nextRepair]
            nextRepair += 1
            let bit: UInt8 = 1 << UInt8(repair.kind.rawValue)
            guard log.reportedRepairs & bit == 0 else { continue }
            log.reportedRepairs |= bit
            log.report(.note, at: locator.location(ofOriginal: repair.originalOffset), repair.kind.message, code: repair.kind.code)
        }
    }

    private mutating func finishCurrent() {
        guard let log = current else { return }
        current = nil
        let start = locator.originalOffset(ofClean: log.start)
        let end = locator.originalOffset(ofClean: max(log.start, log.end - 1))
        systems.append(SystemBuilder.build(log, file: file, start: start, end: end, locator: locator))
    }

    /// Ends the last log; what is still pending belongs to no log. The repairs after `end` (the
    /// end of the text, or where the next part of a large paste starts) are not this collector's.
    mutating func finish(at end: Int = Int.max) {
        if let log = current {
            attachRepairs(upTo: end == Int.max ? end : end - 1, to: log)
            log.diagnostics += pending
            pending = []
        }
        finishCurrent()
        unattached = pending
    }
}
