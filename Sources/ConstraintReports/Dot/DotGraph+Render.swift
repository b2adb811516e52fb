extension DotGraph {
    /// The graph as DOT text: deterministic, two spaces of indentation per level, one statement
    /// per line, ending with a newline.
    public func render() -> String {
        var writer = DotWriter()
        writer.line("digraph \(name.rawValue) {")
        writer.indent {
            $0.body(
                attributes: attributes, nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults,
                nodes: nodes, clusters: clusters, edges: edges)
            if let legend { $0.cluster(legend, name: DotWriter.legendName) }
        }
        writer.line("}")
        return writer.text
    }
}

/// Accumulates DOT lines and numbers the clusters that have no id of their own.
private struct DotWriter {
    static let legendName = "clusterLegend"

    private(set) var text = ""
    private var depth = 0
    private var unnamedClusters = 0

    mutating func line(_ statement: String) {
        text += String(repeating: "  ", count: depth) + statement + "\n"
    }

    mutating func indent(_ body: (inout DotWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    mutating func body(
        attributes: DotAttributes, nodeDefaults: DotAttributes = [:], edgeDefaults: DotAttributes = [:],
        nodes: [DotNode], clusters: [DotCluster], edges: [DotEdge]
    ) {
        for assignment in attributes.sortedAssignments { line(assignment + ";") }
        if !nodeDefaults.isEmpty { line("node " + list(nodeDefaults) + ";") }
        if !edgeDefaults.isEmpty { line("edge " + list(edgeDefaults) + ";") }
        for node in nodes { line(node.id.rawValue + suffix(node.attributes) + ";") }
        for cluster in clusters { self.cluster(cluster, name: clusterName(cluster)) }
        for edge in edges { line("\(edge.from.rawValue) -> \(edge.to.rawValue)" + suffix(edge.attributes) + ";") }
    }

    mutating func cluster(_ cluster: DotCluster, name: String) {
        line("subgraph \(name) {")
        indent {
            $0.body(attributes: cluster.attributes, nodes: cluster.nodes, clusters: cluster.clusters, edges: cluster.edges)
        }
        line("}")
    }

    /// `cluster_<id>` or `cluster_<n>`: the two cannot collide because an id never starts with a
    /// digit, and neither can be the legend's `clusterLegend`.
    private mutating func clusterName(_ cluster: DotCluster) -> String {
        if let id = cluster.id { return "cluster_" + id.rawValue }
        unnamedClusters += 1
        return "cluster_\(unnamedClusters)"
    }

    private func list(_ attributes: DotAttributes) -> String {
        "[" + attributes.sortedAssignments.joined(separator: ", ") + "]"
    }

    private func suffix(_ attributes: DotAttributes) -> String {
        attributes.isEmpty ? "" : " " + list(attributes)
    }
}
