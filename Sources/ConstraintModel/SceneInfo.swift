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

    public init(id: String, name: String, device: String, sizeClass: String) {
        self.id = id
        self.name = name
        self.device = device
        self.sizeClass = sizeClass
    }
}
