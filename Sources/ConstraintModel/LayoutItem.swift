/// What kind of thing an item is; guides are drawn and lowered differently from views.
public enum ItemKind: String, Codable, Sendable {
    case view
    case window
    case layoutGuide
    /// A view's `layoutMarginsGuide` (`'UIViewLayoutMarginsGuide'`).
    case marginsGuide
    /// A view's `safeAreaLayoutGuide` (`'UIViewSafeAreaLayoutGuide'`).
    case safeAreaGuide
    /// The keyboard layout guide (`'UIKeyboardLayoutGuide'`, iOS 15+).
    case keyboardGuide
    /// A pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide` (`_UILayoutGuide`).
    case legacyLayoutGuide
    /// A stack view's internal spacer (`_UILayoutSpacer`, `UISV-alignment-spanner`).
    case stackSpacer

    public var isGuide: Bool { self != .view && self != .window }
}

/// The width and height of an item's intrinsic content size, with the priorities that
/// turn it into constraints (hugging: size ≤ intrinsic; compression resistance: size ≥ intrinsic).
public struct IntrinsicContentSize: Hashable, Sendable, Codable {
    public var width: LayoutNumber?
    public var height: LayoutNumber?
    public var horizontalHugging: Priority
    public var verticalHugging: Priority
    public var horizontalCompressionResistance: Priority
    public var verticalCompressionResistance: Priority

    public init(
        width: LayoutNumber? = nil, height: LayoutNumber? = nil,
        horizontalHugging: Priority = .defaultLow, verticalHugging: Priority = .defaultLow,
        horizontalCompressionResistance: Priority = .defaultHigh,
        verticalCompressionResistance: Priority = .defaultHigh
    ) {
        self.width = width
        self.height = height
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    public func size(on axis: Axis) -> LayoutNumber? { axis == .horizontal ? width : height }
    public func hugging(on axis: Axis) -> Priority { axis == .horizontal ? horizontalHugging : verticalHugging }
    public func compressionResistance(on axis: Axis) -> Priority {
        axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance
    }
}

public struct Rect: Hashable, Sendable, Codable {
    public var x: LayoutNumber
    public var y: LayoutNumber
    public var width: LayoutNumber
    public var height: LayoutNumber

    public init(x: LayoutNumber, y: LayoutNumber, width: LayoutNumber, height: LayoutNumber) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A view or layout guide taking part in a constraint system.
public struct LayoutItem: Hashable, Sendable, Codable {
    /// Stable id within its system (`item1`, `item2`, … in order of first appearance).
    public var id: String
    /// Class name with its module (`UILabel`, `Proto.HeaderView`), nil when only a name is known.
    public var className: String?
    /// `0x7f83b9a05e80`, when the input printed one.
    public var address: String?
    /// The quoted text UIKit prints after the address: a label's text, a button's title, an
    /// accessibility identifier or a guide's identifier (`UIViewSafeAreaLayoutGuide`).
    public var text: String?
    /// The key this item had in a `names:` dictionary or the name an equation set gave it.
    public var name: String?
    public var kind: ItemKind
    /// Friendly, stable, unique name for reports (`Label 'Hello'`, `ImageView1`, `SafeArea(View2)`).
    public var displayName: String
    /// The superview when the input reveals it (VFL `|`, autoresizing `names:`).
    public var superviewID: String?
    /// The view that owns this guide.
    public var owningViewID: String?
    /// The item every other item is measured in (the root of an equation set or a window).
    public var isRoot: Bool
    /// True when the item's autoresizing mask is turned into constraints.
    public var translatesAutoresizingMask: Bool?
    /// The frame declared for the item (equation sets), in its superview's coordinates.
    public var frame: Rect?
    public var intrinsicContentSize: IntrinsicContentSize?
    /// Guides that opt out of the implicit `size ≥ 0` (UIKit's `_allowsNegativeDimensions`).
    public var allowsNegativeSize: Bool
    /// The id the source gave the item (an Interface Builder object id, a Swift property name).
    public var sourceID: String?
    /// Where the item was declared or created in its source file.
    public var sourceLocation: SourceFileLocation?

    public init(
        id: String, className: String? = nil, address: String? = nil, text: String? = nil,
        name: String? = nil, kind: ItemKind = .view, displayName: String = "",
        superviewID: String? = nil, owningViewID: String? = nil, isRoot: Bool = false,
        translatesAutoresizingMask: Bool? = nil, frame: Rect? = nil,
        intrinsicContentSize: IntrinsicContentSize? = nil, allowsNegativeSize: Bool = false,
        sourceID: String? = nil, sourceLocation: SourceFileLocation? = nil
    ) {
        self.id = id
        self.className = className
        self.address = address
        self.text = text
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.superviewID = superviewID
        self.owningViewID = owningViewID
        self.isRoot = isRoot
        self.translatesAutoresizingMask = translatesAutoresizingMask
        self.frame = frame
        self.intrinsicContentSize = intrinsicContentSize
        self.allowsNegativeSize = allowsNegativeSize
        self.sourceID = sourceID
        self.sourceLocation = sourceLocation
    }

    /// The class name without its module (`Proto.HeaderView` → `HeaderView`).
    public var unqualifiedClassName: String? {
        guard let className else { return nil }
        return className.split(separator: ".").last.map(String.init) ?? className
    }
}
