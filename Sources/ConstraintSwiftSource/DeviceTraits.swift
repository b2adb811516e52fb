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

    /// `isAccessibilityCategory` of the default text size.
    static func member(_ name: String, of trait: String) -> SourceValue? {
        name == "isAccessibilityCategory" && trait == "large" ? .bool(false) : nil
    }
}
