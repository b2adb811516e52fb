/// Why Graphviz could not turn DOT into a diagram. The associated text is Graphviz's own message
/// (captured, never printed by us) or, for `.pluginsMissing`, what the user should do about it.
public enum GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The DOT text could not be read (`syntax error in line 1 near '}'`).
    case syntax(String)
    /// The graph was read but could not be laid out (unknown engine, a layout failure).
    case layout(String)
    /// The laid-out graph could not be written in the requested format.
    case render(String)
    /// The installed Graphviz has no `dot` layout or no `svg` output: its plugin configuration is
    /// missing or stale.
    case pluginsMissing(String)

    public var description: String {
        switch self {
        case .syntax(let message): return "Graphviz could not read the DOT text: \(message)"
        case .layout(let message): return "Graphviz could not lay out the graph: \(message)"
        case .render(let message): return "Graphviz could not render the graph: \(message)"
        case .pluginsMissing(let message): return "Graphviz is not usable: \(message)"
        }
    }
}
