import ConstraintModel

/// Reads equation sets in the notation of Apple's Auto Layout Guide. (Placeholder until the
/// equation reader lands.)
public enum EquationSetReader {
    public static func read(_ text: String, file: String) -> IngestResult {
        IngestResult(diagnostics: [
            Diagnostic(severity: .error, line: 1, column: 1, message: "equation sets are not read yet", code: "unsupported")
        ])
    }
}
