/// The top level of the JSON report (schema `Docs/report.schema.json`, version 1).
public struct JSONReportDocument: Encodable, Sendable, Hashable {
    public struct Tool: Encodable, Sendable, Hashable {
        public var name: String
        public var version: String
    }

    /// One input the user named and what became of it.
    public struct Input: Encodable, Sendable, Hashable {
        public var file: String
        /// `log` or `equations`; null for an input that could not be opened or was built in code.
        @Nullable public var reader: String?
        /// Why the file could not be opened; null when it was read.
        @Nullable public var error: String?
        /// Problems that belong to no system of the input.
        public var diagnostics: [JSONDiagnostic]
        /// The `number`s of the systems read from this input.
        public var systemNumbers: [Int]
    }

    public var schemaVersion: Int
    public var tool: Tool
    /// The exit status `constraint-doctor` returns for this report.
    public var exitCode: Int32
    public var inputs: [Input]
    public var systems: [JSONSystem]
}
