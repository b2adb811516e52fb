import ConstraintReports
import Testing

@Suite("DOT names, values and structure checks")
struct DotModelTests {
    @Test(arguments: ["item1", "_x", "A_b9", "legend_required", "nodes", "Graph2"])
    func plainIdentifiersAreNames(_ text: String) {
        #expect(DotID(text)?.rawValue == text)
    }

    @Test(arguments: [
        "", "1item", "item-1", "a b", "a\"b", "é", "node", "Edge", "GRAPH", "digraph", "subgraph", "strict",
        "a\nb", "cluster;x", "x\u{301}",
    ])
    func anythingElseIsRejected(_ text: String) {
        #expect(DotID(text) == nil)
    }

    @Test func numberedIdentifiersAppendTheNumber() {
        #expect(DotID("item", 12).rawValue == "item12")
        #expect(DotID("legend_", 0).description == "legend_0")
    }

    @Test func numbersAreWrittenInTheirShortestForm() {
        #expect(DotValue.number(2).dotText == #""2""#)
        #expect(DotValue.number(-0.5).dotText == #""-0.5""#)
        #expect(DotValue.number(1.25).dotText == #""1.25""#)
        #expect(DotValue(floatLiteral: 3.0).dotText == #""3""#)
        #expect(DotValue(integerLiteral: 7) == .keyword("7"))
        #expect(DotValue(booleanLiteral: true) == .keyword("true"))
    }

    @Test func unusualAttributeNamesAreQuoted() {
        let graph = DotGraph(name: DotID("g")!, nodes: [DotNode(DotID("n")!, ["odd name": "x", "fontsize": 9])])
        #expect(graph.render().contains(#"n [fontsize="9", "odd name"="x"];"#))
    }

    @Test func clusterLabelAndStyleAreTheirAttributes() {
        var cluster = DotCluster(label: "Superview", style: "rounded")
        #expect(cluster.attributes == ["label": .text("Superview"), "style": .keyword("rounded")])
        cluster.label = nil
        cluster.style = "dashed"
        #expect(cluster.attributes == ["style": .keyword("dashed")])
        #expect(cluster.label == nil && cluster.style == "dashed")
    }

    @Test func aWellFormedGraphHasNoStructuralProblems() {
        let a = DotID("item", 1)
        let b = DotID("item", 2)
        let graph = DotGraph(
            name: DotID("g")!, nodes: [DotNode(a)], edges: [DotEdge(from: a, to: b)],
            clusters: [DotCluster(nodes: [DotNode(b)])])
        #expect(graph.structuralProblems().isEmpty)
    }

    @Test func duplicatesAndUndeclaredEndpointsAreReported() {
        let a = DotID("item", 1)
        let b = DotID("item", 2)
        let ghost = DotID("item", 9)
        let graph = DotGraph(
            name: DotID("g")!, nodes: [DotNode(a)],
            edges: [DotEdge(from: a, to: ghost), DotEdge(from: ghost, to: ghost)],
            clusters: [DotCluster(id: b, nodes: [DotNode(a)]), DotCluster(id: b)],
            legend: DotCluster(edges: [DotEdge(from: b, to: a)]))
        #expect(
            graph.structuralProblems() == [
                "node item1 is declared more than once",
                "cluster item2 is declared more than once",
                "edge item1 -> item9 uses undeclared node item9",
                "edge item9 -> item9 uses undeclared node item9",
                "edge item2 -> item1 uses undeclared node item2",
            ])
    }
}
