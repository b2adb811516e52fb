import ConstraintModel

/// Which constraints tie which items on which axis: the structure the analyses work on and the
/// diagrams draw. Built from the lowered rows, so a width↔height constraint shows on both axes.
public struct DependencyGraph: Sendable, Hashable {
    public struct Edge: Sendable, Hashable {
        public var constraintID: String
        /// Item ids in the constraint's order (first item first).
        public var items: [String]
        public var axes: [Axis]
        public var origin: ConstraintOrigin
        public var isRequired: Bool
    }

    /// Items connected through constraints on one axis.
    public struct Component: Sendable, Hashable {
        public var axis: Axis
        public var items: [String]
        public var constraintIDs: [String]
    }

    public var items: [String]
    public var edges: [Edge]
    public var components: [Component]

    public func edges(on axis: Axis) -> [Edge] { edges.filter { $0.axes.contains(axis) } }
    public func components(on axis: Axis) -> [Component] { components.filter { $0.axis == axis } }
    /// Constraints that join the two axes (aspect ratios).
    public var crossAxisConstraintIDs: [String] { edges.filter { $0.axes.count > 1 }.map(\.constraintID) }

    /// A graph with nothing in it (when the layout is not analysed).
    static let empty = DependencyGraph(items: [], edges: [], components: [])

    init(items: [String], edges: [Edge], components: [Component]) {
        self.items = items
        self.edges = edges
        self.components = components
    }

    init(problem: LayoutProblem) {
        let system = problem.system
        let itemIDs = system.items.map(\.id)
        items = itemIDs
        // Per constraint: which axes its rows touch and which items (by index) they mention,
        // collected from the lowered rows so that no item id has to be hashed.
        var horizontal = [Bool](repeating: false, count: system.constraints.count)
        var vertical = [Bool](repeating: false, count: system.constraints.count)
        for row in problem.rows {
            guard let index = row.origin.constraintIndex else { continue }
            let axes = problem.mentionsAxes(row)
            if axes.horizontal { horizontal[index] = true }
            if axes.vertical { vertical[index] = true }
        }
        var edges: [Edge] = []
        // The item indices of edge `e` are `edgeItems[edgeItemStart[e]..<edgeItemStart[e + 1]]`:
        // one flat array instead of one small array per edge.
        var edgeItems: [Int] = []
        var edgeItemStart: [Int] = [0]
        edges.reserveCapacity(system.constraints.count)
        // At most two items per constraint; grown by doubling, a large layout's list was copied
        // into fresh memory a dozen times.
        edgeItems.reserveCapacity(2 * system.constraints.count)
        edgeItemStart.reserveCapacity(system.constraints.count + 1)
        // The three possible axis lists, shared by every edge instead of built for each.
        let horizontalOnly: [Axis] = [.horizontal]
        let verticalOnly: [Axis] = [.vertical]
        let bothAxes: [Axis] = [.horizontal, .vertical]
        // Read in place: copying each constraint out of the array retains all of its strings.
        system.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices where horizontal[index] || vertical[index] {
                let axes = horizontal[index] ? (vertical[index] ? bothAxes : horizontalOnly) : verticalOnly
                let ids: [String]
                if index < problem.constraintItems.count, let known = problem.constraintItems[index].distinctItems {
                    // The lowering's item indices: the same ids, in the same order, unhashed.
                    edgeItems.append(known.first)
                    if let second = known.second {
                        edgeItems.append(second)
                        ids = [itemIDs[known.first], itemIDs[second]]
                    } else {
                        ids = [itemIDs[known.first]]
                    }
                } else {
                    ids = constraints[index].itemIDs
                    for id in ids {
                        if let item = problem.itemIndex[id] { edgeItems.append(item) }
                    }
                }
                edges.append(
                    Edge(
                        constraintID: constraints[index].id, items: ids, axes: axes, origin: constraints[index].origin,
                        isRequired: constraints[index].priority.isRequired))
                edgeItemStart.append(edgeItems.count)
            }
        }
        self.edges = edges
        var components: [Component] = []
        for axis in Axis.allCases {
            var sets = DisjointSets(count: items.count)
            var present = [Bool](repeating: false, count: items.count)
            func members(of edge: Int) -> ArraySlice<Int> { edgeItems[edgeItemStart[edge]..<edgeItemStart[edge + 1]] }
            for edge in edges.indices where edges[edge].axes.contains(axis) {
                let members = members(of: edge)
                for member in members { present[member] = true }
                if let first = members.first {
                    for member in members.dropFirst() { sets.union(first, member) }
                }
            }
            // Components in the order of their first item; `slot[root]` is a root's place in it.
            var axisComponents: [Component] = []
            var slot = [Int](repeating: -1, count: items.count)
            for (index, item) in items.enumerated() where present[index] {
                let root = sets.find(index)
                if slot[root] < 0 {
                    slot[root] = axisComponents.count
                    axisComponents.append(Component(axis: axis, items: [], constraintIDs: []))
                }
                axisComponents[slot[root]].items.append(item)
            }
            for edge in edges.indices where edges[edge].axes.contains(axis) {
                guard let first = members(of: edge).first else { continue }
                axisComponents[slot[sets.find(first)]].constraintIDs.append(edges[edge].constraintID)
            }
            components += axisComponents
        }
        self.components = components
    }
}

/// Union–find with path halving and union by size: near-constant time per operation, so long
/// chains of views stay linear.
struct DisjointSets {
    private var parent: [Int]
    private var size: [Int]

    init(count: Int) {
        parent = Array(0..<count)
        size = Array(repeating: 1, count: count)
    }

    mutating func find(_ element: Int) -> Int {
        var current = element
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    mutating func union(_ a: Int, _ b: Int) {
        var rootA = find(a)
        var rootB = find(b)
        guard rootA != rootB else { return }
        if size[rootA] < size[rootB] { swap(&rootA, &rootB) }
        parent[rootB] = rootA
        size[rootA] += size[rootB]
    }
}
