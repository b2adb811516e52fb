import ArgumentParser
import ConstraintDoctor

/// What the report is written as. Each case renders through its own library type, so adding a
/// format is one case and one line here.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    /// One system's diagram on one axis (`DiagramOptions`), as Graphviz DOT or rendered SVG.
    case dot
    case svg
    /// CI formats (Docs/interface-builder.md): SARIF 2.1.0, GitHub Actions annotations, clang-style lines.
    case sarif
    case github
    case xcode

    var isDiagram: Bool { self == .dot || self == .svg }

    /// JSON is for tools and never coloured; only text honours `--color`.
    func render(_ report: Report, colored: Bool, diagrams: DiagramOptions) throws -> String {
        switch self {
        case .text: return TextReport(styler: TextStyler(isEnabled: colored)).render(report, width: TerminalWidth.current())
        case .json: return try JSONReport.render(report)
        case .dot: return try DiagramOutput.dot(report, options: diagrams)
        case .svg: return try DiagramOutput.svg(report, options: diagrams)
        case .sarif: return try SARIFFormat.render(report)
        case .github: return GitHubAnnotationsFormat.render(report)
        case .xcode: return XcodeDiagnosticsFormat.render(report)
        }
    }
}

extension InputFormatHint: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension FailureCondition: ExpressibleByArgument {}
