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

    public init(
        id: String, name: String, device: String, sizeClass: String, notJudgedSourceIDs: Set<String> = [],
        scrollViewsOfContentAreas: [String: String] = [:]
    ) {
        self.id = id
        self.name = name
        self.device = device
        self.sizeClass = sizeClass
        self.notJudgedSourceIDs = notJudgedSourceIDs
        self.scrollViewsOfContentAreas = scrollViewsOfContentAreas
    }

    /// `notJudgedSourceIDs` and `scrollViewsOfContentAreas` are not encoded: the reader derives
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
    }
}
