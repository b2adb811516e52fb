import ConstraintIngest
import ConstraintModel

/// The values of a view's `verifyAmbiguity` attribute (absent = Verify Position and Size).
enum IBVerifyAmbiguity: String {
    case off
    case ignoreSizes

    var inspectorName: String { self == .off ? "Never Verify" : "Verify Position Only" }
    var consequence: String {
        self == .off
            ? "Xcode reports no ambiguity for it, so any found here is given as a note"
            : "Xcode reports only its position ambiguity, so size ambiguity found here is given as a note"
    }
}

/// What every scene of one document shares.
struct IBDocumentContext {
    var file: String
    var platform: Platform
    var lines: IBLineIndex
    /// Image sizes from `<resources>`, by image name.
    var images: [String: (width: Double, height: Double)]
    /// IBDesignable cached intrinsic sizes, by view id (-1 = no intrinsic metric).
    var designables: [String: (width: Double, height: Double)]
    /// The device the document was saved for (nil for files older than Xcode 8).
    var savedDevice: IBDeviceConfiguration?
    /// The device the user asked for with `--device`.
    var requestedDevice: IBDeviceConfiguration?
    /// The AppKit metrics era of the Xcode that saved the file (`Data/alignment-insets.json`),
    /// nil when its `toolsVersion` falls in no era or is missing.
    var metricsEra: String? = nil
    /// The leading number of the document's `toolsVersion` (Xcode's build of Interface Builder).
    var toolsVersion: Double? = nil
    /// The height of the screen the scenes were saved on (`<device>`, or the simulated
    /// destination of files older than Xcode 8), nil when the file names none.
    var screenHeight: Double? = nil
    /// Ids of the view controllers a tab bar controller shows (`relationship="viewControllers"`),
    /// and of those a navigation controller among them shows first: IB infers a tab bar below them.
    var tabBarChildren: Set<String> = []
    /// Ids of the view controllers shown under a navigation bar (a navigation controller's root
    /// and what `show` segues lead to from one): IB infers the bar above them.
    var navigationBarChildren: Set<String> = []
    /// Ids of the view controllers presented as a sheet (`InterfaceBuilderReader.sheetChildren`).
    var sheetChildren: Set<String> = []
    /// Ids of the view controllers a container view embeds (`<segue kind="embed">`): IB draws
    /// them at the container's size, with no bars or device insets above them.
    var embeddedChildren: Set<String> = []
    /// Ids of the roots of the navigation controllers a container view embeds: IB draws them at
    /// the container's size under the navigation bar alone (ascentman's EmbeddedVC storyboard).
    var embeddedNavigationRoots: Set<String> = []
    /// The bottom bar a navigation controller simulates (`simulatedBottomBarMetrics`'s element
    /// name), by the ids of the controllers it shows.
    var navigationBottomBars: [String: String] = [:]
}

