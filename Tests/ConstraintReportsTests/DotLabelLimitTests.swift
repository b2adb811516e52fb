import ConstraintReports
import Testing

/// Graphviz refuses an HTML-like label longer than 16,384 bytes; an identifier of any length
/// must still give a DOT file it reads.
@Suite("DOT labels stay within Graphviz's limits")
struct DotLabelLimitTests {
    @Test func longTextIsElidedWithAnEllipsis() {
        let name = String(repeating: "é", count: 50_000)
        let markup = DotHTML.text(name).markup
        #expect(markup.count == DotHTML.longestText)
        #expect(markup.hasSuffix("…"))
        #expect(markup.hasPrefix("ééé"))
    }

    @Test func textAtTheLimitIsKept() {
        let name = String(repeating: "x", count: DotHTML.longestText)
        #expect(DotHTML.text(name).markup == name)
        #expect(DotHTML.elided(name + "y", toCharacters: DotHTML.longestText).hasSuffix("…"))
    }

    @Test func aLabelPastTheLimitBecomesAPlainNote() {
        let pieces = (0..<40).map { _ in DotHTML.text(String(repeating: "w", count: 900)) }
        let value = DotValue.html(.lines(pieces)).dotText
        #expect(value.utf8.count < DotHTML.longestMarkup)
        #expect(value.hasPrefix("\"…"))
        #expect(value.contains("longer than Graphviz allows"))
    }

    @Test func ordinaryLabelsAreMarkup() {
        #expect(DotValue.html(.text("View.width")).dotText == "<View.width>")
    }
}
