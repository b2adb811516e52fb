import ConstraintModel

/// Reads pasted console logs. (Placeholder until the log reader lands.)
public enum ConsoleLogReader {
    public static func read(_ text: String, file: String) -> IngestResult {
        IngestResult(diagnostics: [
            Diagnostic(severity: .error, line: 1, column: 1, message: "console logs are not read yet", code: "unsupported")
        ])
    }
}
