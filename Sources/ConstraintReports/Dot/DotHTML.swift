/// The markup of a Graphviz HTML-like label (`label=<…>`): lines of differently sized, coloured
/// and bold text, and simple tables.
///
/// Markup can only be made through these functions, so text from the input can only enter
/// through `text(_:)`, which escapes it; tags and attribute values are written by our code.
/// Graphviz reads HTML-like labels differently from quoted ones (checked against 2.42):
///
/// - the markup is XML, so `&`, `<` and `>` must be entities, and entities are decoded once;
/// - backslash sequences are still expanded (`\N` becomes the node's name, `\G` the graph's,
///   `\\` one backslash), so every backslash is doubled;
/// - line breaks in the text are only white space, so they become `<BR/>`;
/// - tabs are dropped, so they become spaces;
/// - control characters would be copied into the SVG, where XML forbids them, so they become
///   visible stand-ins (`InvisibleCharacters`).
///
/// Runs of spaces, right-to-left text and emoji pass through unchanged.
public struct DotHTML: Hashable, Sendable {
    /// The escaped markup, without the enclosing `<` and `>` of the DOT value.
    public let markup: String

    private init(markup: String) { self.markup = markup }

    public static let empty = DotHTML(markup: "")

    /// Graphviz refuses an HTML-like label longer than 16,384 bytes (its lexer's limit); labels
    /// are kept below this, with room for the DOT around them.
    public static let longestMarkup = 16_000
    /// Input text longer than this many characters is shown elided with `…` (the JSON report
    /// keeps it whole), so that one long identifier cannot push its label past the limit.
    public static let longestText = 1_000

