import ConstraintAnalysis
import ConstraintModel

/// The node of one item: its name, a smaller line with its class and address, its intrinsic
/// size on the axis, and the marks the analysis put on it.
struct DiagramNodes {
    let system: ConstraintSystem
    /// The axes drawn: their intrinsic sizes are shown.
    let axes: [Axis]
    let marks: DiagramMarks

    init(system: ConstraintSystem, axes: [Axis], marks: DiagramMarks) {
        self.system = system
        self.axes = axes
        self.marks = marks
    }

    init(system: ConstraintSystem, axis: Axis, marks: DiagramMarks) {
        self.init(system: system, axes: [axis], marks: marks)
    }

    /// Node names are generated from the item's position (`item3` for the third item), which
    /// for the readers' systems is the item's own id; ids a caller made up may not be DOT names.
    static func nodeID(forItemAt index: Int) -> DotID { DotID("item", index + 1) }

    func node(forItemAt index: Int, used: inout DiagramLegend.Usage) -> DotNode {
        let item = system.items[index]
        let id = Self.nodeID(forItemAt: index)
        var lines = [DotHTML.text(item.displayName).bold().font(pointSize: DiagramStyle.namePointSize)]
        let details = detailLine(item)
        if !details.isEmpty {
            lines.append(DotHTML.text(details).font(pointSize: DiagramStyle.detailPointSize, color: DiagramStyle.secondaryInk))
        }
        for axis in axes {
            guard let intrinsic = intrinsicLine(item, axis: axis) else { continue }
            lines.append(DotHTML.text(intrinsic).font(pointSize: DiagramStyle.detailPointSize, color: DiagramStyle.secondaryInk))
        }
        var attributes: DotAttributes = ["id": .keyword(id.rawValue)]
        var classes = ["item"]
        var style = ["rounded", "filled"]
        if item.kind.isGuide {
            classes.append("guide")
            style.append("dashed")
            attributes["color"] = DiagramStyle.guideBorder.value
            used.guides = true
        } else {
            classes.append("view")
            used.views = true
        }
        if item.isRoot {
            classes.append("root")
            style.append("bold")
            attributes["peripheries"] = 2
            used.root = true
        }
        if let freedom = marks.freedom[item.id] {
            classes.append("ambiguous")
            let text = DiagramMarks.freedomText(freedom, namingAxes: axes.count > 1)
            lines.append(DotHTML.text(text).bold().font(color: DiagramStyle.ambiguityInk))
            attributes["fillcolor"] = DiagramStyle.ambiguityFill.value
            attributes["color"] = DiagramStyle.ambiguityBorder.value
            attributes["penwidth"] = DiagramStyle.markedPenWidth
            used.ambiguity = true
        }
        if let fix = marks.itemFixes[item.id] {
            classes.append("fix")
            lines.append(DotHTML.text(fix).bold().font(color: DiagramStyle.fixInk))
            attributes["color"] = DiagramStyle.fixInk.value
            attributes["penwidth"] = DiagramStyle.markedPenWidth
            used.itemFix = true
        }
        if marks.state?.addedItemIDs.contains(item.id) == true {
            classes.append("state-added")
            lines.append(DotHTML.text("+ new in this state").bold().font(color: DiagramStyle.changeInk))
            attributes["color"] = DiagramStyle.changeInk.value
            attributes["penwidth"] = DiagramStyle.markedPenWidth
            used.stateAdded = true
        }
        if let moves = marks.state?.moves[item.id] {
            classes.append("moved")
            lines.append(DotHTML.text("moved: " + moves.joined(separator: " · ")).bold().font(color: DiagramStyle.changeInk))
            used.moved = true
        }
        attributes["style"] = .keyword(style.joined(separator: ","))
        attributes["class"] = .keyword(classes.joined(separator: " "))
        attributes["label"] = .html(.lines(lines))
        return DotNode(id, attributes)
    }

    /// `UILabel · 0x7fa1e2c06b20`, `safe-area guide · UILayoutGuide · 0x6000…`, `root · 320 × 480`.
    private func detailLine(_ item: LayoutItem) -> String {
        var parts: [String] = []
        if item.isRoot { parts.append("root") }
        if let kind = ModelWording.itemKind(item.kind) { parts.append(kind) }
        if let className = item.className, className != item.displayName { parts.append(className) }
        if let address = item.address { parts.append(address) }
        if let frame = item.frame {
            parts.append("\(NumberText.signed(frame.width)) × \(NumberText.signed(frame.height))")
        }
        return parts.joined(separator: " · ")
    }

    /// `intrinsic width 44 · hugging 250 · compression resistance 750`, for this axis.
    private func intrinsicLine(_ item: LayoutItem, axis: Axis) -> String? {
        guard let intrinsic = item.intrinsicContentSize, let size = intrinsic.size(on: axis) else { return nil }
        let dimension = axis == .horizontal ? "width" : "height"
        return "intrinsic \(dimension) \(NumberText.signed(size)) · hugging \(NumberText.priority(intrinsic.hugging(on: axis)))"
            + " · compression resistance \(NumberText.priority(intrinsic.compressionResistance(on: axis)))"
    }
}
