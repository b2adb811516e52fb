import ConstraintReports
import Testing

@testable import ConstraintGraphviz

/// Input text goes through `DotEscaping`, DOT, Graphviz and SVG; read back as XML it must be
/// exactly what went in.
@Suite("Hostile labels survive the round trip through Graphviz")
struct HostileLabelTests {
    static let labels: [String] = [
        #"quotes "double" and 'single'"#,
        "<script>alert('x')</script>",
        "ampersand & entity &amp; tags &lt;b&gt; numeric &#233; bare &nbsp",
        "first line\nsecond line\r\nthird line\rfourth",
        "braces {curly} [square] (round) |pipe| ;semicolon; =equals=",
        #"back\slash \\ double \N \G \E \T \H \L \l \n \r end\"#,
        "tab\there",
        "RTL עברית and العربية mixed",
        "emoji 😀 family 👩‍👩‍👧 flag 🇮🇱 skin 👍🏽",
        "quote and combining mark \"\u{301} end",
        "Graphviz keywords digraph subgraph node edge -> -- strict",
        "  leading and trailing spaces  ",
        String(repeating: #"long <&> "x" \ label "#, count: 100),
    ]

    static var graph: DotGraph {
        let ids = labels.indices.map { DotID("n", $0) }
        return DotGraph(
            name: DotID("hostile")!,
            attributes: ["label": .text("graph: " + labels[1])],
            nodes: zip(ids, labels).map { DotNode($0, ["label": .text($1)]) },
            edges: zip(ids, ids.dropFirst()).enumerated().map { index, pair in
                DotEdge(from: pair.0, to: pair.1, ["label": .text(labels[(index + 5) % labels.count])])
            },
            clusters: [DotCluster(label: labels[0] + "\n" + labels[5], nodes: [DotNode(DotID("inside")!)])])
    }

    @Test func theLongLabelIsAtLeastTwoKilobytes() {
        #expect(Self.labels.last!.utf8.count >= 2048)
    }

    @Test func everyNodeLabelComesBackExactly() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: Self.graph.render()))
        for (index, label) in Self.labels.enumerated() {
            let node = try #require(svg.node("n\(index)"), "node n\(index) is missing")
            #expect(node.lines == RenderedSVG.expectedLines(label), "label \(index)")
        }
    }

    @Test func everyEdgeIsThereWithItsLabel() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: Self.graph.render()))
        let expected = Self.graph.edges.map { edge -> RenderedSVG.Shape in
            guard case .text(let label) = edge.attributes["label"] else { fatalError("edges are built with text labels") }
            return RenderedSVG.Shape(title: "\(edge.from)->\(edge.to)", lines: RenderedSVG.expectedLines(label))
        }
        #expect(svg.edges == expected)
    }

    @Test func clusterAndGraphLabelsComeBackExactly() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: Self.graph.render()))
        #expect(svg.clusters.map(\.lines) == [RenderedSVG.expectedLines(Self.labels[0] + "\n" + Self.labels[5])])
        let graphGroup = try #require(svg.document.elements(withClass: "graph").first)
        let graphTexts = graphGroup.children.filter { $0.name == "text" }.map { RenderedSVG.readable($0.text) }
        #expect(graphTexts == ["graph: " + Self.labels[1]])
    }

    @Test func noScriptElementAppears() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: Self.graph.render()))
        #expect(svg.document.elements(named: "script").isEmpty)
        #expect(svg.document.allElements.allSatisfy { !$0.name.lowercased().contains("script") })
    }

    /// Graphviz copies control characters into SVG unescaped, and XML forbids them; the escaping
    /// shows them as control pictures, and the SVG stays well-formed.
    @Test func controlCharactersAreShownAsControlPictures() throws {
        let dot = DotGraph(
            name: DotID("g")!, nodes: [DotNode(DotID("n")!, ["label": .text("bell\u{7} esc\u{1B} nul\u{0} del\u{7F} c1\u{85}")])]
        ).render()
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: dot))
        #expect(svg.node("n")?.lines == ["bell\u{2407} esc\u{241B} nul\u{2400} del\u{2421} c1\u{FFFD}"])
    }

    /// The check above is only meaningful if raw control characters really do break the SVG.
    @Test func rawControlCharactersWouldBreakTheSVG() throws {
        let svg = try GraphvizRenderer.svg(fromDOT: "digraph g { n [label=\"bell\u{7}\"] }")
        #expect(throws: (any Error).self) { try RenderedSVG(svg) }
    }

    /// Likewise for `&`: Graphviz decodes entities in labels, so unescaped `&amp;` loses text.
    @Test func unescapedEntitiesWouldBeDecodedByGraphviz() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: #"digraph g { n [label="a &amp; b \\N"] }"#))
        #expect(svg.node("n")?.lines == [#"a & b \N"#])
    }
}
