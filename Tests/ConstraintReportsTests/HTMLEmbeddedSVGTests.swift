import ConstraintReports
import Testing
import TestSupport

/// SVG that is not what Graphviz writes: the page must stay well-formed, script-free and
/// self-contained whatever a caller hands over.
@Suite("SVG embedded in the page")
struct HTMLEmbeddedSVGTests {
    private func page(_ svg: String) -> String {
        HTMLReportPage(
            title: "t", sections: [.init(title: "s", text: "", diagrams: [.init(caption: "d", content: .svg(svg))])]
        ).render()
    }

    private func drawing(_ svg: String) throws -> XMLTree? {
        try XMLTree.parse(page(svg)).elements(withClass: "drawing").first
    }

    private func unavailableReason(_ svg: String) throws -> String? {
        try XMLTree.parse(page(svg)).elements(withClass: "unavailable").first?.allText
    }

    @Test func scriptsHandlersAndForeignContentAreRemoved() throws {
        let svg = """
            <svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg" xmlns:evil="urn:x">
            <script>alert(2)</script><SCRIPT>alert(3)</SCRIPT>
            <style>body { display: none }</style>
            <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
            <image href="https://example.com/x.png"/>
            <a href="javascript:alert(4)" xlink:href="https://example.com"><text onclick="x()" evil:a="1">kept</text></a>
            <set attributeName="href" to="javascript:alert(5)"/>
            </svg>
            """
        let drawing = try #require(try drawing(svg))
        let names = Set(drawing.allElements.map(\.name))
        #expect(names == ["div", "svg", "a", "text"])
        #expect(drawing.elements(named: "text").map(\.text) == ["kept"])
        #expect(drawing.elements(named: "text").first?.attributes == [:])
        #expect(drawing.elements(named: "a").first?.attributes == [:])
        #expect(drawing.elements(named: "svg").first?.attributes.keys.sorted() == ["xmlns", "xmlns:xlink"])
    }

    @Test func charactersDataAndEntitiesAreDecodedAndEscapedAgain() throws {
        let svg = #"<svg><text>a &lt;b&gt; &amp;amp; &#233;&#xE9; &#1; <![CDATA[<raw> & ]]></text></svg>"#
        let drawing = try #require(try drawing(svg))
        #expect(drawing.elements(named: "text").first?.text == "a <b> &amp; éé \u{FFFD} <raw> & ")
    }

    @Test(arguments: [
        ("<svg><g></svg>", "end tag </svg> does not match the open element"),
        ("<svg><g>", "<g> is never closed"),
        ("<svg/><svg/>", "more than one root element"),
        ("text<svg/>", "text outside the root element"),
        ("<svg a=1/>", "attribute a is not quoted"),
        ("<svg a='1' a='2'/>", "attribute a appears twice"),
        ("<svg><text>&nbsp;</text></svg>", "unknown entity &nbsp;"),
        ("<svg><text>a & b</text></svg>", "bare & in character data"),
        ("<svg><!-- unterminated", "unterminated markup, expected -->"),
        ("<html/>", "the root element is <html>, not <svg>"),
        ("", "no root element"),
        (String(repeating: "<g>", count: 300), "elements nested too deeply"),
    ])
    func malformedSVGBecomesANoteInsteadOfBreakingThePage(_ svg: String, _ reason: String) throws {
        let note = try #require(try unavailableReason(svg))
        #expect(note.hasPrefix("Diagram not available: the diagram's SVG could not be read: " + reason))
    }

    @Test func aDoctypeWithAnInternalSubsetIsSkipped() throws {
        let svg = #"<!DOCTYPE svg [ <!ENTITY x "<svg>"> ]><svg><title>t</title></svg>"#
        let drawing = try #require(try drawing(svg))
        #expect(drawing.elements(named: "title").map(\.text) == ["t"])
    }
}
