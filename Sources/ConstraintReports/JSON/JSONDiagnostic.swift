import ConstraintModel

public struct JSONDiagnostic: Encodable, Sendable, Hashable {
    /// `error`, `warning` or `note`.
    public var severity: String
    public var line: Int
    public var column: Int
    public var message: String
    public var code: String
    @Nullable public var constraintID: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        line = diagnostic.line
        column = diagnostic.column
        message = diagnostic.message
        code = diagnostic.code
        constraintID = diagnostic.constraintID
    }
}
