import ConstraintModel

/// Colours, line styles and arrowheads of the diagrams, in one place so that the drawing and the
/// legend cannot disagree (`Docs/diagrams.md` shows them).
///
/// Meaning is never carried by colour alone: a conflict's edges also carry its number, an
/// origin has its own arrowhead and a word in the label, an optional constraint is dashed.
enum DiagramStyle {
    static let fontName: DotValue = "Helvetica,Arial,sans-serif"

    static let ink = DotColor("#1f2328")
    static let secondaryInk = DotColor("#5b6470")
    static let optionalInk = DotColor("#8c959f")
    static let systemMadeInk = DotColor("#57606a")
    static let nodeFill = DotColor("#ffffff")
    static let nodeBorder = DotColor("#37414b")
    static let guideBorder = DotColor("#6e7781")
    static let clusterBorder = DotColor("#c3cad3")
    /// Nested superviews alternate between two fills, so each box stands out from its parent.
    static let clusterFills = [DotColor("#f4f6f8"), DotColor("#e8ecf0")]
    static let summaryFill = DotColor("#eef2f7")

    static let fixInk = DotColor("#1a7f37")
    static let brokenInk = DotColor("#24292f")
    static let ambiguityFill = DotColor("#fff1b8")
    static let ambiguityBorder = DotColor("#bf8700")
    static let ambiguityInk = DotColor("#9a6700")

    /// One colour per conflict, reused in order after the last; green (fixes) and amber
    /// (ambiguity) are left out so that those marks stay distinct.
    static let conflictColors = [
        DotColor("#d62728"), DotColor("#1f77b4"), DotColor("#9467bd"), DotColor("#ff7f0e"),
        DotColor("#17becf"), DotColor("#e377c2"), DotColor("#8c564b"), DotColor("#7f7f00"),
    ]

    /// `number` is 1-based, as reports count conflicts.
    static func conflictColor(_ number: Int) -> DotColor {
        conflictColors[(number - 1) % conflictColors.count]
    }

    /// Graphviz draws each colour of a multi-coloured edge as its own line of this width, so
    /// an edge in several conflicts gets thinner lines to stay about as wide as one in a single
    /// conflict.
    static func conflictPenWidth(colors: Int) -> DotValue {
        colors <= 1 ? 2.4 : .number(max(1, (3.6 / Double(colors) * 10).rounded() / 10))
    }
    static let markedPenWidth: DotValue = 2

    static let labelPointSize = 10.0
    static let detailPointSize = 8.5
    static let namePointSize = 11.0
}

/// How the constraints of each origin are drawn: an arrowhead that tells them apart even in a
/// conflict's colour, a line colour when not in a conflict, and the word shown under the label.
struct OriginStyle {
    let arrowhead: String
    /// The arrowhead drawn as text, for the legend.
    let glyph: String
    let color: DotColor
    let tag: String?
    let legendText: String

    static func of(_ origin: ConstraintOrigin) -> OriginStyle {
        switch origin {
        case .developer:
            return OriginStyle(
                arrowhead: "normal", glyph: "▶", color: DiagramStyle.ink, tag: nil, legendText: "a constraint the developer wrote")
        case .autoresizingMask:
            return OriginStyle(
                arrowhead: "box", glyph: "■", color: DiagramStyle.systemMadeInk, tag: "autoresizing mask",
                legendText: "made from an autoresizing mask (translatesAutoresizingMaskIntoConstraints)")
        case .encapsulatedLayout:
            return OriginStyle(
                arrowhead: "diamond", glyph: "◆", color: DiagramStyle.systemMadeInk, tag: "encapsulated size",
                legendText: "the size a table, collection view or presentation gives its cell or view")
        case .stackView:
            return OriginStyle(
                arrowhead: "dot", glyph: "●", color: DiagramStyle.systemMadeInk, tag: "stack view",
                legendText: "made by a stack view from its arrangement")
        case .layoutGuide:
            return OriginStyle(
                arrowhead: "odot", glyph: "○", color: DiagramStyle.systemMadeInk, tag: "layout guide",
                legendText: "ties a layout guide (margins, safe area, keyboard) to its view")
        case .contentSize:
            return OriginStyle(
                arrowhead: "obox", glyph: "□", color: DiagramStyle.systemMadeInk, tag: "content size",
                legendText: "intrinsic content size, with hugging and compression resistance")
        case .systemView:
            return OriginStyle(
                arrowhead: "tee", glyph: "┤", color: DiagramStyle.systemMadeInk, tag: "system view",
                legendText: "belongs to a system view")
        case .temporaryFittingSize:
            return OriginStyle(
                arrowhead: "odiamond", glyph: "◇", color: DiagramStyle.systemMadeInk, tag: "temporary fitting size",
                legendText: "a temporary size UIKit imposes while measuring")
        case .interfaceBuilderPrototyping:
            return OriginStyle(
                arrowhead: "empty", glyph: "▷", color: DiagramStyle.systemMadeInk, tag: "IB prototype",
                legendText: "generated by Interface Builder for a view without constraints")
        }
    }

    /// A word for SVG class names (`origin-autoresizingMask`).
    static func className(_ origin: ConstraintOrigin) -> String { "origin-" + origin.rawValue }
}
