import ConstraintModel

/// The diagram of a system too large to draw in full: one node per connected group of items on
/// the axis, and, drawn in full, each conflict and each ambiguous item with its neighbours (the
/// items one constraint away). Constraints from a drawn item into a group are counted on one
/// edge. Whatever does not fit within the limits is named in the caption.
struct DiagramSummary {
    let content: DiagramContent
    let limits: ConstraintDiagram.Limits

    /// Positions in `content.constraints` of the constraints each item takes part in.
    private let incidence: [[Int]]

    init(content: DiagramContent, limits: ConstraintDiagram.Limits) {
        self.content = content
        self.limits = limits
        var incidence = [[Int]](repeating: [], count: content.system.items.count)
        for (position, constraint) in content.constraints.enumerated() {
            for item in Set(constraint.items) { incidence[item].append(position) }
        }
        self.incidence = incidence
    }

    func draw() -> DiagramDrawing {
        var drawing = DiagramDrawing()
        drawing.isSummary = true
        var usage = DiagramLegend.Usage()
        usage.framework = content.marks.framework
        usage.summaryGroups = true

        var selection = Selection()
        for seeds in seedsOfConflicts() {
            if !select(seeds, into: &selection) { selection.omittedConflicts += 1 }
        }
        for item in content.marks.freedom.keys.compactMap({ content.itemIndex[$0] }).sorted() {
            if !select([item], into: &selection) { selection.omittedAmbiguities += 1 }
        }

        let detailed = selection.items.sorted()
        for item in detailed { drawing.nodeIDs[content.system.items[item].id] = DiagramNodes.nodeID(forItemAt: item) }
        let nodeMaker = DiagramNodes(system: content.system, axis: content.axis, marks: content.marks)
        let nested = NestedNodes(hierarchy: content.hierarchy, included: detailed, system: content.system)
        (drawing.nodes, drawing.clusters) = nested.build { nodeMaker.node(forItemAt: $0, used: &usage) }
        usage.clusters = !drawing.clusters.isEmpty

        let groups = SummaryGroups(content: content, detailed: selection.items, maximumGroups: limits.maximumGroups)
        drawing.nodes += groups.nodes
        drawEdges(into: &drawing, detailed: selection.items, groups: groups, usage: &usage)
        usage.conflicts = content.marks.shownConflictNumbers.filter { number in
            drawing.edges.contains { ($0.attributes["class"]?.keywordText ?? "").split(separator: " ").contains("conflict-\(number)") }
        }
        drawing.usage = usage
        drawing.captionLines += caption(selection)
        return drawing
    }

    private struct Selection {
        var items: Set<Int> = []
        var constraintCount = 0
        var omittedConflicts = 0
        var omittedAmbiguities = 0
    }

    /// The items of each conflict shown on this axis: those of its constraints and implicit rows.
    private func seedsOfConflicts() -> [Set<Int>] {
        var constraintsByID: [String: DiagramContent.AxisConstraint] = [:]
        for constraint in content.constraints { constraintsByID[content.system.constraints[constraint.index].id] = constraint }
        return content.diagnosis.conflicts.compactMap { conflict in
            guard conflict.axes.contains(content.axis) else { return nil }
            var seeds = Set(conflict.constraintIDs.compactMap { constraintsByID[$0] }.flatMap(\.items))
            for row in conflict.implicit where row.axis == content.axis {
                if let item = content.itemIndex[row.item] { seeds.insert(item) }
            }
            return seeds.isEmpty ? nil : seeds
        }
    }

    /// Adds `seeds` with their neighbours, or without them when the neighbours do not fit, or
    /// nothing when even the seeds do not fit; false in that last case.
    private func select(_ seeds: Set<Int>, into selection: inout Selection) -> Bool {
        var neighbourhood = seeds
        for item in seeds {
            for position in incidence[item] { neighbourhood.formUnion(content.constraints[position].items) }
        }
        for candidate in [neighbourhood, seeds] {
            let added = candidate.subtracting(selection.items)
            let items = selection.items.union(added)
            let count = selection.constraintCount + constraintsCompleted(by: added, within: items)
            if items.count <= limits.maximumItems && count <= limits.maximumConstraints
                && layoutSpan(of: items) <= limits.maximumLayoutSpan
            {
                selection.items = items
                selection.constraintCount = count
                return true
            }
        }
        return false
    }

