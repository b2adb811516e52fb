import Foundation
import Testing

@testable import ConstraintAnalysis

/// The analysis budget counts the analysing thread's CPU time (`AnalysisInstant`): a thread that
/// waits spends none of it, one that computes spends it. With a wall-clock budget the first test
/// fails, and with no clock at all the second.
@Suite struct AnalysisInstantTests {
    @Test func waitingSpendsNoBudget() {
        let start = AnalysisInstant.now
        Thread.sleep(forTimeInterval: 0.3)
        #expect(AnalysisInstant.now < start + .milliseconds(100), "0.3 s asleep counted as analysis time")
    }

    @Test func computingSpendsBudget() {
        let start = AnalysisInstant.now
        let wallStart = ContinuousClock.now
        var sum = 0
        // Until 20 ms of this thread's CPU time have passed; a starved machine may take long to
        // give it that, so the wall clock only stops a clock that never moves.
        while AnalysisInstant.now < start + .milliseconds(20), ContinuousClock.now - wallStart < .seconds(60) {
            for value in 0..<10_000 { sum &+= value }
        }
        #expect(AnalysisInstant.now >= start + .milliseconds(20), "60 s of wall time and the CPU clock did not move (\(sum))")
    }

    /// A budget of zero is spent as soon as the analysis does any work (the `AnalysisClock`
    /// every phase asks).
    @Test func aZeroBudgetIsSpentOnceWorkIsDone() {
        let clock = AnalysisClock(seconds: 0)
        var sum = 0
        let wallStart = ContinuousClock.now
        while !clock.isSpent, ContinuousClock.now - wallStart < .seconds(60) {
            for value in 0..<10_000 { sum &+= value }
        }
        #expect(clock.isSpent, "\(sum)")
    }
}
