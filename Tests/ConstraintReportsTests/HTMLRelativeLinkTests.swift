import ConstraintReports
import Testing
import TestSupport

@Suite("Links from the page to files beside it")
struct HTMLRelativeLinkTests {
    private func href(_ path: String) throws -> String? {
        let page = HTMLReportPage(
            title: "t",
            sections: [
                .init(
                    title: "s", text: "",
                    diagrams: [.init(caption: "d", content: .unavailable("-"), links: [.init(title: "file", relativePath: path)])])
            ])
        return try XMLTree.parse(page.render()).elements(named: "figcaption").first?.elements(named: "a").first?
            .attributes["href"]
    }

    @Test(arguments: [
        ("horizontal.svg", "horizontal.svg"),
        ("system-1/vertical.dot", "system-1/vertical.dot"),
        ("a b/c#d?e%f.svg", "a%20b/c%23d%3Fe%25f.svg"),
        ("שלום.svg", "%D7%A9%D7%9C%D7%95%D7%9D.svg"),
    ])
    func relativePathsAreLinkedPercentEncoded(_ path: String, _ expected: String) throws {
        #expect(try href(path) == expected)
    }

    @Test(arguments: [
        "", "/etc/passwd", "//host/x", "https://example.com/x.svg", "javascript:alert(1)", "../outside.svg",
        "a/../b", "./a", "a//b", "c:\\x", "a\\b",
    ])
    func anythingElseIsShownAsTextWithoutALink(_ path: String) throws {
        #expect(try href(path) == nil)
    }
}
