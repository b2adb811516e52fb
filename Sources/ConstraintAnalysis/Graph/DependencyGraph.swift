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
        items = system.items.map(\.id)
        // Per constraint: which axes its rows touch and which items (by index) they mention,
        // collected from the lowered rows so that no item id has to be hashed.
        var horizontal = [Bool](repeating: false, count: system.constraints.count)
        var vertical = [Bool](repeating: false, count: system.constraints.count)
        for row in problem.rows {
            guard let index = row.origin.constraintIndex else { continue }
            let axes = problem.axes(of: row)
            if axes.contains(.horizontal) { horizontal[index] = true }
            if axes.contains(.vertical) { vertical[index] = true }
        }
        var edges: [Edge] = []
        var edgeItems: [[Int]] = []
        edges.reserveCapacity(system.constraints.count)
        // The three possible axis lists, shared by every edge instead of built for each.
        let horizontalOnly: [Axis] = [.horizontal]
        let verticalOnly: [Axis] = [.vertical]
        let bothAxes: [Axis] = [.horizontal, .vertical]
        // Read in place: copying each constraint out of the array retains all of its strings.
        system.constraints.withUnsafeBufferPointer { constraints in
            for index in constraints.indices where horizontal[index] || vertical[index] {
                let axes = horizontal[index] ? (vertical[index] ? bothAxes : horizontalOnly) : verticalOnly
                let ids = constraints[index].itemIDs
                edges.append(
                    Edge(
                        constraintID: constraints[index].id, items: ids, axes: axes, origin: constraints[index].origin,
                        isRequired: constraints[index].priority.isRequired))
                edgeItems.append(ids.compactMap { problem.itemIndex[$0] })
            }
        }
        self.edges = edges
        var components: [Component] = []
        for axis in Axis.allCases {
            var sets = DisjointSets(count: items.count)
            var present = [Bool](repeating: false, count: items.count)
            for (edge, members) in zip(edges, edgeItems) where edge.axes.contains(axis) {
                for member in members { present[member] = true }
                for member in members.dropFirst() { sets.union(members[0], member) }
            }
            var grouped: [Int: Component] = [:]
            var order: [Int] = []
            for (index, item) in items.enumerated() where present[index] {
                let root = sets.find(index)
                if grouped[root] == nil {
                    grouped[root] = Component(axis: axis, items: [], constraintIDs: [])
                    order.append(root)
                }
                grouped[root]!.items.append(item)
            }
            for (edge, members) in zip(edges, edgeItems) where edge.axes.contains(axis) {
                guard let first = members.first else { continue }
                grouped[sets.find(first)]!.constraintIDs.append(edge.constraintID)
            }
            components += order.map { grouped[$0]! }
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
