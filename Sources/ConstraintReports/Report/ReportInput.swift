import ConstraintIngest
import ConstraintModel

/// One input the user named: a file (or `-` for standard input) and what became of it.
public struct ReportInput: Sendable {
    public enum Outcome: Sendable {
        /// The text was read with `reader` (the detected one when the user asked for `auto`);
        /// `reader` is nil for systems built in code.
        case read(reader: InputFormatHint?, result: IngestResult)
        /// The file could not be opened; `reason` says why, in words.
        case unopened(reason: String)
    }

    public var file: String
    public var outcome: Outcome

    public init(file: String, outcome: Outcome) {
        self.file = file
        self.outcome = outcome
    }

    /// Reads `text` with the reader `hint` names, or the detected one for `auto`.
    public static func reading(_ text: String, file: String, hint: InputFormatHint = .auto) -> ReportInput {
        let reader = hint == .auto ? Ingest.detectFormat(text) : hint
        return ReportInput(file: file, outcome: .read(reader: reader, result: Ingest.read(text, file: file, format: reader)))
    }

    /// Reads files that belong together with the reader `hint` names, or the one `readers`
    /// picks for the first file.
    public static func reading(_ files: [SourceFile], file: String, hint: InputFormatHint, readers: ReaderRegistry) -> ReportInput {
        let first = files.first ?? SourceFile(path: file, text: "")
        let format = readers.format(for: first.path, text: first.text, hint: hint)
        return ReportInput(file: file, outcome: .read(reader: format, result: readers.read(files, format: format)))
    }

    public var systems: [ConstraintSystem] {
        if case .read(_, let result) = outcome { return result.systems }
        return []
    }

    /// Problems that belong to the input as a whole rather than to one of its systems.
    public var diagnostics: [Diagnostic] {
        if case .read(_, let result) = outcome { return result.diagnostics }
        return []
    }

    public var reader: InputFormatHint? {
        if case .read(let reader, _) = outcome { return reader }
        return nil
    }

    public var unopenedReason: String? {
        if case .unopened(let reason) = outcome { return reason }
        return nil
    }

    /// True when the input was opened but no constraint could be read from it.
    public var isUnreadable: Bool {
        if case .read(_, let result) = outcome { return result.isUnreadable }
        return false
    }

    /// True when the input was read and holds no Auto Layout at all (`IngestResult.hasNoLayoutToCheck`).
    public var hasNoLayoutToCheck: Bool {
        if case .read(_, let result) = outcome { return result.hasNoLayoutToCheck }
        return false
    }
}
