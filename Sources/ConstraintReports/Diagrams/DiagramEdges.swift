import ConstraintAnalysis
import ConstraintModel

/// The edges of one constraint: from its first item to each other item it mentions, or a loop
/// on its item when it mentions one (a size, an aspect ratio). Loops rather than lines inside
/// the node, so that every constraint is an edge with its own id, class and marks.
struct DiagramEdges {
    let system: ConstraintSystem
    let marks: DiagramMarks
    let terms: ConstraintTerms

    init(system: ConstraintSystem, marks: DiagramMarks) {
        self.system = system
        self.marks = marks
        terms = ConstraintTerms(system: system)
    }

    /// `constraint3` for the third constraint, `constraint3_2` for its second edge when it joins
    /// more than two items; used as the SVG element's id.
    static func edgeID(forConstraintAt index: Int, part: Int) -> String {
        part == 1 ? "constraint\(index + 1)" : "constraint\(index + 1)_\(part)"
    }

    /// The edges of the constraint at `index`, whose items are `nodes` (first item first);
    /// `loopSide` is the side of its node a loop leaves from, when the node has several.
    func edges(
        forConstraintAt index: Int, nodes: [DotID], loopSide: LoopSide? = nil, used: inout DiagramLegend.Usage
    ) -> [DotEdge] {
        guard let first = nodes.first else { return [] }
        let constraint = system.constraints[index]
        // The verdict knows better than the classes whose a plain view's constraint is.
        let drawnOrigin = constraint.origin == .developer && marks.frameworkOwnedConstraintIDs.contains(constraint.id)
            ? ConstraintOrigin.systemView : constraint.origin
        let origin = OriginStyle.of(drawnOrigin)
        let conflictNumbers = marks.conflictNumbers[constraint.id] ?? []
        let isOptional = !constraint.priority.isRequired
        var classes = ["constraint", OriginStyle.className(drawnOrigin)]
        var base: DotAttributes = ["arrowhead": .keyword(origin.arrowhead)]
        if nodes.count == 1, let loopSide { base["tailport"] = loopSide.tailPort; base["headport"] = loopSide.headPort }
        used.origins.insert(drawnOrigin)
        if isOptional {
            classes.append("optional")
            base["style"] = "dashed"
            used.optional = true
        }
        if !conflictNumbers.isEmpty {
            classes += ["conflict"] + conflictNumbers.map { "conflict-\($0)" }
            // Drawn once, in its first conflict's colour: the label lists every conflict it is in
            // (parallel lines, one per conflict, read as that many constraints).
            base["color"] = DiagramStyle.conflictColor(conflictNumbers[0]).value
            base["penwidth"] = DiagramStyle.conflictPenWidth
        } else {
            base["color"] = (isOptional ? DiagramStyle.optionalInk : origin.color).value
        }

        let change = marks.state?.constraints[constraint.id]
        var lines = Self.wrapped(Self.changeSign(change) + "\(constraint.id): \(terms.text(for: constraint))").map(DotHTML.text)
        if let tag = tagLine(constraint, origin: origin) { lines.append(Self.detail(tag)) }
        if !conflictNumbers.isEmpty {
            let new = conflictNumbers.filter { marks.state?.newConflictNumbers.contains($0) == true }
            lines.append(Self.conflictLine(conflictNumbers) + (new.isEmpty ? .empty : DotHTML.text(" · new in this state").bold()))
            if !new.isEmpty {
                classes.append("new-conflict")
                used.newConflict = true
            }
        }
        var markedPenWidth = false
        if let change {
            markedPenWidth = markChange(change, classes: &classes, lines: &lines, attributes: &base, used: &used)
        }
        if let fix = marks.constraintFixes[constraint.id] {
            classes.append("fix")
            lines.append(DotHTML.text(fix).bold().font(color: DiagramStyle.fixInk))
            markedPenWidth = true
            used.constraintFix = true
        }
        if constraint.id == marks.brokenConstraintID {
            classes.append("broken")
            lines.append(DotHTML.text("broken by \(marks.framework)").bold().font(color: DiagramStyle.brokenInk))
            markedPenWidth = true
            used.broken = true
        }
        if marks.crossAxisConstraintIDs.contains(constraint.id) {
            classes.append("cross-axis")
            lines.append(Self.detail("joins width and height: on both axes"))
            used.crossAxis = true
        }
        if markedPenWidth && conflictNumbers.isEmpty { base["penwidth"] = DiagramStyle.markedPenWidth }

        let targets = nodes.count == 1 ? [first] : Array(nodes.dropFirst())
        return targets.enumerated().map { offset, target in
            var attributes = base
            let part = offset + 1
            attributes["id"] = .keyword(Self.edgeID(forConstraintAt: index, part: part))
            if part == 1 {
                attributes["class"] = .keyword(classes.joined(separator: " "))
                attributes["label"] = Self.label(
                    DotHTML.lines(lines).font(pointSize: DiagramStyle.labelPointSize), trailingSpace: loopSide?.labelTrailingSpace ?? 0)
            } else {
                // The other items of an expression: the same constraint, labelled once.
                attributes["class"] = .keyword((classes + ["continuation"]).joined(separator: " "))
                attributes["label"] = Self.label(Self.detail("\(constraint.id) (same constraint)"))
            }
            return DotEdge(from: first, to: target, attributes)
        }
    }

