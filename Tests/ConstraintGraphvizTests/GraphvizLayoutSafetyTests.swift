import ConstraintReports
import Testing

@testable import ConstraintGraphviz

/// Graphviz 2.42's `dot` aborts the process (double free in its flat-edge code) on about 40%
/// of clustered graphs with labelled edges, measured with a C driver outside this process; that
/// case cannot be tested here without killing the test run. These tests hold the settings the
/// diagrams rely on instead: `newrank=true`, or edge text in `xlabel`, on the same kind of graphs.
@Suite("Clustered graphs with labelled edges lay out without crashing")
struct GraphvizLayoutSafetyTests {
    /// A deterministic pseudo-random graph: 6–40 nodes in clusters of 2–8, 0.8–1.6 edges per
    /// node, self-loops and repeated edges included.
    static func graph(seed: UInt64, edgeText: String, graphAttributes: DotAttributes) -> DotGraph {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let nodeCount = 6 + next(35)
        let clusterSize = 2 + next(7)
        let edgeCount = nodeCount * (8 + next(9)) / 10
        let ids = (0..<nodeCount).map { DotID("n", $0) }
        var attributes = graphAttributes
        if next(2) == 0 { attributes["rankdir"] = "LR" }
        return DotGraph(
            name: DotID("g")!, attributes: attributes, nodeDefaults: ["shape": "box"],
            edges: (0..<edgeCount).map { index in
                DotEdge(from: ids[next(nodeCount)], to: ids[next(nodeCount)], [edgeText: .text("c\(index) = x + \(index)")])
            },
            clusters: stride(from: 0, to: nodeCount, by: clusterSize).map { start in
                DotCluster(
                    label: "S\(start)",
                    nodes: ids[start..<min(start + clusterSize, nodeCount)].map { DotNode($0, ["label": .text("Item \($0)")]) })
            })
    }

    @Test(arguments: 0..<4)
    func withNewRank(batch: UInt64) throws {
        for seed in (batch * 20)..<((batch + 1) * 20) {
            let graph = Self.graph(seed: seed, edgeText: "label", graphAttributes: ["newrank": true])
            let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: graph.render()))
            #expect(svg.edges.count == graph.edges.count)
        }
    }

    @Test(arguments: 0..<4)
    func withEdgeTextAsXLabel(batch: UInt64) throws {
        for seed in (batch * 20)..<((batch + 1) * 20) {
            let graph = Self.graph(seed: seed, edgeText: "xlabel", graphAttributes: [:])
            let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: graph.render()))
            #expect(svg.edges.count == graph.edges.count)
        }
    }
}
