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
        return [styler.apply(.heading, to: parts.joined(separator: " · "))]
    }
}