    /// `+ ` before an added constraint's label, `− ` before a deactivated one's: the mark reads
    /// without colour.
    static func changeSign(_ change: DiagramStateMarks.ConstraintChange?) -> String {
        switch change {
        case .added: return "+ "
        case .removed: return NumberText.minusSign + " "
        default: return ""
        }
    }

    /// A state's change on a constraint's edge: added bold and green, deactivated dashed and grey,
    /// edited with what changed (`constant 8 → 20`). Returns whether the line is drawn heavier.
    private func markChange(
        _ change: DiagramStateMarks.ConstraintChange, classes: inout [String], lines: inout [DotHTML],
        attributes: inout DotAttributes, used: inout DiagramLegend.Usage
    ) -> Bool {
        let inConflict = attributes["penwidth"] == DiagramStyle.conflictPenWidth
        switch change {
        case .added:
            classes.append("state-added")
            lines.append(DotHTML.text("activated in this state").bold().font(color: DiagramStyle.changeInk))
            if !inConflict { attributes["color"] = DiagramStyle.changeInk.value }
            used.stateAdded = true
            return true
        case .removed:
            classes.append("state-removed")
            lines.append(Self.detail("deactivated in this state"))
            attributes["style"] = "dashed"
            attributes["color"] = DiagramStyle.removedInk.value
            attributes["fontcolor"] = DiagramStyle.removedInk.value
            used.stateRemoved = true
            return false
        case .edited(let differences):
            classes.append("state-edited")
            lines += differences.map { DotHTML.text($0).bold().font(color: DiagramStyle.changeInk) }
            used.stateEdited = true
            return true
        }
    }

    /// An edge's label with a margin of its own: Graphviz packs the labels of neighbouring edges
    /// (two constraints between the same items, the loops of one item) edge to edge, so text that
    /// a browser draws a little wider than Graphviz measured would touch its neighbour.
    ///
    /// `trailingSpace` points of blank follow the text: nested loops pass around their inner
    /// loops' labels at exactly the label's edge, and bulge into the corners of its first and
    /// last lines.
    static func label(_ content: DotHTML, trailingSpace: Int = 0) -> DotValue {
        var row = [DotHTML.Cell(content)]
        if trailingSpace > 0 { row.append(DotHTML.Cell(.empty, width: trailingSpace)) }
        return .html(DotHTML.table([row], spacing: 0, padding: labelPadding))
    }

    /// Points of margin on every side of an edge's label.
    static let labelPadding = 4

    /// An upper bound of a label's width in points, from its longest line: every character
    /// counted as 0.62 em of the edge font (bold DejaVu Sans, the widest common fallback for
    /// Helvetica, averages under 0.6 em), plus the label's margins.
    static func estimatedWidth(of label: DotHTML) -> Double {
        let longest = label.markup.components(separatedBy: "<BR/>").map { line in
            var count = 0
            var inTag = false, inEntity = false
            for character in line {
                switch character {
                case "<": inTag = true
                case ">": inTag = false
                case "&" where !inTag: inEntity = true; count += 1
                case ";" where inEntity: inEntity = false
                default: if !inTag && !inEntity { count += 1 }
                }
            }
            return count
        }.max() ?? 0
        return Double(longest) * DiagramStyle.labelPointSize * 0.62 + Double(2 * labelPadding)
    }

