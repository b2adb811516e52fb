import ConstraintModel

/// What a type declared in the sources is to its layout: a view controller lays out its
/// `view`, a cell its `contentView`, a view itself.
enum TypeRole {
    case controller
    case cell
    case view
    /// Neither: its code may still build views (a factory), with no root to pin them to.
    case other

    /// The width and height given to a view controller's root: an iPhone's portrait screen in
    /// points (375 × 812), so that a screen pinned to its safe area has a size to fill.
    static let controllerRootSize = (width: LayoutNumber(375), height: LayoutNumber(812))

    init(typeName: String, index: SourceIndex) {
        let chain = index.ancestry(of: typeName)
        if index.isViewRepresentable(typeName) {
            // SwiftUI's wrapper of a UIKit view: the view its `makeUIView(context:)` returns is the root.
            self = .view
        } else if chain.contains(where: UIKitCatalog.controllerClasses.contains) {
            self = .controller
        } else if chain.contains(where: UIKitCatalog.cellClasses.contains) {
            self = .cell
        } else if chain.contains(where: { UIKitCatalog.viewClasses[$0] != nil }) {
            self = .view
        } else if let unknownBase = chain.count > 1 ? chain.last : nil {
            // A superclass declared in files not read (`SelectableCell`, `BaseViewController`):
            // its name says what it is, as Cocoa naming goes; else its code does, when it adds
            // subviews to itself (`class SegmentedItem: SVItem { … self.addSubview(title) }`).
            let guessed = Self.guess(fromClassName: unknownBase)
            self = guessed == .other && index.addsSubviewsToItself(typeName) ? .view : guessed
        } else {
            self = .other
        }
    }

    private static func guess(fromClassName name: String) -> TypeRole {
        if name.hasSuffix("Controller") { return .controller }
        if name.hasSuffix("Cell") || name.hasSuffix("CellView") && !name.hasPrefix("NS") { return .cell }
        if name.hasSuffix("View") || name.hasSuffix("Control") || name.hasSuffix("Button") || name.hasSuffix("Label") { return .view }
        return .other
    }

    var rootName: String {
        switch self {
        case .controller: return "view"
        case .cell: return "contentView"
        case .view, .other: return "self"
        }
    }

    /// Names that mean the root inside the type's code.
    var rootAliases: Set<String> {
        switch self {
        case .controller: return ["view"]
        case .cell: return ["contentView"]
        case .view, .other: return []
        }
    }

    /// A table view cell's content view is a `UITableViewCellContentView` (as logs print it),
    /// which the analysis sizes as a self-sizing cell; a supplementary view has no content view
    /// and is its own root; other roots are what they are.
    func rootClassName(typeName: String, index: SourceIndex) -> String {
        switch self {
        case .controller:
            return Self.controllerRootView(of: typeName, index: index)?.className
                ?? (Self.isAppKitController(typeName, index: index) ? "NSView" : "UIView")
        case .cell where Self.isSupplementaryView(typeName, index: index): return typeName
        case .cell: return Self.isTableViewCell(typeName, index: index) ? "UITableViewCellContentView" : "UIView"
        case .view, .other: return typeName
        }
    }

    /// The root's name: `self` for a supplementary view (`UICollectionReusableView`, which has no
    /// `contentView`), else the role's.
    func rootName(typeName: String, index: SourceIndex) -> String {
        self == .cell && Self.isSupplementaryView(typeName, index: index) ? "self" : rootName
    }

    /// The property a `UITableViewController` (or collection view controller) subclass also names
    /// its root by, and the root's class.
    static func controllerRootView(of typeName: String, index: SourceIndex) -> (property: String, className: String)? {
        index.ancestry(of: typeName).lazy.compactMap { UIKitCatalog.controllerRootViews[$0] }.first
    }

    /// A `UICollectionReusableView` subclass that is not a `UICollectionViewCell`.
    private static func isSupplementaryView(_ typeName: String, index: SourceIndex) -> Bool {
        let chain = index.ancestry(of: typeName)
        return chain.contains("UICollectionReusableView") && !chain.contains("UICollectionViewCell")
    }

