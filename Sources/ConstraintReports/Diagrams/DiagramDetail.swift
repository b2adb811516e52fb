import ConstraintModel

/// The full diagram: every item that takes part on the axis (inside the superviews the input
/// reveals), every constraint on the axis, and every mark.
struct DiagramDetail {
    let content: DiagramContent

    func draw() -> DiagramDrawing {
        var drawing = DiagramDrawing()
        let included = content.hierarchy.withAncestors(content.participants)
        let nodeMaker = DiagramNodes(system: content.system, axes: content.axes, marks: content.marks)
        for item in included {
            drawing.nodeIDs[content.system.items[item].id] = DiagramNodes.nodeID(forItemAt: item)
        }
        var usage = DiagramLegend.Usage()
        usage.framework = content.marks.framework
        let nested = NestedNodes(hierarchy: content.hierarchy, included: included, system: content.system)
        (drawing.nodes, drawing.clusters) = nested.build { nodeMaker.node(forItemAt: $0, used: &usage) }
        usage.clusters = !drawing.clusters.isEmpty
        drawing.usage = usage

        let edgeMaker = DiagramEdges(system: content.system, marks: content.marks)
        var loops = LoopPlacement(content: content)
        for constraint in content.constraints {
            let nodes = constraint.items.map(DiagramNodes.nodeID(forItemAt:))
            let side = nodes.count == 1 ? loops.next(on: constraint.items[0]) : nil
            // In the combined view the constraints of both axes set the ranks alike: drawn as flat
            // edges between items of one rank, the labels of one axis land on each other.
            let edges = edgeMaker.edges(forConstraintAt: constraint.index, nodes: nodes, loopSide: side, used: &drawing.usage)
            drawing.edgeIDs[content.system.constraints[constraint.index].id] = edges.compactMap { $0.attributes["id"]?.keywordText }
            drawing.edges += edges
        }
        drawImplicitLoops(into: &drawing, edgeMaker: edgeMaker, loops: &loops)
        if content.axes == [.horizontal] { drawing.widenNodesForLoopLabels() }
        drawing.usage.conflicts = content.marks.shownConflictNumbers
        drawing.usage.combined = content.isCombined
        if included.isEmpty {
            drawing.captionLines.append("Nothing is constrained on the \(content.axis.rawValue) axis.")
        }
        if !content.isCombined { drawing.captionLines += fixesOnTheOtherAxis(drawn: Set(drawing.edgeIDs.keys)) }
        return drawing
    }

    /// A conflict that spans both axes is drawn on both; when its fix changes a constraint this
    /// axis does not draw, the caption says so, so that neither axis shows a conflict without a fix.
    private func fixesOnTheOtherAxis(drawn: Set<String>) -> [String] {
        guard let fix = content.diagnosis.fixes.first, let id = fix.constraintID, !drawn.contains(id),
              let mark = content.marks.constraintFixes[id] else { return [] }
        let spanning = content.diagnosis.conflicts.enumerated()
            .filter { $1.axes.count > 1 && $1.axes.contains(content.axis) && $1.constraintIDs.contains(id) }
            .map { String($0.offset + 1) }
        guard !spanning.isEmpty else { return [] }
        let other = content.axis == .horizontal ? Axis.vertical : Axis.horizontal
        let equation = content.system.constraint(id).map(ConstraintEquation(system: content.system).text(for:)) ?? id
        let plural = spanning.count == 1 ? "" : "s"
        return ["Conflict\(plural) \(spanning.joined(separator: ", ")) continue\(spanning.count == 1 ? "s" : "") on the \(other.rawValue) axis, "
            + "where its fix is drawn — \(mark) on \(id) (\(equation))."]
    }

    private func drawImplicitLoops(into drawing: inout DiagramDrawing, edgeMaker: DiagramEdges, loops: inout LoopPlacement) {
        for (number, loop) in content.marks.implicitLoops.enumerated() {
            guard let item = content.itemIndex[loop.item] else { continue }
            drawing.edges.append(
                edgeMaker.implicitLoop(
                    loop, node: DiagramNodes.nodeID(forItemAt: item), number: number + 1, loopSide: loops.next(on: item)))
            drawing.usage.implicit = true
        }
    }
}

/// Hands out the sides of each node's loops in drawing order; a node with one loop keeps
/// Graphviz's own placement.
struct LoopPlacement {
    private let axis: Axis
    private let totals: [Int: Int]
    private var used: [Int: Int] = [:]

    init(content: DiagramContent) {
        axis = content.axis
        var totals: [Int: Int] = [:]
        for constraint in content.constraints where constraint.items.count == 1 { totals[constraint.items[0], default: 0] += 1 }
        for loop in content.marks.implicitLoops {
            if let item = content.itemIndex[loop.item] { totals[item, default: 0] += 1 }
        }
        self.totals = totals
    }

    mutating func next(on item: Int) -> DiagramEdges.LoopSide? {
        let number = used[item, default: 0]
        used[item] = number + 1
        return totals[item, default: 0] > 1 ? .of(loop: number, axis: axis) : nil
    }
}

/// Places nodes in boxes for the views that contain other drawn items: each box holds its
/// view's own node, the nodes of what it contains, and boxes for those that contain more.
struct NestedNodes {
    let hierarchy: DiagramHierarchy
    let included: [Int]
    let system: ConstraintSystem

    func build(node: (Int) -> DotNode) -> (nodes: [DotNode], clusters: [DotCluster]) {
        let (topLevel, children) = hierarchy.layout(of: included)
        var nodes: [DotNode] = []
        var clusters: [DotCluster] = []
        for item in topLevel {
            if children[item] != nil {
                clusters.append(cluster(for: item, depth: 0, children: children, node: node))
            } else {
                nodes.append(node(item))
            }
        }
        return (nodes, clusters)
    }

    private func cluster(for container: Int, depth: Int, children: [Int: [Int]], node: (Int) -> DotNode) -> DotCluster {
        var box = DotCluster(
            id: DiagramNodes.nodeID(forItemAt: container), label: system.items[container].displayName, style: "rounded,filled",
            attributes: [
                "fillcolor": DiagramStyle.clusterFills[depth % DiagramStyle.clusterFills.count].value,
                "color": DiagramStyle.clusterBorder.value, "fontcolor": DiagramStyle.secondaryInk.value,
                "fontsize": 9, "labeljust": "l", "class": "container",
            ],
            nodes: [node(container)])
        for child in children[container] ?? [] {
            if children[child] != nil {
                box.clusters.append(cluster(for: child, depth: depth + 1, children: children, node: node))
            } else {
                box.nodes.append(node(child))
            }
        }
        return box
    }
}
