import ConstraintModel

/// What a class name and an item's text tell about the item and the platform.
enum ItemFacts {
    static func kind(className: String?, text: String?) -> ItemKind {
        guard var className else { return .view }
        var text = text ?? ""
        // Byte comparisons: this runs for every item of every log.
        return className.withUTF8 { fullName in
            let name = unqualified(fullName)
            if name.equals("_UILayoutGuide") { return .legacyLayoutGuide }
            if name.equals("_UILayoutSpacer") { return .stackSpacer }
            if name.contains("KeyboardLayoutGuide") { return .keyboardGuide }
            if name.hasSuffix("LayoutGuide") {
                return text.withUTF8 { text in
                    if text.hasSuffix("SafeAreaLayoutGuide") { return .safeAreaGuide }
                    if text.hasSuffix("LayoutMarginsGuide") { return .marginsGuide }
                    if text.contains("KeyboardLayoutGuide") { return .keyboardGuide }
                    return .layoutGuide
                }
            }
            if name.hasSuffix("Window") { return .window }
            return .view
        }
    }

    /// `Proto.HeaderView` → `HeaderView`; generic names are left alone.
    private static func unqualified(_ name: Bytes) -> Bytes {
        guard name.firstIndex(of: ASCII.less, in: 0..<name.count) == nil else { return name }
        var index = name.count
        while index > 0, name[index - 1] != ASCII.dot { index -= 1 }
        return UnsafeBufferPointer(rebasing: name[index...])
    }

    /// The UI framework a class belongs to, when its prefix says so. KVO subclasses
    /// (`NSKVONotifying_…`) and the constraint classes exist on both platforms.
    static func platform(ofClass className: String) -> Platform? {
        var className = className
        return className.withUTF8 { fullName in
            let name = unqualified(fullName)
            if name.hasPrefix("NSKVONotifying_") { return nil }
            if hasFrameworkPrefix(name, "NS") { return .macOS }
            if hasFrameworkPrefix(name, "UI") || hasFrameworkPrefix(name, "_UI") { return .iOS }
            return nil
        }
    }

    private static func hasFrameworkPrefix(_ name: Bytes, _ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        return name.hasPrefix(prefix) && name.count > length && name[length].isUppercaseLetter
    }

    /// The framework that made a constraint, when its class (`_UISystemBaselineConstraint`) or
    /// identifier (`UIView-Encapsulated-Layout-Width`, `NSView-Encapsulated-Layout-Height`) says so.
    static func platform(ofConstraintClass className: String?, identifier: String?) -> Platform? {
        if let className, className.hasPrefix("_UI") { return .iOS }
        guard let identifier else { return nil }
        for prefix in ["UIView-", "UISV-", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "_UITemporaryLayout", "UIKeyboardLayoutGuide"]
        where identifier.hasPrefix(prefix) {
            return .iOS
        }
        for prefix in ["NSView-", "NSWindow-", "NSStackView", "_NSStackView", "NSLayoutGuide-"] where identifier.hasPrefix(prefix) {
            return .macOS
        }
        return nil
    }

    /// Constraints UIKit makes between a view and its margins or safe-area guide.
    static func isGuideConstraint(_ identifier: String?) -> Bool {
        guard var identifier else { return false }
        return identifier.withUTF8 { bytes in
            bytes.hasPrefix("UIViewSafeAreaLayoutGuide") || bytes.hasPrefix("UIViewLayoutMarginsGuide")
                || bytes.hasPrefix("UIView-") && bytes.contains("guide-constraint")
        }
    }
}
