/// Which Interface Builder scene a system is, and the configuration it was laid out in: the
/// storyboard scene or top-level XIB view, the device it is sized for and the size class.
public struct SceneInfo: Hashable, Sendable, Codable {
    /// The IB object id of the scene (storyboard `sceneID`) or of the top-level view.
    public var id: String
    /// The view controller's title / storyboard identifier / class, or the view's user label.
    public var name: String
    /// The device id (`retina6_12`) or `WxH` it is laid out for, with `landscape` when rotated.
    public var device: String
    /// `wAny hAny`, `wC hR`, …: the size class the base layout stands for.
    public var sizeClass: String
    /// IB object ids of the views whose saved frame the reader cannot compare exactly with a
    /// solved one (a control whose alignment-rect insets are not known, a view placed by a
    /// baseline at an assumed offset, an image view that may show another asset, a hidden view):
    /// the misplacement check leaves them out. The reader's notes say why, view by view.
    public var notJudgedSourceIDs: Set<String>
    /// Item ids: each scroll view's content area (its content layout guide, or the area the reader
    /// makes for an older file) → the scroll view. Xcode reports a content size nothing decides
    /// ("Scrollable content size is ambiguous") on the scroll view itself.
    public var scrollViewsOfContentAreas: [String: String]
    /// IB object ids of views whose intrinsic size the reader estimated (from their text, or
    /// from their saved frame): a priority tie between such sizes may be the estimate's.
    public var estimatedSizeSourceIDs: Set<String>
    /// IB object ids → the view's Ambiguity setting in the Size inspector, when it is not the
    /// default: Xcode then does not report the view's ambiguity (or its size ambiguity).
    public var ambiguityVerification: [String: AmbiguityVerification]
    /// Constraints marked "Remove at build time": left out of the layout, but Interface Builder
    /// checks the scene with them, so a motion they hold is not one Xcode reports.
    public var placeholderHolds: [PlaceholderHold]

    /// `verifyAmbiguity="off"` (Never Verify) or `"ignoreSizes"` (Verify Position Only).
    public enum AmbiguityVerification: String, Hashable, Sendable {
        case off
        case ignoreSizes
    }

    public struct PlaceholderHold: Hashable, Sendable {
        /// The placeholder constraint's IB id.
        public var constraintSourceID: String
        /// IB ids of the views it holds.
        public var heldSourceIDs: [String]
        public var axis: Axis
        /// The constraint itself, read like any other (its `id` is the IB id): the code that
        /// replaces the placeholder at run time has to add it or its equivalent, so the analysis
        /// offers it as the fix for a motion it holds. Nil when the reader could not read it.
        public var constraint: LayoutConstraint?

        public init(constraintSourceID: String, heldSourceIDs: [String], axis: Axis, constraint: LayoutConstraint? = nil) {
            self.constraintSourceID = constraintSourceID
            self.heldSourceIDs = heldSourceIDs
            self.axis = axis
            self.constraint = constraint
        }
    }

    /// The first placeholder constraint that holds one of the views `sourceIDs` names on `axis`:
    /// Xcode checks the scene with it, so it does not see a motion of those views on that axis.
    public func placeholderHold(holdingAnyOf sourceIDs: Set<String>, axis: Axis) -> PlaceholderHold? {
        placeholderHolds.first { $0.axis == axis && !sourceIDs.isDisjoint(with: $0.heldSourceIDs) }
    }

    public init(
        id: String, name: String, device: String, sizeClass: String, notJudgedSourceIDs: Set<String> = [],
        scrollViewsOfContentAreas: [String: String] = [:], estimatedSizeSourceIDs: Set<String> = [],
        ambiguityVerification: [String: AmbiguityVerification] = [:], placeholderHolds: [PlaceholderHold] = []
    ) {
        self.id = id
        self.name = name
        self.device = device
        self.sizeClass = sizeClass
        self.notJudgedSourceIDs = notJudgedSourceIDs
        self.scrollViewsOfContentAreas = scrollViewsOfContentAreas
        self.estimatedSizeSourceIDs = estimatedSizeSourceIDs
        self.ambiguityVerification = ambiguityVerification
        self.placeholderHolds = placeholderHolds
    }

    /// `notJudgedSourceIDs`, `scrollViewsOfContentAreas` and the three fields after them are not encoded: the reader derives
    /// them from the file, as it does its notes, and a system's fingerprint (`SystemFingerprint`,
    /// a hash of its encoding) must stay what it was. A decoded scene judges every view.
    private enum CodingKeys: String, CodingKey {
        case id, name, device, sizeClass
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        device = try container.decode(String.self, forKey: .device)
        sizeClass = try container.decode(String.self, forKey: .sizeClass)
        notJudgedSourceIDs = []
        scrollViewsOfContentAreas = [:]
        estimatedSizeSourceIDs = []
        ambiguityVerification = [:]
        placeholderHolds = []
    }
}
