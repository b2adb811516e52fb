import ConstraintIngest
import ConstraintModel
import Foundation

/// Reads storyboards and XIBs: each scene's root view, each top-level XIB view and each cell's
/// content view is one complete constraint system (`format = .interfaceBuilder`).
public struct InterfaceBuilderReader: ConstraintReader {
    /// `--device`: lay every scene out on this device instead of the one it was saved for.
    public var device: IBDeviceConfiguration?

    public init(device: IBDeviceConfiguration? = nil) {
        self.device = device
    }

    public var format: InputFormatHint { .ib }
    public var fileExtensions: [String] { ["storyboard", "xib"] }

    public func read(_ files: [SourceFile]) -> IngestResult {
        IngestResult.merging(files.map { Self.read($0.text, file: $0.path, device: device) })
    }

    /// The largest file read. Real storyboards stay far below it; FoundationXML on Linux (libxml2
    /// without its huge-document option) cannot read much more than 10 MB, and the whole tree
    /// of a generated 9 MB storyboard with its JSON report already needs 860 MB.
    public static let largestFile = 8 << 20

    public static func read(_ text: String, file: String, device: IBDeviceConfiguration? = nil) -> IngestResult {
        guard text.utf8.count <= largestFile else {
            return IngestResult(diagnostics: [
                Diagnostic(
                    severity: .error, line: 1, column: 1,
                    message: "not read: the file is larger than \(largestFile >> 20) MB, the most one storyboard or XIB may be (split it with Refactor to Storyboard)",
                    code: "file-too-large")
            ])
        }
        let root: XMLElementNode
        switch XMLTreeBuilder.parse(Data(text.utf8)) {
        case .failure(let message, let line, let column):
            return IngestResult(diagnostics: [
                Diagnostic(severity: .error, line: line, column: column, message: "not a readable XML document: \(message)", code: "unreadable-xml")
            ])
        case .document(let document):
            root = document
        }
        guard root.name == "document" || root.name == "archive" else {
            return IngestResult(diagnostics: [
                Diagnostic(severity: .error, line: root.line, column: 1, message: "not an Interface Builder document (its root element is <\(root.name)>)", code: "not-interface-builder")
            ])
        }
        guard root.name == "document" else {
            return IngestResult(diagnostics: [
                Diagnostic(severity: .error, line: root.line, column: 1, message: "an Xcode 4 (pre-3.0) XIB archive: open and save it in a recent Xcode to read it", code: "legacy-archive")
            ])
        }
        let context = IBDocumentContext(
            file: file, platform: platform(of: root), lines: IBLineIndex(text), images: images(in: root),
            designables: designables(in: root), savedDevice: savedDevice(of: root), requestedDevice: device,
            metricsEra: metricsEra(of: root), toolsVersion: toolsVersion(of: root), screenHeight: screenHeight(of: root), tabBarChildren: tabBarChildren(in: root),
            navigationBarChildren: navigationBarChildren(in: root), sheetChildren: sheetChildren(in: root),
            embeddedChildren: embeddedChildren(in: root), embeddedNavigationRoots: embeddedNavigationRoots(in: root),
            navigationBottomBars: navigationBottomBars(in: root))
        var systems: [ConstraintSystem] = []
        for view in IBViewTree.roots(in: root) {
            let alias = view.parent.flatMap { IBViewTree.isCell($0) && view.key == "contentView" ? $0 : nil }
            let builder = IBSceneBuilder(context: context, root: view, rootAlias: alias)
            let system = builder.build()
            // Views nobody constrains (navigation bars, frame-only layouts) have nothing to check,
            // except a scroll view with a content layout guide: Xcode checks its content size
            // even when nothing else is constrained (IBDecodable's ScrollViewWithLayoutGuides.xib).
            let hasContentLayoutGuide = system.items.contains { $0.text == "UIScrollViewContentLayoutGuide" }
            guard system.constraints.contains(where: { $0.origin == .developer || $0.origin == .stackView }) || hasContentLayoutGuide
            else { continue }
            systems.append(system)
        }
        // A device the table (Data/devices.json) does not list leaves screens at their saved
        // size without the device's safe area, margins or size class: say so where it matters.
        if let element = root.child(named: "device"), let id = element["id"], IBDevices.device(id: id) == nil {
            let note = Diagnostic(
                severity: .note, line: element.line, column: element.column,
                message: "device '\(id)' is not in this tool's device table: screens are laid out at their saved size without that device's safe area, margins or size class, so views pinned to those may be called misplaced (--device names a known one)",
                code: "unknown-device")
            for index in systems.indices { systems[index].diagnostics.append(note) }
        }
        guard !systems.isEmpty else {
            // A file with no constraint and no stack view anywhere is a frame-based layout (every
            // view keeps its saved frame through its autoresizing mask): valid, and Xcode has
            // nothing to say of it, so it is not an unreadable input (exit 0), only one with
            // nothing to check. Constraints the reader passed over still make it a warning.
            let hasNoAutoLayout = !Self.containsAutoLayout(root)
            return IngestResult(
                diagnostics: [
                    Diagnostic(
                        severity: hasNoAutoLayout ? .note : .warning, line: root.line, column: root.column,
                        message: hasNoAutoLayout
                            ? "no view here uses Auto Layout (no constraint, no stack view): every view keeps its saved frame through its autoresizing mask, so there is no layout to check"
                            : "no scene, top-level view or cell here has constraints or a stack view, so there is no layout to check",
                        code: "no-constrained-scene")
                ], hasNoLayoutToCheck: hasNoAutoLayout)
        }
        return IngestResult(systems: systems)
    }

