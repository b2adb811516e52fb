import ConstraintReports
import Testing

@Suite("TerminalText escapes what a terminal would obey")
struct TerminalTextTests {
    @Test func controlBidiAndInvisibleCharactersAreEscaped() {
        let cases: [(String, String)] = [
            ("a\u{1B}[2Jb", #"a\u{1B}[2Jb"#), ("bell\u{07}", #"bell\u{7}"#), ("nul\u{0}", #"nul\u{0}"#),
            ("csi\u{9B}", #"csi\u{9B}"#), ("del\u{7F}", #"del\u{7F}"#), ("rtl\u{202E}x\u{2066}", #"rtl\u{202E}x\u{2066}"#),
            ("zero\u{200B}width\u{FEFF}", #"zero\u{200B}width\u{FEFF}"#), ("tag\u{E0041}", #"tag\u{E0041}"#),
            ("lone\rreturn", #"lone\u{D}return"#),
        ]
        for (input, expected) in cases { #expect(TerminalText.escaped(input) == expected) }
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["tab\tand\nnewline", "crlf\r\nline", "Größe 宽度 👩‍💻 مرحبا", "emoji︎ selector"] {
            let expected = text.replacingOccurrences(of: "\r\n", with: "\n")
            #expect(TerminalText.escaped(text) == expected)
        }
    }

    @Test func theMarkerBecomesTheEscapeCharacter() {
        #expect(TerminalText.escaped("\u{E000}[1mbold\u{E000}[0m \u{1B}", keeping: "\u{E000}") == "\u{1B}[1mbold\u{1B}[0m \\u{1B}")
    }
}
