/// Who made a constraint, which decides whether the developer can change it and what the
/// standard remedy is.
public enum ConstraintOrigin: String, Codable, Sendable, CaseIterable {
    /// Written by the developer: code, anchors, SnapKit/Masonry, or a storyboard constraint.
    case developer
    /// `NSAutoresizingMaskLayoutConstraint`: a view's frame and autoresizing mask turned into
    /// constraints because `translatesAutoresizingMaskIntoConstraints` is true.
    case autoresizingMask
    /// `UIView-Encapsulated-Layout-Width/Height/Left/Top`: the size a table or collection view
    /// gave its cell (or a presentation gave its view).
    case encapsulatedLayout
    /// `UISV-*` / `NSStackView…`: made by a stack view from its arrangement.
    case stackView
    /// `_UITemporaryLayoutWidth/Height`: a fitting size UIKit imposes while measuring.
    case temporaryFittingSize
    /// Layout-margin, safe-area, readable-content and layout-support guide constraints.
    case layoutGuide
    /// `NSIBPrototypingLayoutConstraint`: Interface Builder made it for a view without constraints.
    case interfaceBuilderPrototyping
    /// `NSContentSizeLayoutConstraint`: intrinsic content size with hugging/compression priorities.
    case contentSize
    /// Belongs to a system view (keyboard, bar button stack, input views).
    case systemView

    /// Whether the developer wrote (and can edit) the constraint itself.
    public var isDeveloperOwned: Bool { self == .developer }

    /// The standard remedy for a conflict this kind of constraint takes part in, if there is one.
    public var remedy: String? {
        switch self {
        case .developer:
            return nil
        case .autoresizingMask:
            return "the view's frame was turned into constraints: set translatesAutoresizingMaskIntoConstraints = false on it if you position it with constraints"
        case .encapsulatedLayout:
            return "the table/collection view sets the cell's size: give your last constraint along that axis priority 999 so the cell can take the size it is given"
        case .stackView:
            return "the stack view made this from its axis, alignment, distribution and spacing: change those properties or the arranged subview's own constraints, not this one"
        case .temporaryFittingSize:
            return "UIKit imposes this size while measuring (systemLayoutSizeFitting); lower one of your required constraints along that axis to 999"
        case .layoutGuide:
            return "margins and safe area come from the view's layoutMargins / safeAreaInsets: change those values or pin to the view's edges instead"
        case .interfaceBuilderPrototyping:
            return "Interface Builder generated this for a view that has no constraints: add constraints to that view in the storyboard"
        case .contentSize:
            return "intrinsic content size: change the content hugging or compression resistance priority"
        case .systemView:
            return "this belongs to a system view and cannot be changed: change your constraints that attach to it"
        }
    }

    /// Classifies a constraint from its class name, identifier and the classes of its items.
    public static func classify(
        className: String?, identifier: String?, itemClassNames: [String]
    ) -> ConstraintOrigin {
        var className = className ?? ""
        var identifier = identifier ?? ""
        // Every log constraint is classified; byte checks keep that cheap (see `ASCIIText`).
        let known = className.withUTF8 { className in
            identifier.withUTF8 { identifier in classifyASCII(className: className, identifier: identifier) }
        }
        switch known {
        case .some(.some(let origin)): return origin
        case .some(.none): return classifyByItems(itemClassNames)
        case .none: return classifyCharacters(className: className, identifier: identifier, itemClassNames: itemClassNames)
        }
    }

    /// The class name and identifier checks of `classifyCharacters` by bytes: nil when the text is
    /// not ASCII, `.some(nil)` when neither decides.
    private static func classifyASCII(className: ASCIIText.Bytes, identifier: ASCIIText.Bytes) -> ConstraintOrigin?? {
        guard ASCIIText.isASCII(className), ASCIIText.isASCII(identifier) else { return nil }
        func classIs(_ name: StaticString) -> Bool { ASCIIText.equals(className, name) }
        func identifierStarts(_ prefix: StaticString) -> Bool { ASCIIText.hasPrefix(identifier, prefix) }
        if classIs("NSAutoresizingMaskLayoutConstraint") { return .autoresizingMask }
        if classIs("NSIBPrototypingLayoutConstraint") || identifierStarts("IB auto generated") {
            return .interfaceBuilderPrototyping
        }
        if classIs("NSContentSizeLayoutConstraint") { return .contentSize }
        if identifierStarts("UIView-Encapsulated-Layout") || identifierStarts("NSView-Encapsulated-Layout") {
            return .encapsulatedLayout
        }
        if identifierStarts("UISV-") || identifierStarts("NSStackView") || identifierStarts("_NSStackView") {
            return .stackView
        }
        if identifierStarts("_UITemporaryLayout") || identifierStarts("NSWindow-current-") {
            return .temporaryFittingSize
        }
        if classIs("_UILayoutSupportConstraint") || identifierStarts("UIViewSafeAreaLayoutGuide")
            || identifierStarts("UIView-") && ASCIIText.contains(identifier, "guide-constraint")
            || identifierStarts("UIViewLayoutMarginsGuide") || identifierStarts("UIViewReadableContentGuide")
            || identifierStarts("UIKeyboardLayoutGuide") || identifierStarts("NSLayoutGuide-")
        {
            return .layoutGuide
        }
        if identifierStarts("UIIBSystemGenerated") { return .interfaceBuilderPrototyping }
        return .some(nil)
    }

