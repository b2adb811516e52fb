import Dispatch

/// Two independent pieces of work, run on two cores when asked, else one after the other; the
/// results are the same either way.
///
/// For a large analysis whose phases read the same inputs and write nothing they share (the
/// dependency graph beside the solve): on a machine with a core to spare the slower one then
/// sets the time.
public enum SideBySide {
    public static func run<First, Second>(
        _ first: () -> First, _ second: () -> Second, inParallel: Bool
    ) -> (First, Second) {
        guard inParallel else { return (first(), second()) }
        return withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                var firstResult: First?
                var secondResult: Second?
                withUnsafeMutablePointer(to: &firstResult) { firstSlot in
                    withUnsafeMutablePointer(to: &secondResult) { secondSlot in
                        let work = PairOfWork(first: first, second: second, firstSlot: firstSlot, secondSlot: secondSlot)
                        // Blocks until both are done; each writes only its own slot.
                        DispatchQueue.concurrentPerform(iterations: 2) { index in
                            if index == 0 { work.firstSlot.pointee = work.first() } else { work.secondSlot.pointee = work.second() }
                        }
                    }
                }
                // Both slots are filled once `concurrentPerform` returns; the fallback only
                // keeps this free of a trap.
                return (firstResult ?? first(), secondResult ?? second())
            }
        }
    }
}

/// The two closures and their result slots, shared with the worker thread for the duration of
/// `concurrentPerform` only.
private struct PairOfWork<First, Second>: @unchecked Sendable {
    let first: () -> First
    let second: () -> Second
    let firstSlot: UnsafeMutablePointer<First?>
    let secondSlot: UnsafeMutablePointer<Second?>
}