/// Builds one complete constraint system from one root view: its items (views and guides), the
/// constraints stored in the file, and the constraints UIKit/AppKit add at run time (autoresizing
/// masks, guides, stack views).
final class IBSceneBuilder {
    let context: IBDocumentContext
    let root: XMLElementNode
    /// The element whose id stands for the root too (a cell for its content view).
    let rootAlias: XMLElementNode?
    var items: [LayoutItem] = []
    var constraints: [LayoutConstraint] = []
    var diagnostics: [Diagnostic] = []
    /// IB object id → item id.
    var itemForSourceID: [String: String] = [:]
    /// Item id → the view element it was made from.
    var nodeForItem: [String: XMLElementNode] = [:]
    /// The item of each view element, by the element itself: a superview is found even when it
    /// has no IB id (Xcode 7 saved collection view cells' content views without one).
    var itemForNode: [ObjectIdentifier: String] = [:]
    /// Views whose margins guide exists, by view item id.
    var marginsGuideOf: [String: String] = [:]
    /// Views laid out by a stack view (their position comes from the stack, not a mask).
    var arrangedViews = Set<String>()
    /// A scroll view's content area (its content layout guide, or one made for it), by view item.
    var contentArea: [String: String] = [:]
    /// Per size-class key, the stack constraints of the base arrangement and of the size class's
    /// own arrangement (indices into `constraints`).
    var stackVariants: [String: [(base: [Int], variant: [Int])]] = [:]
    /// Constraint ids the `default` variation turns off.
    var excludedInBase = Set<String>()
    /// Size-class keys (`heightClass=compact`) the base layout takes on because the Any layout
    /// alone never runs (`applyCoveredSizeClasses`), with the constraints' activity and
    /// constants as the file's base layout has them.
    var baseSizeClassKeys: [String] = []
    var originalActivity: [Bool?]?
    var originalConstants: [LayoutNumber?]?
    /// IB ids of views whose intrinsic size is an estimate from their text.
    var estimatedIntrinsicSources: [String] = []
    /// IB ids of views whose intrinsic size is their saved frame's (a wrapping label narrower
    /// than its cached one-line size, an image view drawn at another size than its listed image).
    var savedSizeIntrinsicSources: [String] = []
    /// IB ids of image views sized by their image's `<resources>` entry.
    var assetSizedSources: [String] = []
    /// Placeholder constraints and the views they hold: the scene's `placeholderHolds`.
    var placeholderHolds: [SceneInfo.PlaceholderHold] = []
    /// IB ids of the views a not-judged note names: the scene's `notJudgedSourceIDs`.
    var notJudgedSources = Set<String>()
    let rootSize: (width: Double, height: Double)
    /// The root's size as saved: autoresizing masks reproduce the saved frames at this size.
    let savedRootSize: (width: Double, height: Double)
    let isViewControllerRoot: Bool
    /// IB lays a view controller's root, and a XIB's top-level view in a file saved for a
    /// device, out as filling the device's screen: with its safe area and the root's system
    /// minimum margins (ib-006 and ib-009 of the shared corpus: a 510 × 160 and a 468 × 360 view
    /// saved with their content 44 / 47 below the top and 34 above the bottom, 20 from the sides).
    let isScreenRoot: Bool
    /// A XIB's top-level view sized Freeform in the Size inspector
    /// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`): a piece of a
    /// screen, over which Xcode simulates no status bar.
    let isFreeformXIBRoot: Bool
    /// How far below the screen's top a view controller's root was saved: Xcode 8 and older put
    /// it below opaque top bars (`y="64"`), so the bars do not cover it.
    let rootOffset: Double
    let configuration: IBDeviceConfiguration?

