extension DotGraph {
    /// Mistakes Graphviz would accept without a word, which a diagram builder's tests should
    /// rule out: a node declared twice (Graphviz merges the two, the later attributes winning),
    /// an edge to a node never declared (Graphviz draws a bare node named after the id), and two
    /// clusters with the same id (Graphviz merges their contents).
    ///
    /// - Returns: one sentence per problem, in the order found; empty when there are none.
    public func structuralProblems() -> [String] {
        var problems: [String] = []
        var declared = Set<DotID>()
        var clusterIDs = Set<DotID>()
        var allEdges: [DotEdge] = []

        func visit(nodes: [DotNode], edges: [DotEdge], clusters: [DotCluster]) {
            for node in nodes where !declared.insert(node.id).inserted {
                problems.append("node \(node.id) is declared more than once")
            }
            allEdges += edges
            for cluster in clusters {
                if let id = cluster.id, !clusterIDs.insert(id).inserted {
                    problems.append("cluster \(id) is declared more than once")
                }
                visit(nodes: cluster.nodes, edges: cluster.edges, clusters: cluster.clusters)
            }
        }
        visit(nodes: nodes, edges: edges, clusters: clusters + (legend.map { [$0] } ?? []))

        for edge in allEdges {
            for end in Set([edge.from, edge.to]).sorted() where !declared.contains(end) {
                problems.append("edge \(edge.from) -> \(edge.to) uses undeclared node \(end)")
            }
        }
        return problems
    }
}
