import CGraphviz

/// Lays out and renders DOT with the Graphviz C library, in this process (no `dot` executable).
///
/// Every call is synchronous and serialised behind one process-wide lock, so it is safe to call
/// from any thread or task; renders simply take turns. Graphviz's messages never reach standard
/// error: failures come back as `GraphvizError` carrying Graphviz's own text.
public enum GraphvizRenderer {
    /// Renders `dot` as SVG with the `dot` layout engine.
    ///
    /// The SVG depends only on the DOT text, the Graphviz version (named in a comment) and the
    /// fonts installed (text widths); compare DOT, not SVG, when output must be byte-identical.
    ///
    /// Graphviz runs in this process, so a crash inside it ends the process: give graphs with
    /// clusters and labelled edges `newrank=true` (see `DotGraph`).
    public static func svg(fromDOT dot: String) throws -> String {
        let bytes = try render(dot, engine: "dot", format: "svg")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks that the installed Graphviz can lay out with `dot` and write SVG, which its
    /// plugin configuration decides at run time; meant to run once at startup.
    ///
    /// - Throws: `GraphvizError.pluginsMissing` saying what is missing and how to repair it.
    public static func checkPlugins() throws {
        try checkPlugins(from: .installed)
    }

    /// The layout engine and output device every diagram needs.
    static let requiredLayout = "dot"
    static let requiredDevice = "svg"

    static func checkPlugins(from plugins: PluginSource) throws {
        try GraphvizLibrary.withExclusiveAccess {
            try withGraphvizContext(plugins: plugins) { context in
                if let problem = missingRequiredPlugins(in: context) {
                    throw GraphvizError.pluginsMissing(problem)
                }
            }
        }
    }

    /// Parses, lays out and renders one graph, freeing on every path what Graphviz allocated for
    /// it (the output buffer, the layout, the graph). A fresh graph each time: re-laying out a
    /// graph after `gvFreeLayout` crashes some Graphviz versions.
    static func render(
        _ dot: String, engine: String, format: String, plugins: PluginSource = .installed
    ) throws -> [UInt8] {
        try GraphvizLibrary.withExclusiveAccess {
            try withGraphvizContext(plugins: plugins) { context in
                let graph = try readSingleGraph(dot)
                defer { agclose(graph) }

                GraphvizLibrary.startStep()
                let layoutStatus = gvLayout(context, graph, engine)
                defer { gvFreeLayout(context, graph) }
                guard layoutStatus == 0 else {
                    let message = GraphvizLibrary.lastError() ?? "layout engine \(engine) failed"
                    throw missingRequiredPlugins(in: context).map(GraphvizError.pluginsMissing)
                        ?? GraphvizError.layout(message)
                }

                GraphvizLibrary.startStep()
                guard let bytes = renderedBytes(gvRenderData, context: context, graph: graph, format: format) else {
                    let message = GraphvizLibrary.lastError() ?? "rendering as \(format) failed"
                    throw missingRequiredPlugins(in: context).map(GraphvizError.pluginsMissing)
                        ?? GraphvizError.render(message)
                }
                return bytes
            }
        }
    }

    /// Parses `dot`, which must hold exactly one graph.
    ///
    /// cgraph's reader stops at the graph's closing brace and keeps whatever follows in its
    /// lexer's buffer, where the *next* `agmemread` finds it first: with Graphviz 2.42, a second
    /// graph in one caller's text is what another caller's render gets back, and a trailing line
    /// break shifts the line numbers of the next syntax error. So the rest of the input is always
    /// read to its end here, and anything but whitespace and comments there is an error.
    private static func readSingleGraph(_ dot: String) throws -> UnsafeMutablePointer<Agraph_t> {
        GraphvizLibrary.startStep()
        let graph = agmemread(dot)
        let parseError = GraphvizLibrary.lastError()

        GraphvizLibrary.startStep()
        var extraGraphs = 0
        while let leftover = agmemread("") {
            extraGraphs += 1
            agclose(leftover)
        }
        let leftoverError = GraphvizLibrary.lastError()

        guard let graph else {
            throw GraphvizError.syntax(parseError ?? "the DOT text is not a graph")
        }
        // Graphviz may return a graph after recovering from an error; a diagram drawn from part
        // of the input would mislead.
        if let message = parseError ?? leftoverError {
            agclose(graph)
            throw GraphvizError.syntax(message)
        }
        if extraGraphs > 0 {
            agclose(graph)
            throw GraphvizError.syntax("the DOT text holds \(extraGraphs + 1) graphs; a diagram is drawn from one")
        }
        return graph
    }

    /// A user-facing explanation when `context` lacks the `dot` layout or the SVG output, or nil
    /// when both are there. An unknown engine or format that was asked for on purpose is the
    /// caller's mistake, not a broken installation, so only the required pair is checked.
    private static func missingRequiredPlugins(in context: OpaquePointer) -> String? {
        var missing: [String] = []
        if !pluginNames(gvPluginList, context: context, kind: "layout").contains(requiredLayout) {
            missing.append("the `\(requiredLayout)` layout")
        }
        let renderers = pluginNames(gvPluginList, context: context, kind: "render")
        let devices = pluginNames(gvPluginList, context: context, kind: "device")
        if !renderers.contains(requiredDevice) || !devices.contains(requiredDevice) {
            missing.append("the `\(requiredDevice)` renderer")
        }
        guard !missing.isEmpty else { return nil }
        return "Graphviz cannot find \(missing.joined(separator: " and ")): its plugin configuration is missing or stale. "
            + "Run `dot -c` (as root if Graphviz's library folder is not writable); on macOS `brew reinstall graphviz`; "
            + "Debian: `apt-get install libgraphviz-dev`."
    }
}
