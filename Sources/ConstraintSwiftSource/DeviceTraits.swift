import ConstraintModel

/// The device the reader lays code out for, the one its root sizes assume: an iPhone in portrait
/// (375 × 812) at the default text size, left to right. Code that branches on these traits
/// (`if traitCollection.horizontalSizeClass == .regular`, `if UIDevice.current.userInterfaceIdiom
/// == .pad`, `if traitCollection.preferredContentSizeCategory.isAccessibilityCategory`) takes the
/// branch that device runs, instead of whichever branch is written first.
enum DeviceTraits {
    /// Trait properties, by name, and their value on that device.
    static let values: [String: String] = [
        "horizontalSizeClass": "compact",
        "verticalSizeClass": "regular",
        "userInterfaceIdiom": "phone",
        "preferredContentSizeCategory": "large",
        "layoutDirection": "leftToRight",
        "userInterfaceLayoutDirection": "leftToRight",
        "effectiveUserInterfaceLayoutDirection": "leftToRight",
    ]

    /// `UIScreen.main.bounds` (Swift 2: `UIScreen.mainScreen().bounds`): that device's screen, the
    /// size a view controller's root gets, so `UIScreen.main.bounds.width - 20` is 355, not unknown.
    static let screenExpressions: Set<String> = ["UIScreen.main", "UIScreen.mainScreen()"]
    static let screenBounds = Rect(x: 0, y: 0, width: TypeRole.controllerRootSize.width, height: TypeRole.controllerRootSize.height)

    /// `isAccessibilityCategory` of the default text size.
    static func member(_ name: String, of trait: String) -> SourceValue? {
        name == "isAccessibilityCategory" && trait == "large" ? .bool(false) : nil
    }
}
