import Dispatch

/// Hands large values that are no longer needed to a background queue, which releases them
/// there, so that tearing them down does not hold up the caller.
///
/// Why: an analysis of a 100,000-view layout ends by freeing millions of small blocks (rows,
/// vectors, solved components). Freed on the calling thread, that takes a tenth of a second or
/// more after the answer is already known, before the report can be written. On a queue of its
/// own it runs beside the report, on a core that is otherwise idle then; a command-line process
/// that exits first leaves the rest to the operating system, as compilers do. Everything handed
/// over is still freed when the queue gets to it.
///
/// Only for large layouts (`Analyzer.isLarge`): below that a thread hop costs more than the
/// release.
public enum ReleaseAside {
    private static let queue = DispatchQueue(label: "ReleaseAside", qos: .utility)

    /// Takes `value` over; the caller must hold no other copy of it (pass it with `consume`),
    /// or the caller's copy is the one freed, on the caller's thread.
    public static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.empty() }
    }

    /// Holds the value until the queue empties it. Nothing else reads it: the queue is the only
    /// one to touch it after `release` returns, so it is sendable in practice.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func empty() { value = nil }
    }
}
