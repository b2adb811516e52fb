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

    /// Parses, lays out and renders one graph, freeing everything Graphviz allocated on every
    /// path. A fresh graph each time: re-laying out a graph after `gvFreeLayout` crashes some
    /// Graphviz versions.
    static func render(
        _ dot: String, engine: String, format: String, plugins: PluginSource = .installed
    ) throws -> [UInt8] {
        try GraphvizLibrary.withExclusiveAccess {
            try withGraphvizContext(plugins: plugins) { context in
                GraphvizLibrary.startStep()
                guard let graph = agmemread(dot) else {
                    throw GraphvizError.syntax(GraphvizLibrary.lastError() ?? "the DOT text is not a graph")
                }
                defer { agclose(graph) }
                if let message = GraphvizLibrary.lastError() {
                    // Graphviz may return a graph after recovering from an error; a diagram drawn
                    // from half of the input would mislead.
                    throw GraphvizError.syntax(message)
                }

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
