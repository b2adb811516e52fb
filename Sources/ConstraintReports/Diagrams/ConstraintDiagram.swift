import ConstraintAnalysis
import ConstraintModel

/// The Graphviz diagram of one constraint system on one axis, with what the analysis found
/// drawn on it: items as nodes nested in their superviews, constraints as edges labelled in
/// their own terms and styled by origin, each minimal conflict in its own colour and number,
/// the suggested fix, the constraint UIKit broke, and the ambiguous items (`Docs/diagrams.md`).
///
/// ```swift
/// let diagram = ConstraintDiagram(system: system, diagnosis: Analyzer().analyze(system), axis: .vertical)
/// let dot = diagram.graph.render()
/// ```
///
/// Systems larger than `limits` are drawn as a summary instead: one node per connected group of
/// items, plus every conflict and ambiguous item in full with its neighbours. The same input
/// always gives the same DOT text.
public struct ConstraintDiagram: Sendable {
    /// Above these sizes a full diagram is no longer legible, and Graphviz's `dot` layout takes
    /// seconds (about 0.4 s for 1,000 plain nodes, 2.9 s for 3,000, minutes beyond), so a
    /// summary is drawn instead. Labelled edges cost far more than plain ones, and how much
    /// depends on the shape of the graph more than on its size, hence `maximumLayoutSpan`.
    public struct Limits: Hashable, Sendable {
        /// Items drawn, counting the superviews drawn around them.
        public var maximumItems: Int
        /// Constraints on the axis.
        public var maximumConstraints: Int
        /// The ranks all edges cross in a simple layering (`LayoutSpan`); 2,000 keeps the layout
        /// under about a second on Graphviz 2.42.
        public var maximumLayoutSpan: Int
        /// Group nodes in a summary; further groups are counted in one last node.
        public var maximumGroups: Int
        /// The combined view of both axes (`ConstraintDiagram.combined`) is drawn only for systems
        /// with at most this many items taking part and this many constraints on the two axes:
        /// beyond that, twice the edges between the same boxes no longer read at a glance.
        public var maximumCombinedItems: Int
        public var maximumCombinedConstraints: Int

        public init(
            maximumItems: Int = 300, maximumConstraints: Int = 600, maximumLayoutSpan: Int = 2_000, maximumGroups: Int = 100,
            maximumCombinedItems: Int = 8, maximumCombinedConstraints: Int = 16
        ) {
            self.maximumItems = maximumItems
            self.maximumConstraints = maximumConstraints
            self.maximumLayoutSpan = maximumLayoutSpan
            self.maximumGroups = maximumGroups
            self.maximumCombinedItems = maximumCombinedItems
            self.maximumCombinedConstraints = maximumCombinedConstraints
        }

        public static let standard = Limits()
    }

    /// The axis drawn; for the combined view, the axis whose constraints set the ranks
    /// (vertical), with `isCombined` true.
    public let axis: Axis
    /// True for the view of both axes in one drawing (`combined`).
    public let isCombined: Bool
    public let graph: DotGraph
    /// True when the system was too large and `graph` is a summary.
    public let isSummary: Bool
    /// The node of each item drawn in full, by item id.
    public let nodeIDs: [String: DotID]
    /// The SVG ids (`id` attribute) of each constraint's edges, by constraint id, first edge first.
    public let edgeIDs: [String: [String]]

    /// - Parameters:
    ///   - title: the first line of the caption; by default the system's file and lines.
    public init(
        system: ConstraintSystem, diagnosis: Diagnosis, axis: Axis, title: String? = nil, limits: Limits = .standard
    ) {
        let content = DiagramContent(system: system, diagnosis: diagnosis, axis: axis)
        var drawing =
            content.isLarger(than: limits)
            ? DiagramSummary(content: content, limits: limits).draw()
            : DiagramDetail(content: content).draw()
        let caption = [title ?? Self.defaultTitle(for: system), "\(axis.rawValue) axis"].joined(separator: " · ")
        drawing.captionLines.insert(caption, at: 0)
        self.init(drawing: drawing, axis: axis, combined: false)
    }

