import ConstraintModel

/// One node per connected group of items on the axis (the dependency graph's components), up to
/// a limit; groups beyond it that hold no item drawn in full share one last node.
struct SummaryGroups {
    private(set) var nodes: [DotNode] = []
    private var nodeOfItem: [Int: DotID] = [:]

    init(content: DiagramContent, detailed: Set<Int>, maximumGroups: Int) {
        let components = content.diagnosis.dependencyGraph.components(on: content.axis)
        var restGroups = 0
        var restItems = 0
        var restConstraints = 0
        var restNodeID: DotID?
        for (number, component) in components.enumerated() {
            let items = component.items.compactMap { content.itemIndex[$0] }
            let drawn = items.filter(detailed.contains).count
            if drawn == items.count { continue }
            let id: DotID
            if drawn > 0 || nodes.count < maximumGroups {
                id = DotID("group", number + 1)
                nodes.append(
                    Self.node(
                        id, number: number + 1, items: items, detailed: detailed, constraints: component.constraintIDs.count,
                        content: content))
            } else {
                id = restNodeID ?? DotID("group", components.count + 1)
                restNodeID = id
                restGroups += 1
                restItems += items.count
                restConstraints += component.constraintIDs.count
            }
            for item in items where !detailed.contains(item) { nodeOfItem[item] = id }
        }
        if let restNodeID {
            let lines = [
                DotHTML.text("\(DiagramSummary.number(restGroups)) more groups").bold(),
                DiagramEdges.detail(
                    "\(DiagramSummary.count(restItems, "item")) · \(DiagramSummary.count(restConstraints, "constraint"))"),
            ]
            nodes.append(DotNode(restNodeID, Self.attributes(restNodeID, label: .lines(lines))))
        }
    }

    /// The node standing for `item`, when the item is not drawn in full.
    func node(of item: Int) -> DotID? { nodeOfItem[item] }

    private static func node(
        _ id: DotID, number: Int, items: [Int], detailed: Set<Int>, constraints: Int, content: DiagramContent
    ) -> DotNode {
        let drawn = items.filter(detailed.contains).count
        let rest = items.filter { !detailed.contains($0) }
        let examples = rest.prefix(3).map { content.system.items[$0].displayName }.joined(separator: ", ")
        var lines = [
            DotHTML.text("group \(number)").bold(),
            DiagramEdges.detail("\(DiagramSummary.count(items.count, "item")) · \(DiagramSummary.count(constraints, "constraint"))"),
            DiagramEdges.detail((rest.count > 3 ? "e.g. " : "") + examples),
        ]
        if drawn > 0 { lines.append(DiagramEdges.detail("\(DiagramSummary.number(drawn)) of them drawn in full")) }
        return DotNode(id, attributes(id, label: .lines(lines)))
    }

    private static func attributes(_ id: DotID, label: DotHTML) -> DotAttributes {
        [
            "id": .keyword(id.rawValue), "class": "summary group", "style": "rounded,filled",
            "fillcolor": DiagramStyle.summaryFill.value, "label": .html(label),
        ]
    }
}
