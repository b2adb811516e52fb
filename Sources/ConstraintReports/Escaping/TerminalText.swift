/// Makes input text safe to print in a terminal: control characters (C0 but tab and newline,
/// DEL, C1), bidirectional overrides and isolates, and other invisible format characters are
/// written as Swift escapes (`\u{1B}`), so a pasted log can neither move the cursor, recolour
/// or retitle the terminal, nor reorder what the reader sees.
///
/// The text report's own colour codes survive because the styler writes them with a marker
/// character the input does not contain (see `TextReport.render`), and only the marker becomes
/// an escape character after this pass.
public enum TerminalText {
    public static func escaped(_ text: String, keeping marker: Unicode.Scalar? = nil) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r", pending == "\n" { continue }  // CRLF reads as one line break
            if scalar == marker {
                output.append("\u{1B}")
            } else if isUnsafe(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether `scalar` would act on the terminal or hide itself instead of showing as text.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (0x9B is a one-byte CSI)
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x180E: return true  // soft hyphen, fillers, Arabic mark
        case 0x200C, 0x200D: return false  // joiners: needed by emoji sequences and by Persian and Indic text
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F: return true  // zero-width, marks, separators, bidi
        case 0xFE00...0xFE0F: return false  // variation selectors shape the character before them
        case 0xFEFF, 0xFFF9...0xFFFB, 0xFFFE, 0xFFFF: return true  // BOM, interlinear annotations, nonchars
        case 0xE0000...0xE007F: return true  // tag characters
        default: return false
        }
    }

    /// A private-use character that `text` does not contain, to mark the styler's own escapes.
    static func unusedMarker(in text: String) -> Unicode.Scalar? {
        var used = Set<UInt32>()
        for scalar in text.unicodeScalars where (0xE000...0xF8FF).contains(scalar.value) { used.insert(scalar.value) }
        return (UInt32(0xE000)...0xF8FF).lazy.first { !used.contains($0) }.flatMap(Unicode.Scalar.init)
    }
}
