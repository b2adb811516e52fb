import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

@testable import ConstraintGraphviz

/// Names, class names and identifiers from the input go through the diagram's HTML-like
/// labels, DOT, Graphviz and SVG; read back as XML they must be what went in.
@Suite("Hostile text in diagrams")
struct DiagramHostileTextTests {
    static let names = [
        #"say "hi" & <b>bold</b> &amp; \N \G \\ end\"#,
        "braces {a} [b] |c| ;d; -> digraph node",
        "RTL עברית and العربية 😀 👩‍👩‍👧 🇮🇱",
        "two\nlines",
        "tab\there",
        "bell\u{7} and esc\u{1B}",
    ]
    static let hostileClass = #"Evil<Class>&"Quote"\N"#
    static let hostileIdentifier = #"id "x" <y> & \L"#

    /// What a reader should see: line breaks start lines, tabs read as spaces, control
    /// characters as their control pictures.
    static func shown(_ text: String) -> [String] {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            switch scalar.value {
            case 0x09: return " "
            case 0x00..<0x20 where scalar != "\n": return Unicode.Scalar(0x2400 + scalar.value)!
            default: return scalar
            }
        }))
        return visible.split(separator: "\n").map(String.init)
    }

    @Test func namesClassesAndIdentifiersComeBackExactly() throws {
        var layout = LayoutBuilder(rootName: Self.names[0], rootWidth: 320, rootHeight: 480)
        var views: [ItemHandle] = []
        for name in Self.names.dropFirst() { views.append(layout.view(name, className: Self.hostileClass)) }
        var previous = layout.root
        for view in views {
            layout.add((view.leading == previous.leading + 8).identifier(Self.hostileIdentifier))
            previous = view
        }
        layout.add(views[0].width == 10)
        layout.add(views[0].width == 20)
        var system = layout.system
        system.isComplete = false
        let diagram = ConstraintDiagram(system: system, diagnosis: Analyzer().analyze(system), axis: .horizontal)
        let svg = try DiagramSVG(GraphvizRenderer.svg(fromDOT: diagram.graph.render()))

        for (index, item) in system.items.enumerated() {
            let node = try #require(svg.node(titled: "item\(index + 1)"), "node of \(item.displayName)")
            let nameLines = Self.shown(item.displayName)
            #expect(Array(node.lines.prefix(nameLines.count)) == nameLines)
            if index > 0 { #expect(node.lines.dropFirst(nameLines.count).first == Self.hostileClass) }
        }
        for constraint in system.constraints where constraint.identifier != nil {
            let edge = try #require(svg.element(withID: diagram.edgeIDs[constraint.id]![0]))
            #expect(edge.lines.contains("'\(Self.hostileIdentifier)'"), "\(edge.lines)")
        }
        #expect(svg.edges(withClass: "conflict-1").count == 2)
    }

    /// The graph's caption names the input file, which may be anything.
    @Test func aHostileFileNameInTheCaption() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = layout.view("Box")
        layout.add(box.width == 10)
        var system = layout.system
        system.source.file = #"we"ird\N <dir>/&amp;.log"#
        let diagram = ConstraintDiagram(system: system, diagnosis: Analyzer().analyze(system), axis: .horizontal)
        let svg = try GraphvizRenderer.svg(fromDOT: diagram.graph.render())
        let graph = try #require(try DiagramSVG(svg).groups.first { $0.classes.contains("graph") })
        #expect(graph.lines.first?.hasPrefix(#"we"ird\N <dir>/&amp;.log"#) == true, "\(graph.lines)")
    }
}