    /// A `UITableViewCell` subclass, or (its superclass not read) a name that says so.
    private static func isTableViewCell(_ typeName: String, index: SourceIndex) -> Bool {
        let chain = index.ancestry(of: typeName)
        if chain.contains("UITableViewCell") { return true }
        // Its initializer is UITableViewCell's designated one, `init(style:reuseIdentifier:)`,
        // which only a table view cell has (Eureka's `DateCell`, a `BaseCell` no file read declares).
        let tableCellInitializer = chain.contains { name in
            index.type(named: name)?.initializers.contains { $0.labels == ["style", "reuseIdentifier"] } == true
        }
        if tableCellInitializer { return true }
        guard let unknownBase = chain.last, !UIKitCatalog.cellClasses.contains(unknownBase) else { return false }
        return unknownBase.hasSuffix("TableViewCell") || unknownBase.hasSuffix("TableCell")
    }

    /// The frame a controller's root gets: an iPhone's screen. An AppKit controller's root gets
    /// none: its window sizes it, and holds that size only at `windowSizeStayPut`
    /// (`WindowContentSize`), so its content may resize the window.
    func rootSize(typeName: String, index: SourceIndex) -> (width: LayoutNumber, height: LayoutNumber)? {
        guard self == .controller, !Self.isAppKitController(typeName, index: index) else { return nil }
        return Self.controllerRootSize
    }

    /// An `NSViewController` subclass, or one of a base no file read declares whose name is
    /// AppKit's (`NSSplitViewController`).
    static func isAppKitController(_ typeName: String, index: SourceIndex) -> Bool {
        let chain = index.ancestry(of: typeName)
        if chain.contains(where: UIKitCatalog.appKitControllerClasses.contains) { return true }
        guard let unknownBase = chain.count > 1 ? chain.last : nil, index.type(named: unknownBase) == nil else { return false }
        return unknownBase.hasPrefix("NS") && unknownBase.hasSuffix("Controller")
    }

    /// Whether `name` is a view class: a UIKit/AppKit one or a subclass declared in the sources.
    func isViewClass(_ name: String, index: SourceIndex) -> Bool {
        let chain = index.ancestry(of: name)
        if chain.contains(where: { UIKitCatalog.viewClasses[$0] != nil || UIKitCatalog.cellClasses.contains($0) }) { return true }
        // A class from files not read (`InputStackView`, `SeparatorLine`): its name says it is a view.
        guard let last = chain.last, index.type(named: last) == nil, last.first?.isUppercase == true else { return false }
        return UIKitCatalog.viewNameSuffixes.contains { last.hasSuffix($0) }
    }
}

extension SourceIndex {
    /// The UIKit class a class declared in the sources derives from (itself when it is one).
    func uikitBase(of name: String) -> String? {
        let chain = ancestry(of: name)
        if let known = chain.first(where: { UIKitCatalog.viewClasses[$0] != nil }) { return known }
        // A class no file read declares (`StyledLabel`, `PrimaryButton`): its name says which UIKit
        // class it extends, as Cocoa naming goes, so it sizes itself as that class does.
        guard let last = chain.last, type(named: last) == nil else { return nil }
        guard let entry = UIKitCatalog.unreadClassBases.first(where: { last.hasSuffix($0.suffix) }) else { return nil }
        return last.hasPrefix("NS") ? entry.appKitBase : entry.base
    }
}

extension SourceIndex {
    /// SwiftUI's protocols for wrapping a UIKit or AppKit view, and the method that makes it.
    static let representableMakers: [String: String] = ["UIViewRepresentable": "makeUIView", "NSViewRepresentable": "makeNSView"]

    /// A `UIViewRepresentable` / `NSViewRepresentable` type of the sources.
    func isViewRepresentable(_ typeName: String) -> Bool {
        guard let type = type(named: typeName) else { return false }
        return ([type.superclassName].compactMap { $0 } + type.conformances).contains { Self.representableMakers[$0] != nil }
    }
}
