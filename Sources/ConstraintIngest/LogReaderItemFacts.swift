import ConstraintModel

/// What a class name and an item's text tell about the item and the platform.
enum ItemFacts {
    static func kind(className: String?, text: String?) -> ItemKind {
        guard let className else { return .view }
        let name = unqualified(className)
        switch name {
        case "_UILayoutGuide": return .legacyLayoutGuide
        case "_UILayoutSpacer": return .stackSpacer
        default: break
        }
        if name.contains("KeyboardLayoutGuide") { return .keyboardGuide }
        if name == "UILayoutGuide" || name == "NSLayoutGuide" || name.hasSuffix("LayoutGuide") {
            let text = text ?? ""
            if text.hasSuffix("SafeAreaLayoutGuide") { return .safeAreaGuide }
            if text.hasSuffix("LayoutMarginsGuide") { return .marginsGuide }
            if text.contains("KeyboardLayoutGuide") { return .keyboardGuide }
            return .layoutGuide
        }
        if name.hasSuffix("Window") { return .window }
        return .view
    }

    /// `Proto.HeaderView` → `HeaderView`; generic and mangled names are left alone.
    static func unqualified(_ className: String) -> String {
        guard !className.contains("<"), let dot = className.lastIndex(of: ".") else { return className }
        return String(className[className.index(after: dot)...])
    }

    /// The UI framework a class belongs to, when its prefix says so. KVO subclasses
    /// (`NSKVONotifying_…`) and the constraint classes exist on both platforms.
    static func platform(ofClass className: String) -> Platform? {
        let name = unqualified(className)
        if name.hasPrefix("NSKVONotifying_") { return nil }
        if hasFrameworkPrefix(name, "NS") { return .macOS }
        if hasFrameworkPrefix(name, "UI") || hasFrameworkPrefix(name, "_UI") { return .iOS }
        return nil
    }

    private static func hasFrameworkPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        guard let first = rest.first else { return false }
        return first.isUppercaseLetter
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
        guard let identifier else { return false }
        return identifier.hasPrefix("UIViewSafeAreaLayoutGuide") || identifier.hasPrefix("UIViewLayoutMarginsGuide")
            || identifier.hasPrefix("UIView-") && identifier.contains("guide-constraint")
    }
}