    /// Whether the document holds a constraint or a stack view anywhere.
    private static func containsAutoLayout(_ document: XMLElementNode) -> Bool {
        var found = false
        document.forEachDescendant { node in
            if node.name == "constraint" || node.name == "stackView" { found = true }
        }
        return found
    }

    /// A tab bar controller's children, and the root of each navigation controller among them.
    private static func tabBarChildren(in document: XMLElementNode) -> Set<String> {
        var children = Set<String>()
        var navigationRoots: [String: [String]] = [:]
        document.forEachDescendant { node in
            guard node.name == "segue", node["kind"] == "relationship", let destination = node["destination"],
                let controller = sequence(first: node, next: { $0.parent }).first(where: { $0["sceneMemberID"] == "viewController" })
            else { return }
            if controller.name == "tabBarController", node["relationship"] == "viewControllers" { children.insert(destination) }
            if controller.name == "navigationController", node["relationship"] == "rootViewController", let id = controller["id"] {
                navigationRoots[id, default: []].append(destination)
            }
        }
        for (navigation, roots) in navigationRoots where children.contains(navigation) { children.formUnion(roots) }
        return children
    }

    /// The view controllers IB shows under a navigation bar: the root of each navigation
    /// controller whose bar is not hidden, and what a `show` (or older `push`) segue leads to
    /// from one of them, however deep. A bar with large titles is left out: its height is not
    /// known here, so those controllers stay as they were read before bars were inferred.
    private static func navigationBarChildren(in document: XMLElementNode) -> Set<String> {
        let segues = NavigationSegues(document)
        var shown: [String: Bool] = [:]
        for (controller, root) in segues.roots
        where controller["navigationBarHidden"] != "YES" && controller.child(keyed: "navigationBar")?["prefersLargeTitles"] != "YES" {
            shown[root] = true
        }
        return Set(segues.spreading(shown).keys)
    }

    /// The bottom bar a navigation controller's `simulatedBottomBarMetrics` names, by the ids of
    /// the controllers it shows: its root and what `show` (or `push`) segues lead to from one.
    private static func navigationBottomBars(in document: XMLElementNode) -> [String: String] {
        let segues = NavigationSegues(document)
        var bars: [String: String] = [:]
        for (controller, root) in segues.roots {
            if let metrics = controller.child(keyed: "simulatedBottomBarMetrics") { bars[root] = metrics.name }
        }
        return segues.spreading(bars)
    }

    /// The view controllers container views embed (`<segue kind="embed" destination=…>`).
    private static func embeddedChildren(in document: XMLElementNode) -> Set<String> {
        var embedded = Set<String>()
        document.forEachDescendant { node in
            if node.name == "segue", node["kind"] == "embed", let destination = node["destination"] { embedded.insert(destination) }
        }
        return embedded
    }

    /// The roots of the navigation controllers container views embed: IB draws them at the
    /// container's size below the navigation bar, with no status bar above it.
    private static func embeddedNavigationRoots(in document: XMLElementNode) -> Set<String> {
        let embedded = embeddedChildren(in: document)
        return Set(NavigationSegues(document).roots.filter { $0.controller["id"].map(embedded.contains) ?? false }.map(\.root))
    }

