import ConstraintReports
import Testing

@testable import ConstraintGraphviz

@Suite("Rendering DOT to SVG in process")
struct GraphvizRendererTests {
    @Test func rendersNodesEdgesAndClustersOfABuiltGraph() throws {
        let window = DotID("item", 1)
        let label = DotID("item", 2)
        let button = DotID("item", 3)
        let graph = DotGraph(
            name: DotID("horizontal")!,
            nodes: [DotNode(window, ["label": .text("Window")])],
            edges: [
                DotEdge(from: label, to: window, ["label": .text("leading = 20")]),
                DotEdge(from: button, to: label, ["label": .text("leading = trailing + 8")]),
            ],
            clusters: [
                DotCluster(
                    label: "Window", style: "rounded",
                    nodes: [DotNode(label, ["label": .text("Label 'Hello'")]), DotNode(button, ["label": .text("Button")])])
            ])
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: graph.render()))

        #expect(svg.document.name == "svg")
        #expect(svg.nodes.map(\.title) == ["item1", "item2", "item3"])
        #expect(svg.node("item2")?.labelText == "Label 'Hello'")
        #expect(Set(svg.edges.map(\.title)) == ["item2->item1", "item3->item2"])
        #expect(svg.edges.first { $0.title == "item3->item2" }?.labelText == "leading = trailing + 8")
        #expect(svg.clusters.map(\.labelText) == ["Window"])
    }

    @Test func theSameDOTRendersTheSameSVG() throws {
        let dot = "digraph g { a -> b -> c; a -> c [label=\"x\"] }"
        #expect(try GraphvizRenderer.svg(fromDOT: dot) == GraphvizRenderer.svg(fromDOT: dot))
    }

    @Test func theInstalledGraphvizHasTheDotLayoutAndSVGOutput() throws {
        try GraphvizRenderer.checkPlugins()
    }

    @Test func otherFormatsGoThroughTheSamePath() throws {
        let plain = try GraphvizRenderer.render("digraph g { a -> b }", engine: "dot", format: "plain")
        let text = String(decoding: plain, as: UTF8.self)
        #expect(text.hasPrefix("graph "))
        #expect(text.contains("node a "))
        #expect(text.contains("edge a b "))
    }
}
