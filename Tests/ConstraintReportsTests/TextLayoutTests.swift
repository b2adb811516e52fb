@testable import ConstraintReports
import Testing

@Suite("Text layout")
struct TextLayoutTests {
    @Test func tableAlignsColumnsAndDropsEmptyOnes() {
        let lines = TextLayout.table([["a", "", "x"], ["bbb", "", "y"]])
        #expect(lines == ["  a    x", "  bbb  y"])
    }

    @Test func tableTrimsTrailingBlanksOfShortRows() {
        let lines = TextLayout.table([["name", "class", ""], ["longer name", "c", "note"]])
        #expect(lines == ["  name         class", "  longer name  c      note"])
    }

    @Test func styleIsAppliedAfterPadding() {
        let lines = TextLayout.table([["a", "x"], ["bb", "y"]]) { _, column, text in column == 0 ? "<\(text)>" : text }
        #expect(lines == ["  <a>   x", "  <bb>  y"])
    }

    @Test func wrapBreaksBetweenWordsWithAHangingIndent() {
        let lines = TextLayout.wrap("one two three four", firstPrefix: "- ", indent: "  ", width: 10)
        #expect(lines == ["- one two", "  three", "  four"])
    }

    @Test func wrapKeepsAWordLongerThanTheLine() {
        #expect(TextLayout.wrap("abcdefghijkl x", firstPrefix: "", indent: "", width: 5) == ["abcdefghijkl", "x"])
    }
}
