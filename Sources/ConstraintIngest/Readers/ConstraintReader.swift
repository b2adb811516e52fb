import ConstraintModel

/// One file's text and the path it was read from (`-` for standard input).
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The interface every reader has, whatever notation it reads: console logs, equation sets,
/// Swift source, Interface Builder files. A reader with a heavy dependency (swift-syntax) lives in
/// its own target and is registered by whoever links it (the CLI), so the core library stays light.
public protocol ConstraintReader: Sendable {
    /// The kind of input it reads; `--input` names it.
    var format: InputFormatHint { get }
    /// File name extensions (without the dot, lower case) it takes under `--input auto`, and
    /// looks for in a folder. Empty for readers that are chosen by the text (logs, equation sets).
    var fileExtensions: [String] { get }
    /// Reads files that belong together — one log, one equation set, or every Swift source of a
    /// folder (a helper in one file is used in another) — and never throws: whatever cannot be
    /// read becomes a diagnostic at its line and column.
    func read(_ files: [SourceFile]) -> IngestResult
}

extension ConstraintReader {
    public var fileExtensions: [String] { [] }
}

/// The console-log reader behind the common interface; each file is read on its own.
public struct ConsoleLogInputReader: ConstraintReader {
    public init() {}
    public var format: InputFormatHint { .log }
    /// Only for finding logs in a folder; a single file is told a log or an equation set by its text.
    public var fileExtensions: [String] { ["log"] }
    public func read(_ files: [SourceFile]) -> IngestResult {
        IngestResult.merging(files.map { ConsoleLogReader.read($0.text, file: $0.path) })
    }
}

/// The equation-set reader behind the common interface; each file is one complete system.
public struct EquationSetInputReader: ConstraintReader {
    public init() {}
    public var format: InputFormatHint { .equations }
    public var fileExtensions: [String] { ["constraints"] }
    public func read(_ files: [SourceFile]) -> IngestResult {
        IngestResult.merging(files.map { EquationSetReader.read($0.text, file: $0.path) })
    }
}

extension IngestResult {
    /// The systems and diagnostics of several results, in order.
    public static func merging(_ results: [IngestResult]) -> IngestResult {
        IngestResult(
            systems: results.flatMap(\.systems), diagnostics: results.flatMap(\.diagnostics),
            hasNoLayoutToCheck: !results.isEmpty && results.allSatisfy(\.hasNoLayoutToCheck))
    }
}

/// The readers a program can use, and how it picks one for a file: the user's `--input`, else
/// the file's extension, else the text (a console log or an equation set).
public struct ReaderRegistry: Sendable {
    public private(set) var readers: [any ConstraintReader]

    /// The readers of the core library: console logs and equation sets.
    public static let core = ReaderRegistry(readers: [ConsoleLogInputReader(), EquationSetInputReader()])

    public init(readers: [any ConstraintReader]) {
        self.readers = readers
    }

    /// Adds a reader, replacing one registered for the same format.
    public mutating func register(_ reader: any ConstraintReader) {
        readers.removeAll { $0.format == reader.format }
        readers.append(reader)
    }

    public func reader(for format: InputFormatHint) -> (any ConstraintReader)? {
        readers.first { $0.format == format }
    }

    /// Every extension some reader takes by name (for searching folders).
    public var fileExtensions: Set<String> { Set(readers.flatMap(\.fileExtensions)) }

    /// The format for `path` and its text: `hint` unless it is `auto`; then a registered
    /// reader's extension; then what the text looks like.
    public func format(for path: String, text: String, hint: InputFormatHint) -> InputFormatHint {
        if hint != .auto { return hint }
        let fileExtension = Self.fileExtension(of: path)
        if !fileExtension.isEmpty, let reader = readers.first(where: { $0.fileExtensions.contains(fileExtension) }),
            reader.format != .log && reader.format != .equations
        {
            return reader.format
        }
        // Logs and equation sets are told apart by their text whatever the file is called: a
        // pasted log is often saved as `.txt`, and a log quoted in a `.constraints` comment is not one.
        return Ingest.detectFormat(text)
    }

    /// Reads `files` with the reader for `format`; a format with no registered reader is one
    /// error diagnostic, never a crash.
    public func read(_ files: [SourceFile], format: InputFormatHint) -> IngestResult {
        guard let reader = reader(for: format) else {
            return IngestResult(diagnostics: [
                Diagnostic(
                    severity: .error, line: 1, column: 1,
                    message: "this program has no reader for \(format.rawValue) input", code: "no-reader")
            ])
        }
        return reader.read(files)
    }

    /// The lower-case extension of the last path component, without its dot; empty when none.
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
