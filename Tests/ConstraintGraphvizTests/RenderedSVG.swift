import TestSupport

/// What a test needs from a Graphviz SVG: the nodes, edges and clusters by their `<title>`,
/// with the lines of their labels decoded.
struct RenderedSVG {
    struct Shape: Equatable {
        var title: String
        var lines: [String]
        /// The label as the reader sees it: lines joined by line breaks.
        var labelText: String { lines.joined(separator: "\n") }
    }

    let document: XMLTree
    let nodes: [Shape]
    let edges: [Shape]
    let clusters: [Shape]

    init(_ svg: String) throws {
        let document = try XMLTree.parse(svg)
        self.document = document
        nodes = RenderedSVG.shapes("node", in: document)
        edges = RenderedSVG.shapes("edge", in: document)
        clusters = RenderedSVG.shapes("cluster", in: document)
    }

    private static func shapes(_ className: String, in document: XMLTree) -> [Shape] {
        document.elements(withClass: className).map { group in
            Shape(
                title: group.child(named: "title")?.text ?? "",
                lines: group.children.filter { $0.name == "text" }.map { readable($0.text) })
        }
    }

    func node(_ title: String) -> Shape? { nodes.first { $0.title == title } }

    /// Graphviz writes the second and later spaces of a run as no-break spaces (`&#160;`) so
    /// that SVG viewers keep them; read them back as the spaces they were.
    static func readable(_ text: String) -> String {
        String(text.map { $0 == "\u{A0}" ? " " : $0 })
    }

    /// The lines Graphviz draws for a label written by `DotEscaping`: a line break in any
    /// convention starts a new line, and Graphviz draws no `<text>` for an empty one.
    static func expectedLines(_ label: String) -> [String] {
        label.split(whereSeparator: \.isNewline).map(String.init)
    }
}