    private static func classifyByItems(_ itemClassNames: [String]) -> ConstraintOrigin {
        if !itemClassNames.isEmpty, itemClassNames.allSatisfy(SystemViewClasses.isSystemView) {
            return .systemView
        }
        return .developer
    }

    private static func classifyCharacters(
        className: String, identifier: String, itemClassNames: [String]
    ) -> ConstraintOrigin {
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
        return classifyByItems(itemClassNames)
    }
}

/// Class names of views that UIKit/AppKit create and lay out themselves.
public enum SystemViewClasses {
    static let prefixes: [StaticString] = [
        "UIInputSet", "UIRemoteKeyboard", "UIKeyboard", "UIKB", "_UIKB", "_UIRemoteKeyboard", "_UIInputSet",
        "_UIButtonBar", "_UIModernBar",
        "_UINavigationBar", "_UIToolbar", "UITextEffectsWindow", "_UIInteractiveHighlight",
        "_UIAlertController", "_UIBarBackground", "_UITAMICAdaptor", "UIEditingOverlay",
        "UIPredictionView", "TUISystemInputAssistant", "_UIRemoteInputView", "UICompatibilityInputView",
    ]

    public static func isSystemView(_ className: String) -> Bool {
        var name = className
        let ascii = name.withUTF8 { name -> Bool? in
            guard ASCIIText.isASCII(name) else { return nil }
            // Every prefix starts with `U`, `_` or `T`; most class names are rejected by their first byte.
            guard let first = name.first, first == 0x55 || first == 0x5F || first == 0x54 else { return false }
            return prefixes.contains { ASCIIText.hasPrefix(name, $0) }
        }
        return ascii ?? prefixes.contains { className.hasPrefix($0.description) }
    }
}

/// A view's autoresizing mask as printed after `h=` and `v=`: three characters per axis, for
/// the leading margin, the size and the trailing margin, `-` fixed and `&` flexible.
public struct AutoresizingMask: Hashable, Sendable, Codable, CustomStringConvertible {
    public struct AxisMask: Hashable, Sendable, Codable {
        public var flexibleLeadingMargin: Bool
        public var flexibleSize: Bool
        public var flexibleTrailingMargin: Bool

        public init(flexibleLeadingMargin: Bool, flexibleSize: Bool, flexibleTrailingMargin: Bool) {
            self.flexibleLeadingMargin = flexibleLeadingMargin
            self.flexibleSize = flexibleSize
            self.flexibleTrailingMargin = flexibleTrailingMargin
        }

        /// Reads `--&` style text; nil unless it is exactly three `-`/`&` characters.
        public init?(printed: some StringProtocol) {
            let characters = Array(printed)
            guard characters.count == 3, characters.allSatisfy({ $0 == "-" || $0 == "&" }) else { return nil }
            self.init(
                flexibleLeadingMargin: characters[0] == "&", flexibleSize: characters[1] == "&",
                flexibleTrailingMargin: characters[2] == "&")
        }

        public var printed: String {
            [flexibleLeadingMargin, flexibleSize, flexibleTrailingMargin].map { $0 ? "&" : "-" }.joined()
        }
    }

    public var horizontal: AxisMask
    public var vertical: AxisMask

    public init(horizontal: AxisMask, vertical: AxisMask) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public func mask(on axis: Axis) -> AxisMask { axis == .horizontal ? horizontal : vertical }

    public var description: String { "h=\(horizontal.printed) v=\(vertical.printed)" }

    /// "left margin fixed, width fixed, right margin flexible; …" for reports.
    public var explanation: String {
        func describe(_ mask: AxisMask, _ lead: String, _ size: String, _ trail: String) -> String {
            func word(_ flexible: Bool) -> String { flexible ? "flexible" : "fixed" }
            return "\(lead) margin \(word(mask.flexibleLeadingMargin)), \(size) \(word(mask.flexibleSize)), \(trail) margin \(word(mask.flexibleTrailingMargin))"
        }
        return describe(horizontal, "left", "width", "right") + "; "
            + describe(vertical, "top", "height", "bottom")
    }
}

/// One side of a constraint: an item and one of its attributes.
public struct Anchor: Hashable, Sendable, Codable {
    /// The id of a `LayoutItem` in the same system.
    public var item: String
    public var attribute: AnchorAttribute

    public init(item: String, attribute: AnchorAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public init(item: String, _ attribute: LayoutAttribute) {
        self.init(item: item, attribute: .standard(attribute))
    }
}

/// `coefficient × item.attribute`, a term of an expression-form constraint.
public struct LinearTerm: Hashable, Sendable, Codable {
    public var coefficient: LayoutNumber
    public var anchor: Anchor

