import ConstraintAnalysis
import ConstraintModel

/// For an Interface Builder scene, the ambiguous items Xcode's own check would not report: every
/// motion that moves the item on that axis is one Xcode does not see — the view's
/// `verifyAmbiguity` turns the check off, a placeholder constraint ("Remove at build time") holds
/// it while Interface Builder checks, or it is a content-priority tie between macOS text sizes the
/// reader estimated from saved frames. The JSON report lists these apart from `ambiguousItems[]`,
/// which then says exactly what Xcode would flag; the motions themselves stay in `ambiguities[]`.
public enum XcodeSilentAmbiguity {
    public enum Reason: String, Sendable {
        case verifyAmbiguity
        case placeholderConstraint
        case estimatedTextSize
    }

    /// The reason for each entry of `diagnosis.ambiguousItems` (by index) that Xcode would not
    /// report; empty for systems not read from Interface Builder.
    public static func reasons(_ diagnosis: Diagnosis, in system: ConstraintSystem) -> [Int: Reason] {
        guard system.format == .interfaceBuilder, system.isComplete else { return [:] }
        let silence: [Reason?] = diagnosis.ambiguities.map { reason(for: $0, in: system, diagnosis: diagnosis) }
        var reasons: [Int: Reason] = [:]
        for (index, entry) in diagnosis.ambiguousItems.enumerated() {
            let moving = diagnosis.ambiguities.indices.filter {
                diagnosis.ambiguities[$0].axis == entry.axis && diagnosis.ambiguities[$0].items.contains(entry.item)
            }
            guard !moving.isEmpty, moving.allSatisfy({ silence[$0] != nil }), let first = moving.first, let reason = silence[first] else { continue }
            reasons[index] = reason
        }
        return reasons
    }

    /// Why Xcode would not report this motion, or nil when it would (the same judgements the CI
    /// formats make when they turn such a finding into a note).
    static func reason(for ambiguity: Ambiguity, in system: ConstraintSystem, diagnosis: Diagnosis) -> Reason? {
        if SystemReport.isUnverified(ambiguity, in: system, diagnosis: diagnosis) { return .verifyAmbiguity }
        let isTie = ambiguity.kind == .priorityTie
        if !isTie, SystemReport.placeholderHolding(ambiguity, in: system) != nil { return .placeholderConstraint }
        if isTie, system.platform == .macOS, ambiguity.items.allSatisfy({ SystemReport.hasEstimatedSize($0, in: system) }) {
            return .estimatedTextSize
        }
        return nil
    }
}
