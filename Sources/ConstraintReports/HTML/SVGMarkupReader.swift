/// An element of an SVG document, as read by `SVGMarkupReader`.
struct MarkupElement: Equatable {
    var name: String
    /// In document order, values decoded.
    var attributes: [(name: String, value: String)]
    var children: [MarkupNode]

    static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool {
        lhs.name == rhs.name && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

enum MarkupNode: Equatable {
    case element(MarkupElement)
    /// Character data, entities decoded.
    case text(String)
}

struct SVGMarkupError: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Reads the XML that Graphviz writes for SVG into elements and text, strictly: anything that
/// is not well-formed is an error rather than a guess, so a damaged diagram cannot damage the
/// page around it. The prolog, doctype, comments and processing instructions are dropped.
///
/// This is a small reader on purpose instead of Foundation's `XMLParser`, which on Linux lives
/// in FoundationXML and would tie the library to libxml2 for this one use.
struct SVGMarkupReader {
    /// Deeper nesting than this is not a Graphviz diagram; the limit keeps the recursive writer's
    /// stack small.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var position = 0

    private init(_ document: String) { bytes = Array(document.utf8) }

    /// The document's single root element.
    static func readRoot(_ document: String) throws -> MarkupElement {
        var reader = SVGMarkupReader(document)
        return try reader.readDocument()
    }

    private mutating func readDocument() throws -> MarkupElement {
        var open: [MarkupElement] = []
        var root: MarkupElement?
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let text = try readText()
                if open.isEmpty {
                    guard text.allSatisfy(\.isWhitespace) else { throw error("text outside the root element") }
                } else {
                    open[open.count - 1].children.append(.text(text))
                }
            } else if skip("<?") {
                try skipPast("?>")
            } else if skip("<!--") {
                try skipPast("-->")
            } else if skip("<![CDATA[") {
                let text = try readUntil("]]>")
                guard !open.isEmpty else { throw error("character data outside the root element") }
                open[open.count - 1].children.append(.text(text))
            } else if skip("<!") {
                try skipDeclaration()
            } else if skip("</") {
                let name = try readName()
                skipWhitespace()
                guard skip(">") else { throw error("malformed end tag </\(name)") }
                guard let element = open.popLast(), element.name == name else {
                    throw error("end tag </\(name)> does not match the open element")
                }
                try finish(element, open: &open, root: &root)
            } else {
                position += 1
                let (element, isEmpty) = try readStartTag()
                if isEmpty {
                    try finish(element, open: &open, root: &root)
                } else {
                    guard open.count < SVGMarkupReader.maximumDepth else { throw error("elements nested too deeply") }
                    open.append(element)
                }
            }
        }
        if let unclosed = open.last { throw error("<\(unclosed.name)> is never closed") }
        guard let root else { throw error("no root element") }
        return root
    }

    private func finish(_ element: MarkupElement, open: inout [MarkupElement], root: inout MarkupElement?) throws {
        if open.isEmpty {
            guard root == nil else { throw error("more than one root element") }
            root = element
        } else {
            open[open.count - 1].children.append(.element(element))
        }
    }

    /// After `<`: the name, the attributes, and whether the tag closed itself (`/>`).
    private mutating func readStartTag() throws -> (MarkupElement, isEmpty: Bool) {
        var element = MarkupElement(name: try readName(), attributes: [], children: [])
        while true {
            let hadWhitespace = skipWhitespace()
            if skip("/>") { return (element, true) }
            if skip(">") { return (element, false) }
            guard hadWhitespace else { throw error("malformed tag <\(element.name)") }
            let name = try readName()
            skipWhitespace()
            guard skip("=") else { throw error("attribute \(name) has no value") }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
            else { throw error("attribute \(name) is not quoted") }
            let quote = bytes[position]
            position += 1
            guard let end = bytes[position...].firstIndex(of: quote) else { throw error("attribute \(name) is not closed") }
            let raw = bytes[position..<end]
            guard !raw.contains(UInt8(ascii: "<")) else { throw error("attribute \(name) contains <") }
            position = end + 1
            guard !element.attributes.contains(where: { $0.name == name }) else {
                throw error("attribute \(name) appears twice")
            }
            element.attributes.append((name, try decoded(raw)))
        }
    }

    private mutating func readText() throws -> String {
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        defer { position = end }
        return try decoded(bytes[position..<end])
    }

    /// XML names as Graphviz writes them: ASCII letters, digits, `_`, `:`, `.` and `-`.
    private mutating func readName() throws -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) { position += 1 }
        guard position > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    /// `<!DOCTYPE …>`, including an internal subset in brackets and quoted identifiers.
    private mutating func skipDeclaration() throws {
        var inSubset = false
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return
            }
        }
        throw error("unterminated declaration")
    }

    private mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
        if matches { position += count }
        return matches
    }

    private mutating func skipPast(_ terminator: StaticString) throws {
        _ = try readUntil(terminator)
    }

    private mutating func readUntil(_ terminator: StaticString) throws -> String {
        let start = position
        while position < bytes.count {
            let end = position
            if skip(terminator) { return String(decoding: bytes[start..<end], as: UTF8.self) }
            position += 1
        }
        throw error("unterminated markup, expected \(terminator)")
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position > start
    }

    /// Character data with XML's predefined and numeric entities decoded. An entity that names a
    /// character XML does not allow decodes to U+FFFD; an unknown named entity or a bare `&` is
    /// an error, as in XML.
    private func decoded(_ raw: ArraySlice<UInt8>) throws -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var result = ""
        var index = raw.startIndex
        while let ampersand = raw[index...].firstIndex(of: UInt8(ascii: "&")) {
            result += String(decoding: raw[index..<ampersand], as: UTF8.self)
            guard let semicolon = raw[ampersand...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw error("bare & in character data")
            }
            let entity = String(decoding: raw[(ampersand + 1)..<semicolon], as: UTF8.self)
            guard let character = Self.character(forEntity: entity) else { throw error("unknown entity &\(entity);") }
            result.unicodeScalars.append(character)
            index = semicolon + 1
        }
        result += String(decoding: raw[index...], as: UTF8.self)
        return result
    }

    private static func character(forEntity entity: String) -> Unicode.Scalar? {
        switch entity {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value else { return nil }
        guard let scalar = Unicode.Scalar(value), value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else {
            return "\u{FFFD}"
        }
        return scalar
    }

    private func error(_ message: String) -> SVGMarkupError {
        SVGMarkupError(message: "\(message) (byte \(position))")
    }
}
