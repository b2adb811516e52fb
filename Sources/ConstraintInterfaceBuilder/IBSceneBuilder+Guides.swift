import ConstraintModel

/// Insets of a guide inside its owning view.
struct IBInsets {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    static let zero = IBInsets(top: 0, left: 0, bottom: 0, right: 0)

    init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    init(_ values: [Double]) {
        self.init(top: values[safe: 0] ?? 0, left: values[safe: 1] ?? 0, bottom: values[safe: 2] ?? 0, right: values[safe: 3] ?? 0)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension IBSceneBuilder {
    /// Safe area, margins, scroll-view content and frame guides, and the top/bottom layout guides
    /// of older files: items owned by their view, placed by the constraints UIKit adds for them.
    /// Their frames are not in the file; they follow from the device (data file) and UIKit's defaults.
    func addGuides(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        let rootItem = items.first?.id ?? ""
        for (node, _) in tree {
            guard let owner = node["id"].flatMap({ itemForSourceID[$0] }) else { continue }
            for guide in node.children where guide.name == "viewLayoutGuide" {
                switch guide.key {
                case "safeArea":
                    let insets = owner == rootItem ? rootSafeArea : safeAreaInsets(of: owner)
                    let id = addGuide(guide, kind: .safeAreaGuide, owner: owner, className: "UILayoutGuide", text: "UIViewSafeAreaLayoutGuide")
                    pin(id, in: owner, insets: insets, prefix: "UIViewSafeAreaLayoutGuide")
                case "layoutMargins":
                    let id = addGuide(guide, kind: .marginsGuide, owner: owner, className: "UILayoutGuide", text: "UIViewLayoutMarginsGuide")
                    marginsGuideOf[owner] = id
                    pin(id, in: owner, insets: margins(of: node, item: owner, isRoot: owner == rootItem), prefix: "UIViewLayoutMarginsGuide")
                case "contentLayoutGuide":
                    let id = addGuide(guide, kind: .layoutGuide, owner: owner, className: "UILayoutGuide", text: "UIScrollViewContentLayoutGuide")
                    contentArea[owner] = id
                    pin(id, in: owner, insets: .zero, prefix: "UIScrollView-contentLayoutGuide", sizeIsFree: true)
                case "frameLayoutGuide":
                    let id = addGuide(guide, kind: .layoutGuide, owner: owner, className: "UILayoutGuide", text: "UIScrollViewFrameLayoutGuide")
                    pin(id, in: owner, insets: .zero, prefix: "UIScrollView-frameLayoutGuide")
                default:
                    continue
                }
            }
            // An empty scroll view has no content for UIKit to size (Storyboard2CodeApp's
            // ScrollViewTests.storyboard, Xcode 8: two empty scroll views placed between guides,
            // saved without a flag), so it gets no content area whose size would be free.
            if node.name == "scrollView", context.platform != .macOS, contentArea[owner] == nil,
                IBViewTree.childViews(of: node).contains(where: { $0["translatesAutoresizingMaskIntoConstraints"] == "NO" })
            {
                let id = newItem(
                    LayoutItem(
                        id: "", className: "UILayoutGuide", text: "content", kind: .layoutGuide, owningViewID: owner,
                        allowsNegativeSize: false, sourceLocation: location(of: node)))
                contentArea[owner] = id
                pin(id, in: owner, insets: .zero, prefix: "UIScrollView-content", sizeIsFree: true)
            }
        }
        addLegacyLayoutGuides(rootItem)
    }

    /// The view's margins guide, made on first use (constraints to `leadingMargin` and friends).
    func marginsGuide(of item: String) -> String? {
        if let existing = marginsGuideOf[item] { return existing }
        guard let node = nodeForItem[item] else { return nil }
        let isRoot = item == items.first?.id
        let id = newItem(
            LayoutItem(
                id: "", className: "UILayoutGuide", text: "UIViewLayoutMarginsGuide", kind: .marginsGuide, owningViewID: item,
                sourceLocation: location(of: node)))
        marginsGuideOf[item] = id
        pin(id, in: item, insets: margins(of: node, item: item, isRoot: isRoot), prefix: "UIViewLayoutMarginsGuide")
        return id
    }

    var rootSafeArea: IBInsets {
        if context.platform == .macOS {
            // A storyboard's view controller is drawn under a window's title bar and toolbar.
            guard isViewControllerRoot, let appKit = IBDataTables.appKitSafeArea else { return .zero }
            return IBInsets(top: appKit.top(toolsVersion: context.toolsVersion), left: 0, bottom: 0, right: 0)
        }
        guard isScreenRoot else { return .zero }
        // A controller a container view embeds is drawn at the container's size, under no bar
        // and no device inset (kharrison's Container storyboard, Xcode 8.3: an embedded map view
        // pinned to its root's topMargin and bottomMargin saved at y 0, 290 high in a 289.5-high root).
        if isViewControllerRoot, let controller = root.parent?["id"], context.embeddedChildren.contains(controller) { return .zero }
        // The root of a navigation controller a container embeds is drawn so too, below the
        // navigation bar alone: the container is below the status bar on its screen (ascentman's
        // EmbeddedVC storyboard, Xcode 9.3, retina4_7: an image pinned to such a root's safe area
        // saved at y 44, and a button placed from it, clean).
        if isViewControllerRoot, let controller = root.parent?["id"], context.embeddedNavigationRoots.contains(controller) {
            return IBInsets(top: simulatedNavigationBar, left: 0, bottom: 0, right: 0)
        }
        // Files older than Xcode 8 name no device; their scenes sit below a 20-point status bar.
        var insets = configuration.map { IBInsets($0.safeArea) } ?? IBInsets(top: IBDataTables.statusBarHeight, left: 0, bottom: 0, right: 0)
        // A freeform top-level view of a XIB has no status bar above it (WordPress's
        // StatsTotalRow.xib, Xcode 10, and PostingActivityLegend.xib, Xcode 14, both retina4_7:
        // rows pinned to the safe area's top saved at their inset from the view's top), but a
        // sensor housing stays (SwiftMessages' CardView.xib, retina6_1: content 44 below the top).
        if isFreeformXIBRoot, insets.top <= IBDataTables.statusBarHeight { insets.top = 0 }
        // A XIB's top-level view that fits on the screen is drawn at its top-left corner: its safe
        // area is what the screen's unsafe edges cover of it there, so a view shorter than the
        // screen ends above the home indicator's inset. Simplenote's SPSortBar.xib (Xcode 11.4,
        // retina6_1: a 414 × 49 bar whose 49-high content is pinned to its safe area's bottom),
        // SnackbarView.xib (Xcode 12.0: a 344 × 278 view with a box 47.5 above the safe area's
        // bottom saved at y 178) and NoticeView.xib (Xcode 12.2: a 275 × 94 stack pinned to the
        // safe area's bottom saved 94 high), all clean, and the sensor housing's 44 kept at the
        // top. One wider than the screen keeps the device's insets (SwiftMessages' CardView.xib,
        // 510 × 160, and x010 of an earlier triage, 600 × 96, Xcode 12.0: content 34 above the
        // bottom margin; ../shared/corpus/ib ib-009, 468 × 360 on a 390-wide phone: 34 above
        // the safe area's bottom).
        if isScreenRoot, !isViewControllerRoot, let screen = configuration, rootSize.width <= screen.width, rootSize.height <= screen.height {
            insets.top = min(insets.top, rootSize.height)
            insets.left = min(insets.left, rootSize.width)
            insets.bottom = max(0, insets.bottom - (screen.height - rootSize.height))
            insets.right = max(0, insets.right - (screen.width - rootSize.width))
        }
        if statusBarLeftOutInContainer, insets.top <= IBDataTables.statusBarHeight { insets.top = 0 }
        insets.top = max(0, insets.top - sheetDrop)
        insets.top += simulatedNavigationBar
        // A root saved below the top bars is not covered by them.
        insets.top = max(0, insets.top - rootOffset)
        insets.bottom = max(insets.bottom, simulatedBottomBarCover)
        return insets
    }

    /// From Xcode 11, IB draws a controller that a tab bar or navigation controller shows, and a
    /// XIB's screen-sized top-level view, without the status bar of a phone that has no sensor
    /// housing. Files saved clean put the top of their safe area (or top layout guide) at the bars
    /// alone: kodeco's MessagingApp Contacts (Xcode 11.3, retina4_7: a label 20 below the safe
    /// area of a pushed controller saved at y 64, under the 44-point bar), DonMag's CenteredScroll
    /// (Xcode 11.4, retina4_0: a navigation controller's root in a tab, a scroll view pinned to
    /// the safe area saved at y 44), ../shared/corpus/ib ib-004 (Xcode 12.5, retina4_7: a tab's
    /// views 0 below its top layout guide saved at y 0) and IBLinter's DuplicateConstraint.xib
    /// (Xcode 11.5, retina4_7: views pinned to a top-level view's safe area saved at their
    /// constants). Older files keep it (RxSwift's SimpleUIPickerViewExample, Xcode 8.3: tabs whose
    /// top guides end at 20; ib-003, roots at 64; StringsLint's test XIB, Xcode 10: 20), and so do
    /// iPads (ib-007, Xcode 15: a safe area 20 below the top). A controller shown alone is drawn
    /// so too (mattneub's DesignableTest storyboard, Xcode 12, retina4_0: the initial controller's
    /// views 34 and 164 below its safe area's top saved at y 34 and 164, clean).
    private var statusBarLeftOutInContainer: Bool {
        guard context.platform == .iOS, rootOffset == 0, (context.toolsVersion ?? 0) >= 15000, let screen = configuration,
            !screen.sizeClass.regularWidth || !screen.sizeClass.regularHeight
        else { return false }
        return isScreenRoot
    }

    /// How far below the screen's top IB draws a controller presented as a sheet, which the
    /// status bar then does not cover: from Xcode 11 (iOS 13's sheets) a card as much shorter
    /// than the screen as its saved root (kodeco's alt-materials TodoApp, Xcode 11.4, retina4_7:
    /// a label centred at 0.7 of the safe area's centre in a 647-high sheet saved at y 213.5).
    private var sheetDrop: Double {
        guard isViewControllerRoot, rootOffset == 0, let controller = root.parent?["id"], context.sheetChildren.contains(controller),
            (context.toolsVersion ?? 0) >= 15000, let screen = configuration
        else { return 0 }
        return max(0, screen.height - savedRootSize.height)
    }

    /// The height of the navigation bar IB draws above a view controller's root: the bar the
    /// controller's `simulatedTopBarMetrics` names (`<nil>` none), else one when a navigation
    /// controller shows the controller (`navigationBarChildren`). Heights are in `Data/devices.json`:
    /// 44 on a phone upright (ib-003: roots saved at y 64 below opaque bars, 20 + 44), 32 on a
    /// phone on its side (LocalWeather, Xcode 9.3, retina4_7 landscape: a map pinned to the top
    /// layout guide of a pushed controller saved at y 32). Files older than Xcode 8 name no
    /// device, and IB drew the bar 44 high over their canvas (600 × 600 for any size class) as on
    /// an upright phone (kodeco's i9t ImageScale.storyboard, Xcode 7: an image 25 below the top
    /// layout guide saved at y 89). iPads' bars and large titles are not known here and are left
    /// out, as before.
    private var simulatedNavigationBar: Double {
        guard isViewControllerRoot, context.platform == .iOS, let controller = root.parent else { return 0 }
        let shown: Bool
        if let metrics = controller.child(keyed: "simulatedTopBarMetrics") {
            shown = metrics.name == "simulatedNavigationBarMetrics"
        } else {
            shown = controller["id"].map(context.navigationBarChildren.contains) ?? false
        }
        guard shown else { return 0 }
        let bars = IBDataTables.navigationBar
        guard let screen = configuration else { return bars.regularHeight ?? 0 }
        // By size class, not by the screen's height: a 4-inch phone upright (568 high) is
        // regular high and has the 44-point bar (DonMag's CenteredScroll, Xcode 11.4, retina4_0:
        // a scroll view pinned to the safe area of a navigation controller's root saved at y 44).
        let sizeClass = screen.sizeClass
        if !sizeClass.regularHeight { return bars.compactHeight ?? 0 }
        return sizeClass.regularWidth ? 0 : bars.regularHeight ?? 0
    }

    /// How much of the root a simulated bottom bar covers: the bar named in the controller's
    /// `simulatedBottomBarMetrics` (`<nil>` = none), else the one the navigation controller that
    /// shows it names (Tianyu95's XMessage.storyboard, Xcode 7: a chat controller pushed under a
    /// navigation controller with a simulated tab bar, whose bar pinned to the bottom guide Xcode
    /// flagged misplaced at the canvas's bottom), else a tab bar when a tab bar controller shows
    /// the controller. The bar also covers the device's bottom inset (49 + 34 = 83 on notched phones);
    /// a root saved ending above the bar (bottom edge not extended) is covered only by what reaches it.
    /// (ib-004 of the shared corpus: a tab's view pinned 20 above the bottom guide saved 20 + 49
    /// above the bottom of a 667 screen; the table of a tab not extended below bars saved 618 high.)
    private var simulatedBottomBarCover: Double {
        guard isViewControllerRoot, let controller = root.parent else { return 0 }
        let bar: Double?
        if let metrics = controller.child(keyed: "simulatedBottomBarMetrics") {
            bar = IBDataTables.bottomBars[metrics.name]
        } else if let inherited = controller["id"].flatMap({ context.navigationBottomBars[$0] }) {
            bar = IBDataTables.bottomBars[inherited]
        } else {
            bar = controller["id"].flatMap { context.tabBarChildren.contains($0) ? IBDataTables.bottomBars["tabBar"] : nil }
        }
        guard let bar else { return 0 }
        let screenHeight = context.requestedDevice?.height ?? context.screenHeight ?? (rootOffset + rootSize.height)
        let deviceBottom = configuration.map { IBInsets($0.safeArea).bottom } ?? 0
        let uncovered = max(0, screenHeight - rootOffset - rootSize.height)
        return max(0, bar + deviceBottom - uncovered)
    }

    /// A view controller's root view has the system minimum margins (16, or 20 on wide screens)
    /// on its sides, measured from the safe area; other views have 8 unless the file sets them.
    /// A view that preserves its superview's layout margins (`preservesSuperviewLayoutMargins`)
    /// takes, on each edge, the part of the superview's margin that reaches into it where that is
    /// more than its own (kharrison's Margins.storyboard, Xcode 10, retina4_7: a view at the left
    /// edge of a root with 16-point margins lays out a subview pinned to its leadingMargin at
    /// x 16, and a stack with 8-point margins at the same edge its first view at x 16, saved clean).
    private func margins(of node: XMLElementNode, item: String, isRoot: Bool) -> IBInsets {
        var own = ownMargins(of: node, isRoot: isRoot)
        // Since iOS 11 a view's margins are measured from its safe area
        // (`insetsLayoutMarginsFromSafeArea`, on unless the file turns it off); the root's
        // already are (`ownMargins`).
        if !isRoot, node["insetsLayoutMarginsFromSafeArea"] != "NO" {
            let safe = safeAreaInsets(of: item)
            own = IBInsets(top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        guard !isRoot, context.platform == .iOS, node["preservesSuperviewLayoutMargins"] == "YES",
            let view = items.first(where: { $0.id == item }), let frame = view.frame, let superID = view.superviewID,
            let superNode = nodeForItem[superID], let superview = items.first(where: { $0.id == superID })
        else { return own }
        if IBDataTables.kind(of: node)?.olderPreservedSideMargins != nil { return own }
        let outer = margins(of: superNode, item: superID, isRoot: superview.isRoot)
        let superWidth = superview.isRoot ? rootSize.width : superview.frame?.width.value ?? 0
        let superHeight = superview.isRoot ? rootSize.height : superview.frame?.height.value ?? 0
        own.top = max(own.top, outer.top - frame.y.value)
        own.left = max(own.left, outer.left - frame.x.value)
        own.bottom = max(own.bottom, outer.bottom - (superHeight - frame.y.value - frame.height.value))
        own.right = max(own.right, outer.right - (superWidth - frame.x.value - frame.width.value))
        return own
    }

    /// How far the screen's unsafe edges reach into a view that is not the root: UIKit gives a
    /// subview the part of its superview's safe-area insets that overlaps it, measured here on
    /// the saved frames (which the layout reproduces in a clean file). Only in documents that use
    /// safe areas (`useSafeAreas="YES"`, Xcode 9 and later); not for a scroll view nor through
    /// one, which meets the safe area with its content inset instead (kharrison's AdaptType and
    /// ScrollGuide-IB storyboards: stacks preserving a full-screen scroll view's margins saved
    /// clean at its plain 8-point margins). Simplenote's NoticeView.xib (Xcode 12.2, retina6_1): a stack at the top of a
    /// 275 × 94 view arranges its views inside its margins, 44 below its top (the sensor housing)
    /// where its own top margin is 0: label and button saved at y 44, 50 high, clean.
    func safeAreaInsets(of item: String) -> IBInsets {
        let rootItem = items.first?.id
        if item == rootItem { return rootSafeArea }
        guard context.platform == .iOS, usesSafeAreas, let view = items.first(where: { $0.id == item }), let frame = view.frame,
            let superID = view.superviewID, let superview = items.first(where: { $0.id == superID }),
            !Self.scrollingElements.contains(nodeForItem[item]?.name ?? ""), !Self.scrollingElements.contains(nodeForItem[superID]?.name ?? "")
        else { return .zero }
        let outer = safeAreaInsets(of: superID)
        guard outer.top > 0 || outer.left > 0 || outer.bottom > 0 || outer.right > 0 else { return .zero }
        let superWidth = superID == rootItem ? rootSize.width : superview.frame?.width.value ?? 0
        let superHeight = superID == rootItem ? rootSize.height : superview.frame?.height.value ?? 0
        let (x, y, width, height) = (frame.x.value, frame.y.value, frame.width.value, frame.height.value)
        return IBInsets(
            top: min(height, max(0, outer.top - y)), left: min(width, max(0, outer.left - x)),
            bottom: min(height, max(0, outer.bottom - (superHeight - y - height))), right: min(width, max(0, outer.right - (superWidth - x - width))))
    }

    /// UIScrollView and its subclasses as IB names them.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The document has size classes (`useTraitCollections="YES"`, Xcode 6 and later).
    private var usesTraitCollections: Bool {
        sequence(first: root, next: { $0.parent }).first { $0.name == "document" }?["useTraitCollections"] == "YES"
    }

    /// The document lays views out with safe areas (`useSafeAreas="YES"`, Xcode 9 and later).
    private var usesSafeAreas: Bool {
        sequence(first: root, next: { $0.parent }).first { $0.name == "document" }?["useSafeAreas"] == "YES"
    }

    private func ownMargins(of node: XMLElementNode, isRoot: Bool) -> IBInsets {
        if let custom = node.children.first(where: { $0.key == "layoutMargins" || $0.key == "directionalLayoutMargins" }),
            custom.name == "edgeInsets" || custom.name == "directionalEdgeInsets"
        {
            let value = { (name: String) in IBNumbers.double(custom[name]) ?? 0 }
            let leftName = custom.name == "edgeInsets" ? "left" : "leading"
            let rightName = custom.name == "edgeInsets" ? "right" : "trailing"
            return IBInsets(top: value("top"), left: value(leftName), bottom: value("bottom"), right: value(rightName))
        }
        guard isRoot && isScreenRoot else {
            guard let kind = IBDataTables.kind(of: node),
                kind.marginsFromToolsVersion.map({ from in context.toolsVersion.map { $0 >= from } ?? false }) ?? true
            else {
                let preserved = node["preservesSuperviewLayoutMargins"] == "YES" ? IBDataTables.kind(of: node)?.olderPreservedSideMargins : nil
                return IBInsets(top: 8, left: preserved ?? 8, bottom: 8, right: preserved ?? 8)
            }
            let defaults = kind.margins.flatMap { $0.count == 4 ? $0 : nil } ?? [nil, nil, nil, nil]
            var insets = IBInsets(top: defaults[0] ?? 8, left: defaults[1] ?? 8, bottom: defaults[2] ?? 8, right: defaults[3] ?? 8)
            if kind.systemSideMargins == true, let width = IBSceneBuilder.frame(of: node)?.width.value {
                (insets.left, insets.right) = (Self.systemMinimumSideMargin(width: width), Self.systemMinimumSideMargin(width: width))
            }
            return insets
        }
        // The Any canvas of Xcode 6 and 7 size-class documents stands for no device: IB gave its
        // root UIKit's compact-width minimum (`Data/devices.json`, anyCanvasComment).
        let side = configuration == nil && usesTraitCollections ? IBDataTables.anyCanvasSideMargin : Self.systemMinimumSideMargin(width: rootSize.width)
        let safe = rootSafeArea
        return IBInsets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
    }

    /// UIKit's system minimum side margin: 16 points, 20 on views 414 points wide or more.
    static func systemMinimumSideMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }

    private func addGuide(_ element: XMLElementNode, kind: ItemKind, owner: String, className: String, text: String) -> String {
        newItem(
            LayoutItem(
                id: "", className: className, text: text, kind: kind, owningViewID: owner, sourceID: element["id"],
                sourceLocation: location(of: element)))
    }

    /// `guide.left == owner.left + inset`, and so on for each edge; a scroll view's content area
    /// is pinned only at its origin, its size comes from the content.
    func pin(_ guide: String, in owner: String, insets: IBInsets, prefix: String, sizeIsFree: Bool = false) {
        var edges: [(LayoutAttribute, Double)] = [(.left, insets.left), (.top, insets.top)]
        if !sizeIsFree { edges += [(.right, -insets.right), (.bottom, -insets.bottom)] }
        for (attribute, constant) in edges {
            constraints.append(
                LayoutConstraint(
                    id: "", line: items.first { $0.id == guide }?.sourceLocation?.line ?? 0,
                    text: "\(prefix)-\(attribute.rawValue)", identifier: "\(prefix)-\(attribute.rawValue)", origin: .layoutGuide,
                    first: Anchor(item: guide, attribute), second: Anchor(item: owner, attribute), constant: LayoutNumber(constant)))
        }
    }

    /// The legacy top layout guide spans the simulated status bar: none when the controller's
    /// `simulatedStatusBarMetrics` is `<nil>` (Loop's status widget, Xcode 9.3, retina4_7: a stack
    /// pinned to the guide's bottom saved at y 0). Only a top inset that is the status bar alone
    /// (20 points: no sensor housing) is dropped; what a notched device's guide is without a status
    /// bar no file here shows, so it keeps the device's inset.
    private func legacyTopGuideLength(_ controller: XMLElementNode) -> Double {
        let top = rootSafeArea.top
        let statusBarHidden = controller.child(keyed: "simulatedStatusBarMetrics")?.name == "nil"
        return statusBarHidden && top <= IBDataTables.statusBarHeight ? 0 : top
    }

    /// `<layoutGuides><viewControllerLayoutGuide type="top|bottom">` of Xcode 5–8 files: the top
    /// guide spans the status bar, the bottom guide the simulated bottom bar (none, or a tab bar).
    private func addLegacyLayoutGuides(_ rootItem: String) {
        guard let controller = root.parent, let guides = controller.child(named: "layoutGuides") else { return }
        for element in guides.children where element.name == "viewControllerLayoutGuide" {
            let isTop = element["type"] == "top"
            let id = newItem(
                LayoutItem(
                    id: "", className: "_UILayoutGuide", text: isTop ? "topLayoutGuide" : "bottomLayoutGuide",
                    kind: .legacyLayoutGuide, owningViewID: rootItem, sourceID: element["id"], sourceLocation: location(of: element)))
            let length = isTop ? legacyTopGuideLength(controller) : rootSafeArea.bottom
            let edge: LayoutAttribute = isTop ? .top : .bottom
            let made: [(LayoutAttribute, LayoutAttribute, Double)] = [
                (.left, .left, 0), (.right, .right, 0), (edge, edge, 0), (.height, .notAnAttribute, length),
            ]
            for (attribute, ownerAttribute, constant) in made {
                constraints.append(
                    LayoutConstraint(
                        id: "", line: element.line, text: "_UILayoutSupportConstraint \(attribute.rawValue)",
                        className: "_UILayoutSupportConstraint", origin: .layoutGuide, first: Anchor(item: id, attribute),
                        second: ownerAttribute == .notAnAttribute ? nil : Anchor(item: rootItem, ownerAttribute),
                        constant: LayoutNumber(constant)))
            }
        }
    }
}
