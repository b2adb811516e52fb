/// How Interface Builder nests views: which elements are views, which are their subviews, and
/// which views start a layout of their own (a scene's root view, a top-level XIB view, a cell's
/// content view).
enum IBViewTree {
    /// Cells are laid out by their table or collection view: their content view is its own system.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "tableCellView"]

    /// An element with a saved frame is a view (windows have a `contentRect` instead), and so is a
    /// table cell's content view saved with none (Xcode 6 saved prototype cells without frames:
    /// stuartbreckenridge's SelfSizingCells Main.storyboard; `IBSceneBuilder.impliedFrame`).
    static func isView(_ node: XMLElementNode) -> Bool {
        node.children.contains { $0.name == "rect" && $0.key == "frame" } || isFramelessCellContent(node)
    }

    /// A table cell's content view with no `<rect key="frame">`.
    static func isFramelessCellContent(_ node: XMLElementNode) -> Bool {
        node.key == "contentView" && node.parent?.name == "tableViewCell"
            && !node.children.contains { $0.name == "rect" && $0.key == "frame" }
    }

    static func isCell(_ node: XMLElementNode) -> Bool { cellElements.contains(node.name) }

    /// A cell's content view saved with `translatesAutoresizingMaskIntoConstraints="NO"`: the
    /// cell no longer sizes it, only constraints would (Xcode flags one no constraint places
    /// ambiguous: duckduckgo's HomeMessageCell.xib). Such a cell is laid out as a view holding
    /// its content view, not through it.
    static func isPlacedByConstraints(contentView node: XMLElementNode) -> Bool {
        node.key == "contentView" && node["translatesAutoresizingMaskIntoConstraints"] == "NO"
    }

    /// The views laid out inside `node`: its `<subviews>`, and the `contentView` of boxes and
    /// clip views. Cells are left out (they start their own system). A view placed by constraints
    /// is a view even without a saved frame: Xcode 8 saved some with none (Clima-iOS11's
    /// Main.storyboard, Storyboard2CodeApp's ScrollViewTests.storyboard). One its autoresizing
    /// mask would place cannot be placed without a frame, and is left out as before.
    static func childViews(of node: XMLElementNode) -> [XMLElementNode] {
        var views: [XMLElementNode] = []
        for child in node.children {
            if child.name == "subviews" {
                views += child.children.filter { (isView($0) || $0["translatesAutoresizingMaskIntoConstraints"] == "NO") && !isCell($0) }
            } else if child.key == "contentView", isView(child), !isCell(node) || isPlacedByConstraints(contentView: child) {
                views.append(child)
            }
        }
        return views
    }

    /// Every view that no other view holds, in document order; a cell stands for its content view
    /// unless it holds it as a subview (`isPlacedByConstraints`). An AppKit `tableCellView` is a
    /// view itself, with its subviews directly in it: it is its own root (nextcloud's
    /// ShareTableItemView.xib, a XIB holding only one, was read as having no layout).
    static func roots(in document: XMLElementNode) -> [XMLElementNode] {
        var held = Set<ObjectIdentifier>()
        var views: [XMLElementNode] = []
        document.forEachDescendant { node in
            guard isView(node) else { return }
            views.append(node)
            for child in childViews(of: node) { held.insert(ObjectIdentifier(child)) }
        }
        return views.filter { view in
            !held.contains(ObjectIdentifier(view))
                && (!isCell(view) || view.name == "tableCellView" || childViews(of: view).contains { $0.key == "contentView" })
        }
    }

    /// The view and every view below it, parents first.
    static func subtree(of root: XMLElementNode) -> [(node: XMLElementNode, parent: XMLElementNode?)] {
        var result: [(XMLElementNode, XMLElementNode?)] = [(root, nil)]
        var index = 0
        while index < result.count {
            let node = result[index].0
            for child in childViews(of: node) { result.append((child, node)) }
            index += 1
        }
        return result
    }
}
