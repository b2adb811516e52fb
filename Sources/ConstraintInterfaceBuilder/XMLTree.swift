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
    /// The character data of a `<string>` element (a label's text written as `<string
    /// key="text">`); empty for every other element, whose text the reader does not keep.
    fileprivate(set) var characters = ""
    weak private(set) var parent: XMLElementNode?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = Self.normalizingBooleans(attributes, element: name)
        self.line = line
        self.column = column
    }

    /// Interface Builder writes booleans as `YES` and `NO`, but documents written by tools or by
    /// hand also use `true` and `false`, which Xcode reads alike: Expo's SplashScreen.storyboard
    /// template saves its logo with `translatesAutoresizingMaskIntoConstraints="false"` (read as
    /// laid out by its frame before). Those values are read as `YES` and `NO`, except in the
    /// attributes that hold text.
    static let textAttributes: Set<String> = [
        "text", "title", "placeholder", "userLabel", "toolTip", "label", "value", "identifier", "storyboardIdentifier",
        "restorationIdentifier", "reuseIdentifier", "alternateTitle", "headerTitle", "footerTitle", "keyEquivalent",
    ]

    private static func normalizingBooleans(_ attributes: [String: String], element: String) -> [String: String] {
        guard attributes.values.contains(where: { $0 == "true" || $0 == "false" }) else { return attributes }
        var normalized = attributes
        for (name, value) in attributes where value == "true" || value == "false" {
            // A constraint's `placeholder` is a boolean; a text field's is its placeholder text.
            guard !textAttributes.contains(name) || (element == "constraint" && name == "placeholder") else { continue }
            normalized[name] = value == "true" ? "YES" : "NO"
        }
        return normalized
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
    /// An end tag that does not close the element open at that point. FoundationXML's parser lets
    /// `</b>` close `<a>`, so the builder compares the tag written in the file with its own
    /// element stack and stops there.
    private var mismatch: (message: String, line: Int, column: Int)?

    /// The document's bytes split into lines, to read the end tag the parser has just passed.
    private var lines: [ArraySlice<UInt8>] = []

    static func parse(_ data: Data) -> XMLTreeResult {
        if let instruction = EmptyProcessingInstruction.first(in: data) {
            return .failure(message: instruction.message, line: instruction.line, column: instruction.column)
        }
        let builder = XMLTreeBuilder()
        builder.lines = [UInt8](data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        builder.parser = parser
        parser.delegate = builder
        let succeeded = parser.parse()
        if let mismatch = builder.mismatch { return .failure(message: mismatch.message, line: mismatch.line, column: mismatch.column) }
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

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let open = stack.last, open.name == "string" { open.characters += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        // libxml2 under FoundationXML recovers from a mismatched end tag and reports the open
        // element as closed, so the tag is read from the text the parser has just passed.
        let written = endTag(beforeLine: parser.lineNumber, column: parser.columnNumber)
        if let open = stack.last, mismatch == nil, let written, written != open.name {
            mismatch = (
                "end tag </\(written)> does not close <\(open.name)>, opened at line \(open.line)",
                max(parser.lineNumber, 1), max(parser.columnNumber, 1)
            )
            parser.abortParsing()
            return
        }
        _ = stack.popLast()
    }

    /// The name in the `</name>` that ends just before (line, column), or nil when the text there
    /// is not an end tag (a self-closing element, or a position this check cannot place).
    private func endTag(beforeLine line: Int, column: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        let end = min(text.startIndex + max(column - 1, 0), text.endIndex)
        guard let close = text[..<end].lastIndex(of: UInt8(ascii: ">")),
            let open = text[..<close].lastIndex(of: UInt8(ascii: "<")),
            text.index(after: open) < close, text[text.index(after: open)] == UInt8(ascii: "/")
        else { return nil }
        let name = text[(open + 2)..<close].prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }
}