    init(context: IBDocumentContext, root: XMLElementNode, rootAlias: XMLElementNode?) {
        self.context = context
        self.root = root
        self.rootAlias = rootAlias
        let saved = IBSceneBuilder.frame(of: root) ?? IBSceneBuilder.impliedFrame(ofFramelessContent: root, hasDevice: context.savedDevice != nil)
        isViewControllerRoot = root.key == "view" && root.parent?["sceneMemberID"] == "viewController"
        // A cell laid out as a view holding its content view is not a screen.
        let isXIBTopLevel =
            rootAlias == nil && !IBViewTree.isCell(root) && root.parent?.name == "objects" && root.parent?.parent?.name == "document"
        isScreenRoot = isViewControllerRoot || (isXIBTopLevel && context.savedDevice != nil)
        isFreeformXIBRoot = isXIBTopLevel && root.child(keyed: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
        let requested = context.requestedDevice
        rootOffset = isViewControllerRoot && requested == nil && context.platform == .iOS ? max(0, saved?.y.value ?? 0) : 0
        // Such a root was sometimes saved with the whole screen's height; at run time it ends at
        // the screen's bottom (ib-003 of the shared corpus: y 64, height 667 on a 667 screen,
        // its views laid out in 603).
        var savedHeight = saved?.height.value ?? 0
        if rootOffset > 0, let screen = context.screenHeight { savedHeight = min(savedHeight, screen - rootOffset) }
        var savedWidth = saved?.width.value ?? 0
        if let cell = rootAlias, let fresh = Self.contentSize(of: cell, savedContent: (savedWidth, savedHeight), hasDevice: context.savedDevice != nil) {
            (savedWidth, savedHeight) = fresh
        }
        savedRootSize = (savedWidth, savedHeight)
        configuration = requested ?? context.savedDevice
        if let requested, isViewControllerRoot {
            rootSize = (requested.width, requested.height)
        } else if let requested, rootAlias != nil || IBViewTree.isCell(root) {
            // A cell is as wide as its table on the device.
            rootSize = (requested.width, saved?.height.value ?? 0)
        } else {
            rootSize = savedRootSize
        }
    }

    func build() -> ConstraintSystem {
        let variations = IBVariations(scanning: rootAlias ?? root)
        excludedInBase = variations.excludedConstraints
        var dropped = Set<ObjectIdentifier>()
        let tree = IBViewTree.subtree(of: root).filter { entry in
            let excluded = entry.node["id"].map(variations.excludedViews.contains) ?? false
            if excluded || entry.parent.map({ dropped.contains(ObjectIdentifier($0)) }) == true {
                dropped.insert(ObjectIdentifier(entry.node))
                return false
            }
            return true
        }
        for (node, parent) in tree { addView(node, parent: parent) }
        if let rootAlias, let rootID = rootAlias["id"], let rootItem = items.first?.id { itemForSourceID[rootID] = rootItem }
        addGuides(tree)
        for (node, _) in tree { addStoredConstraints(of: node) }
        if let rootAlias { addStoredConstraints(of: rootAlias, owner: items.first?.id) }
        for (node, _) in tree where node.name == "stackView" { addStackConstraints(node) }
        // Named first: the autoresizing constraints' text names the view as the report lists it.
        DisplayNames.assign(to: &items)
        let displayNames = Dictionary(items.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        for (node, parent) in tree { addAutoresizingConstraints(node, parent: parent, displayNames: displayNames) }
        applyCoveredSizeClasses(variations)
        renumberConstraints()
        noteEstimates()
        noteVerifyAmbiguity()
        noteUnknownInsets(tree)
        noteUnknownBaselines()
        noteAssetSizes(tree)
        noteHiddenViews(tree)
        noteControlsKeepingTheirSize()
        noteSuppressedThickness(tree)
        noteSavedSizeClassVariations()
        let lines = tree.map(\.node.line)
        var system = ConstraintSystem(
            source: SourceInfo(file: context.file, firstLine: lines.min() ?? root.line, lastLine: lines.max() ?? root.line),
            platform: context.platform, format: .interfaceBuilder, items: items, constraints: constraints,
            diagnostics: diagnostics, isComplete: true)
        system.scene = sceneInfo()
        system.states = variationStates(variations)
        if let requested = context.requestedDevice, requested != context.savedDevice {
            // Saved frames are for the saved device; comparing them with another device's layout
            // would call every view misplaced.
            system.diagnostics.append(
                Diagnostic(
                    severity: .note, line: root.line, column: 1,
                    message: "laid out on \(requested.label) (--device); saved frames are for the device the file was saved with, so misplacement is not checked",
                    code: "other-device"))
        }
        return system
    }

    // MARK: Items

    /// A table cell lays its content view out across all of itself but the separator (one pixel:
    /// a point in files that name no device, as ZLPhotoBrowser's 56-high cell of Xcode 7 with a
    /// 55-high content view) and an accessory's room. A cell without an accessory whose saved
    /// content view is smaller than that kept a new cell's 320 × 43 after the cell was made
    /// larger (heeween's Autolayout-budejie, Xcode 6.3: a 498 × 100 cell whose views are saved
    /// clean across all of it): the cell's size less the separator replaces it. Nil keeps the
    /// saved size.
    static func contentSize(of cell: XMLElementNode, savedContent: (width: Double, height: Double), hasDevice: Bool) -> (width: Double, height: Double)? {
        guard cell.name == "tableViewCell", cell["accessoryType"] ?? "none" == "none", let frame = frame(of: cell) else { return nil }
        let separator = hasDevice ? 0.5 : 1
        let width = frame.width.value
        let height = frame.height.value - separator
        // More than a point short: IB rounds to the half point.
        guard savedContent.width < width - 1 || savedContent.height < height - 1 else { return nil }
        return (width, height)
    }

    /// The frame of a table cell's content view saved with no `<rect>` (Xcode 6 prototypes): its
    /// cell's, or, when the cell has none either, its table's width by its row height (the
    /// cell's `rowHeight`, else the table's, else `Data/devices.json`'s default) less the
    /// separator, as `contentSize(of:savedContent:hasDevice:)` lays a content view out.
    static func impliedFrame(ofFramelessContent node: XMLElementNode, hasDevice: Bool) -> Rect? {
        guard IBViewTree.isFramelessCellContent(node), let cell = node.parent else { return nil }
        if let frame = frame(of: cell) { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        guard let table = sequence(first: cell, next: { $0.parent }).first(where: { $0.name == "tableView" }),
            let width = frame(of: table)?.width.value
        else { return nil }
        let row = IBNumbers.double(cell["rowHeight"]) ?? IBNumbers.double(table["rowHeight"]) ?? IBDataTables.rowHeightDefault
        let separator = hasDevice ? 0.5 : 1
        return Rect(x: 0, y: 0, width: LayoutNumber(width), height: LayoutNumber(row - separator))
    }

    static func frame(of node: XMLElementNode) -> Rect? {
        guard let rect = node.children.first(where: { $0.name == "rect" && $0.key == "frame" }) else { return nil }
        func value(_ name: String) -> LayoutNumber {
            guard let text = rect[name], let number = LayoutNumber(parsing: text) else { return 0 }
            return number
        }
        return Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
    }

    func location(of node: XMLElementNode) -> SourceFileLocation {
        let column = context.lines.column(ofTag: node.name, line: node.line, reportedColumn: node.column)
        return SourceFileLocation(file: context.file, line: node.line, column: column)
    }

    @discardableResult
    func newItem(_ item: LayoutItem) -> String {
        var item = item
        item.id = "item\(items.count + 1)"
        items.append(item)
        if let sourceID = item.sourceID, itemForSourceID[sourceID] == nil { itemForSourceID[sourceID] = item.id }
        return item.id
    }

    private func addView(_ node: XMLElementNode, parent: XMLElementNode?) {
        let isRoot = parent == nil
        var frame = alignmentFrame(of: node, in: parent)
        if isRoot { frame = Rect(x: 0, y: 0, width: LayoutNumber(rootSize.width), height: LayoutNumber(rootSize.height)) }
        let kind = IBDataTables.kind(of: node)
        let className =
            node["customClass"] ?? (context.platform == .macOS ? kind?.appkit ?? kind?.uikit : kind?.uikit ?? kind?.appkit)
            ?? node.name
        // A view still showing IB's placeholder text is named by its outline label, if any.
        var text = IBText.title(of: node)
        if node["userLabel"] != nil, let placeholder = kind?.placeholderText, text == placeholder { text = nil }
        let id = newItem(
            LayoutItem(
                id: "", className: className, text: text, name: node["userLabel"],
                superviewID: parent.flatMap { itemForNode[ObjectIdentifier($0)] }, isRoot: isRoot,
                translatesAutoresizingMask: isRoot ? nil : node["translatesAutoresizingMaskIntoConstraints"] != "NO",
                frame: frame, intrinsicContentSize: intrinsicSize(of: node, kind: kind), sourceID: node["id"],
                sourceLocation: location(of: node)))
        nodeForItem[id] = node
        itemForNode[ObjectIdentifier(node)] = id
        if node.name == "stackView" { for child in IBViewTree.childViews(of: node) { if let childID = child["id"] { arrangedViews.insert(childID) } } }
    }

    private func renumberConstraints() {
        for index in constraints.indices { constraints[index].id = "c\(index + 1)" }
    }

    private func noteEstimates() {
        func shown(_ sources: [String]) -> String {
            let names = sources.compactMap { id in items.first { $0.sourceID == id }?.displayName }
            return names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
        }
        // Two ways of estimating, one note each; the scene's `estimatedSizeSourceIDs` holds both.
        let estimates = [
            (estimatedIntrinsicSources, "intrinsic sizes of text are estimated from the font size (IB measures them on a Mac)"),
            (savedSizeIntrinsicSources, "intrinsic sizes are taken from the saved frames (IB's measure of what it drew)"),
        ]
        for (sources, how) in estimates where !sources.isEmpty {
            diagnostics.append(
                Diagnostic(
                    severity: .note, line: root.line, column: 1,
                    message: "\(how): \(shown(sources)); conflicts and misplacement that involve them depend on that estimate, ambiguity does not",
                    code: "estimated-intrinsic-size"))
        }
    }

    /// `verifyAmbiguity` is the Size inspector's Ambiguity setting: `off` = Never Verify,
    /// `ignoreSizes` = Verify Position Only. Xcode then reports no ambiguity (or no size
    /// ambiguity) for that view; a note at the view's element says so, and the reports turn the
    /// ambiguity findings it covers into notes (code `verify-ambiguity`, message from
    /// `IBVerifyAmbiguity`).
    private func noteVerifyAmbiguity() {
        for item in items {
            guard let node = nodeForItem[item.id], let setting = node["verifyAmbiguity"].flatMap(IBVerifyAmbiguity.init(rawValue:))
            else { continue }
            let location = location(of: node)
            diagnostics.append(
                Diagnostic(
                    severity: .note, line: location.line, column: location.column ?? 1,
                    message: "\"\(item.displayName)\" has verifyAmbiguity=\"\(setting.rawValue)\" (Ambiguity: \(setting.inspectorName) in the Size inspector): \(setting.consequence)",
                    code: "verify-ambiguity"))
        }
    }

    private func sceneInfo() -> SceneInfo {
        let scene = ancestor(named: "scene")
        let controller = root.parent.flatMap { $0["sceneMemberID"] == "viewController" ? $0 : nil }
        let cell: XMLElementNode? = rootAlias ?? (IBViewTree.isCell(root) ? root : nil)
        let name =
            controller.flatMap { $0["title"] ?? $0["storyboardIdentifier"] ?? $0["customClass"] ?? $0["userLabel"] }
            ?? cell.flatMap { $0["reuseIdentifier"] ?? $0["customClass"] ?? $0["userLabel"] }
            ?? root["userLabel"] ?? root["customClass"] ?? controller?.name ?? root.name
        let device =
            configuration.map { isViewControllerRoot || context.requestedDevice == nil ? $0.label : "\($0.label) (\(LayoutText.number(rootSize.width))x\(LayoutText.number(rootSize.height)))" }
            ?? "\(LayoutText.number(rootSize.width))x\(LayoutText.number(rootSize.height))"
        return SceneInfo(
            id: scene?["sceneID"] ?? rootAlias?["id"] ?? root["id"] ?? "", name: name, device: device,
            sizeClass: "wAny hAny", notJudgedSourceIDs: notJudgedSources,
            scrollViewsOfContentAreas: Dictionary(contentArea.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first }),
            estimatedSizeSourceIDs: Set(estimatedIntrinsicSources + savedSizeIntrinsicSources),
            ambiguityVerification: Dictionary(
                items.compactMap { item -> (String, SceneInfo.AmbiguityVerification)? in
                    guard let source = item.sourceID, let setting = nodeForItem[item.id]?["verifyAmbiguity"].flatMap(SceneInfo.AmbiguityVerification.init(rawValue:))
                    else { return nil }
                    return (source, setting)
                }, uniquingKeysWith: { first, _ in first }),
            placeholderHolds: placeholderHolds)
    }

    private func ancestor(named name: String) -> XMLElementNode? {
        var node = root.parent
        while let current = node, current.name != name { node = current.parent }
        return node
    }
}
