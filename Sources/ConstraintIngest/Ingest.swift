import ConstraintModel

/// Which reader to use; `auto` looks at the text.
public enum InputFormatHint: String, CaseIterable, Sendable {
    case auto
    case log
    case equations
}

/// What reading one input produced: its constraint systems (each log in a paste is one system)
/// and the problems that belong to no system.
public struct IngestResult: Sendable {
    public var systems: [ConstraintSystem]
    public var diagnostics: [Diagnostic]

    public init(systems: [ConstraintSystem] = [], diagnostics: [Diagnostic] = []) {
        self.systems = systems
        self.diagnostics = diagnostics
    }

    /// True when nothing in the input could be read as a constraint.
    public var isUnreadable: Bool { systems.allSatisfy { $0.constraints.isEmpty } }
}

public enum Ingest {
    /// Reads one input (a file or standard input), never throwing: whatever cannot be read
    /// becomes a diagnostic with its line and column.
    public static func read(_ text: String, file: String, format: InputFormatHint = .auto) -> IngestResult {
        switch format == .auto ? detectFormat(text) : format {
        case .equations: return EquationSetReader.read(text, file: file)
        case .log, .auto: return ConsoleLogReader.read(text, file: file)
        }
    }

    /// Console logs always carry `Class:0x…` addresses, a conflict header or a Masonry
    /// `LayoutConstraint:key`; equation sets never do.
    public static func detectFormat(_ text: String) -> InputFormatHint {
        var text = text
        // A byte search: `String.contains` on a large paste costs more than reading it.
        return text.withUTF8 { bytes in
            let logMarkers: [StaticString] = [
                ":0x", "Unable to simultaneously satisfy", "Conflicting constraints detected", "Will attempt to recover",
                "Constraint: 0x", "LayoutConstraint:",
            ]
            return bytes.containsAny(of: logMarkers) ? .log : .equations
        }
    }
}
