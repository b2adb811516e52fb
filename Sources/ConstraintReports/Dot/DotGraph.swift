/// A node: a generated name and its attributes (its label usually holds the readable text).
public struct DotNode: Hashable, Sendable {
    public var id: DotID
    public var attributes: DotAttributes

    public init(_ id: DotID, _ attributes: DotAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}

/// A directed edge between two nodes, named by their ids.
public struct DotEdge: Hashable, Sendable {
    public var from: DotID
    public var to: DotID
    public var attributes: DotAttributes

    public init(from: DotID, to: DotID, _ attributes: DotAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}

/// A box drawn around its nodes and sub-clusters (a superview around its subviews).
///
/// Graphviz draws a subgraph as a box only when its name starts with `cluster`, so the name is
/// made when rendering: `cluster_<id>` when an id is given, `cluster_<n>` (numbered in the order
/// the clusters are written) otherwise.
public struct DotCluster: Hashable, Sendable {
    public var id: DotID?
    public var attributes: DotAttributes
    public var nodes: [DotNode]
    public var edges: [DotEdge]
    public var clusters: [DotCluster]

    public init(
        id: DotID? = nil, label: String? = nil, style: String? = nil, attributes: DotAttributes = [:],
        nodes: [DotNode] = [], edges: [DotEdge] = [], clusters: [DotCluster] = []
    ) {
        self.id = id
        self.attributes = attributes
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
        if let label { self.label = label }
        if let style { self.style = style }
    }

    /// The caption drawn at the top of the box, shown exactly as given.
    public var label: String? {
        get { attributes.text("label") }
        set { attributes["label"] = newValue.map(DotValue.text) }
    }

    /// Graphviz's style list (`rounded`, `dashed`, `filled,rounded`).
    public var style: String? {
        get { if case .keyword(let style) = attributes["style"] { return style } else { return nil } }
        set { attributes["style"] = newValue.map(DotValue.keyword) }
    }
}

/// A directed graph as a value, rendered to DOT text by `render()`.
///
/// Everything is written in the order it was added (nodes, then clusters, then edges, at each
/// level), attributes sorted by name, so the same graph always gives the same bytes.
///
/// Graphs with clusters and labelled edges need `newrank=true` in `attributes` (or edge text
/// in `xlabel` instead of `label`): without either, Graphviz 2.42's `dot` layout aborts the
/// whole process (a double free in its flat-edge code) on about 40% of such graphs, as measured
/// on random clustered graphs; with either, none of 600 crashed.
public struct DotGraph: Hashable, Sendable {
    public var name: DotID
    /// Attributes of the graph itself (`label`, `rankdir`, `fontname`).
    public var attributes: DotAttributes
    /// Defaults for every node and edge (`node [...]`, `edge [...]`).
    public var nodeDefaults: DotAttributes
    public var edgeDefaults: DotAttributes
    public var nodes: [DotNode]
    public var edges: [DotEdge]
    public var clusters: [DotCluster]
    /// Drawn last, in its own box (named `clusterLegend`), explaining colours and styles.
    public var legend: DotCluster?

    public init(
        name: DotID, attributes: DotAttributes = [:], nodeDefaults: DotAttributes = [:],
        edgeDefaults: DotAttributes = [:], nodes: [DotNode] = [], edges: [DotEdge] = [],
        clusters: [DotCluster] = [], legend: DotCluster? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
        self.legend = legend
    }

    /// The graph's caption, shown exactly as given.
    public var label: String? {
        get { attributes.text("label") }
        set { attributes["label"] = newValue.map(DotValue.text) }
    }
}
