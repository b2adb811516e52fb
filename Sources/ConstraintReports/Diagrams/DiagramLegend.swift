import ConstraintModel

/// The legend: one table in its own box, with a row for every style and mark the diagram uses
/// and no others, each sample drawn the way the diagram draws it.
///
/// A table rather than sample edges: sample edges would be laid out with the diagram's ranks,
/// stretching it, and a table keeps the explanations aligned and readable.
enum DiagramLegend {
    /// What the diagram drew, collected while drawing it.
    struct Usage {
        var views = false
        var clusters = false
        var guides = false
        var root = false
        var ambiguity = false
        var itemFix = false
        var origins: Set<ConstraintOrigin> = []
        var optional = false
        var conflicts: [Int] = []
        var implicit = false
        var constraintFix = false
        var broken = false
        var framework = "UIKit"
        var crossAxis = false
        var summaryGroups = false
        var aggregates = false
        /// Both axes in one drawing.
        var combined = false
        /// A state's diagram: its marks against the base layout.
        var stateAdded = false
        var stateRemoved = false
        var stateEdited = false
        var moved = false
        var newConflict = false

        var isEmpty: Bool {
            !views && !clusters && !guides && !root && !ambiguity && !itemFix && origins.isEmpty && !optional
                && conflicts.isEmpty && !implicit && !constraintFix && !broken && !crossAxis && !summaryGroups && !aggregates
                && !stateAdded && !stateRemoved && !stateEdited && !moved && !newConflict
        }
    }

    static let nodeID = DotID("legend")!

    static func cluster(for usage: Usage) -> DotCluster? {
        guard !usage.isEmpty else { return nil }
        let rows = self.rows(for: usage).map { sample, explanation in
            [sample, DotHTML.Cell(DotHTML.text(explanation), alignment: .left)]
        }
        let node = DotNode(
            nodeID,
            [
                "shape": "plain", "id": "legend", "class": "legend",
                "label": .html(DotHTML.table(rows, spacing: 2).font(pointSize: DiagramStyle.detailPointSize)),
            ])
        return DotCluster(
            label: "Legend", style: "rounded",
            attributes: [
                "color": DiagramStyle.clusterBorder.value, "fontcolor": DiagramStyle.secondaryInk.value, "fontsize": 10,
                "class": "legend",
            ],
            nodes: [node])
    }

    private static func rows(for usage: Usage) -> [(DotHTML.Cell, String)] {
        var rows: [(DotHTML.Cell, String)] = []
        func box(_ text: String, style: DotHTML.CellStyle, border: Int = 1, fill: DotColor? = nil, color: DotColor? = nil) -> DotHTML.Cell {
            DotHTML.Cell(DotHTML.text(text), background: fill, border: border, borderColor: color, style: style)
        }
        func line(_ text: String, _ color: DotColor, bold: Bool = false) -> DotHTML.Cell {
            let sample = DotHTML.text(text)
            return DotHTML.Cell((bold ? sample.bold() : sample).font(color: color))
        }
        if usage.views { rows.append((box("View", style: .rounded), "a view (class · address)")) }
        if usage.root { rows.append((box("Root", style: .rounded, border: 2), "the root view")) }
        if usage.guides { rows.append((box("Guide", style: .roundedDashed, color: DiagramStyle.guideBorder), "a layout guide")) }
        if usage.clusters {
            rows.append(
                (box("  ", style: .rounded, fill: DiagramStyle.clusterFills[0], color: DiagramStyle.clusterBorder),
                    "a view and what it contains"))
        }
        if usage.summaryGroups {
            rows.append((box("N items", style: .rounded, fill: DiagramStyle.summaryFill), "a connected group of items drawn as one"))
        }
        if usage.aggregates {
            rows.append((line("┄┄ N constraints", DiagramStyle.secondaryInk), "constraints between an item drawn in full and a group"))
        }
        if usage.ambiguity {
            rows.append(
                (box("free: …", style: .rounded, border: 2, fill: DiagramStyle.ambiguityFill, color: DiagramStyle.ambiguityBorder),
                    usage.combined ? "ambiguous on the axes named" : "ambiguous on this axis"))
        }
        for origin in ConstraintOrigin.allCases where usage.origins.contains(origin) {
            let style = OriginStyle.of(origin)
            rows.append((line("───" + style.glyph, style.color), style.legendText))
        }
        if usage.optional {
            rows.append((line("╌╌╌▶", DiagramStyle.optionalInk), "optional (@priority below 1000)"))
        }
        // One row for every conflict: each number in its colour.
        if !usage.conflicts.isEmpty {
            let samples = usage.conflicts.map { DotHTML.text("━ \($0)").bold().font(color: DiagramStyle.conflictColor($0)) }
            let joined = samples.dropFirst().reduce(samples[0]) { $0 + DotHTML.text(" ") + $1 }
            let what = usage.conflicts.count == 1 ? "a minimal conflict: cannot all hold" : "minimal conflicts (a constraint in several: its first colour)"
            rows.append((DotHTML.Cell(joined), what))
        }
        if usage.newConflict {
            rows.append((line("conflict N · new in this state", DiagramStyle.ink, bold: true), "a conflict the base layout does not have"))
        }
        if usage.stateAdded {
            rows.append((line("━━ + c9", DiagramStyle.changeInk, bold: true), "activated or added in this state"))
        }
        if usage.stateRemoved {
            rows.append((line("╌╌ \(NumberText.minusSign) c6", DiagramStyle.removedInk), "deactivated in this state (drawn where it was)"))
        }
        if usage.stateEdited {
            rows.append((line("constant 8 → 20", DiagramStyle.changeInk, bold: true), "a constant or priority edited in this state: before → after"))
        }
        if usage.moved {
            rows.append((line("moved: width 0 → 120", DiagramStyle.changeInk, bold: true), "its solved frame on this axis: in the base → in this state"))
        }
        if usage.implicit {
            rows.append((line("╌╌ implicit", DiagramStyle.secondaryInk), "added by Auto Layout itself"))
        }
        if usage.constraintFix || usage.itemFix {
            rows.append((line("fix: …", DiagramStyle.fixInk, bold: true), "the first suggested fix"))
        }
        if usage.broken {
            rows.append(
                (line("broken by \(usage.framework)", DiagramStyle.brokenInk, bold: true),
                    "what \(usage.framework) broke"))
        }
        if usage.crossAxis {
            rows.append((line("joins width and height", DiagramStyle.secondaryInk), "drawn on both axes (an aspect ratio)"))
        }
        return rows
    }
}