    /// A long label (an expression-form constraint) as several lines: one line that long pushes
    /// its neighbours' labels into it, as Graphviz places a label beside its edge.
    static func wrapped(_ text: String, width: Int = 52) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = "  " + word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        return lines + [current]
    }

    /// The dashed loop of an implicit row, in the colours of the conflicts that need it.
    func implicitLoop(_ loop: DiagramMarks.ImplicitLoop, node: DotID, number: Int, loopSide: LoopSide?) -> DotEdge {
        let lines = [DotHTML.text("implicit: \(loop.text)").italic(), Self.conflictLine(loop.conflictNumbers)]
        let classes = ["implicit", "conflict"] + loop.conflictNumbers.map { "conflict-\($0)" }
        var attributes: DotAttributes = [
                "id": .keyword("implicit\(number)"), "class": .keyword(classes.joined(separator: " ")),
                "style": "dashed", "arrowhead": "none", "penwidth": DiagramStyle.conflictPenWidth,
                "color": loop.conflictNumbers.first.map { DiagramStyle.conflictColor($0).value } ?? DiagramStyle.secondaryInk.value,
                "label": Self.label(
                    DotHTML.lines(lines).font(pointSize: DiagramStyle.labelPointSize), trailingSpace: loopSide?.labelTrailingSpace ?? 0),
            ]
        if let loopSide {
            attributes["tailport"] = loopSide.tailPort
            attributes["headport"] = loopSide.headPort
        }
        return DotEdge(from: node, to: node, attributes)
    }

    /// `encapsulated size · 'UIView-Encapsulated-Layout-Height'`; nil for a developer's
    /// constraint without identifier.
    private func tagLine(_ constraint: LayoutConstraint, origin: OriginStyle) -> String? {
        var parts: [String] = []
        if let tag = origin.tag { parts.append(tag) }
        if let identifier = constraint.identifier, !identifier.isEmpty { parts.append("'\(identifier)'") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Where a node's loops go when it has several. Graphviz (2.42/2.43) reserves room beside a
    /// node only for loops on the right of its layout (the drawing's right when ranked bottom to
    /// top, its top when ranked right to left); a loop on the other side puts its label over the
    /// neighbouring node's. Without ports, several loops nest inside the node's height and cross
    /// each other's labels.
    ///
    /// - Vertical axis (ranked bottom to top): every loop leaves the top-right corner and returns
    ///   to the bottom-right one, so the loops nest around labels as tall as the node and more,
    ///   placed side by side in the reserved room.
    /// - Horizontal axis (ranked right to left, where those corners make Graphviz flatten the
    ///   loops): every loop leaves and returns at the top, the reserved side. Loops that
    ///   alternated with the bottom put a label on an edge passing below the node (a constraint
    ///   from a button to a label spanning the header between them, in the Corpus's Spotlight
    ///   log), which the page measurement in a browser caught; at the top every Corpus diagram
    ///   measures clean.
    struct LoopSide {
        let tailPort: DotValue
        let headPort: DotValue
        /// Blank after the label's text, where the next loop passes (`label(_:trailingSpace:)`).
        var labelTrailingSpace = 0

        /// The ports of the `number`-th loop (0-based) of a node drawn in a graph ranked along `axis`.
        static func of(loop number: Int, axis: Axis) -> LoopSide {
            if axis == .vertical { return LoopSide(tailPort: "ne", headPort: "se", labelTrailingSpace: 10) }
            let side: DotValue = "n"
            return LoopSide(tailPort: side, headPort: side)
        }
    }

    /// `conflict 2` in conflict 2's colour, or `conflicts 1, 3` with each number in its colour.
    static func conflictLine(_ numbers: [Int]) -> DotHTML {
        if numbers.count == 1 {
            return DotHTML.text("conflict \(numbers[0])").bold().font(color: DiagramStyle.conflictColor(numbers[0]))
        }
        var line = DotHTML.text("conflicts ").bold()
        for (offset, number) in numbers.enumerated() {
            if offset > 0 { line = line + DotHTML.text(", ") }
            line = line + DotHTML.text(String(number)).bold().font(color: DiagramStyle.conflictColor(number))
        }
        return line
    }

    static func detail(_ text: String) -> DotHTML {
        DotHTML.text(text).font(pointSize: DiagramStyle.detailPointSize, color: DiagramStyle.secondaryInk)
    }
}
