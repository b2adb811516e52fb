import ConstraintAnalysis
import ConstraintModel

/// What one axis' diagram is made from: the constraints on the axis with their items, the
/// hierarchy, and the analysis' marks, with the lookups drawing needs (by index, so that large
/// systems are not searched item by item).
struct DiagramContent {
    /// A constraint on this axis and the indices of the items it joins, first item first.
    struct AxisConstraint {
        var index: Int
        var items: [Int]
        /// The axis it was found on (the first, for an aspect ratio on both).
        var axis: Axis
    }

    let system: ConstraintSystem
    let diagnosis: Diagnosis
    /// The axes drawn: one, or both for the combined view.
    let axes: [Axis]
    /// The axis whose constraints set the ranks: the only one, or vertical in the combined view.
    let axis: Axis
    var isCombined: Bool { axes.count > 1 }
    let itemIndex: [String: Int]
    let constraints: [AxisConstraint]
    let marks: DiagramMarks
    let hierarchy: DiagramHierarchy
    /// Items that take part on this axis: in a constraint, an implicit row, an ambiguity or a fix.
    let participants: Set<Int>

    init(system: ConstraintSystem, diagnosis: Diagnosis, axis: Axis, state: DiagramStateMarks? = nil) {
        self.init(system: system, diagnosis: diagnosis, axes: [axis], state: state)
    }

    /// `axes` in drawing order; the constraints of both axes are drawn once each. With `state`,
    /// `system` is a state's layout: the constraints it deactivated are drawn too, where the base
    /// had them, and every change is marked.
    init(system: ConstraintSystem, diagnosis: Diagnosis, axes: [Axis], state: DiagramStateMarks? = nil) {
        self.system = system
        self.diagnosis = diagnosis
        self.axes = axes
        axis = axes.count == 1 ? axes[0] : .vertical
        var itemIndex: [String: Int] = [:]
        for (index, item) in system.items.enumerated() where itemIndex[item.id] == nil { itemIndex[item.id] = index }
        var constraintIndex: [String: Int] = [:]
        for (index, constraint) in system.constraints.enumerated() where constraintIndex[constraint.id] == nil {
            constraintIndex[constraint.id] = index
        }
        self.itemIndex = itemIndex
        var seen = Set<Int>()
        let removed = state?.removedEdges ?? []
        constraints = axes.flatMap { axis in
            (diagnosis.dependencyGraph.edges(on: axis) + removed.filter { $0.axes.contains(axis) }).compactMap { edge in
                guard let index = constraintIndex[edge.constraintID], seen.insert(index).inserted else { return nil }
                let items = edge.items.compactMap { itemIndex[$0] }
                return items.isEmpty ? nil : AxisConstraint(index: index, items: items, axis: axis)
            }
        }
        var marks = DiagramMarks(
            system: system, diagnosis: diagnosis, axes: Set(axes),
            drawnConstraintIDs: Set(constraints.map { system.constraints[$0.index].id }))
        marks.state = state
        self.marks = marks
        hierarchy = DiagramHierarchy(system: system, index: itemIndex)
        var participants = Set(constraints.flatMap(\.items))
        let marked = marks.implicitLoops.map(\.item) + Array(marks.freedom.keys) + Array(marks.itemFixes.keys)
            + (state.map { Array($0.moves.keys) + Array($0.addedItemIDs) } ?? [])
        participants.formUnion(marked.compactMap { itemIndex[$0] })
        self.participants = participants
    }

    func isLarger(than limits: ConstraintDiagram.Limits) -> Bool {
        if constraints.count > limits.maximumConstraints || participants.count > limits.maximumItems { return true }
        let included = hierarchy.withAncestors(participants)
        if included.count > limits.maximumItems { return true }
        var position: [Int: Int] = [:]
        for (offset, item) in included.enumerated() { position[item] = offset }
        let edges = constraints.flatMap { constraint in
            constraint.items.dropFirst().map { (from: position[constraint.items[0]]!, to: position[$0]!) }
        }
        return LayoutSpan.estimate(nodeCount: included.count, edges: edges) > limits.maximumLayoutSpan
    }
}

/// A diagram being drawn: the parts of the graph and what was used, for the legend.
struct DiagramDrawing {
    var nodes: [DotNode] = []
    var clusters: [DotCluster] = []
    var edges: [DotEdge] = []
    var usage = DiagramLegend.Usage()
    /// The graph's caption, one line each.
    var captionLines: [String] = []
    var isSummary = false
    var nodeIDs: [String: DotID] = [:]
    var edgeIDs: [String: [String]] = [:]

    /// Makes each node at least as wide as its loops' labels. On a graph ranked right to left,
    /// Graphviz (2.42/2.43) centres a loop's label on its node along the ranks but reserves only
    /// the label's height there, so a label wider than its node reaches over the labels of the
    /// edges between the ranks; a node as wide as the label keeps it within its own rank.
    mutating func widenNodesForLoopLabels() {
        var needed: [DotID: Double] = [:]
        for edge in edges where edge.from == edge.to {
            guard case .html(let label)? = edge.attributes["label"] else { continue }
            needed[edge.from] = max(needed[edge.from] ?? 0, DiagramEdges.estimatedWidth(of: label))
        }
        guard !needed.isEmpty else { return }
        func widenNodes(_ nodes: [DotNode]) -> [DotNode] {
            nodes.map { node in
                guard let points = needed[node.id] else { return node }
                var node = node
                node.attributes["width"] = .number((points / 72 * 100).rounded(.up) / 100)
                return node
            }
        }
        func widenCluster(_ cluster: DotCluster) -> DotCluster {
            var cluster = cluster
            cluster.nodes = widenNodes(cluster.nodes)
            cluster.clusters = cluster.clusters.map(widenCluster)
            return cluster
        }
        nodes = widenNodes(nodes)
        clusters = clusters.map(widenCluster)
    }

    /// `axis` sets the direction of the ranks; `className` is the graph's class after
    /// `constraint-diagram` (the axis, or `both`).
    func graph(name: DotID, axis: Axis, className: String? = nil) -> DotGraph {
        DotGraph(
            name: name,
            attributes: [
                // Graphviz 2.42's `dot` aborts the process on many clustered graphs with labelled
                // edges unless `newrank` is set (see `DotGraph`).
                "newrank": true,
                // An edge points from a constraint's first item to the item it is measured from,
                // and most constraints place the first item after the second (`B.leading =
                // A.trailing + 8`, `B.top = A.bottom + 8`): ranking right to left and bottom to
                // top puts the items in the order they have on screen.
                "rankdir": axis == .horizontal ? "RL" : "BT",
                "label": .text(captionLines.joined(separator: "\n")), "labelloc": "t", "labeljust": "l",
                "fontname": DiagramStyle.fontName, "fontsize": 12, "fontcolor": DiagramStyle.ink.value,
                "nodesep": 0.3, "ranksep": 0.45, "class": .keyword("constraint-diagram " + (className ?? axis.rawValue)),
            ],
            nodeDefaults: [
                "shape": "box", "fontname": DiagramStyle.fontName, "fontsize": 11, "margin": "0.12,0.06",
                "fillcolor": DiagramStyle.nodeFill.value, "color": DiagramStyle.nodeBorder.value,
            ],
            edgeDefaults: [
                "fontname": DiagramStyle.fontName, "fontsize": 10, "arrowsize": 0.8, "color": DiagramStyle.ink.value,
                "fontcolor": DiagramStyle.ink.value,
            ],
            nodes: nodes, edges: edges, clusters: clusters, legend: DiagramLegend.cluster(for: usage))
    }
}
