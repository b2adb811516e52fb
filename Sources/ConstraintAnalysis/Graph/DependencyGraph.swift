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

    init(problem: LayoutProblem) {
        let system = problem.system
        items = system.items.map(\.id)
        var axesOfConstraint: [Int: Set<Axis>] = [:]
        for row in problem.rows {
            guard let index = row.origin.constraintIndex else { continue }
            axesOfConstraint[index, default: []].formUnion(problem.axes(of: row))
        }
        edges = system.constraints.indices.compactMap { index in
            let constraint = system.constraints[index]
            guard let axes = axesOfConstraint[index], !axes.isEmpty else { return nil }
            return Edge(
                constraintID: constraint.id, items: constraint.itemIDs, axes: axes.sorted(), origin: constraint.origin,
                isRequired: constraint.priority.isRequired)
        }
        var components: [Component] = []
        for axis in Axis.allCases {
            let axisEdges = edges.filter { $0.axes.contains(axis) }
            var parent: [String: String] = [:]
            func find(_ item: String) -> String {
                var root = item
                while let next = parent[root], next != root { root = next }
                return root
            }
            for edge in axisEdges {
                for item in edge.items where parent[item] == nil { parent[item] = item }
                for item in edge.items.dropFirst() {
                    let a = find(edge.items[0])
                    let b = find(item)
                    if a != b { parent[b] = a }
                }
            }
            var grouped: [String: Component] = [:]
            var order: [String] = []
            for item in items where parent[item] != nil {
                let root = find(item)
                if grouped[root] == nil {
                    grouped[root] = Component(axis: axis, items: [], constraintIDs: [])
                    order.append(root)
                }
                grouped[root]!.items.append(item)
            }
            for edge in axisEdges { grouped[find(edge.items[0])]!.constraintIDs.append(edge.constraintID) }
            components += order.map { grouped[$0]! }
        }
        self.components = components
    }
}
