import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One element of an Interface Builder document: its name, attributes, children and where it
/// starts in the file. The documents are small (a few hundred kilobytes), so the reader builds the
/// whole tree once and then walks it freely (constraints refer to views declared later).
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    /// 1-based line and column of the element's start tag, as `XMLParser` reports them.
    let line: Int
    let column: Int
    private(set) var children: [XMLElementNode] = []
    weak private(set) var parent: XMLElementNode?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    func append(_ child: XMLElementNode) {
        child.parent = self
        children.append(child)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The key IB gives an element inside its parent (`frame`, `view`, `contentView`, `safeArea`).
    var key: String? { attributes["key"] }

    func child(named name: String) -> XMLElementNode? { children.first { $0.name == name } }
    func child(keyed key: String) -> XMLElementNode? { children.first { $0.key == key } }
    func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Every element below this one, depth first, in document order.
    func forEachDescendant(_ body: (XMLElementNode) -> Void) {
        for child in children {
            body(child)
            child.forEachDescendant(body)
        }
    }
}

/// The result of parsing: the root element, or the parser's error at its line and column.
enum XMLTreeResult {
    case document(XMLElementNode)
    case failure(message: String, line: Int, column: Int)
}

/// Builds `XMLElementNode` trees with Foundation's `XMLParser` (FoundationXML on Linux).
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    private var stack: [XMLElementNode] = []
    private var root: XMLElementNode?
    private weak var parser: XMLParser?

    static func parse(_ data: Data) -> XMLTreeResult {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        builder.parser = parser
        parser.delegate = builder
        let succeeded = parser.parse()
        if succeeded, let root = builder.root { return .document(root) }
        let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "the file is not an XML document"
        return .failure(message: message, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        // XMLParser reports the position just past the start tag's `>`; the tag's line is what
        // editors need, and its column is approximated by the element's indentation.
        let node = XMLElementNode(
            name: elementName, attributes: attributeDict, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }
}
