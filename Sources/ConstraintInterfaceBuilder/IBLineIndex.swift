/// The document's lines, to turn `XMLParser`'s positions (it reports where a start tag *ends*)
/// into the column of the tag's `<`, and to quote a constraint's element as its text.
struct IBLineIndex {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// 1-based column of `<name` on the line, or the parser's column when the tag is not there.
    func column(ofTag name: String, line number: Int, reportedColumn: Int) -> Int {
        guard let text = line(number), let range = text.range(of: "<" + name) else { return reportedColumn }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// The element's text when it is written on one line (IB writes every constraint so).
    func elementText(_ name: String, line number: Int) -> String? {
        guard let text = line(number), let start = text.range(of: "<" + name) else { return nil }
        let rest = text[start.lowerBound...]
        guard let end = rest.firstIndex(of: ">") else { return String(rest) }
        return String(rest[...end])
    }
}

/// The text a view shows, for its display name: a label's text, a button's title, a cell's title.
enum IBText {
    static func title(of node: XMLElementNode) -> String? {
        if let text = node["text"] ?? node["title"] ?? node["placeholder"], !text.isEmpty { return text }
        // A button with a configuration (Xcode 13 and later) shows the configuration's title; IB
        // still writes a `normal` state, often with its placeholder "Button".
        if let configured = node.children.first(where: { $0.name == "buttonConfiguration" })?["title"], !configured.isEmpty {
            return configured
        }
        for child in node.children {
            if child.name == "state", child.key == "normal", let title = child["title"], !title.isEmpty { return title }
            if child.name == "string", child.key == "text" {
                // A label's text with a line break, or a long one, is saved so; Xcode's outline
                // names the label by it (its first line here). A text view's text is content.
                guard node.name == "label" else { return nil }
                return firstLine(of: child.characters)
            }
            if child.key == "cell", let title = child["title"] ?? child["placeholderString"], !title.isEmpty { return title }
            // An AppKit control's title with a line break is saved in its cell as `<string
            // key="title">`; the outline names the control by its first line.
            if child.key == "cell", let element = child.children.first(where: { $0.name == "string" && $0.key == "title" }) {
                return firstLine(of: element.characters)
            }
        }
        return nil
    }

    /// The first line of a saved text that holds something, trimmed.
    private static func firstLine(of text: String) -> String? {
        text.split(whereSeparator: \.isNewline).lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// The view holds no text at all: no `text` attribute or an empty one, and no `<string
    /// key="text">` or `<attributedString key="attributedText">` child.
    static func isEmpty(_ node: XMLElementNode) -> Bool {
        (node["text"] ?? "").isEmpty && !node.children.contains { $0.key == "text" || $0.key == "attributedText" }
    }

    /// The point size of the view's font (`<fontDescription pointSize>`, AppKit `<font size>`),
    /// or the platform's default text size.
    static func pointSize(of node: XMLElementNode, macOS: Bool) -> Double {
        var found: Double?
        func search(_ element: XMLElementNode, depth: Int) {
            guard found == nil, depth < 3 else { return }
            for child in element.children {
                if child.name == "fontDescription" || child.name == "font" {
                    if let size = IBNumbers.double(child["pointSize"] ?? child["size"]), size > 0 { found = size; return }
                }
                search(child, depth: depth + 1)
            }
        }
        search(node, depth: 0)
        return found ?? (macOS ? 13 : 17)
    }
}
