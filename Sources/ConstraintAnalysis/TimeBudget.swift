/// Turns a number of seconds from the user into a clock duration without trapping: the
/// conversion `Int(seconds * 1000)` traps for `1e308`, and `nan` or negative budgets mean no time.
public enum TimeBudget {
    /// The longest budget any caller gets (a day); longer ones are cut to it.
    public static let longestSeconds = 86_400.0

    public static func duration(seconds: Double) -> Duration {
        guard seconds > 0 else { return .zero }  // false for nan too
        return .milliseconds(Int64(min(seconds, longestSeconds) * 1000))
    }
}
