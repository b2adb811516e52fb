/// Makes characters that no report format can carry visible instead, and applies a format's
/// escapes in the same pass.
///
/// Pasted logs can hold anything, but XML 1.0 (and so SVG and the XHTML-compatible report page)
/// forbids most control characters, and Graphviz 2.42 copies them into its SVG unescaped, which
/// makes the whole file unreadable. Replacing them with their Unicode "control pictures" (U+2400
/// block: `␇` for BEL, `␛` for ESC) keeps every report well-formed and still shows the reader
/// that the input held something odd at that spot.
///
/// The work is done on UTF-8 bytes: every character a format escapes is ASCII, and an ASCII
/// byte never occurs inside a multi-byte sequence, so a quote followed by a combining mark is
/// still seen as a quote (a `Character` loop would see one grapheme that is not `"`).
enum InvisibleCharacters {
    /// Line breaks in any convention (`\r\n`, lone `\r`) become `\n`; tabs stay; other C0
    /// controls and DEL become control pictures; C1 controls and the noncharacters U+FFFE/U+FFFF
    /// become U+FFFD (they have no picture, and XML forbids or discourages them).
    static func madeVisible(_ text: String) -> String {
        transformed(text) { _ in nil }
    }

    /// `madeVisible(text)` in which every ASCII character that `escape` maps is replaced by
    /// the text it returns; `escape` sees `\n` for every line break and never a control character.
    static func transformed(_ text: String, escape: (UInt8) -> String?) -> String {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 8)
        var index = 0
        while index < input.count {
            let byte = input[index]
            index += 1
            switch byte {
            case 0x0D:
                if index < input.count, input[index] == 0x0A { index += 1 }
                append(0x0A, escape, to: &output)
            case 0x0A, 0x09, 0x20..<0x7F:
                append(byte, escape, to: &output)
            case 0x00..<0x20:
                output += [0xE2, 0x90, 0x80 + byte]  // U+2400 + byte
            case 0x7F:
                output += [0xE2, 0x90, 0xA1]  // U+2421 ␡
            case 0xC2 where index < input.count && (0x80...0x9F).contains(input[index]):
                index += 1
                output += replacementCharacter
            case 0xEF where index + 1 < input.count && input[index] == 0xBF && (input[index + 1] == 0xBE || input[index + 1] == 0xBF):
                index += 2
                output += replacementCharacter
            default:
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    private static func append(_ byte: UInt8, _ escape: (UInt8) -> String?, to output: inout [UInt8]) {
        if let replacement = escape(byte) { output += replacement.utf8 } else { output.append(byte) }
    }
}
