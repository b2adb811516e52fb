// Foundation brings the C library's `clock_gettime` on every platform (Glibc on Linux, Darwin on
// Apple's), without an import iOS lacks.
import Foundation

/// A moment as the analysis budgets time: the CPU time the calling thread has used.
///
/// Why not the wall clock: a budget in wall-clock seconds made the report depend on the machine's
/// load. A 9-constraint log that needs 0.06 s of CPU lost all its fixes in one run of five under
/// `nice` at load 9 (it got 2 s of wall time and a small share of a core). Counted in the
/// analysing thread's CPU time, the same input gets the same analysis on a busy machine as on
/// an idle one of the same speed; the budget still bounds the work, so nothing runs unbounded.
///
/// Every deadline is made and checked on the thread that analyses the system (one analysis
/// never moves between threads); work it hands to other cores is not counted, and that thread
/// waits for it, so the budget stays close to the wall time an idle machine takes.
struct AnalysisInstant: Comparable, Sendable {
    /// CPU time of the thread since it started.
    let cpuTime: Duration

    static var now: AnalysisInstant {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else {
            // No per-thread CPU clock (never seen on Linux or Apple platforms): the monotonic
            // clock still bounds the analysis.
            clock_gettime(CLOCK_MONOTONIC, &time)
            return AnalysisInstant(cpuTime: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
        }
        return AnalysisInstant(cpuTime: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
    }

    static func + (instant: AnalysisInstant, duration: Duration) -> AnalysisInstant {
        AnalysisInstant(cpuTime: instant.cpuTime + duration)
    }

    static func - (instant: AnalysisInstant, duration: Duration) -> AnalysisInstant {
        AnalysisInstant(cpuTime: instant.cpuTime - duration)
    }

    static func < (lhs: AnalysisInstant, rhs: AnalysisInstant) -> Bool { lhs.cpuTime < rhs.cpuTime }
}
