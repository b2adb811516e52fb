import ConstraintAnalysis
import ConstraintModel

/// A fix as an imperative a developer can act on: "Lower c5 (…) to priority 999", "Turn off
/// translatesAutoresizingMaskIntoConstraints on View2", "Delete c7, a duplicate of c2".
struct FixWording {
    let system: ConstraintSystem
    let redundancies: [Redundancy]
    /// For each duplicate constraint, the one it duplicates: looked up once per fix, so built
    /// once (a scan per fix is quadratic when thousands of lines are repeated).
    let duplicateOriginals: [String: String]

    init(system: ConstraintSystem, redundancies: [Redundancy]) {
        self.system = system
        self.redundancies = redundancies
        var originals: [String: String] = [:]
        for redundancy in redundancies where redundancy.kind == .duplicate {
            for id in redundancy.constraintIDs where originals[id] == nil {
                if let other = redundancy.constraintIDs.first(where: { $0 != id }) { originals[id] = other }
            }
        }
        duplicateOriginals = originals
    }

    /// "A", "A and B", "A, B and C"; nil for none.
    static func names(_ names: [String]) -> String? {
        guard let last = names.last else { return nil }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    func imperative(_ fix: Fix) -> String {
        let wording = AnalysisWording(system: system)
        let priority = fix.priority.map(NumberText.priority) ?? "?"
        switch fix.action {
        case .lowerPriority:
            var text = "Lower \(fix.constraintID.map(wording.reference) ?? "a constraint") to priority \(priority)"
            for lowered in fix.alsoLowered {
                text += ", and \(wording.reference(lowered.constraintID)) to \(NumberText.priority(lowered.priority))"
            }
            return text
        case .disableAutoresizingMask:
            var text = "Turn off translatesAutoresizingMaskIntoConstraints on \(Self.names(fix.items.map(wording.itemName)) ?? "the view")"
            if let added = fix.constraintText { text += " and add \(added)" }
            return text
        case .replacePrototypeConstraints:
            var text = "Give \(Self.names(fix.items.map(wording.itemName)) ?? "the view") \(fix.items.count > 1 ? "their" : "its") constraints in Interface Builder"
            if let added = fix.constraintText { text += " (at least \(added))" }
            return text
        case .deleteDuplicate:
            guard let id = fix.constraintID else { return "Delete the duplicate constraint" }
            let original = duplicateOriginals[id]
            return "Delete \(wording.reference(id))" + (original.map { ", a duplicate of \($0)" } ?? ", a duplicate")
        case .changePriority:
            if let id = fix.constraintID { return "Change the priority of \(wording.reference(id)) to \(priority)" }
            // The analysis words item-level priority changes itself ("set Title's horizontal
            // content hugging priority to 251"); which priority it is lives only there.
            if fix.rationale.hasPrefix("set ") { return "S" + fix.rationale.dropFirst() }
            return "Change a content priority of \(fix.item.map(wording.itemName) ?? "the view") to \(priority)"
        case .addConstraint:
            return "Add \(fix.constraintText ?? "a constraint")"
        case .reverseRelation:
            let reference = fix.constraintID.map(wording.reference) ?? "the constraint"
            return "Reverse the relation of \(reference)" + (fix.constraintText.map { ": \($0)" } ?? "")
        case .adjustStackView:
            return "Set \(fix.constraintText ?? "the stack view's spacing to 0 while it is hidden")"
        }
    }

    /// The imperative, then what it costs and why it is preferred, then whether it was verified.
    func lines(_ fix: Fix, styler: TextStyler) -> [String] {
        var lines = TextLayout.wrap(imperative(fix) + ".", firstPrefix: "", indent: "  ", width: TextLayout.wrapWidth - 5)
            .map { styler.apply(.equation, to: $0) }
        lines += TextLayout.wrap("Effect: " + AnalysisWording.closed(AnalysisWording.sentence(fix.consequence)), firstPrefix: "", indent: "  ", width: TextLayout.wrapWidth - 5)
        if !fix.rationale.isEmpty && imperative(fix).lowercased() != fix.rationale.lowercased() {
            lines += TextLayout.wrap("Why: " + AnalysisWording.closed(AnalysisWording.sentence(fix.rationale)), firstPrefix: "", indent: "  ", width: TextLayout.wrapWidth - 5)
        }
        lines.append(fix.isVerified ? "verified by re-solving" : "not verified")
        return lines
    }
}
