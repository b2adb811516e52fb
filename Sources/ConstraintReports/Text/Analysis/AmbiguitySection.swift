import ConstraintAnalysis
import ConstraintModel

/// For a complete layout: how many free directions each axis has, which items move, and for
/// each motion what moves, how far, and one verified change that removes it. Logs list only
/// one conflict's constraints, so their free motions are a note (`AnalysisNotesSection`).
public struct AmbiguitySection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis, !diagnosis.isPartialSystem, !diagnosis.wasSkipped,
            diagnosis.isSatisfiable || !diagnosis.fixes.isEmpty
        else { return [] }
        var lines = [styler.apply(.sectionTitle, to: "Ambiguity")]
        let perAxis = Axis.allCases.map { "\($0.rawValue) \(diagnosis.degreesOfFreedom[$0] ?? 0)" }.joined(separator: ", ")
        let after = diagnosis.isSatisfiable ? "" : " after fix 1"
        guard !diagnosis.ambiguities.isEmpty else {
            lines.append("  None\(after): every frame is determined (degrees of freedom: \(perAxis)).")
            return lines
        }
        lines.append("  Degrees of freedom\(after): \(perAxis).")
        lines += AnalysisWording.wrapped("Free: " + freeItems(diagnosis.ambiguousItems, system: report.system) + ".", prefix: "  ")
        let fixes = FixWording(system: report.system, redundancies: diagnosis.redundancies)
        // One paragraph per group of motions of the same shape; the JSON report lists every motion.
        var number = 0
        var start = 0
        let ambiguities = diagnosis.ambiguities
        while start < ambiguities.count {
            var end = start + 1
            while end < ambiguities.count, ambiguities[end].group == ambiguities[start].group { end += 1 }
            number += 1
            let entry = end - start > 1
                ? groupLines(ambiguities[start..<end], system: report.system, fixes: fixes)
                : entryLines(ambiguities[start], system: report.system, fixes: fixes, styler: styler)
            lines += AnalysisWording.numbered(number, entry)
            start = end
        }
        return lines
    }

    /// A group of motions of one shape: what they have in common, and the one change that removes all.
    private func groupLines(_ group: ArraySlice<Ambiguity>, system: ConstraintSystem, fixes: FixWording) -> [String] {
        let width = TextLayout.wrapWidth - 5
        guard let first = group.first else { return [] }
        var seen: Set<String> = []
        let items = group.flatMap(\.items).filter { seen.insert($0).inserted }
        let kind = first.kind == .priorityTie ? "priority ties" : "free motions"
        let heading = "\(first.axis.rawValue), \(group.count) \(kind) of one shape: " + Self.capped(items.map(system.displayName(of:)))
        var lines = TextLayout.wrap(heading, firstPrefix: "", indent: "  ", width: width)
        lines += TextLayout.wrap(AnalysisWording.sentence(first.groupDescription ?? first.description), firstPrefix: "", indent: "", width: width)
        if let suggestion = first.suggestion {
            var shown = suggestion
            if let text = suggestion.constraintText {
                let parts = text.components(separatedBy: "; ")
                if parts.count > Self.namedConstraints {
                    shown.constraintText = parts.prefix(Self.namedConstraints).joined(separator: "; ")
                        + " and \(parts.count - Self.namedConstraints) more like them (the JSON report lists every one)"
                }
            }
            let verified = suggestion.isVerified ? " (verified by re-solving)" : " (not verified)"
            lines += TextLayout.wrap("Suggested for all of them: " + fixes.imperative(shown) + verified + ".", firstPrefix: "", indent: "  ", width: width)
            lines += TextLayout.wrap("Effect: " + AnalysisWording.closed(AnalysisWording.sentence(suggestion.consequence)), firstPrefix: "", indent: "  ", width: width)
        }
        return lines
    }

    static let namedConstraints = 3

    /// "Banner (horizontal position), Label 'Hi' (vertical position and size)".
    private func freeItems(_ items: [AmbiguousItem], system: ConstraintSystem) -> String {
        var order: [String] = []
        var parts: [String: [String]] = [:]
        for item in items {
            if parts[item.item] == nil { order.append(item.item) }
            let what = [item.positionIsFree ? "position" : nil, item.sizeIsFree ? "size" : nil].compactMap { $0 }.joined(separator: " and ")
            // A scroll view is listed with neither free when its content size is (ScrollableContentAmbiguity).
            parts[item.item, default: []].append("\(item.axis.rawValue) \(what.isEmpty ? "scrollable content size" : what)")
        }
        return Self.capped(order.map { "\(system.displayName(of: $0)) (\(parts[$0]!.joined(separator: ", ")))" })
    }

    static let namedItems = 12

    /// The first few entries and a count of the rest: a motion through a long chain can move
    /// thousands of views, which the JSON report lists in full.
    static func capped(_ entries: [String]) -> String {
        guard entries.count > namedItems else { return entries.joined(separator: ", ") }
        let hidden = entries.count - namedItems
        return entries.prefix(namedItems).joined(separator: ", ") + " and \(hidden) more (the JSON report lists every one)"
    }

    private func entryLines(_ ambiguity: Ambiguity, system: ConstraintSystem, fixes: FixWording, styler: TextStyler) -> [String] {
        let width = TextLayout.wrapWidth - 5
        let kind: String
        switch ambiguity.kind {
        case .position: kind = "position"
        case .size: kind = "size"
        case .positionAndSize: kind = "position and size"
        case .priorityTie: kind = "priority tie"
        }
        var heading = "\(ambiguity.axis.rawValue) \(kind): " + Self.capped(ambiguity.items.map(system.displayName(of:)))
        if ambiguity.alsoMovesOtherAxis { heading += " (moves the other axis too)" }
        var lines = TextLayout.wrap(heading, firstPrefix: "", indent: "  ", width: width)
        lines += TextLayout.wrap(AnalysisWording.sentence(ambiguity.description), firstPrefix: "", indent: "", width: width)
        if !ambiguity.tiedConstraints.isEmpty {
            lines.append("tied: " + ambiguity.tiedConstraints.joined(separator: ", "))
        }
        if let suggestion = ambiguity.suggestion {
            let verified = suggestion.isVerified ? " (verified by re-solving)" : " (not verified)"
            lines += TextLayout.wrap("Suggested: " + fixes.imperative(suggestion) + verified + ".", firstPrefix: "", indent: "  ", width: width)
            lines += TextLayout.wrap("Effect: " + AnalysisWording.closed(AnalysisWording.sentence(suggestion.consequence)), firstPrefix: "", indent: "  ", width: width)
        }
        return lines
    }
}
