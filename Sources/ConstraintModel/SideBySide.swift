import Dispatch

/// Two independent pieces of work, run on two cores when asked, else one after the other; the
/// results are the same either way.
///
/// For a large analysis whose phases read the same inputs and write nothing they share (the
/// dependency graph beside the solve): on a machine with a core to spare the slower one then
/// sets the time.
///
/// The second piece runs on the calling thread and the first on a queue of its own. Not both
/// inside one `concurrentPerform`: work they hand on to all cores (`ParallelMap`, components
/// solved ahead) would then be nested in it, and libdispatch runs a nested `concurrentPerform`
/// on fewer threads, on two cores one: a 100,000-view table's components were solved on one
/// core. A queue of its own (a serial queue is served by overcommitting threads) also cannot
/// wait for a pool thread that every caller is blocking.
public enum SideBySide {
    public static func run<First, Second>(
        _ first: @escaping () -> First, _ second: () -> Second, inParallel: Bool
    ) -> (First, Second) {
        guard inParallel else { return (first(), second()) }
        let side = SideJob(first)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "SideBySide.first").async {
            side.run()
            done.signal()
        }
        let secondResult = second()
        done.wait()
        // The job has run once `done` is signalled; the fallback only keeps this free of a trap.
        return (side.result ?? first(), secondResult)
    }
}

/// The first piece of work and its result, shared with the queue that runs it; the calling
/// thread reads the result only after the job has signalled it is done.
private final class SideJob<First>: @unchecked Sendable {
    private let work: () -> First
    private(set) var result: First?

    init(_ work: @escaping () -> First) { self.work = work }

    func run() { result = work() }
}
