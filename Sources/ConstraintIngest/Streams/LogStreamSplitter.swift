/// Cuts a growing console stream (`log stream`, `simctl spawn … log stream`, a file being
/// appended) into complete constraint logs as soon as each one is complete, for follow mode.
///
/// A log starts at a line holding "Unable to simultaneously satisfy constraints". It is complete
/// when the entry after "Will attempt to recover by breaking constraint" has been read, when its
/// list closed (a line that is only `)`) and the next line is not that sentence, when another
/// log starts, or when the caller says the stream went quiet (`flush()`), as at end of input.
/// Text outside logs is dropped, and one log is cut at `longestLog` bytes, so memory stays
/// bounded however long the stream runs.
public struct LogStreamSplitter: Sendable {
    /// One complete log and the stream line (1-based) it starts at.
    public struct Log: Sendable, Equatable {
        public var text: String
        public var firstLine: Int
    }

    /// The most bytes one log may hold; a longer one is handed on as it is (the reader reports
    /// what it can) and the rest of it is dropped up to the next log.
    public static let longestLog = 4 << 20
    /// A partial line longer than this is not a constraint line; it is dropped.
    public static let longestLine = 1 << 20

    private var pendingLine: [UInt8] = []
    private var current: [UInt8] = []
    private var isInLog = false
    private var listClosed = false
    private var awaitingBrokenEntry = false
    private var skippingOverlongLog = false
    private var linesTaken = 0
    private var currentFirstLine = 0

    public init() {}

    /// Adds bytes read from the stream; returns the logs they completed, in order.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) -> [Log] where Bytes.Element == UInt8 {
        var completed: [Log] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                completed += take(line: pendingLine)
                pendingLine.removeAll(keepingCapacity: true)
            } else if pendingLine.count < Self.longestLine {
                pendingLine.append(byte)
            }
        }
        return completed
    }

    /// The stream went quiet or ended: the log in progress, if any, is as complete as it gets.
    public mutating func flush() -> [Log] {
        var completed: [Log] = []
        if !pendingLine.isEmpty {
            // A last line without its newline is taken only at the end of a quiet period, as a
            // writer may still be in the middle of it otherwise; `flush` is that moment.
            completed += take(line: pendingLine)
            pendingLine.removeAll()
        }
        completed += finish()
        return completed
    }

    /// True while a log has started and is not yet complete.
    public var hasLogInProgress: Bool { isInLog }

    private mutating func take(line: [UInt8]) -> [Log] {
        linesTaken += 1
        let text = String(decoding: line, as: UTF8.self)
        var completed: [Log] = []
        if text.contains("Unable to simultaneously satisfy constraints") {
            completed += finish()
            isInLog = true
            currentFirstLine = linesTaken
            add(line)
            return completed
        }
        guard isInLog else { return [] }
        let trimmed = text.trimmingSpaces()
        if awaitingBrokenEntry {
            add(line)
            if !trimmed.isEmpty { completed += finish() }
            return completed
        }
        if text.contains("Will attempt to recover by breaking constraint") {
            add(line)
            awaitingBrokenEntry = true
            return []
        }
        if listClosed, !trimmed.isEmpty {
            // The list closed and something else follows: the log is complete without it.
            completed += finish()
            return completed
        }
        add(line)
        if trimmed == ")" { listClosed = true }
        return completed
    }

    private mutating func add(_ line: [UInt8]) {
        guard !skippingOverlongLog else { return }
        if current.count + line.count + 1 > Self.longestLog {
            skippingOverlongLog = true
            return
        }
        current += line
        current.append(UInt8(ascii: "\n"))
    }

    private mutating func finish() -> [Log] {
        defer {
            current.removeAll(keepingCapacity: current.count < 1 << 16)
            isInLog = false
            listClosed = false
            awaitingBrokenEntry = false
            skippingOverlongLog = false
        }
        guard isInLog, !current.isEmpty else { return [] }
        return [Log(text: String(decoding: current, as: UTF8.self), firstLine: currentFirstLine)]
    }
}

extension String {
    fileprivate func trimmingSpaces() -> Substring {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return slice
    }
}
