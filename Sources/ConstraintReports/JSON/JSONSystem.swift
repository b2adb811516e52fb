/// One constraint system. The analysis keys are left out (not `null`) when no analysis ran, so
/// "not analysed" and "analysed, nothing found" (empty arrays) stay distinguishable.
public struct JSONSystem: Encodable, Sendable, Hashable {
    public struct Source: Encodable, Sendable, Hashable {
        public var file: String
        public var firstLine: Int
        public var lastLine: Int
    }

    public var number: Int
    public var source: Source
    /// `iOS`, `macOS` or `unknown`.
    public var platform: String
    /// `consoleLog`, `constraintList`, `equations` or `code`.
    public var format: String
    /// The heading's words: `iOS console log`, `equation set`, …
    public var kind: String
    public var isComplete: Bool
    /// `LTR` or `RTL`.
    public var layoutDirection: String
    public var items: [JSONItem]
    public var constraints: [JSONConstraint]
    @Nullable public var brokenConstraint: String?
    public var diagnostics: [JSONDiagnostic]
    public var conflicts: [JSONAnalysis.Conflict]?
    public var fixes: [JSONAnalysis.Fix]?
    public var ambiguities: [JSONAnalysis.Ambiguity]?
    public var degreesOfFreedom: JSONAnalysis.DegreesOfFreedom?
}