    /// The diagram of a state's layout on one axis, marked against the base layout: constraints
    /// the state activated (bold, green, `+`), deactivated (dashed, grey, `−`, drawn where the
    /// base had them) or edited (`constant 8 → 20`), items that moved or resized, and conflicts
    /// the base does not have (`Docs/states.md`).
    ///
    /// ```swift
    /// let diagnosis = Analyzer().analyze(system)
    /// let expanded = diagnosis.states.first { $0.name == "Expanded" }!
    /// let dot = ConstraintDiagram(state: expanded, base: system, baseDiagnosis: diagnosis, axis: .vertical).graph.render()
    /// ```
    public init(
        state: StateDiagnosis, base: ConstraintSystem, baseDiagnosis: Diagnosis, axis: Axis, title: String? = nil,
        limits: Limits = .standard
    ) {
        let marks = DiagramStateMarks(state: state, base: base, baseDiagnosis: baseDiagnosis, axes: [axis])
        let content = DiagramContent(system: state.system, diagnosis: state.diagnosis, axis: axis, state: marks)
        var drawing =
            content.isLarger(than: limits)
            ? DiagramSummary(content: content, limits: limits).draw()
            : DiagramDetail(content: content).draw()
        let caption = [title ?? Self.defaultTitle(for: base), "state \(state.name)", "\(axis.rawValue) axis"].joined(separator: " · ")
        drawing.captionLines.insert(contentsOf: [caption] + marks.captionLines(), at: 0)
        self.init(drawing: drawing, axis: axis, combined: false)
    }

    private init(drawing: DiagramDrawing, axis: Axis, combined: Bool) {
        self.axis = axis
        isCombined = combined
        isSummary = drawing.isSummary
        nodeIDs = drawing.nodeIDs
        edgeIDs = drawing.edgeIDs
        graph = drawing.graph(name: DotID(combined ? "both" : axis.rawValue)!, axis: axis, className: combined ? "both" : nil)
    }

    /// Both axes in one drawing, for a small system: every item once, the vertical constraints
    /// ranked bottom to top as on the vertical diagram, the horizontal ones drawn between the
    /// same boxes, and every conflict of either axis with its fix — so a conflict that spans
    /// both axes is seen whole. Nil when the system has more than
    /// `limits.maximumCombinedItems` items taking part or `maximumCombinedConstraints`
    /// constraints on the two axes, or nothing constrained at all.
    public static func combined(
        system: ConstraintSystem, diagnosis: Diagnosis, title: String? = nil, limits: Limits = .standard
    ) -> ConstraintDiagram? {
        let content = DiagramContent(system: system, diagnosis: diagnosis, axes: [.horizontal, .vertical])
        guard !content.constraints.isEmpty, content.constraints.count <= limits.maximumCombinedConstraints,
              content.hierarchy.withAncestors(content.participants).count <= limits.maximumCombinedItems
        else { return nil }
        var drawing = DiagramDetail(content: content).draw()
        drawing.captionLines.insert([title ?? defaultTitle(for: system), "both axes"].joined(separator: " · "), at: 0)
        return ConstraintDiagram(drawing: drawing, axis: .vertical, combined: true)
    }

    /// The axis to draw when the user names none: the first conflict's, else the first
    /// ambiguity's, else horizontal.
    public static func defaultAxis(for diagnosis: Diagnosis) -> Axis {
        diagnosis.conflicts.first?.axes.first ?? diagnosis.ambiguities.first?.axis ?? .horizontal
    }

    /// The axis to draw a state on when the user names none: its first conflict's, else the axis
    /// of the first item it moves, else of the first constraint it changes, else the base's rule.
    public static func defaultAxis(for state: StateDiagnosis) -> Axis {
        if let axis = state.diagnosis.conflicts.first?.axes.first { return axis }
        if let move = state.diff.moved.first {
            return move.from.x != move.to.x || move.from.width != move.to.width ? .horizontal : .vertical
        }
        let edges = state.diagnosis.dependencyGraph.edges
        for change in state.changes {
            let id: String
            switch change {
            case .activate(let constraintID), .deactivate(let constraintID), .setConstant(let constraintID, _),
                .setPriority(let constraintID, _), .replace(let constraintID, _):
                id = constraintID
            default: continue
            }
            if let axis = edges.first(where: { $0.constraintID == id })?.axes.first { return axis }
        }
        return defaultAxis(for: state.diagnosis)
    }

    /// `Corpus/logs/cell.log, lines 3–17`.
    public static func defaultTitle(for system: ConstraintSystem) -> String {
        var title = ModelWording.fileName(system.source.file)
        if let lines = ModelWording.lineRange(system.source) { title += ", \(lines)" }
        return title
    }
}
