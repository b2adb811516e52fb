/// One constraint system: the keys the reader filled in, then the analysis' keys in the same
/// object. The analysis keys are left out (not `null`) when no analysis ran, so "not analysed"
/// and "analysed, nothing found" (empty arrays) stay distinguishable.
public struct JSONSystem: Encodable, Sendable, Hashable {
    public var read: JSONSystemRecord
    public var analysis: JSONAnalysis?
    /// States, transitions and `--what-if` changes (`JSONStates.swift`), with the analysis.
    public var changes: JSONChanges? = nil
    /// Interface Builder scenes only (`scene`, `misplaced`, `findings`).
    var interfaceBuilder: JSONInterfaceBuilderKeys? = nil
    /// Swift source with estimated text sizes only (`textSizeDependence`).
    var textSizes: JSONTextSizeKeys? = nil

    /// Both parts write into one keyed container, so the system stays one flat object.
    public func encode(to encoder: Encoder) throws {
        try read.encode(to: encoder)
        try analysis?.encode(to: encoder)
        try changes?.encode(to: encoder)
        try interfaceBuilder?.encode(to: encoder)
        try textSizes?.encode(to: encoder)
    }
}

/// What the reader found in one system.
public struct JSONSystemRecord: Encodable, Sendable, Hashable {
    public struct Source: Encodable, Sendable, Hashable {
        public var file: String
        public var firstLine: Int
        public var lastLine: Int
        /// The process a console's line prefix names for the log; left out when none.
        public var process: String?
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
    /// How many times the same system appears in its input (reported once); 1 for most.
    public var occurrences: Int
    /// The same for identical systems across inputs and runs (`SystemFingerprint`).
    public var fingerprint: String
}
