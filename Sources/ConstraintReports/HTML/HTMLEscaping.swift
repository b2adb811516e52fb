/// Writing text into the report page (HTML that is also well-formed XML).
///
/// Every piece of text inserted into the page goes through one of these. They escape the five
/// characters markup gives meaning to, and make control characters visible
/// (`InvisibleCharacters`), because XML forbids them and one of them would make the page
/// unreadable to XML tools. Only numeric and XML's predefined entities are written, so the page
/// parses as XML as well as HTML.
public enum HTMLEscaping {
    /// Text for element content (`<p>`, `<pre>`, `<td>`): `&`, `<` and `>` escaped.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Text for a double- or single-quoted attribute value: also `"` and `'` escaped.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        InvisibleCharacters.transformed(text) { byte in
            switch byte {
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "<"): return "&lt;"
            case UInt8(ascii: ">"): return "&gt;"
            case UInt8(ascii: "\"") where quotes: return "&quot;"
            case UInt8(ascii: "'") where quotes: return "&#39;"
            default: return nil
            }
        }
    }
}
