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

/// cgraph keeps unread input for the next `agmemread`; one render must never see another's.
@Suite("Each render reads only its own DOT text")
struct GraphvizLeftoverInputTests {
    @Test func aSecondGraphIsRejectedAndDoesNotLeakIntoTheNextRender() throws {
        #expect(throws: GraphvizError.syntax("the DOT text holds 2 graphs; a diagram is drawn from one")) {
            try GraphvizRenderer.svg(fromDOT: "digraph first { x } digraph second { leaked1 -> leaked2 }")
        }
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: "digraph mine { q; r; s }"))
        #expect(svg.nodes.map(\.title) == ["q", "r", "s"])
    }

    @Test func trailingGarbageIsASyntaxError() throws {
        let error = try #require(throws: GraphvizError.self) {
            try GraphvizRenderer.svg(fromDOT: "digraph g { x } garbage {")
        }
        guard case .syntax(let message) = error else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(message.hasPrefix("syntax error in line 1"))
    }

    @Test func trailingCommentsAndLineBreaksAreFine() throws {
        let svg = try RenderedSVG(GraphvizRenderer.svg(fromDOT: "digraph g { x }\n// done\n/* really */\n\n"))
        #expect(svg.nodes.map(\.title) == ["x"])
    }

    /// A trailing line break once left behind made the next error say "line 2" for one-line text.
    @Test func lineNumbersStartAtOneAfterTextWithTrailingLineBreaks() {
        _ = try? GraphvizRenderer.svg(fromDOT: "digraph g { x }\n\n\n")
        #expect(throws: GraphvizError.syntax("syntax error in line 1 near '}'")) {
            try GraphvizRenderer.svg(fromDOT: "digraph { a -> }")
        }
    }
}