    public init(coefficient: LayoutNumber, anchor: Anchor) {
        self.coefficient = coefficient
        self.anchor = anchor
    }
}

/// A constraint written as a general linear relation, as iOS 10+ anchors and NSGridView print
/// them: `(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`.
public struct ExpressionForm: Hashable, Sendable, Codable {
    public var left: [LinearTerm]
    public var leftConstant: LayoutNumber
    public var right: [LinearTerm]
    public var rightConstant: LayoutNumber

    public init(left: [LinearTerm], leftConstant: LayoutNumber = 0, right: [LinearTerm], rightConstant: LayoutNumber = 0) {
        self.left = left
        self.leftConstant = leftConstant
        self.right = right
        self.rightConstant = rightConstant
    }
}

/// Hugging and compression-resistance priorities printed by `NSContentSizeLayoutConstraint`.
public struct ContentSizePriorities: Hashable, Sendable, Codable {
    public var hugging: Priority
    public var compressionResistance: Priority

    public init(hugging: Priority, compressionResistance: Priority) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }
}

public enum LayoutDirection: String, Hashable, Sendable, Codable {
    case leftToRight = "LTR"
    case rightToLeft = "RTL"
}

/// `first.attribute REL multiplier × second.attribute + constant @priority`, with everything
/// the input said about where it came from.
public struct LayoutConstraint: Hashable, Sendable {
    /// Stable id within its system (`c1`, `c2`, … in order of appearance).
    public var id: String
    /// 1-based line and column of the constraint's first character in the input file.
    public var line: Int
    public var column: Int
    /// The constraint's description exactly as read (after paste-damage repair).
    public var text: String
    public var className: String?
    public var origin: ConstraintOrigin
    public var first: Anchor
    public var relation: Relation
    public var multiplier: LayoutNumber
    public var second: Anchor?
    /// nil when the input lost it (`.width ==   (active)`).
    public var constant: LayoutNumber?
    /// The constant is the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`,
    /// VFL's bare `-`); `constant` then holds the value the log printed or the default.
    public var constantIsSystemSpacing: Bool
    public var priority: Priority
    public var isActive: Bool?
    /// What only some inputs say (`RareConstraintFields`), kept out of line so that a large
    /// layout's constraints stay small: nil when none of it is set.
    var rare: RareFieldStorage?

    public init(
        id: String, line: Int = 0, column: Int = 0, text: String = "", className: String? = nil,
        address: String? = nil, identifier: String? = nil, origin: ConstraintOrigin = .developer,
        first: Anchor, relation: Relation = .equal, multiplier: LayoutNumber = 1, second: Anchor? = nil,
        constant: LayoutNumber? = 0, constantIsSystemSpacing: Bool = false, priority: Priority = .required,
        expression: ExpressionForm? = nil, autoresizingMask: AutoresizingMask? = nil,
        sourceLocation: SourceFileLocation? = nil, isActive: Bool? = nil, layoutDirection: LayoutDirection? = nil,
        contentSize: ContentSizePriorities? = nil, measuredIn: String? = nil, sourceID: String? = nil
    ) {
        self.id = id
        self.line = line
        self.column = column
        self.text = text
        self.className = className
        self.origin = origin
        self.first = first
        self.relation = relation
        self.multiplier = multiplier
        self.second = second
        self.constant = constant
        self.constantIsSystemSpacing = constantIsSystemSpacing
        self.priority = priority
        self.isActive = isActive
        // Most constraints of a large layout set none of them: tested field by field, without
        // building the whole record first (that was about half of this initialiser's cost).
        guard
            address != nil || identifier != nil || expression != nil || autoresizingMask != nil || sourceLocation != nil
                || layoutDirection != nil || contentSize != nil || measuredIn != nil || sourceID != nil
        else {
            rare = nil
            return
        }
        rare = RareFieldStorage(
            RareConstraintFields(
                address: address, identifier: identifier, expression: expression, autoresizingMask: autoresizingMask,
                sourceLocation: sourceLocation, layoutDirection: layoutDirection, contentSize: contentSize,
                measuredIn: measuredIn, constantSymbol: nil, sourceID: sourceID))
    }

    /// Every item the constraint mentions, first side first, without repeats.
    public var itemIDs: [String] {
        var ids: [String] = []
        func add(_ id: String) { if !ids.contains(id) { ids.append(id) } }
        if let expression {
            (expression.left + expression.right).forEach { add($0.anchor.item) }
        } else {
            add(first.item)
            if let second { add(second.item) }
        }
        if let measuredIn { add(measuredIn) }
        return ids
    }

    /// All (item, attribute) pairs the constraint relates.
    public var anchors: [Anchor] {
        if let expression { return (expression.left + expression.right).map(\.anchor) }
        return [first] + (second.map { [$0] } ?? [])
    }
}
