import ConstraintModel

/// `error 3:14: a size (width) cannot be related to a position (leading)`
public struct DiagnosticsSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        Self.lines(report.system.diagnostics, styler: styler)
    }

    static func lines(_ diagnostics: [Diagnostic], styler: TextStyler) -> [String] {
        guard !diagnostics.isEmpty else { return [] }
        return [styler.apply(.sectionTitle, to: "Diagnostics")] + diagnostics.map { line(for: $0, styler: styler) }
    }

    static func line(for diagnostic: Diagnostic, styler: TextStyler) -> String {
        let role: TextRole
        switch diagnostic.severity {
        case .error: role = .error
        case .warning: role = .warning
        case .note: role = .note
        }
        // Line 0 marks a problem outside the input's text (a `--what-if` value on the command
        // line): it has no place to point at, so none is printed.
        let place = diagnostic.line > 0 ? " \(diagnostic.line):\(diagnostic.column):" : ":"
        return "  \(styler.apply(role, to: diagnostic.severity.rawValue))\(place) \(diagnostic.message)"
    }
}