    /// The `LayoutSpan` of the constraints drawn in full between `items`.
    private func layoutSpan(of items: Set<Int>) -> Int {
        let ordered = items.sorted()
        var position: [Int: Int] = [:]
        for (offset, item) in ordered.enumerated() { position[item] = offset }
        var drawn = Set<Int>()
        for item in ordered {
            for constraint in incidence[item] where content.constraints[constraint].items.allSatisfy(items.contains) {
                drawn.insert(constraint)
            }
        }
        let edges = drawn.sorted().flatMap { constraint in
            let items = content.constraints[constraint].items
            return items.dropFirst().map { (from: position[items[0]]!, to: position[$0]!) }
        }
        return LayoutSpan.estimate(nodeCount: ordered.count, edges: edges)
    }

    /// How many constraints have all their items in `items` once `added` joins it.
    private func constraintsCompleted(by added: Set<Int>, within items: Set<Int>) -> Int {
        var completed = Set<Int>()
        for item in added {
            for position in incidence[item] where content.constraints[position].items.allSatisfy(items.contains) {
                completed.insert(position)
            }
        }
        return completed.count
    }

    private func drawEdges(into drawing: inout DiagramDrawing, detailed: Set<Int>, groups: SummaryGroups, usage: inout DiagramLegend.Usage) {
        let edgeMaker = DiagramEdges(system: content.system, marks: content.marks)
        var loops = LoopPlacement(content: content)
        var counts: [Pair: Int] = [:]
        for constraint in content.constraints {
            let inside = constraint.items.filter(detailed.contains)
            if inside.isEmpty { continue }
            if inside.count == constraint.items.count {
                let side = constraint.items.count == 1 ? loops.next(on: constraint.items[0]) : nil
                let edges = edgeMaker.edges(
                    forConstraintAt: constraint.index, nodes: constraint.items.map(DiagramNodes.nodeID(forItemAt:)),
                    loopSide: side, used: &usage)
                drawing.edgeIDs[content.system.constraints[constraint.index].id] = edges.compactMap { $0.attributes["id"]?.keywordText }
                drawing.edges += edges
                continue
            }
            for item in Set(inside) {
                for group in Set(constraint.items.filter { !detailed.contains($0) }.compactMap(groups.node(of:))) {
                    counts[Pair(item: item, group: group), default: 0] += 1
                }
            }
        }
        for (number, loop) in content.marks.implicitLoops.enumerated() {
            guard let item = content.itemIndex[loop.item], detailed.contains(item) else { continue }
            drawing.edges.append(
                edgeMaker.implicitLoop(
                    loop, node: DiagramNodes.nodeID(forItemAt: item), number: number + 1, loopSide: loops.next(on: item)))
            usage.implicit = true
        }
        for (number, pair) in counts.keys.sorted().enumerated() {
            let count = counts[pair]!
            drawing.edges.append(
                DotEdge(
                    from: DiagramNodes.nodeID(forItemAt: pair.item), to: pair.group,
                    [
                        "id": .keyword("aggregate\(number + 1)"), "class": "aggregate", "style": "dotted",
                        "arrowhead": "none", "color": DiagramStyle.secondaryInk.value,
                        "label": .html(DiagramEdges.detail(DiagramSummary.count(count, "constraint"))),
                    ]))
            usage.aggregates = true
        }
    }

    private struct Pair: Hashable, Comparable {
        var item: Int
        var group: DotID
        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.item, lhs.group) < (rhs.item, rhs.group) }
    }

    private func caption(_ selection: Selection) -> [String] {
        let items = content.participants.count
        var lines = [
            "Summary: \(Self.number(items)) items and \(Self.number(content.constraints.count)) constraints on this axis are more than one diagram can show legibly",
            "(the limit is \(Self.number(limits.maximumItems)) items and \(Self.number(limits.maximumConstraints)) constraints). "
                + "Each grey box is one connected group of items; conflicts and ambiguous items are drawn in full with their neighbours.",
        ]
        var omitted: [String] = []
        if selection.omittedConflicts > 0 { omitted.append(ModelWording.count(selection.omittedConflicts, "conflict")) }
        if selection.omittedAmbiguities > 0 { omitted.append(ModelWording.count(selection.omittedAmbiguities, "ambiguous item")) }
        if !omitted.isEmpty {
            lines.append("Not drawn for lack of room (see the text report): " + omitted.joined(separator: " and ") + ".")
        }
        return lines
    }

    /// `1 item`, `12,345 items`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(number(value)) \(value == 1 ? noun : noun + "s")"
    }

    /// `12,345`: large counts are easier to read grouped.
    static func number(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (value < 0 ? NumberText.minusSign : "") + text
    }
}
