/// A part of the analysis that did not run to its end, and why: the time budget covers the
/// whole system, so a large system can be cut short, and the report must say so rather than
/// present what it found as everything.
public struct PartialAnalysis: Hashable, Sendable {
    /// `conflicts`, `fixes`, `layout` (ambiguity, redundancy and frames), `diagrams`, `limits`.
    public var phase: String
    /// One sentence for the reader.
    public var reason: String

    public init(phase: String, reason: String) {
        self.phase = phase
        self.reason = reason
    }
}

/// The time budget of one system, shared out among the analysis' phases: the conflict search
/// may use the first 60 %, the fix search up to 90 %, and the layout analysis (ambiguity,
/// redundancy, frames) starts only while time is left.
struct AnalysisClock {
    let started = AnalysisInstant.now
    let budget: Duration
    let seconds: Double

    init(seconds: Double) {
        self.seconds = seconds
        budget = TimeBudget.duration(seconds: seconds)
    }

    func share(_ fraction: Double) -> AnalysisInstant { started + budget * fraction }
    var isSpent: Bool { AnalysisInstant.now > started + budget }

    /// `2 s`, `0.5 s`.
    var budgetText: String {
        let rounded = (min(seconds, TimeBudget.longestSeconds) * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int64(rounded)) s" : "\(rounded) s"
    }
}
