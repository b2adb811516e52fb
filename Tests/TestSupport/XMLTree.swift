import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML document as plain values, so tests can check SVG and the report page by their
/// structure rather than by searching strings. Parsing fails on anything that is not
/// well-formed XML, which is itself one of the checks.
public struct XMLTree: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    /// Child elements and character data, in document order.
    public var content: [Content]

    public enum Content: Sendable, Equatable {
        case element(XMLTree)
        case text(String)
    }

    public init(name: String, attributes: [String: String] = [:], content: [Content] = []) {
        self.name = name
        self.attributes = attributes
        self.content = content
    }

    /// The child elements.
    public var children: [XMLTree] {
        content.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// The character data directly inside this element, entities decoded.
    public var text: String {
        content.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
    }

    public struct ParseError: Error, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var description: String { "XML is not well-formed at line \(line): \(message)" }
    }

    /// Parses `document`; namespace prefixes are kept in names (`xlink:href`).
    public static func parse(_ document: String) throws -> XMLTree {
        let parser = XMLParser(data: Data(document.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), let root = builder.root else {
            throw ParseError(
                message: parser.parserError.map { "\($0)" } ?? "no root element", line: parser.lineNumber)
        }
        return root
    }

    /// This element and every element below it, in document order.
    public var allElements: [XMLTree] { [self] + children.flatMap(\.allElements) }

    public func elements(named name: String) -> [XMLTree] { allElements.filter { $0.name == name } }

    /// The elements whose `class` attribute lists `className`.
    public func elements(withClass className: String) -> [XMLTree] {
        allElements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
    }

    /// All the character data in and below this element, in document order.
    public var allText: String {
        content.map {
            switch $0 {
            case .element(let element): return element.allText
            case .text(let text): return text
            }
        }.joined()
    }

    public func child(named name: String) -> XMLTree? { children.first { $0.name == name } }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLTree] = []
    var root: XMLTree?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(XMLTree(name: elementName, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].content.append(.text(string))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].content.append(.text(String(decoding: CDATABlock, as: UTF8.self)))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        let finished = stack.removeLast()
        if stack.isEmpty { root = finished } else { stack[stack.count - 1].content.append(.element(finished)) }
    }
}
