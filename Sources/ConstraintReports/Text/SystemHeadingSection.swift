import ConstraintModel

/// `System 1 · iOS console log · Corpus/logs/cell.log, lines 3–17 · 5 items, 11 constraints`
public struct SystemHeadingSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        let system = report.system
        var location = ModelWording.fileName(system.source.file)
        if let lines = ModelWording.lineRange(system.source) { location += ", \(lines)" }
        var parts = [
            "System \(report.number)", ModelWording.systemKind(system), location,
            "\(ModelWording.count(system.items.count, "item")), \(ModelWording.count(system.constraints.count, "constraint"))",
        ]
        if system.layoutDirection == .rightToLeft { parts.append("right-to-left") }
        var lines = [styler.apply(.heading, to: parts.joined(separator: " · "))]
        if report.occurrences > 1 {
            let what = system.format == .consoleLog ? "conflict" : "system"
            lines.append(
                "This \(what) appears \(ModelWording.grouped(report.occurrences)) times in the input (identical but for addresses); "
                    + "it is analysed and shown once.")
        }
        return lines
    }
}
