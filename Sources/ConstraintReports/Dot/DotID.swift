/// The name of a graph, node or cluster in DOT: a plain identifier our code generates
/// (`item3`, `legend_required`), never text taken from the input.
///
/// Graphviz shows names in places the label escaping does not reach (SVG `<title>` elements,
/// edge titles such as `item1->item2`) and reads them with fewer escapes than labels, so a name
/// is restricted to what needs no escaping at all: an ASCII letter or `_`, then letters, digits
/// and `_`, and not one of DOT's keywords. Text from the input belongs in a label.
public struct DotID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// DOT's keywords, which are case-insensitive and cannot be bare names.
    private static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// The identifier `rawValue`, or nil when it is not a plain DOT identifier.
    public init?(_ rawValue: String) {
        guard DotID.isPlainIdentifier(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A numbered identifier, `prefix` followed by `number` (`DotID("item", 3)` is `item3`).
    /// The prefix is a literal in our code, so a bad one is a programming error.
    public init(_ prefix: StaticString, _ number: Int) {
        let prefixText = prefix.description
        precondition(
            DotID.isPlainIdentifier(prefixText) && number >= 0, "DotID prefix must be a plain identifier")
        rawValue = prefixText + String(number)
    }

    public var description: String { rawValue }

    public static func < (lhs: DotID, rhs: DotID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static func isPlainIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isIdentifierStart else { return false }
        guard text.unicodeScalars.allSatisfy({ $0.isIdentifierStart || ("0"..."9").contains($0) }) else {
            return false
        }
        return !keywords.contains(text.lowercased())
    }
}

extension Unicode.Scalar {
    fileprivate var isIdentifierStart: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_"
    }
}
