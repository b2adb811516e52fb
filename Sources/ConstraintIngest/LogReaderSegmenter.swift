import ConstraintModel

/// A diagnostic waiting for its log, anchored at an offset of the original file.
struct PendingDiagnostic {
    var offset: Int
    var severity: Severity
    var message: String
    var code: String
}

/// The events of one log: a header (or not), its list, the broken constraint and trailer.
struct LogDraft {
    enum ListState {
        case none
        case open
        case closed
    }

    /// Scanned-text offsets of the log's first and last events.
    var start: Int
    var end: Int
    var hasHeader = false
    var hasWillAttempt = false
    var hasTrailer = false
    var listState = ListState.none
    /// Platforms the header and trailer sentences point to, in order.
    var platformHints: [Platform] = []
    var entryIndices: [Int] = []
    var brokenEntry: Int?
    var brokenWasRedacted = false
    /// Redacted, emptied or unreadable entries: the log had a body even without constraints.
    var hasDamagedEntries = false
    var diagnostics: [PendingDiagnostic] = []

    /// Whether anything after the header has been seen, so that a new header starts a new log.
    var hasBody: Bool {
        !entryIndices.isEmpty || hasWillAttempt || hasTrailer || listState != .none || hasDamagedEntries
    }
}

/// Groups the scanner's events into logs. A log starts at a header, or at the first entry or
/// list after the previous log ended (its list closed, its "Will attempt" line or its trailer).
struct LogSegmenter {
    private(set) var logs: [LogDraft] = []
    /// Diagnostics that belong to no log (prose with no log after or around it).
    private(set) var unattached: [PendingDiagnostic] = []
    private var current: LogDraft?
    private var pending: [PendingDiagnostic] = []

    static func segment(_ events: [ScanEvent], entries: [ScannedEntry], map: SourceMap) -> LogSegmenter {
        var segmenter = LogSegmenter()
        for event in events { segmenter.take(event, entries: entries, map: map) }
        segmenter.finish()
        segmenter.unattached = segmenter.pending
        if !segmenter.logs.isEmpty, !segmenter.pending.isEmpty {
            // Prose after the last log belongs to it.
            segmenter.logs[segmenter.logs.count - 1].diagnostics += segmenter.pending
            segmenter.unattached = []
        }
        return segmenter
    }

    private mutating func take(_ event: ScanEvent, entries: [ScannedEntry], map: SourceMap) {
        let offset = map.originalOffset(ofClean: event.start)
        switch event.kind {
        case .header(let platform):
            if let log = current, !log.hasBody, !log.hasHeader {
                // Nothing but diagnostics so far: the header starts this log.
            } else {
                open(at: event.start)
            }
            current?.hasHeader = true
            if let platform { current?.platformHints.append(platform) }
        case .advice:
            if current == nil || current!.hasBody { open(at: event.start) }
            current?.hasHeader = true
            current?.platformHints.append(.iOS)
        case .listOpen:
            if let log = current {
                if log.listState == .closed || log.hasWillAttempt || log.hasTrailer || log.listState == .none && !log.entryIndices.isEmpty {
                    open(at: event.start)
                }
            } else {
                open(at: event.start)
            }
            current?.listState = .open
        case .listClose:
            if let log = current, log.listState == .open || !log.entryIndices.isEmpty { current?.listState = .closed }
        case .entry(let index):
            if entries[index].isBroken {
                if current == nil { open(at: event.start) }
                current?.brokenEntry = index
            } else {
                if let log = current, log.hasWillAttempt || log.hasTrailer || log.listState == .closed {
                    open(at: event.start)
                } else if current == nil {
                    open(at: event.start)
                }
                current?.entryIndices.append(index)
            }
        case .willAttempt:
            if let log = current, !log.hasWillAttempt, !log.hasTrailer {
                current?.hasWillAttempt = true
            } else {
                open(at: event.start)
                current?.hasWillAttempt = true
            }
        case .trailer(let platform):
            guard current != nil else { return }
            current?.hasTrailer = true
            if let platform { current?.platformHints.append(platform) }
        case .redacted(let broken):
            if current == nil { open(at: event.start) }
            if broken {
                current?.brokenWasRedacted = true
                add(PendingDiagnostic(offset: offset, severity: .warning, message: "the constraint UIKit broke was redacted by os_log (<private>)", code: "redacted"))
            } else {
                add(PendingDiagnostic(
                    offset: offset, severity: .warning,
                    message: "constraints were redacted by os_log (<private>); log with the debugger attached, or copy the log from Xcode's console, to see them",
                    code: "redacted"))
            }
        case .emptyEntry:
            if current == nil { open(at: event.start) }
            add(PendingDiagnostic(
                offset: offset, severity: .warning,
                message: "an empty entry \"\": the constraint's text was lost (an HTML sanitiser removes \"<…>\" as a tag)",
                code: "empty-entry"))
        case .unreadableText:
            if current == nil { open(at: event.start) }
            add(PendingDiagnostic(
                offset: offset, severity: .warning,
                message: "expected a constraint entry such as \"<NSLayoutConstraint:0x… …>\" in the list; this text was skipped",
                code: "unreadable-text"))
        case .prose(let lineCount):
            let diagnostic = PendingDiagnostic(
                offset: offset, severity: .note,
                message: lineCount == 1
                    ? "skipped 1 line that is not part of a constraint log"
                    : "skipped \(lineCount) lines that are not part of a constraint log",
                code: "skipped-text")
            if current != nil { current?.diagnostics.append(diagnostic) } else { pending.append(diagnostic) }
            return
        }
        if let end = current?.end { current?.end = max(end, event.end) }
    }

    private mutating func add(_ diagnostic: PendingDiagnostic) {
        current?.diagnostics.append(diagnostic)
        current?.hasDamagedEntries = true
    }

    private mutating func open(at start: Int) {
        finish()
        current = LogDraft(start: start, end: start)
        current?.diagnostics = pending
        pending = []
    }

    private mutating func finish() {
        guard let log = current else { return }
        logs.append(log)
        current = nil
    }
}
