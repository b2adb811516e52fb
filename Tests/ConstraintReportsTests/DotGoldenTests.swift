import ConstraintReports
import Testing

/// The DOT text of hand-built graphs, byte for byte. DOT (not SVG) is what is compared: it is
/// ours alone, while SVG also depends on the Graphviz version and the installed fonts.
@Suite("DOT text of hand-built graphs")
struct DotGoldenTests {
    private func id(_ text: String) -> DotID { DotID(text)! }

    @Test func aSmallGraphWithDefaults() {
        let graph = DotGraph(
            name: id("vertical"),
            attributes: ["rankdir": "TB", "label": .text("Vertical axis"), "fontname": "Helvetica"],
            nodeDefaults: ["shape": "box", "fontname": "Helvetica"],
            edgeDefaults: ["fontsize": 10],
            nodes: [DotNode(id("item1"), ["label": .text("Window")]), DotNode(id("item2"))],
            edges: [DotEdge(from: id("item2"), to: id("item1"), ["label": .text("top = top + 20"), "penwidth": 1.5])])

        #expect(
            graph.render() == """
                digraph vertical {
                  fontname="Helvetica";
                  label="Vertical axis";
                  rankdir="TB";
                  node [fontname="Helvetica", shape="box"];
                  edge [fontsize="10"];
                  item1 [label="Window"];
                  item2;
                  item2 -> item1 [label="top = top + 20", penwidth="1.5"];
                }

                """)
    }

    @Test func nestedClustersAreNamedByIdOrNumberedInWritingOrder() {
        let root = DotCluster(
            id: id("item1"), label: "Window", style: "rounded",
            nodes: [DotNode(id("item1"), ["label": .text("Window")])],
            clusters: [
                DotCluster(
                    label: "Stack", style: "dashed", attributes: ["color": "gray50"],
                    nodes: [DotNode(id("item2")), DotNode(id("item3"))]),
                DotCluster(nodes: [DotNode(id("item4"))]),
            ])
        let graph = DotGraph(
            name: id("horizontal"), nodes: [DotNode(id("item5"))],
            edges: [DotEdge(from: id("item2"), to: id("item3")), DotEdge(from: id("item5"), to: id("item1"))],
            clusters: [root, DotCluster(label: "Other", nodes: [DotNode(id("item6"))])])

        #expect(
            graph.render() == """
                digraph horizontal {
                  item5;
                  subgraph cluster_item1 {
                    label="Window";
                    style="rounded";
                    item1 [label="Window"];
                    subgraph cluster_1 {
                      color="gray50";
                      label="Stack";
                      style="dashed";
                      item2;
                      item3;
                    }
                    subgraph cluster_2 {
                      item4;
                    }
                  }
                  subgraph cluster_3 {
                    label="Other";
                    item6;
                  }
                  item2 -> item3;
                  item5 -> item1;
                }

                """)
    }

    @Test func theLegendComesLastWithItsOwnNodesAndEdges() {
        let legend = DotCluster(
            label: "Legend", style: "dotted",
            nodes: [
                DotNode(id("legend_a"), ["label": .text(""), "shape": "point"]),
                DotNode(id("legend_b"), ["label": .text(""), "shape": "point"]),
                DotNode(id("legend_c"), ["label": .text(""), "shape": "point"]),
                DotNode(id("legend_d"), ["label": .text(""), "shape": "point"]),
            ],
            edges: [
                DotEdge(from: id("legend_a"), to: id("legend_b"), ["label": .text("conflict 1"), "color": "#d62728", "penwidth": 2]),
                DotEdge(from: id("legend_c"), to: id("legend_d"), ["label": .text("optional (priority < 1000)"), "style": "dashed"]),
            ])
        let graph = DotGraph(
            name: id("conflicts"),
            nodes: [DotNode(id("item1")), DotNode(id("item2"))],
            edges: [DotEdge(from: id("item1"), to: id("item2"), ["color": "#d62728", "penwidth": 2])],
            clusters: [DotCluster(id: id("legend"), nodes: [])],
            legend: legend)

        #expect(
            graph.render() == """
                digraph conflicts {
                  item1;
                  item2;
                  subgraph cluster_legend {
                  }
                  item1 -> item2 [color="#d62728", penwidth="2"];
                  subgraph clusterLegend {
                    label="Legend";
                    style="dotted";
                    legend_a [label="", shape="point"];
                    legend_b [label="", shape="point"];
                    legend_c [label="", shape="point"];
                    legend_d [label="", shape="point"];
                    legend_a -> legend_b [color="#d62728", label="conflict 1", penwidth="2"];
                    legend_c -> legend_d [label="optional (priority < 1000)", style="dashed"];
                  }
                }

                """)
    }

    @Test func hostileTextIsEscapedInEveryPlaceItCanAppear() {
        let hostile = "say \"hi\" \\N & <b>\nnext"
        let escaped = #""say \"hi\" \\N &amp; <b>\nnext""#
        let graph = DotGraph(
            name: id("g"), attributes: ["label": .text(hostile)],
            nodes: [DotNode(id("n"), ["label": .text(hostile), "xlabel": .text(hostile)])],
            edges: [DotEdge(from: id("n"), to: id("n"), ["headlabel": .text(hostile)])],
            clusters: [DotCluster(label: hostile)])

        #expect(
            graph.render() == """
                digraph g {
                  label=\(escaped);
                  n [label=\(escaped), xlabel=\(escaped)];
                  subgraph cluster_1 {
                    label=\(escaped);
                  }
                  n -> n [headlabel=\(escaped)];
                }

                """)
    }

    @Test func renderingIsIndependentOfTheOrderAttributesWereSet() {
        var first = DotAttributes()
        first["shape"] = "box"
        first["color"] = "red"
        first["label"] = .text("x")
        var second = DotAttributes()
        second["label"] = .text("x")
        second["color"] = "red"
        second["shape"] = "box"
        let render = { (attributes: DotAttributes) in
            DotGraph(name: DotID("g")!, nodes: [DotNode(DotID("n")!, attributes)]).render()
        }
        #expect(render(first) == render(second))
        #expect(render(first).contains(#"n [color="red", label="x", shape="box"];"#))
    }
}
