import ConstraintAnalysis
import ConstraintModel

extension JSONAnalysis {
    public struct Fix: Encodable, Sendable, Hashable {
        /// `lowerPriority`, `disableAutoresizingMask`, `replacePrototypeConstraints`, `deleteDuplicate`, `changePriority`, `addConstraint`.
        public var action: String
        /// The constraint the action changes; null for view-level actions.
        @Nullable public var constraintID: String?
        /// The item the action changes; null when `constraintID` is set.
        @Nullable public var item: String?
        /// The new priority, where the action sets one.
        @Nullable public var priority: Double?
        public var consequence: String
        public var rationale: String
        /// The constraint to add, for `addConstraint`.
        @Nullable public var constraintText: String?
        public var alsoLowered: [LoweredConstraint]
        public var verified: Bool
        /// The fix as one imperative sentence with display names ("Lower c3 (Cell.bottom =
        /// Image.bottom + 12) to priority 999"), for a person reading the JSON.
        public var headline: String = ""
        /// What `constraintID` (the constraint as an equation with display names) or, for a
        /// view-level fix, `item` (its display name) names.
        public var displayName: String = ""
        /// The fix as a change `--what-if` reads (`c3.priority = 999; c4.priority = 998`,
        /// `deactivate c1, c2`); null when it cannot be written as one (an added constraint).
        @Nullable public var change: String? = nil
        /// For a view-level fix taken on several views: the others beside `item` (absent
        /// otherwise).
        public var alsoItems: [String]? = nil
    }

    public struct LoweredConstraint: Encodable, Sendable, Hashable {
        public var constraintID: String
        @Nullable public var priority: Double?
        /// The constraint as an equation with display names.
        public var displayName: String = ""
    }

    public struct RejectedFix: Encodable, Sendable, Hashable {
        public var fix: Fix
        public var reason: String
    }

    static func fix(_ fix: ConstraintAnalysis.Fix, system: ConstraintSystem, wording: FixWording) -> Fix {
        let names = JSONDisplayNames(system: system)
        var json = Fix(
            action: fix.action.rawValue, constraintID: fix.constraintID,
            // One of the two names what changes: a constraint-level fix has no item.
            item: fix.constraintID == nil ? fix.item : nil,
            priority: fix.priority.flatMap { finiteOrNil($0.value) }, consequence: fix.consequence,
            rationale: fix.rationale, constraintText: fix.constraintText,
            alsoLowered: fix.alsoLowered.map {
                LoweredConstraint(constraintID: $0.constraintID, priority: finiteOrNil($0.priority.value), displayName: names.constraint($0.constraintID))
            },
            verified: fix.isVerified)
        json.headline = wording.imperative(fix)
        json.displayName = fix.constraintID.map(names.constraint) ?? fix.item.map(names.item) ?? ""
        json.change = FixChange.statement(for: fix, in: system)
        if !fix.alsoItems.isEmpty { json.alsoItems = fix.alsoItems }
        return json
    }
}

/// What a person reads next to an id: an item's display name, a constraint as an equation.
struct JSONDisplayNames {
    let system: ConstraintSystem

    func item(_ id: String) -> String { system.displayName(of: id) }

    func constraint(_ id: String) -> String {
        system.constraint(id).map(ConstraintEquation(system: system).text(for:)) ?? id
    }
}
