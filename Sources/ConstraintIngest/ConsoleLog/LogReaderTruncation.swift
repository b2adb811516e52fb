import ConstraintModel

/// A paste cut short: a list that never closes, an entry cut mid-text at the end of it, a log
/// whose "Will attempt to recover" part is missing. Each is said with its line, so that the
/// verdict says what could not be decided instead of guessing at the missing part.
enum TruncationCheck {
    static func report(_ log: LogInProgress, end: Int, locator: Locator) {
        guard log.hasHeader else { return }
        let location = locator.location(ofOriginal: end)
        if log.listState == .open {
            log.report(
                .warning, at: location,
                "the paste ends inside the list (line \(location.line)): the rest of the conflict is missing",
                code: "unterminated-list")
            // An entry that still reads can be cut too: the paste ends before its closing '>'.
            let cutOnLastLine = log.diagnostics.contains { diagnostic in
                diagnostic.line == location.line && (diagnostic.severity == .error || diagnostic.message == LogScanner.lostCloseMessage)
            }
            if log.hasDamagedEntries || cutOnLastLine {
                log.report(.warning, at: location, "the last entry is cut off mid-text", code: "truncated-entry")
            }
        } else if log.listState == .closed, !log.hasWillAttempt, !log.brokenWasRedacted {
            log.report(
                .warning, at: location,
                "the \"Will attempt to recover\" part is missing: which constraint was broken is unknown",
                code: "missing-will-attempt")
        }
    }
}
