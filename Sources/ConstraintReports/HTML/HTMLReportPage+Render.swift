extension HTMLReportPage {
    /// The whole page. Anchors are generated (`system-2`, `system-2-diagram-1`), never taken from
    /// the input, and each diagram's SVG ids are prefixed with its anchor.
    public func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="\(HTMLEscaping.attribute(language))">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="generator" content="ConstraintDoctor"/>
            <title>\(HTMLEscaping.text(title))</title>
            <style>
            \(HTMLReportStyle.css)</style>
            </head>
            <body>
            <header>
            <h1>\(HTMLEscaping.text(title))</h1>

            """
        if let introduction { html += "<p>\(HTMLEscaping.text(introduction))</p>\n" }
        html += "</header>\n"
        html += tableOfContents()
        html += "<main>\n"
        if sections.isEmpty { html += "<p class=\"empty\">No constraint systems to show.</p>\n" }
        for (index, section) in sections.enumerated() {
            html += render(section, anchor: Self.sectionAnchor(index))
        }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    /// Nothing may be fetched or run; only the inline style and inline SVG are used.
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    static func sectionAnchor(_ index: Int) -> String { "system-\(index + 1)" }
    static func subsectionAnchor(_ section: String, _ index: Int) -> String { "\(section)-findings-\(index + 1)" }
    static func diagramAnchor(_ section: String, _ index: Int) -> String { "\(section)-diagram-\(index + 1)" }
    static func overviewAnchor(_ section: String) -> String { "\(section)-overview" }

    private func tableOfContents() -> String {
        guard !sections.isEmpty else { return "" }
        var html = "<nav aria-labelledby=\"contents\">\n<h2 id=\"contents\">Contents</h2>\n<ol>\n"
        for (index, section) in sections.enumerated() {
            let anchor = Self.sectionAnchor(index)
            html += "<li>" + Self.link(to: anchor, section.title)
            if let card = section.card { html += "\n<p class=\"verdict \(card.tone.rawValue)\">\(HTMLEscaping.text(card.verdict))</p>" }
            let entries =
                (section.overview.map { [(Self.overviewAnchor(anchor), $0.caption)] } ?? [])
                + section.subsections.enumerated().map { (Self.subsectionAnchor(anchor, $0), $1.title) }
                + section.diagrams.enumerated().map { (Self.diagramAnchor(anchor, $0), $1.caption) }
            if !entries.isEmpty {
                html += "\n<ol class=\"parts\">\n"
                for (target, title) in entries { html += "<li>" + Self.link(to: target, title) + "</li>\n" }
                html += "</ol>\n"
            }
            html += "</li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }

    private func render(_ section: Section, anchor: String) -> String {
        var html = "<section id=\"\(anchor)\" class=\"system\">\n"
        html += "<h2>\(HTMLEscaping.text(section.title))</h2>\n"
        // With a card, the verdict comes first and the long text waits in collapsed details.
        let folded = section.card != nil
        let overview = section.overview.map { render($0, anchor: Self.overviewAnchor(anchor), className: "diagram overview") }
        if let card = section.card {
            html += card.render(appending: overview ?? "")
        } else if let overview {
            html += overview
        }
        if folded {
            html += "<details class=\"full-report\"><summary>The full report</summary>\n"
                + "<pre class=\"report\">\(HTMLEscaping.text(section.text))</pre>\n</details>\n"
        } else {
            html += "<pre class=\"report\">\(HTMLEscaping.text(section.text))</pre>\n"
        }
        for (index, subsection) in section.subsections.enumerated() {
            html += "<section id=\"\(Self.subsectionAnchor(anchor, index))\" class=\"findings\">\n"
            html += folded
                ? "<details><summary>\(HTMLEscaping.text(subsection.title))</summary>\n"
                : "<h3>\(HTMLEscaping.text(subsection.title))</h3>\n"
            if subsection.blocks.isEmpty { html += "<p class=\"empty\">None.</p>\n" }
            for block in subsection.blocks { html += "<pre>\(HTMLEscaping.text(block))</pre>\n" }
            html += (folded ? "</details>\n" : "") + "</section>\n"
        }
        if !section.pages.isEmpty {
            html += "<nav class=\"pages\">\n<h3>\(HTMLEscaping.text(section.pagesTitle))</h3>\n<ul>\n"
            for page in section.pages { html += "<li>" + Self.fileLink(page) + "</li>\n" }
            html += "</ul>\n</nav>\n"
        }
        if !section.diagrams.isEmpty {
            html += "<section class=\"diagrams\">\n<h3>Diagrams</h3>\n"
            for (index, diagram) in section.diagrams.enumerated() {
                html += render(diagram, anchor: Self.diagramAnchor(anchor, index))
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    private func render(_ diagram: Diagram, anchor: String, className: String = "diagram") -> String {
        var html = "<figure id=\"\(anchor)\" class=\"\(className)\">\n"
        switch diagram.content {
        case .svg(let svg):
            do {
                html += "<div class=\"drawing\">" + (try EmbeddedSVG.markup(for: svg, idPrefix: anchor + "-")) + "</div>\n"
            } catch {
                html += Self.unavailable("the diagram's SVG could not be read: \(error)")
            }
        case .unavailable(let reason):
            html += Self.unavailable(reason)
        }
        html += "<figcaption>\(HTMLEscaping.text(diagram.caption))"
        let links = diagram.links.map(Self.fileLink)
        if !links.isEmpty { html += " <span class=\"files\">(" + links.joined(separator: ", ") + ")</span>" }
        return html + "</figcaption>\n</figure>\n"
    }

    /// A link to a file of the folder (and an anchor in it), or only its title when the path
    /// is not one `RelativeLink` accepts.
    private static func fileLink(_ link: FileLink) -> String {
        guard var href = RelativeLink.href(link.relativePath) else { return HTMLEscaping.text(link.title) }
        if let fragment = link.fragment { href += "#" + fragment }
        return "<a href=\"\(HTMLEscaping.attribute(href))\">\(HTMLEscaping.text(link.title))</a>"
    }

    private static func unavailable(_ reason: String) -> String {
        "<p class=\"unavailable\">Diagram not available: \(HTMLEscaping.text(reason))</p>\n"
    }

    private static func link(to anchor: String, _ title: String) -> String {
        "<a href=\"#\(anchor)\">\(HTMLEscaping.text(title))</a>"
    }
}