    /// The view controllers iOS 13 and later present as a sheet: what a `presentation` segue of
    /// the automatic, page-sheet or form-sheet style leads to (unless the controller asks for
    /// another style itself), and the root of a navigation controller presented so.
    private static func sheetChildren(in document: XMLElementNode) -> Set<String> {
        let sheetStyles: Set<String> = ["automatic", "pageSheet", "formSheet"]
        var controllers: [String: XMLElementNode] = [:]
        var presented: [String] = []
        var navigationRoots: [String: String] = [:]
        document.forEachDescendant { node in
            if node["sceneMemberID"] == "viewController", let id = node["id"] { controllers[id] = node }
            guard node.name == "segue", let destination = node["destination"] else { return }
            if node["kind"] == "presentation", sheetStyles.contains(node["modalPresentationStyle"] ?? "automatic") { presented.append(destination) }
            if node["relationship"] == "rootViewController",
                let navigation = sequence(first: node, next: { $0.parent }).first(where: { $0.name == "navigationController" })?["id"]
            {
                navigationRoots[navigation] = destination
            }
        }
        var sheets = Set<String>()
        for id in presented where sheetStyles.contains(controllers[id]?["modalPresentationStyle"] ?? "automatic") {
            sheets.insert(id)
            if let root = navigationRoots[id] { sheets.insert(root) }
        }
        return sheets
    }

    private static func platform(of document: XMLElementNode) -> Platform {
        let runtime = document["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") { return .macOS }
        if runtime.hasPrefix("iOS") || runtime == "AppleTV" { return .iOS }
        return .unknown
    }

    /// `toolsVersion` is Xcode's build of Interface Builder (`21701`, `14854.2`, `32700.99.1234`):
    /// only its leading number is compared.
    private static func metricsEra(of document: XMLElementNode) -> String? {
        guard let number = toolsVersion(of: document) else { return nil }
        return IBDataTables.metricsEras.first { $0.contains(number) }?.name
    }

    private static func toolsVersion(of document: XMLElementNode) -> Double? {
        document["toolsVersion"].flatMap { Double($0.prefix { $0.isNumber }) }
    }

    /// The saved device's height, or in files older than Xcode 8 the simulated destination's
    /// (`<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>`).
    private static func screenHeight(of document: XMLElementNode) -> Double? {
        if let device = savedDevice(of: document) { return device.height }
        var destination: String?
        document.forEachDescendant { node in
            if destination == nil, node.name == "simulatedScreenMetrics", node.key == "destination" { destination = node["type"] }
        }
        guard let id = destination?.split(separator: ".").first, let device = IBDevices.device(id: String(id)) else { return nil }
        return device.height
    }

    private static func savedDevice(of document: XMLElementNode) -> IBDeviceConfiguration? {
        guard let element = document.child(named: "device"), let id = element["id"], let device = IBDevices.device(id: id) else { return nil }
        return IBDeviceConfiguration(device: device, landscape: element["orientation"] == "landscape", toolsVersion: toolsVersion(of: document))
    }

    private static func images(in document: XMLElementNode) -> [String: (width: Double, height: Double)] {
        var images: [String: (width: Double, height: Double)] = [:]
        for element in document.child(named: "resources")?.children ?? [] where element.name == "image" {
            guard element["catalog"] != "system", let name = element["name"], let width = IBNumbers.double(element["width"]),
                let height = IBNumbers.double(element["height"])
            else { continue }
            images[name] = (width, height)
        }
        return images
    }

    private static func designables(in document: XMLElementNode) -> [String: (width: Double, height: Double)] {
        var sizes: [String: (width: Double, height: Double)] = [:]
        for element in document.child(named: "designables")?.children ?? [] where element.name == "designable" {
            guard let id = element["name"], let size = element.children.first(where: { $0.key == "intrinsicContentSize" }) else { continue }
            sizes[id] = (IBNumbers.double(size["width"]) ?? -1, IBNumbers.double(size["height"]) ?? -1)
        }
        return sizes
    }
}

/// A document's navigation segues: each navigation controller with the id of its root, and each
/// `show` (or older `push`) segue between two controllers.
private struct NavigationSegues {
    var roots: [(controller: XMLElementNode, root: String)] = []
    var shows: [(source: String, destination: String)] = []

    init(_ document: XMLElementNode) {
        document.forEachDescendant { node in
            guard node.name == "segue", let destination = node["destination"],
                let controller = sequence(first: node, next: { $0.parent }).first(where: { $0["sceneMemberID"] == "viewController" }),
                let source = controller["id"]
            else { return }
            if controller.name == "navigationController", node["relationship"] == "rootViewController" {
                roots.append((controller, destination))
            } else if node["kind"] == "show" || node["kind"] == "push" {
                shows.append((source, destination))
            }
        }
    }

    /// `values` carried along show segues to every controller they reach, however deep; a
    /// controller keeps a value it already has.
    func spreading<Value>(_ values: [String: Value]) -> [String: Value] {
        var values = values
        var grew = true
        while grew {
            let before = values.count
            for show in shows where values[show.destination] == nil {
                if let value = values[show.source] { values[show.destination] = value }
            }
            grew = values.count > before
        }
        return values
    }
}
