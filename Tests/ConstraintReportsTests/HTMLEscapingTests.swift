import ConstraintReports
import Testing

@Suite("Escaping text for the HTML page")
struct HTMLEscapingTests {
    @Test(arguments: [
        ("plain", "plain", "plain"),
        ("<script>alert('x')</script>", "&lt;script&gt;alert('x')&lt;/script&gt;", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("a & b &amp; c", "a &amp; b &amp;amp; c", "a &amp; b &amp;amp; c"),
        (#"say "hi""#, #"say "hi""#, "say &quot;hi&quot;"),
        ("line\r\nbreak\rhere", "line\nbreak\nhere", "line\nbreak\nhere"),
        ("bell\u{7} nul\u{0}", "bell\u{2407} nul\u{2400}", "bell\u{2407} nul\u{2400}"),
        ("RTL עברית العربية 😀 {}", "RTL עברית العربية 😀 {}", "RTL עברית العربية 😀 {}"),
        (#"\N \\ ]]> -->"#, #"\N \\ ]]&gt; --&gt;"#, #"\N \\ ]]&gt; --&gt;"#),
    ])
    func textAndAttributesAreEscaped(_ raw: String, _ asText: String, _ asAttribute: String) {
        #expect(HTMLEscaping.text(raw) == asText)
        #expect(HTMLEscaping.attribute(raw) == asAttribute)
    }
}
