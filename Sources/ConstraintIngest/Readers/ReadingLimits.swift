import ConstraintModel

/// How much of one system a reader keeps. Past the limit a reader stops keeping constraints and
/// says where (a `reading-limit` warning): the report analyses at most
/// 20,000 constraints per system, and keeping millions only to list them would break the memory
/// bound (Docs/robustness.md: under 1 GB for any input under 100 MB).
public struct ReadingLimits: Hashable, Sendable {
    /// Constraints kept per system; the rest of a system's input is not read.
    public var constraintsPerSystem: Int
    /// Items (views and guides) per system: an equation set of nothing but a million view
    /// declarations is stopped here.
    public var itemsPerSystem: Int

    public init(constraintsPerSystem: Int, itemsPerSystem: Int = .max) {
        self.constraintsPerSystem = constraintsPerSystem
        self.itemsPerSystem = itemsPerSystem
    }

    /// What every input of the CLI and the library is read with.
    public static let standard = ReadingLimits(constraintsPerSystem: 50_000, itemsPerSystem: 50_000)
    /// For benchmarks that analyse generated layouts of 100,000 views and more.
    public static let unlimited = ReadingLimits(constraintsPerSystem: .max, itemsPerSystem: .max)

    /// The diagnostic code of the warning a reader gives where it stopped keeping constraints.
    public static let diagnosticCode = "reading-limit"

    func itemWarning(line: Int, column: Int) -> Diagnostic {
        Diagnostic(
            severity: .warning, line: line, column: column,
            message: "this set declares more than \(NumberWording.grouped(itemsPerSystem)) views and guides, more than one system is read with; the rest of the set is not read",
            code: Self.diagnosticCode)
    }

    func warning(line: Int, column: Int, what: String) -> Diagnostic {
        Diagnostic(
            severity: .warning, line: line, column: column,
            message: "\(what) more than \(NumberWording.grouped(constraintsPerSystem)) constraints, more than one system is read with; from here on its constraints are not kept (the system is listed but not analysed)",
            code: Self.diagnosticCode)
    }
}
