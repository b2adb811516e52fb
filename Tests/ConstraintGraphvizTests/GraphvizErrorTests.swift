import Testing

@testable import ConstraintGraphviz

@Suite("Graphviz failures come back as errors with Graphviz's text")
struct GraphvizErrorTests {
    @Test func badDOTIsASyntaxErrorWithGraphvizsMessage() {
        #expect(throws: GraphvizError.syntax("syntax error in line 1 near '}'")) {
            try GraphvizRenderer.svg(fromDOT: "digraph { a -> }")
        }
    }

    @Test func aSyntaxErrorOnALaterLineNamesThatLine() {
        #expect(throws: GraphvizError.syntax("syntax error in line 3 near '->'")) {
            try GraphvizRenderer.svg(fromDOT: "digraph {\n  a -> b;\n  -> c;\n}")
        }
    }

    @Test func emptyTextIsNotAGraph() {
        #expect(throws: GraphvizError.syntax("the DOT text is not a graph")) {
            try GraphvizRenderer.svg(fromDOT: "")
        }
    }

    @Test func aGoodGraphAfterABadOneRenders() throws {
        _ = try? GraphvizRenderer.svg(fromDOT: "digraph { a -> }")
        let svg = try GraphvizRenderer.svg(fromDOT: "digraph { a -> b }")
        #expect(svg.contains("<svg"))
    }

    @Test func anUnknownLayoutEngineIsALayoutError() throws {
        let error = try #require(throws: GraphvizError.self) {
            try GraphvizRenderer.render("digraph { a }", engine: "nosuchengine", format: "svg")
        }
        guard case .layout(let message) = error else {
            Issue.record("expected a layout error, got \(error)")
            return
        }
        #expect(message.hasPrefix(#"Layout type: "nosuchengine" not recognized. Use one of:"#))
        #expect(message.contains(" dot "))
    }

    @Test func anUnknownOutputFormatIsARenderError() {
        #expect(throws: GraphvizError.render("renderer for svgx is unavailable")) {
            try GraphvizRenderer.render("digraph { a }", engine: "dot", format: "svgx")
        }
    }

    @Test func withoutPluginsRenderingSaysHowToRepairGraphviz() throws {
        let error = try #require(throws: GraphvizError.self) {
            try GraphvizRenderer.render("digraph { a }", engine: "dot", format: "svg", plugins: .none)
        }
        guard case .pluginsMissing(let advice) = error else {
            Issue.record("expected pluginsMissing, got \(error)")
            return
        }
        #expect(advice.hasPrefix("Graphviz cannot find the `dot` layout and the `svg` renderer: "))
        #expect(advice.contains("dot -c"))
        #expect(advice.contains("brew reinstall graphviz"))
        #expect(advice.contains("apt-get install libgraphviz-dev"))
    }

    @Test func thePluginCheckFailsWithoutPlugins() throws {
        let error = try #require(throws: GraphvizError.self) {
            try GraphvizRenderer.checkPlugins(from: .none)
        }
        #expect(error.description.hasPrefix("Graphviz is not usable: Graphviz cannot find the `dot` layout"))
        #expect(error.description.contains("dot -c"))
    }

    @Test func errorDescriptionsSayWhichStepFailed() {
        #expect(GraphvizError.syntax("m").description == "Graphviz could not read the DOT text: m")
        #expect(GraphvizError.layout("m").description == "Graphviz could not lay out the graph: m")
        #expect(GraphvizError.render("m").description == "Graphviz could not render the graph: m")
        #expect(GraphvizError.pluginsMissing("m").description == "Graphviz is not usable: m")
    }
}
