import ConstraintAnalysis

extension JSONAnalysis {
    public struct Ambiguity: Encodable, Sendable, Hashable {
        public var axis: String
        public var items: [String]
        /// `position`, `size`, `positionAndSize` or `priorityTie`.
        public var kind: String
        public var description: String
        public var range: Range
        public var tiedConstraints: [String]
        @Nullable public var suggestion: Fix?
        public var alsoMovesOtherAxis: Bool
        /// The motion's certificate: unknown (`item3.x`, `item3.width`, …) → exact rate.
        public var motion: [String: String]
        /// The display names of `items`, in the same order.
        public var displayNames: [String] = []
        /// The group of motions of the same shape this one belongs to (1, 2, … in report order)
        /// and how many motions that group has.
        public var group: Int
        public var count: Int
        /// The group's finding in words when it has more than one motion, else null.
        @Nullable public var groupDescription: String?
        /// In a group of several motions the group's one suggestion (it removes them all) is
        /// written once, on the group's first motion; the others have a null `suggestion` and
        /// here the index in `ambiguities` of the motion that carries it. Written out for every
        /// motion, 500 free heights made 36 MB of JSON, 40,000 made more than 19 GB of memory.
        @Nullable public var sameSuggestionAs: Int?
    }

    /// How far the motion goes from the solved layout; a null end is unbounded.
    public struct Range: Encodable, Sendable, Hashable {
        public var quantity: String
        @Nullable public var lower: Double?
        @Nullable public var lowerExact: String?
        @Nullable public var upper: Double?
        @Nullable public var upperExact: String?
    }

    public struct AmbiguousItem: Encodable, Sendable, Hashable {
        public var item: String
        public var axis: String
        public var positionIsFree: Bool
        public var sizeIsFree: Bool
        /// The display name of `item`.
        public var displayName: String = ""
    }

    /// An ambiguous item Xcode's check does not report, and why (`verifyAmbiguity`,
    /// `placeholderConstraint`, `estimatedTextSize`).
    public struct SilentAmbiguousItem: Encodable, Sendable, Hashable {
        public var item: String
        public var axis: String
        public var positionIsFree: Bool
        public var sizeIsFree: Bool
        public var displayName: String
        public var reason: String

        init(item: AmbiguousItem, reason: String) {
            (self.item, axis, positionIsFree, sizeIsFree, displayName) = (item.item, item.axis, item.positionIsFree, item.sizeIsFree, item.displayName)
            self.reason = reason
        }
    }

    public struct DegreesOfFreedom: Encodable, Sendable, Hashable {
        public var horizontal: Int
        public var vertical: Int
    }

    /// Every motion, a group's suggestion written once (`sameSuggestionAs`).
    static func ambiguities(
        _ ambiguities: [ConstraintAnalysis.Ambiguity], names: JSONDisplayNames, fix: @escaping (ConstraintAnalysis.Fix) -> Fix
    ) -> [Ambiguity] {
        var carrier: [Int: Int] = [:]
        return ambiguities.enumerated().map { index, ambiguity in
            guard ambiguity.count > 1, ambiguity.suggestion != nil else { return Self.ambiguity(ambiguity, names: names, fix: fix) }
            // The analysis gives every motion of a group the group's one fix.
            if let first = carrier[ambiguity.group] {
                var shared = ambiguity
                shared.suggestion = nil
                var json = Self.ambiguity(shared, names: names, fix: fix)
                json.sameSuggestionAs = first
                return json
            }
            carrier[ambiguity.group] = index
            return Self.ambiguity(ambiguity, names: names, fix: fix)
        }
    }

    static func ambiguity(
        _ ambiguity: ConstraintAnalysis.Ambiguity, names: JSONDisplayNames, fix: @escaping (ConstraintAnalysis.Fix) -> Fix
    ) -> Ambiguity {
        let range = ambiguity.range
        var json = Ambiguity(
            axis: ambiguity.axis.rawValue, items: ambiguity.items, kind: ambiguity.kind.rawValue,
            description: ambiguity.description,
            range: Range(
                quantity: range.quantity, lower: range.lower.flatMap(JSONExact.number), lowerExact: range.lower.map(JSONExact.text),
                upper: range.upper.flatMap(JSONExact.number), upperExact: range.upper.map(JSONExact.text)),
            tiedConstraints: ambiguity.tiedConstraints, suggestion: ambiguity.suggestion.map(fix),
            alsoMovesOtherAxis: ambiguity.alsoMovesOtherAxis, motion: ambiguity.motionVector.mapValues(JSONExact.text),
            group: ambiguity.group, count: ambiguity.count, groupDescription: ambiguity.groupDescription)
        json.displayNames = ambiguity.items.map(names.item)
        return json
    }
}