    /// Text shown exactly as given, elided past `longestText` characters; line breaks (in any
    /// convention) start a new line.
    public static func text(_ text: String) -> DotHTML {
        let shown = DotHTML.elided(text, toCharacters: longestText)
        let escaped = InvisibleCharacters.transformed(shown) { byte in
            switch byte {
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "<"): return "&lt;"
            case UInt8(ascii: ">"): return "&gt;"
            case UInt8(ascii: "\""): return "&quot;"
            case UInt8(ascii: "\\"): return #"\\"#
            case UInt8(ascii: "\n"): return "<BR/>"
            case UInt8(ascii: "\t"): return " "
            default: return nil
            }
        }
        return DotHTML(markup: escaped)
    }

    /// `text` itself when it has at most `limit` characters; otherwise its first `limit - 1`
    /// characters and `…`.
    public static func elided(_ text: String, toCharacters limit: Int) -> String {
        guard text.utf8.count > limit else { return text }  // bytes ≥ characters: a cheap test first
        var end = text.startIndex
        var count = 0
        while end < text.endIndex, count < limit - 1 {
            end = text.index(after: end)
            count += 1
        }
        guard end < text.endIndex, text[end...].dropFirst().first != nil else { return text }
        return String(text[..<end]) + "…"
    }

    /// The markup as the value of a DOT attribute: `<markup>`, or, past Graphviz's limit, a plain
    /// label saying that it was too long (a truncated markup would not be well-formed).
    var dotText: String {
        guard markup.utf8.count <= Self.longestMarkup else {
            return DotEscaping.quotedText("… (label of \(markup.utf8.count) bytes elided: longer than Graphviz allows; the JSON report has the text)")
        }
        return "<" + markup + ">"
    }

    /// Lines joined by line breaks.
    public static func lines(_ lines: [DotHTML]) -> DotHTML {
        DotHTML(markup: lines.map(\.markup).joined(separator: "<BR/>"))
    }

    public static func + (lhs: DotHTML, rhs: DotHTML) -> DotHTML {
        DotHTML(markup: lhs.markup + rhs.markup)
    }

    public func bold() -> DotHTML { DotHTML(markup: "<B>" + markup + "</B>") }

    public func italic() -> DotHTML { DotHTML(markup: "<I>" + markup + "</I>") }

    /// This markup in another size or colour (`DotColor`), or both.
    public func font(pointSize: Double? = nil, color: DotColor? = nil) -> DotHTML {
        var attributes = ""
        if let pointSize { attributes += " POINT-SIZE=\"\(DotValue.number(pointSize).keywordText)\"" }
        if let color { attributes += " COLOR=\"\(color.rawValue)\"" }
        guard !attributes.isEmpty else { return self }
        return DotHTML(markup: "<FONT" + attributes + ">" + markup + "</FONT>")
    }

    /// A table cell: its content, and how the cell itself is drawn.
    public struct Cell: Hashable, Sendable {
        public var content: DotHTML
        public var background: DotColor?
        public var border: Int
        public var borderColor: DotColor?
        /// Graphviz's cell styles, chosen by our code (`rounded`, `dashed`, `rounded,dashed`).
        public var style: String?
        /// `LEFT`, `CENTER` or `RIGHT`.
        public var alignment: Alignment
        /// The cell's least width in points (`WIDTH`), nil for its content's.
        public var width: Int?

        public enum Alignment: String, Hashable, Sendable {
            case left = "LEFT"
            case center = "CENTER"
            case right = "RIGHT"
        }

        public init(
            _ content: DotHTML, background: DotColor? = nil, border: Int = 0, borderColor: DotColor? = nil,
            style: CellStyle? = nil, alignment: Alignment = .center, width: Int? = nil
        ) {
            self.width = width
            self.content = content
            self.background = background
            self.border = border
            self.borderColor = borderColor
            self.style = style?.rawValue
            self.alignment = alignment
        }
    }

    /// The styles Graphviz 2.42 accepts on a table cell.
    public enum CellStyle: String, Hashable, Sendable {
        case rounded
        case dashed
        case dotted
        case roundedDashed = "rounded,dashed"
    }

    /// A borderless table of rows of cells, with `spacing` points between cells.
    public static func table(_ rows: [[Cell]], spacing: Int = 2, padding: Int = 2) -> DotHTML {
        var markup = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"\(spacing)\" CELLPADDING=\"\(padding)\">"
        for row in rows {
            markup += "<TR>"
            for cell in row {
                markup += "<TD BORDER=\"\(cell.border)\" ALIGN=\"\(cell.alignment.rawValue)\""
                if let background = cell.background { markup += " BGCOLOR=\"\(background.rawValue)\"" }
                if let borderColor = cell.borderColor { markup += " COLOR=\"\(borderColor.rawValue)\"" }
                if let style = cell.style { markup += " STYLE=\"\(style)\"" }
                if let width = cell.width { markup += " WIDTH=\"\(width)\"" }
                markup += ">" + cell.content.markup + "</TD>"
            }
            markup += "</TR>"
        }
        return DotHTML(markup: markup + "</TABLE>")
    }
}

/// A colour our code chooses, `#rrggbb` or `#rrggbbaa`, usable both as a DOT attribute value and
/// inside HTML-like labels.
public struct DotColor: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// `hex` is a literal in our code, so a malformed one is a programming error.
    public init(_ hex: StaticString) {
        let text = hex.description
        precondition(DotColor.isHexColor(text), "DotColor must be #rrggbb or #rrggbbaa")
        rawValue = text
    }

    public var description: String { rawValue }

    /// The colour as an attribute value (`color`, `fillcolor`, `fontcolor`).
    public var value: DotValue { .keyword(rawValue) }

    /// Several colours drawn side by side as parallel lines, the way Graphviz draws an edge whose
    /// `color` is a colon-separated list.
    public static func parallel(_ colors: [DotColor]) -> DotValue {
        .keyword(colors.map(\.rawValue).joined(separator: ":"))
    }

    private static func isHexColor(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "#") && (digits.count == 6 || digits.count == 8)
            && digits.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70) }
    }
}
