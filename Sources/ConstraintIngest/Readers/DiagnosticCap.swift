import ConstraintModel

/// Keeps the first messages of one system and counts the rest: 50 MB of lines that do not read
/// would otherwise make millions of messages (and gigabytes) that nobody reads past the first
/// screen. One note at the first message not kept says how many there were.
struct DiagnosticCap {
    /// Messages kept per system.
    static let standardLimit = 1_000
    static let diagnosticCode = "diagnostic-limit"

    let limit: Int
    private(set) var notKept = 0
    private var firstNotKept: (line: Int, column: Int)?

    init(limit: Int = DiagnosticCap.standardLimit) {
        self.limit = limit
    }

    /// Whether a message at `line`:`column` may join the `kept` ones already there.
    mutating func admits(line: Int, column: Int, kept: Int) -> Bool {
        if kept < limit { return true }
        notKept += 1
        if firstNotKept == nil { firstNotKept = (line, column) }
        return false
    }

    /// The note that stands for the messages not kept, if any.
    var summary: Diagnostic? {
        guard let first = firstNotKept else { return nil }
        return Diagnostic(
            severity: .note, line: first.line, column: first.column,
            message: "\(NumberWording.grouped(notKept)) more message\(notKept == 1 ? "" : "s") from here on \(notKept == 1 ? "is" : "are") not listed: only the first \(NumberWording.grouped(limit)) of one system are kept",
            code: Self.diagnosticCode)
    }
}
