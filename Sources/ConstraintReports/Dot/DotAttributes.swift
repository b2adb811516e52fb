/// The value of one DOT attribute, which says how it must be escaped.
///
/// String literals make `.keyword`s (`"box"`, `"rounded,filled"`); string *interpolations* are
/// deliberately not accepted, so text built from the input cannot slip in unescaped: it must
/// be wrapped in `.text`.
public enum DotValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// Text for the reader, possibly from the input, for text attributes (`label`, `xlabel`,
    /// `headlabel`, `taillabel`): Graphviz shows it exactly, with centred line breaks.
    case text(String)
    /// A value Graphviz interprets (a colour, style, shape, number), chosen by our code.
    case keyword(String)
    /// An HTML-like label (`label=<…>`), for text in several sizes, colours and weights.
    case html(DotHTML)

    public init(stringLiteral value: String) { self = .keyword(value) }
    public init(integerLiteral value: Int) { self = .keyword(String(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .keyword(value ? "true" : "false") }

    /// A number in the shortest form that reads back as the same value (`2`, `0.5`).
    public static func number(_ value: Double) -> DotValue {
        if value == value.rounded(), abs(value) < 1e15 { return .keyword(String(Int64(value))) }
        return .keyword(String(value))
    }

    /// The value as it appears in DOT, quoted and escaped.
    public var dotText: String {
        switch self {
        case .text(let text): return DotEscaping.quotedText(text)
        case .keyword(let keyword): return DotEscaping.quotedVerbatim(keyword)
        case .html(let html): return html.dotText
        }
    }

    /// The text of a `.keyword`, for writing it where DOT quoting does not apply.
    var keywordText: String {
        if case .keyword(let keyword) = self { return keyword }
        return ""
    }
}

/// Attributes of a graph, cluster, node or edge. They are written sorted by name, so the DOT
/// text does not depend on the order in which code set them.
public struct DotAttributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var values: [String: DotValue]

    public init(_ values: [String: DotValue] = [:]) { self.values = values }

    public init(dictionaryLiteral elements: (String, DotValue)...) {
        values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public subscript(name: String) -> DotValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// `name=value` pairs sorted by name, ready to be joined.
    var sortedAssignments: [String] {
        values.keys.sorted().map { name in "\(DotAttributes.dotName(name))=\(values[name]!.dotText)" }
    }

    /// Attribute names are Graphviz's (`label`, `fontname`), written bare; anything else is
    /// quoted so it cannot break the statement.
    private static func dotName(_ name: String) -> String {
        DotID(name).map(\.rawValue) ?? DotEscaping.quotedVerbatim(name)
    }

    /// The text of a `.text` value, for the `label` conveniences.
    func text(_ name: String) -> String? {
        if case .text(let text) = values[name] { return text }
        return nil
    }
}
