import ConstraintModel

// The model functions the log reader calls for every log, exactly as they were before they were
// made faster (commit 4e880b4). The equivalence tests compare the current ones with these.

/// Friendly, stable, unique names for items: `Label 'Hello'`, `ImageView1`, `SafeArea(View2)`.
///
/// Views are named first (class name without module, Swift mangling, KVO subclass or `UI`/`NS`
/// prefix, plus their text); guides then borrow their owning view's name. Names that would
/// collide get a number in order of first appearance, so the same input always gives the
/// same names.
enum ReferenceDisplayNames {
    static let maximumTextLength = 28

    static func assign(to items: inout [LayoutItem]) {
        let viewIndices = items.indices.filter { !items[$0].kind.isGuide || items[$0].owningViewID == nil }
        let guideIndices = items.indices.filter { items[$0].kind.isGuide && items[$0].owningViewID != nil }
        uniquelyName(viewIndices, in: &items)
        uniquelyName(guideIndices, in: &items)
    }

    private static func uniquelyName(_ indices: [Int], in items: inout [LayoutItem]) {
        let names = indices.map { baseName(of: items[$0], among: items) }
        var counts: [String: Int] = [:]
        for name in names { counts[name.full, default: 0] += 1 }
        var used: [String: Int] = [:]
        // A set, not `indices.contains`: equation sets from benchmarks hold 100,000s of items.
        let beingNamed = Set(indices)
        let taken = Set(items.indices.filter { !beingNamed.contains($0) }.map { items[$0].displayName })
        for (index, name) in zip(indices, names) {
            var display = name.full
            if counts[name.full, default: 0] > 1 || taken.contains(display) {
                var number = used[name.full, default: 0]
                repeat {
                    number += 1
                    display = name.numbered(number)
                } while taken.contains(display)
                used[name.full] = number
            }
            items[index].displayName = display
        }
    }

    private struct BaseName {
        var stem: String
        var suffix: String
        var full: String { stem + suffix }
        func numbered(_ number: Int) -> String { "\(stem)\(number)\(suffix)" }
    }

    private static func baseName(of item: LayoutItem, among items: [LayoutItem]) -> BaseName {
        if item.kind.isGuide {
            let owner = item.owningViewID.flatMap { id in items.first { $0.id == id }?.displayName }
            func owned(_ word: String) -> BaseName {
                owner.map { BaseName(stem: word, suffix: "(\($0))") } ?? BaseName(stem: word + "Guide", suffix: "")
            }
            switch item.kind {
            case .marginsGuide: return owned("Margins")
            case .safeAreaGuide: return owned("SafeArea")
            case .keyboardGuide: return owned("Keyboard")
            case .stackSpacer:
                if item.text == "UISV-alignment-spanner" { return BaseName(stem: "AlignmentSpanner", suffix: "") }
                return BaseName(stem: "StackSpacer", suffix: "")
            case .legacyLayoutGuide: return BaseName(stem: "LegacyLayoutGuide", suffix: "")
            default:
                if let text = item.text, !text.isEmpty {
                    let shortText = text.split(separator: ".").last.map(String.init) ?? text
                    return owner.map { BaseName(stem: shortText, suffix: "(\($0))") } ?? BaseName(stem: "Guide", suffix: " '\(shortText)'")
                }
                return owned("Layout")
            }
        }
        if item.className == nil, let name = item.name { return BaseName(stem: name, suffix: "") }
        if item.className == nil, item.address == nil, let text = item.text { return BaseName(stem: text, suffix: "") }
        let stem = shortClassName(item.className ?? item.name ?? "View")
        if let text = item.text {
            return BaseName(stem: stem, suffix: " '\(abbreviate(text))'")
        }
        if let name = item.name, name != stem, item.address == nil { return BaseName(stem: name, suffix: "") }
        return BaseName(stem: stem, suffix: "")
    }

    /// Keeps reports readable when a label holds a paragraph; UIKit itself truncates to ~25
    /// characters followed by `...`.
    static func abbreviate(_ text: String) -> String {
        let flattened = String(text.map { $0 == "\n" ? " " : $0 })
        guard flattened.count > maximumTextLength else { return flattened }
        return String(flattened.prefix(maximumTextLength - 1)) + "…"
    }

