/// Writing text into DOT so that Graphviz shows exactly that text.
///
/// DOT has one quoted-string syntax, but Graphviz reads a quoted string in up to three passes,
/// and each one can change input text (all checked against Graphviz 2.42):
///
/// 1. The lexer turns `\"` into `"`; every other backslash stays, including both of `\\`.
/// 2. For text attributes (`label`, `xlabel`, `headlabel`, `taillabel`), backslash sequences are
///    expanded: `\N`, `\G`, `\E`, `\T`, `\H`, `\L` become the names of graph objects, `\n`, `\l`,
///    `\r` become centred, left- and right-aligned line breaks, and any other `\x` becomes `x`
///    (so `\\` becomes one backslash).
/// 3. Still for text attributes, HTML entities are decoded: `&amp;` becomes `&`, `&lt;` becomes
///    `<`, `&#233;` becomes `é`. A label that *says* `&amp;` would otherwise be shown as `&`.
///
/// Hence the rules of `quotedText`, in this order for each character:
/// - `\` becomes `\\` (pass 2 turns it back into one), so `\N` or `\l` in the input stay
///   literal and a trailing backslash cannot swallow the closing quote;
/// - `"` becomes `\"` (pass 1);
/// - `&` becomes `&amp;` (pass 3 turns it back), so `&amp;` in the input survives as written;
/// - a line break (`\n`, `\r\n` or `\r`) becomes `\n`: a centred line break;
/// - control characters become visible stand-ins (`InvisibleCharacters`), because Graphviz
///   copies them unescaped into SVG, where XML forbids them;
/// - everything else, including `<`, `>`, braces, tabs, right-to-left text and emoji, is written
///   as UTF-8 unchanged: Graphviz escapes `<`, `>` and quotes itself when it writes SVG. Non-ASCII
///   characters are never written as numeric entities: Graphviz 2.42 encodes entities above
///   U+FFFF as invalid UTF-8, while it passes raw four-byte UTF-8 through correctly.
///
/// Record shapes (`record`, `Mrecord`) give `{`, `}`, `|`, `<` and `>` a further meaning; the
/// diagrams do not use them, and text written by `quotedText` is not meant for them.
public enum DotEscaping {
    /// `text` as a quoted DOT string for a text attribute (`label`, `xlabel`, `headlabel`,
    /// `taillabel`), which Graphviz will display exactly as given (line breaks centred).
    public static func quotedText(_ text: String) -> String {
        let escaped = InvisibleCharacters.transformed(text) { byte in
            switch byte {
            case UInt8(ascii: "\\"): return #"\\"#
            case UInt8(ascii: "\""): return #"\""#
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "\n"): return #"\n"#
            default: return nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// `value` as a quoted DOT string for an attribute Graphviz interprets (a colour, a style, a
    /// shape, a number), written as it is.
    ///
    /// Only `"` and `\` are escaped, which keeps the string well-formed but not always exact: the
    /// lexer keeps both backslashes of `\\`, and a backslash just before a quote cannot be written
    /// at all. That is why such values are chosen by our code and never taken from the input; text
    /// from the input goes through `quotedText`, and names through `DotID`.
    public static func quotedVerbatim(_ value: String) -> String {
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in value.utf8 {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { quoted.append(UInt8(ascii: "\\")) }
            quoted.append(byte)
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }
}
