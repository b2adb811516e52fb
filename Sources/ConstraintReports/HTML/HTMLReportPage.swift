/// One self-contained HTML page for a report folder's `index.html`: a title, a table of
/// contents, and a section per constraint system with its text, its findings and its diagrams.
///
/// The page needs nothing else: CSS is inline, SVG diagrams are embedded, and it runs no
/// script and loads nothing from the network (a Content-Security-Policy says so to the browser
/// as well). All text is escaped, and the markup is also well-formed XML. The same page value
/// always renders to the same bytes.
public struct HTMLReportPage: Hashable, Sendable {
    public var title: String
    /// A paragraph under the title (which input, how many systems), when there is one.
    public var introduction: String?
    public var sections: [Section]
    /// The page's language (`lang`), for screen readers and hyphenation.
    public var language: String

    public init(title: String, introduction: String? = nil, sections: [Section] = [], language: String = "en") {
        self.title = title
        self.introduction = introduction
        self.sections = sections
        self.language = language
    }

    /// One constraint system.
    public struct Section: Hashable, Sendable {
        public var title: String
        /// The readable text report of the system, shown preformatted.
        public var text: String
        /// Findings such as "Conflicts" and "Fixes", each a list of text blocks.
        public var subsections: [Subsection]
        public var diagrams: [Diagram]
        /// What is wrong and what to change, shown first (`SystemCard`); the text and the
        /// findings then follow in collapsed `<details>`.
        public var card: SystemCard?
        /// A small system's both-axes diagram, shown in the card (with a card) or before the
        /// other diagrams.
        public var overview: Diagram?

        public init(
            title: String, text: String, subsections: [Subsection] = [], diagrams: [Diagram] = [], card: SystemCard? = nil,
            overview: Diagram? = nil
        ) {
            self.title = title
            self.text = text
            self.subsections = subsections
            self.diagrams = diagrams
            self.card = card
            self.overview = overview
        }
    }

    public struct Subsection: Hashable, Sendable {
        public var title: String
        /// Free-form text, each block shown preformatted on its own.
        public var blocks: [String]

        public init(title: String, blocks: [String]) {
            self.title = title
            self.blocks = blocks
        }
    }

    public struct Diagram: Hashable, Sendable {
        public var caption: String
        public var content: Content
        /// Files next to the page with the same diagram (`horizontal.dot`, `horizontal.svg`).
        public var links: [FileLink]

        public init(caption: String, content: Content, links: [FileLink] = []) {
            self.caption = caption
            self.content = content
            self.links = links
        }

        public enum Content: Hashable, Sendable {
            /// An SVG document as Graphviz wrote it.
            case svg(String)
            /// No picture, with the reason (Graphviz missing, rendering failed); the page says so
            /// in place of the diagram.
            case unavailable(String)
        }
    }

    /// A link to a file in the report folder, by a path relative to the page.
    public struct FileLink: Hashable, Sendable {
        public var title: String
        public var relativePath: String

        public init(title: String, relativePath: String) {
            self.title = title
            self.relativePath = relativePath
        }
    }
}
