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
        var escaped = String.UnicodeScalarView()
        for scalar in InvisibleCharacters.madeVisible(text).unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"" where quotes: escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'" where quotes: escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
