import ConstraintReports
import Testing

/// HTML-like label markup: text is escaped for XML and for Graphviz's backslash expansion, and
/// only our code writes tags. What Graphviz makes of it is checked in ConstraintGraphvizTests.
@Suite("HTML-like labels")
struct DotHTMLTests {
    @Test func markupCharactersBecomeEntities() {
        #expect(DotHTML.text(#"<b>"x" & y</b>"#).markup == "&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;")
    }

    /// Graphviz expands `\N`, `\G`, `\\` inside HTML-like labels too.
    @Test func backslashesAreDoubled() {
        #expect(DotHTML.text(#"a\N b\\ c\"#).markup == #"a\\N b\\\\ c\\"#)
    }

    @Test func lineBreaksBecomeBreakTagsAndTabsSpaces() {
        #expect(DotHTML.text("one\ntwo\r\nthree\rfour\tfive").markup == "one<BR/>two<BR/>three<BR/>four five")
    }

    @Test func controlCharactersBecomeVisible() {
        #expect(DotHTML.text("bell\u{7}").markup == "bell\u{2407}")
    }

    @Test func unicodePassesThrough() {
        let text = "עברית 😀 👩‍👩‍👧 {}[]|"
        #expect(DotHTML.text(text).markup == text)
    }

    @Test func fontsTablesAndTheDOTValue() {
        let label = DotHTML.lines([DotHTML.text("A").bold(), DotHTML.text("b").font(pointSize: 8.5, color: DotColor("#5b6470"))])
        #expect(label.markup == ##"<B>A</B><BR/><FONT POINT-SIZE="8.5" COLOR="#5b6470">b</FONT>"##)
        #expect(DotValue.html(label).dotText == "<" + label.markup + ">")
        let table = DotHTML.table([[DotHTML.Cell(.text("x"), border: 1, style: .rounded)]])
        #expect(table.markup.contains(#"<TD BORDER="1" ALIGN="CENTER" STYLE="rounded">x</TD>"#))
    }

    @Test func parallelColoursAreJoinedWithColons() {
        #expect(DotColor.parallel([DotColor("#d62728"), DotColor("#1f77b4")]) == .keyword("#d62728:#1f77b4"))
    }
}
