/// The time one run may spend analysing all its systems. Each system has its own budget
/// (`--time-budget`), but an input can hold thousands of distinct systems (a day of `log stream`
/// saved to a file), and thousands of budgets are a hang to the person waiting. Once the run has
/// spent its budget, the remaining systems are read and listed but not analysed, each saying why.
public struct RunBudget: Sendable {
    /// By default a run may spend as much as this many systems' budgets, and at least a minute.
    public static let systemsWorth = 30.0
    public static let shortestSeconds = 60.0

    public let seconds: Double
    private let started = ContinuousClock.now

    /// A budget of `seconds` (clamped to 0 ... 86,400), counted from now.
    public init(seconds: Double) {
        self.seconds = seconds.isFinite ? min(max(seconds, 0), 86_400) : Self.shortestSeconds
    }

    /// The default: `systemsWorth` times the per-system budget, at least `shortestSeconds`.
    public static func scaled(perSystemSeconds: Double) -> RunBudget {
        let scaled = perSystemSeconds.isFinite ? perSystemSeconds * systemsWorth : shortestSeconds
        return RunBudget(seconds: max(scaled, shortestSeconds))
    }

    var isSpent: Bool { ContinuousClock.now - started > .milliseconds(Int(seconds * 1000)) }

    var reason: String {
        "Not analysed: the run spent its time budget (\(ModelWording.grouped(Int(seconds))) s) on the systems before this one; read this input on its own, or in parts, to analyse it."
    }
}
