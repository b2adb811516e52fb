import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

/// How single constraints and items are drawn, on systems built in code.
@Suite("Diagram drawing")
struct DiagramDrawingTests {
    static func draw(_ layout: LayoutBuilder, axis: Axis, limits: ConstraintDiagram.Limits = .standard) -> ConstraintDiagram {
        ConstraintDiagram(system: layout.system, diagnosis: Analyzer().analyze(layout.system), axis: axis, limits: limits)
    }

    /// Drawn as a log would list the constraints: a partial system, whose free motions are not
    /// reported, so only the constraints decide what is drawn.
    static func drawPartial(_ layout: LayoutBuilder, axis: Axis) -> ConstraintDiagram {
        var system = layout.system
        system.isComplete = false
        return ConstraintDiagram(system: system, diagnosis: Analyzer().analyze(system), axis: axis)
    }

    /// The brief's examples: the arrow names the items, the label only their attributes.
    @Test func edgesAreLabelledInTheConstraintsOwnTerms() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let red = layout.view("Red")
        let blue = layout.view("Blue", className: "UILabel")
        let leading = layout.add(blue.leading == red.trailing + 8)
        let width = layout.add((blue.width >= 121).priority(750))
        let centre = layout.add(red.centerX == 0.5 * layout.root.centerX)
        let negative = layout.add(red.leading == layout.root.leading - 16)
        let third = layout.add(red.width == 0.333333 * layout.root.width)
        let diagram = Self.draw(layout, axis: .horizontal)
        func label(_ id: String) -> String { diagram.graph.edge(withID: diagram.edgeIDs[id]?.first ?? "")?.attributes.labelText ?? "" }
        #expect(label(leading).hasPrefix("\(leading): leading = trailing + 8"))
        #expect(label(width).hasPrefix("\(width): width ≥ 121 @750"))
        #expect(label(centre).hasPrefix("\(centre): centerX = ½×centerX"))
        #expect(label(negative).hasPrefix("\(negative): leading = leading \u{2212} 16"))
        #expect(label(third).hasPrefix("\(third): width = ⅓×width"))
        let edge = try #require(diagram.graph.edge(withID: diagram.edgeIDs[leading]![0]))
        #expect(edge.from == diagram.nodeIDs[blue.id] && edge.to == diagram.nodeIDs[red.id], "from the first item to the second")
        let loop = try #require(diagram.graph.edge(withID: diagram.edgeIDs[width]![0]))
        #expect(loop.from == loop.to, "a size is a loop on its item")
        #expect(loop.attributes["style"] == .keyword("dashed"), "optional constraints are dashed")
    }

    @Test func originsHaveTheirOwnArrowheadsAndWords() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let cell = layout.view("Cell")
        var ids: [ConstraintOrigin: String] = [:]
        for origin in ConstraintOrigin.allCases {
            ids[origin] = layout.add((cell.width == 100).origin(origin).priority(Priority(Double(500 + ids.count))))
        }
        let diagram = Self.draw(layout, axis: .horizontal)
        let arrowheads = ConstraintOrigin.allCases.map { diagram.graph.edge(withID: diagram.edgeIDs[ids[$0]!]![0])!.attributes["arrowhead"] }
        #expect(Set(arrowheads).count == ConstraintOrigin.allCases.count)
        let autoresizing = diagram.graph.edge(withID: diagram.edgeIDs[ids[.autoresizingMask]!]![0])!
        #expect(autoresizing.attributes.labelText.contains("autoresizing mask"))
        #expect(autoresizing.attributes.classes.contains("origin-autoresizingMask"))
    }

    @Test func guidesAndTheRootAreDrawnApartFromViews() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let guide = layout.view("Safe", kind: .safeAreaGuide)
        let view = layout.view("Header", className: "UIView")
        layout.add(view.top == guide.top)
        layout.add(view.leading == layout.root.leading)
        let diagram = Self.drawPartial(layout, axis: .vertical)
        let guideNode = try #require(diagram.graph.node(diagram.nodeIDs[guide.id]!.rawValue))
        let rootNode = try #require(diagram.graph.node(diagram.nodeIDs[layout.root.id]!.rawValue))
        let viewNode = try #require(diagram.graph.node(diagram.nodeIDs[view.id]!.rawValue))
        #expect(guideNode.attributes.classes.contains("guide") && "\(guideNode.attributes["style"]!)".contains("dashed"))
        #expect(rootNode.attributes.classes.contains("root") && rootNode.attributes["peripheries"] == .keyword("2"))
        #expect(viewNode.attributes.labelText == "Header\nUIView")
        #expect(diagram.graph.allClusters.count == 1, "the root holds both: one box")
    }

    @Test func onlyItemsOnTheAxisAreDrawnWithTheirSuperviews() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let card = layout.view("Card")
        let title = layout.view("Title", in: card)
        let icon = layout.view("Icon", in: card)
        layout.add(title.top == card.top + 40)
        layout.add(icon.leading == card.leading + 10)
        let vertical = Self.drawPartial(layout, axis: .vertical)
        #expect(vertical.nodeIDs[title.id] != nil && vertical.nodeIDs[card.id] != nil, "the title, inside its card")
        #expect(vertical.nodeIDs[icon.id] == nil, "the icon takes no part vertically")
        #expect(vertical.graph.allClusters.contains { $0.nodes.map(\.id) == [vertical.nodeIDs[card.id]!, vertical.nodeIDs[title.id]!] })
    }

    /// Inputs can claim a view is inside itself or inside its own subview; the boxes must nest.
    @Test func aCycleOfSuperviewsStillNests() {
        var system = ConstraintSystem(source: SourceInfo(file: "x", firstLine: 1, lastLine: 1), format: .constraintList)
        system.items = [
            LayoutItem(id: "a", displayName: "A", superviewID: "b"), LayoutItem(id: "b", displayName: "B", superviewID: "a"),
            LayoutItem(id: "c", displayName: "C", superviewID: "c"),
        ]
        system.constraints = [
            LayoutConstraint(id: "c1", first: Anchor(item: "a", .width), second: Anchor(item: "b", .width)),
            LayoutConstraint(id: "c2", first: Anchor(item: "c", .width), constant: 4),
        ]
        let diagram = ConstraintDiagram(system: system, diagnosis: Analyzer().analyze(system), axis: .horizontal)
        #expect(diagram.graph.structuralProblems().isEmpty)
        #expect(diagram.nodeIDs.count == 3)
        #expect(diagram.graph.render().contains("item1 -> item2"))
    }

    @Test func theDefaultAxisIsTheFirstConflictsThenTheFirstAmbiguitys() {
        var conflicting = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = conflicting.view("Box")
        conflicting.add([box.height == 10, box.height == 20, box.leading == 0, box.width == 5, box.top == 0])
        #expect(ConstraintDiagram.defaultAxis(for: Analyzer().analyze(conflicting.system)) == .vertical)

        var ambiguous = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let loose = ambiguous.view("Loose")
        ambiguous.add([loose.leading == 0, loose.width == 5, loose.height == 5])
        #expect(ConstraintDiagram.defaultAxis(for: Analyzer().analyze(ambiguous.system)) == .vertical)

        var fine = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let pinned = fine.view("Pinned")
        fine.add([pinned.leading == 0, pinned.width == 5, pinned.top == 0, pinned.height == 5])
        #expect(ConstraintDiagram.defaultAxis(for: Analyzer().analyze(fine.system)) == .horizontal)
    }

    @Test func theSameSystemGivesTheSameBytes() {
        let layout = Self.row(count: 12, conflicting: true)
        let renderings = (0..<4).map { _ in Self.draw(layout, axis: .horizontal).graph.render() }
        #expect(Set(renderings).count == 1)
    }

    @Test func anAxisWithoutConstraintsSaysSo() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = layout.view("Box")
        layout.add([box.leading == layout.root.leading, box.width == 5])
        let diagram = Self.drawPartial(layout, axis: .vertical)
        #expect(diagram.graph.label?.contains("Nothing is constrained on the vertical axis.") == true)
    }

    /// `count` views in a row between the root's edges, each 40 wide, 8 apart, plus one width
    /// that contradicts the row when `conflicting`.
    static func row(count: Int, conflicting: Bool) -> LayoutBuilder {
        var layout = LayoutBuilder(rootWidth: Double(8 + count * 48), rootHeight: 100)
        var previous = layout.root
        var views: [ItemHandle] = []
        for index in 0..<count {
            let view = layout.view("V\(index)")
            layout.add(view.leading == (index == 0 ? previous.leading : previous.trailing) + 8)
            layout.add(view.width == 40)
            layout.add(view.top == layout.root.top)
            layout.add(view.height == 20)
            previous = view
            views.append(view)
        }
        layout.add(layout.root.trailing == previous.trailing + 8)
        if conflicting { layout.add(views[count / 2].width == 50) }
        return layout
    }
}
