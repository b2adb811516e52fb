import ConstraintModel

/// A view or guide the code makes or mentions, before it becomes a `LayoutItem`.
struct RecordedItem {
    var key: String
    var name: String
    var className: String?
    var kind: ItemKind = .view
    var superview: String?
    var owner: String?
    var isRoot = false
    var translatesAutoresizingMask = true
    /// The code says `translatesAutoresizingMaskIntoConstraints = true` of it: no assumption about
    /// its class's initializer overrides that.
    var keepsMaskByCode = false
    var frame: Rect?
    /// An AppKit controller's root: its window gives it its size, held at `windowSizeStayPut`
    /// (`WindowContentSize`); a frame the code gives it is the window's size.
    var isWindowContent = false
    /// The code gives a frame the reader cannot compute (`CGRect(…, width: self.frame.size.width, …)`).
    var hasUnknownFrame = false
    /// A frame computed from the size of a view its host sizes (`frame = bounds` in a view's or
    /// cell's initializer or `layoutSubviews()`): its autoresizing constraints follow that size.
    var relativeFrame: RelativeRect?
    var text: String?
    var fontSize: Double?
    var hugging: [Axis: Priority] = [:]
    var compressionResistance: [Axis: Priority] = [:]
    /// From an `intrinsicContentSize` override with literal sizes.
    var declaredIntrinsicSize: (width: LayoutNumber?, height: LayoutNumber?)?
    var location: SourceFileLocation?
    var stack: StackSettings?
    var isHidden = false
    /// An image view given an image (`UIImageView(image:)`, `.image = …`), whose size UIKit takes
    /// from that image, which the code does not show.
    var showsImage = false
    /// True once a binding (a property or a local name) has named it.
    var isNamed = false
    /// How deep in the calls the local that named it was declared: a shallower declaration (the
    /// caller's `let navigation = row()`) renames a view a helper's local (`stack`) named.
    var nameDepth = Int.max
}

/// A UIStackView's or NSStackView's arrangement, turned into `UISV-*` (`NSStackView-*`)
/// constraints at the end.
struct StackSettings {
    var arranged: [String] = []
    /// The gravity area (`leading`, `center`, `trailing`, `top`, `bottom`) an NSStackView view
    /// was put in with `addView(_:in:)`, `insertView(_:at:in:)` or `setViews(_:in:)`.
    var gravity: [String: String] = [:]
    var axis: Axis = .horizontal
    /// nil until the code sets them: UIStackView and NSStackView have different defaults.
    var spacing: LayoutNumber?
    var distribution: String?
    var alignment: String?
    var marginsRelative = false
    /// NSStackView's `edgeInsets`.
    var edgeInsets: EdgeInsets?
    /// A UIStackView's own `layoutMargins` (or `directionalLayoutMargins`), which a margins-relative
    /// arrangement keeps its views inside.
    var layoutMargins: EdgeInsets?
    /// `setCustomSpacing(_:after:)`: the gap after an arranged view, by the view's key.
    var customSpacing: [String: LayoutNumber] = [:]
    /// NSStackView's own hugging (`setHuggingPriority(_:for:)`), which gravity areas use.
    var hugging: [Axis: Priority] = [:]
    var location: SourceFileLocation?
}

/// `NSEdgeInsets(top:left:bottom:right:)`; left and right are read as leading and trailing
/// (a left-to-right language).
struct EdgeInsets: Equatable {
    var top: LayoutNumber
    var left: LayoutNumber
    var bottom: LayoutNumber
    var right: LayoutNumber
}

/// A constraint the code makes, with item keys instead of ids.
struct RecordedConstraint {
    var first: Anchor
    var relation: Relation = .equal
    var multiplier: LayoutNumber = 1
    var second: Anchor?
    var constant: LayoutNumber? = 0
    var systemSpacing = false
    var priority: Priority = .required
    var identifier: String?
    var isActive = false
    var origin: ConstraintOrigin = .developer
    /// A constant written as a name with no value (`IntrinsicHeight`: an image's size).
    var constantSymbol: String?
    var text: String
    var location: SourceFileLocation?
    /// Made in a SnapKit block: what a later `updateConstraints` or `remakeConstraints` of the
    /// same view acts on.
    var madeBySnapKit = false
}

/// Everything one type's code does to its layout, in the order it does it.
struct LayoutRecorder {
    private(set) var items: [String: RecordedItem] = [:]
    private(set) var itemOrder: [String] = []
    var constraints: [RecordedConstraint] = []
    var notes: [(location: SourceFileLocation?, message: String, code: String)] = []
    private var counter = 0

    /// Makes a new item; `name` is provisional until a binding names it.
    mutating func makeItem(className: String?, name: String, location: SourceFileLocation?, kind: ItemKind = .view) -> String {
        counter += 1
        let key = "#\(counter)"
        items[key] = RecordedItem(key: key, name: name, className: className, kind: kind, location: location)
        itemOrder.append(key)
        return key
    }

    subscript(key: String) -> RecordedItem? {
        get { items[key] }
        set { if let newValue { items[key] = newValue } }
    }

    mutating func update(_ key: String, _ change: (inout RecordedItem) -> Void) {
        guard var item = items[key] else { return }
        change(&item)
        items[key] = item
    }

    /// Gives an item the name of the first property or variable it is bound to.
    /// Names an item: the first binding names it, a property (`strong`) renames a view, and so does
    /// a local declared at a shallower `depth` than the one that named it.
    mutating func name(_ key: String, _ name: String, strong: Bool, depth: Int = .max) {
        update(key) { item in
            let renames = !item.isRoot && item.kind == .view && (strong || depth < item.nameDepth)
            if !item.isNamed || renames {
                item.name = name
                item.isNamed = true
                item.nameDepth = strong ? 0 : depth
            }
        }
    }

    /// The guide `owner.property` (one per owner and property).
    /// Everything said of `old` so far is said of `new`: its subviews, guides, arranged views and
    /// the constraints that name it (a controller's `self.view = container` after building in
    /// `container`).
    mutating func redirect(_ old: String, to new: String) {
        for key in itemOrder {
            if items[key]?.superview == old { items[key]?.superview = new }
            if items[key]?.owner == old { items[key]?.owner = new }
        }
        if let stack = items[old]?.stack, items[new]?.stack == nil { items[new]?.stack = stack }
        for position in constraints.indices {
            if constraints[position].first.item == old { constraints[position].first.item = new }
            if constraints[position].second?.item == old { constraints[position].second?.item = new }
        }
    }

    mutating func guide(of owner: String, property: String, kind: ItemKind, location: SourceFileLocation?) -> String {
        let key = "\(owner).\(property)"
        if items[key] == nil {
            let ownerName = items[owner]?.name ?? owner
            items[key] = RecordedItem(
                key: key, name: "\(ownerName).\(property)", className: nil, kind: kind, owner: owner, translatesAutoresizingMask: false,
                location: location, isNamed: true)
            itemOrder.append(key)
        }
        return key
    }

    mutating func add(_ constraint: RecordedConstraint) -> Int {
        constraints.append(constraint)
        return constraints.count - 1
    }

    /// A note; the same words at the same line are said once (a helper called twice there, or
    /// run again by another method), as the report locates notes by line.
    mutating func note(_ message: String, at location: SourceFileLocation?, code: String = "swift-unknown-value") {
        if notes.contains(where: { $0.message == message && $0.location?.file == location?.file && $0.location?.line == location?.line }) { return }
        notes.append((location, message, code))
    }

    /// Whether the item is (or is inside) a view with constraints on it; only those take part.
    func name(of key: String) -> String { items[key]?.name ?? key }
}
