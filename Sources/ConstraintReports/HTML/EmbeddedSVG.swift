/// Turns a Graphviz SVG document into markup for inline use in the report page.
///
/// - The XML prolog, doctype and comments go: they are not allowed inside an HTML body.
/// - Every `id` gets a per-diagram prefix, and so does every reference to one (`url(#…)`,
///   `href="#…"`): Graphviz numbers `graph0`, `node1`, `edge1` afresh in each diagram, and
///   duplicate ids on one page make references land in the wrong diagram.
/// - Only the elements Graphviz draws with are kept, and no event handlers (`on…`) or links
///   outside the page: the page is meant to run no script and fetch nothing, even if a caller
///   hands over an SVG that did not come from Graphviz.
/// - Text and attribute values are decoded and escaped again by us, so the result is
///   well-formed whatever the input was, or the input is rejected.
enum EmbeddedSVG {
    static let allowedElements: Set<String> = [
        "svg", "g", "title", "desc", "a", "defs", "polygon", "polyline", "path", "ellipse", "circle", "rect",
        "line", "text", "tspan", "linearGradient", "radialGradient", "stop", "clipPath",
    ]

    /// Inline markup for `svg`, with every id prefixed by `idPrefix`.
    static func markup(for svg: String, idPrefix: String) throws -> String {
        let root = try SVGMarkupReader.readRoot(svg)
        guard root.name == "svg" else { throw SVGMarkupError(message: "the root element is <\(root.name)>, not <svg>") }
        var output = ""
        write(root, isRoot: true, idPrefix: idPrefix, into: &output)
        return output
    }

    private static func write(_ element: MarkupElement, isRoot: Bool, idPrefix: String, into output: inout String) {
        guard allowedElements.contains(element.name) else { return }
        output += "<" + element.name
        if isRoot {
            // Namespaces are declared here alone, so the inline SVG is also valid XML.
            output += #" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#
        }
        for attribute in element.attributes {
            guard let value = keptValue(attribute.name, attribute.value, idPrefix: idPrefix) else { continue }
            output += " \(attribute.name)=\"\(HTMLEscaping.attribute(value))\""
        }
        if element.children.isEmpty {
            output += "/>"
            return
        }
        output += ">"
        for child in element.children {
            switch child {
            case .text(let text): output += HTMLEscaping.text(text)
            case .element(let child): write(child, isRoot: false, idPrefix: idPrefix, into: &output)
            }
        }
        output += "</\(element.name)>"
    }

    /// The value to write for an attribute, or nil to drop it.
    private static func keptValue(_ name: String, _ value: String, idPrefix: String) -> String? {
        let lowercased = name.lowercased()
        if lowercased.hasPrefix("on") || lowercased == "xmlns" || lowercased.hasPrefix("xmlns:") { return nil }
        if let colon = name.firstIndex(of: ":"), !["xlink", "xml"].contains(name[..<colon]) { return nil }
        switch name {
        case "id":
            return idPrefix + value
        case "href", "xlink:href":
            guard value.hasPrefix("#") else { return nil }
            return "#" + idPrefix + value.dropFirst()
        default:
            return prefixingFragmentReferences(in: value, with: idPrefix)
        }
    }

    /// `url(#x)` becomes `url(#<prefix>x)`. Written out by hand: most values hold no reference,
    /// and the generic `replacing` made embedding a large diagram several times slower.
    private static func prefixingFragmentReferences(in value: String, with idPrefix: String) -> String {
        let marker = Array("url(#".utf8)
        let bytes = Array(value.utf8)
        guard bytes.count >= marker.count else { return value }
        var result: [UInt8] = []
        var index = 0
        var copiedUpTo = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                result += bytes[copiedUpTo..<(index + marker.count)]
                result += idPrefix.utf8
                index += marker.count
                copiedUpTo = index
            } else {
                index += 1
            }
        }
        guard copiedUpTo > 0 else { return value }
        result += bytes[copiedUpTo...]
        return String(decoding: result, as: UTF8.self)
    }
}
