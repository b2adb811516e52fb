import ConstraintReports
import Testing

@Suite("Escaping text for DOT")
struct DotEscapingTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        (#"a "quoted" word"#, #""a \"quoted\" word""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"ends with \"#, #""ends with \\""#),
        (#"\N \G \E \T \H \L \l \r \n"#, #""\\N \\G \\E \\T \\H \\L \\l \\r \\n""#),
        ("&amp; &lt; & &#233;", #""&amp;amp; &amp;lt; &amp; &amp;#233;""#),
        ("<b>bold</b> {x} [y] |z|", #""<b>bold</b> {x} [y] |z|""#),
        ("one\ntwo\r\nthree\rfour", #""one\ntwo\nthree\nfour""#),
        ("tab\there", "\"tab\there\""),
        ("bell\u{7} nul\u{0} esc\u{1B} del\u{7F}", "\"bell\u{2407} nul\u{2400} esc\u{241B} del\u{2421}\""),
        ("c1\u{85} nonchar\u{FFFF}", "\"c1\u{FFFD} nonchar\u{FFFD}\""),
        ("שלום مرحبا 😀 👩‍👩‍👧 🇮🇱", "\"שלום مرحبا 😀 👩‍👩‍👧 🇮🇱\""),
    ])
    func textIsEscapedSoGraphvizShowsItLiterally(_ text: String, _ expected: String) {
        #expect(DotEscaping.quotedText(text) == expected)
    }

    /// A quote or backslash followed by a combining mark is a single Swift `Character` that is
    /// not equal to `"` or `\`; the lexer still sees the quote.
    @Test func quotesCarryingCombiningMarksAreStillEscaped() {
        #expect(DotEscaping.quotedText("a\"\u{301}b") == "\"a\\\"\u{301}b\"")
        #expect(DotEscaping.quotedText("\\\u{301}") == "\"\\\\\u{301}\"")
        #expect(DotEscaping.quotedVerbatim("\"\u{301}") == "\"\\\"\u{301}\"")
    }

    @Test func verbatimValuesOnlyEscapeQuotesAndBackslashes() {
        #expect(DotEscaping.quotedVerbatim("filled,rounded") == #""filled,rounded""#)
        #expect(DotEscaping.quotedVerbatim("#ff0000") == ##""#ff0000""##)
        #expect(DotEscaping.quotedVerbatim(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(DotEscaping.quotedVerbatim("&amp;") == #""&amp;""#)
    }

    /// Every escaped string must stay one DOT token: no unescaped quote inside, no raw line break.
    @Test(arguments: [#"x\"#, #"\""#, "\"\"\"", "\\\\\"", "a\n\"b", "\r\n\\", "\u{0}\""])
    func escapedTextIsAlwaysOneQuotedToken(_ text: String) {
        let quoted = DotEscaping.quotedText(text)
        let inner = Array(quoted.unicodeScalars.dropFirst().dropLast())
        #expect(quoted.first == "\"" && quoted.last == "\"")
        var index = 0
        while index < inner.count {
            if inner[index] == "\\" {
                index += 2
                continue
            }
            #expect(inner[index] != "\"", "unescaped quote in \(quoted)")
            #expect(inner[index] != "\n" && inner[index] != "\r", "raw line break in \(quoted)")
            index += 1
        }
        #expect(index == inner.count, "a dangling backslash would escape the closing quote in \(quoted)")
    }
}
