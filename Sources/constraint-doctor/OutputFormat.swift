import ArgumentParser
import ConstraintDoctor

/// What the report is written as. Each case renders through its own library type, so adding a
/// format (dot, svg) is one case and one line here.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json

    /// JSON is for tools and never coloured; only text honours `--color`.
    func render(_ report: Report, colored: Bool) throws -> String {
        switch self {
        case .text: return TextReport(styler: TextStyler(isEnabled: colored)).render(report)
        case .json: return try JSONReport.render(report)
        }
    }
}

extension InputFormatHint: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
