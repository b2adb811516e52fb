import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// For an Interface Builder scene, the ambiguous items Xcode's own check would not report: every
/// motion that moves the item on that axis is one Xcode does not see — the view's
/// `verifyAmbiguity` turns the check off, a placeholder constraint ("Remove at build time") holds
/// it while Interface Builder checks, or it is a content-priority tie between macOS text sizes the
/// reader estimated from saved frames — or the view only moves with its superview: Xcode judges a
/// frame relative to the superview and flags the superview alone. The JSON report lists these
/// apart from `ambiguousItems[]`,
/// which then says exactly what Xcode would flag; the motions themselves stay in `ambiguities[]`.
public enum XcodeSilentAmbiguity {
    public enum Reason: String, Sendable {
        case verifyAmbiguity
        case placeholderConstraint
        case estimatedTextSize
        case movesWithSuperview
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
            guard !moving.isEmpty else { continue }
            if moving.allSatisfy({ silence[$0] != nil }), let first = moving.first, let reason = silence[first] {
                reasons[index] = reason
            } else if movesOnlyWithSuperview(entry, motions: moving.map { diagnosis.ambiguities[$0] }, in: system) {
                reasons[index] = .movesWithSuperview
            }
        }
        return reasons
    }

    /// True when, in every motion that moves the item on its axis, its superview moves by the same
    /// amount and its size does not change: its frame relative to the superview is determined.
    /// Motions are a basis, so no combination of them moves it relative to its superview either.
    static func movesOnlyWithSuperview(_ entry: AmbiguousItem, motions: [Ambiguity], in system: ConstraintSystem) -> Bool {
        guard let parent = system.item(entry.item)?.superviewID, system.item(parent)?.kind.isGuide == false else { return false }
        let (position, size) = entry.axis == .horizontal ? ("x", "width") : ("y", "height")
        return motions.allSatisfy { motion in
            guard motion.kind != .priorityTie, !motion.motionVector.isEmpty else { return false }
            let own = motion.motionVector["\(entry.item).\(position)"] ?? 0
            let parents = motion.motionVector["\(parent).\(position)"] ?? 0
            let growth = motion.motionVector["\(entry.item).\(size)"] ?? 0
            return own == parents && growth.isZero
        }
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