    /// `UILabel` → `Label`, `Proto.HeaderView` → `HeaderView`,
    /// `NSKVONotifying_LQRoundedCornerView` → `LQRoundedCornerView`,
    /// `_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_` → `CardView<RecoveryKeyView>`.
    static func shortClassName(_ className: String) -> String {
        var name = className
        if name.hasPrefix("_Tt"), let demangled = demangle(name) { name = demangled }
        if let dot = name.lastIndex(of: "."), !name.contains("<") { name = String(name[name.index(after: dot)...]) }
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        for prefix in ["_UI", "_NS", "UI", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { name = String(rest) }
            break
        }
        while name.hasPrefix("_") { name.removeFirst() }
        return name.isEmpty ? className : name
    }

    /// A tolerant reading of old-style Swift mangled class names: length-prefixed identifiers,
    /// the first being the module, the second the class and any others generic arguments.
    static func demangle(_ mangled: String) -> String? {
        let characters = Array(mangled.dropFirst(3))
        var identifiers: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                index += 1
                continue
            }
            var length = 0
            while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
                length = length * 10 + digit
                index += 1
            }
            guard length > 0, index + length <= characters.count else { return nil }
            let identifier = String(characters[index..<(index + length)])
            index += length
            if !identifier.hasPrefix("$") { identifiers.append(identifier) }
        }
        guard identifiers.count >= 2 else { return nil }
        let arguments = identifiers.dropFirst(2).map { shortClassName($0) }
        return arguments.isEmpty ? identifiers[1] : "\(identifiers[1])<\(arguments.joined(separator: ", "))>"
    }
}

enum ReferenceOrigin {
    /// Classifies a constraint from its class name, identifier and the classes of its items.
    static func classify(
        className: String?, identifier: String?, itemClassNames: [String]
    ) -> ConstraintOrigin {
        let className = className ?? ""
        let identifier = identifier ?? ""
        if className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizingMask }
        if className == "NSIBPrototypingLayoutConstraint" || identifier.hasPrefix("IB auto generated") {
            return .interfaceBuilderPrototyping
        }
        if className == "NSContentSizeLayoutConstraint" { return .contentSize }
        if identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("NSView-Encapsulated-Layout") {
            return .encapsulatedLayout
        }
        if identifier.hasPrefix("UISV-") || identifier.hasPrefix("NSStackView") || identifier.hasPrefix("_NSStackView") {
            return .stackView
        }
        if identifier.hasPrefix("_UITemporaryLayout") || identifier.hasPrefix("NSWindow-current-") {
            return .temporaryFittingSize
        }
        if className == "_UILayoutSupportConstraint" || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
            || identifier.hasPrefix("UIView-") && identifier.contains("guide-constraint")
            || identifier.hasPrefix("UIViewLayoutMarginsGuide") || identifier.hasPrefix("UIViewReadableContentGuide")
            || identifier.hasPrefix("UIKeyboardLayoutGuide") || identifier.hasPrefix("NSLayoutGuide-")
        {
            return .layoutGuide
        }
        if identifier.hasPrefix("UIIBSystemGenerated") { return .interfaceBuilderPrototyping }
        if !itemClassNames.isEmpty, itemClassNames.allSatisfy(ReferenceSystemViewClasses.isSystemView) {
            return .systemView
        }
        return .developer
    }
}

/// Class names of views that UIKit/AppKit create and lay out themselves.
enum ReferenceSystemViewClasses {
    static let prefixes = [
        "UIInputSet", "UIRemoteKeyboard", "UIKeyboard", "UIKB", "_UIKB", "_UIRemoteKeyboard", "_UIInputSet",
        "_UIButtonBar", "_UIModernBar",
        "_UINavigationBar", "_UIToolbar", "UITextEffectsWindow", "_UIInteractiveHighlight",
        "_UIAlertController", "_UIBarBackground", "_UITAMICAdaptor", "UIEditingOverlay",
        "UIPredictionView", "TUISystemInputAssistant", "_UIRemoteInputView", "UICompatibilityInputView",
    ]

    static func isSystemView(_ className: String) -> Bool {
        prefixes.contains { className.hasPrefix($0) }
    }
}

