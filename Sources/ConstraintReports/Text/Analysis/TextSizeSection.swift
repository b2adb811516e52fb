/// Swift source with estimated text sizes: whether the verdict holds whatever the text
/// (`TextSizeDependence`), right after the verdict it qualifies.
///
///     Text sizes
///       The verdict holds whatever the text: fully determined with the estimated text widths of
///       label1, label2 and label3 halved and doubled.
public struct TextSizeSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let dependence = report.textSizeDependence else { return [] }
        let names = Self.series(dependence.items.map(\.name))
        let sentence: String
        if dependence.holdsWhateverTheText {
            sentence = "The verdict holds whatever the text: \(dependence.verdict) with the estimated text widths of \(names) halved and doubled."
        } else if let first = dependence.items.first {
            let range = "\(Self.factor(dependence.holdsFrom))× to \(Self.factor(dependence.holdsUpTo))×"
            let widths = "\(first.name) \(Self.points(first.estimatedWidth * dependence.holdsFrom))–\(Self.points(first.estimatedWidth * dependence.holdsUpTo)) pt wide"
            var parts = ["The verdict depends on the text: \(dependence.verdict) while the estimated text widths of \(names) are \(range) the estimate (\(widths))"]
            if let below = dependence.below { parts.append("at \(Self.factor(below.factor))× and narrower: \(below.verdict)") }
            if let above = dependence.above { parts.append("at \(Self.factor(above.factor))× and wider: \(above.verdict)") }
            sentence = parts.joined(separator: "; ") + "."
        } else {
            return []
        }
        return [styler.apply(.sectionTitle, to: "Text sizes")] + AnalysisWording.wrapped(sentence, prefix: "  ")
    }

    static func series(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `0.5`, `1.25`, `1.281`: at most three decimals.
    static func factor(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
        let thousandths = Int((value * 1000).rounded())
        var fraction = String(abs(thousandths) % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = "\(thousandths < 0 ? "-" : "")\(abs(thousandths) / 1000)"
        return fraction.isEmpty ? whole : "\(whole).\(fraction)"
    }

    static func points(_ value: Double) -> String { factor((value * 10).rounded() / 10) }
}
