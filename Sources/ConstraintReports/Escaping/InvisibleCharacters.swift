/// Makes characters that no report format can carry visible instead.
///
/// Pasted logs can hold anything, but XML 1.0 (and so SVG and the XHTML-compatible report page)
/// forbids most control characters, and Graphviz 2.42 copies them into its SVG unescaped, which
/// makes the whole file unreadable. Replacing them with their Unicode "control pictures" (U+2400
/// block: `␇` for BEL, `␛` for ESC) keeps every report well-formed and still shows the reader
/// that the input held something odd at that spot.
enum InvisibleCharacters {
    /// Line breaks in any convention (`\r\n`, lone `\r`) become `\n`; tabs stay; other C0
    /// controls and DEL become control pictures; C1 controls and the noncharacters U+FFFE/U+FFFF
    /// become U+FFFD (they have no picture, and XML forbids or discourages them).
    static func madeVisible(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0D:
                result.append("\n")
            case 0x0A:
                if !previousWasCarriageReturn { result.append("\n") }
            case 0x09:
                result.append(scalar)
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F, 0xFFFE, 0xFFFF:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
