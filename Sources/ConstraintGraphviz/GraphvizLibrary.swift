import CGraphviz
import Foundation

/// The single door to libgvc and cgraph.
///
/// Graphviz keeps global state (the error log, cdt's self-adjusting dictionaries, the plugin
/// loader) and is not thread-safe even with one context per thread: concurrent renders were seen
/// to crash. So every call into the C library, from anywhere in the process, runs inside
/// `withExclusiveAccess`, one at a time.
enum GraphvizLibrary {
    private static let lock = NSLock()

    /// Runs `body` while holding the process-wide Graphviz lock, with Graphviz's messages kept
    /// from standard error: at level `AGMAX` cgraph records them instead of printing them, and
    /// `lastError()` reads them back.
    static func withExclusiveAccess<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        let previousLevel = agseterr(AGMAX)
        defer { agseterr(previousLevel) }
        return try body()
    }

    /// Forgets earlier errors, so that `lastError()` only answers for the step that follows.
    /// Call only inside `withExclusiveAccess`.
    static func startStep() {
        agreseterrors()
    }

    /// The error Graphviz reported since `startStep()`, or nil when it reported none (warnings do
    /// not count). Call only inside `withExclusiveAccess`.
    static func lastError() -> String? {
        guard agerrors() > 0, let message = aglasterr() else { return nil }
        // `aglasterr` hands over a fresh heap copy in every Graphviz version.
        defer { free(message) }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
