import ConstraintModel

/// The constraints a UIStackView makes from its axis, distribution, alignment and spacing, with
/// the `UISV-*` identifiers UIKit gives them (the same rows a console log shows); an NSStackView
/// gets the same rows named `NSStackView-*`, with AppKit's defaults, its `edgeInsets` and an
/// approximation of its gravity areas (StackViewConstraints+AppKit.swift).
///
/// Covered: every distribution (`fill`, `fillEqually`, `fillProportionally`, `equalSpacing`,
/// `equalCentering`, and AppKit's `gravityAreas`); alignments `fill`, `leading`/`top`,
/// `trailing`/`bottom`, `center` (`centerX`/`centerY` on AppKit). Hidden arranged views take no
/// part.
///
/// The spacing distributions are made as UIKit logs them: a gap guide (`_UIOLAGapGuide`)
/// between neighbours, tied to their facing edges (or, for `equalCentering`, their centres) by
/// `UISV-distributing-edge` rows, every gap equal to the first (`UISV-fill-equally`; required
/// for `equalSpacing`, at 150 − i for `equalCentering`), and `UISV-spacing` a minimum (≥).
/// UIKit locks each gap guide to the stack view that owns it, so across the axis a guide spans
/// the stack (two rows without an identifier, as UIKit logs none); without them the guides'
/// cross-axis position and size would be free motions of a layout that is in fact determined.
/// An alignment other than `fill` adds `UISV-canvas-fit` (the stack's thickness = 0 at 49).
/// `fillProportionally` gives each view `UISV-fill-proportionally`: its length = its share of
/// the stack's length (its intrinsic length over the sum of the intrinsic lengths and the
/// spacings), at 999 − i (required for a single view).
struct StackViewConstraints {
    /// The class name UIKit prints for the guides between arranged views.
    static let gapGuideClass = "_UIOLAGapGuide"

    /// The stack's item key and its settings with UIKit's or AppKit's defaults filled in.
    let stack: String
    let settings: StackSettings
    let isAppKit: Bool
    let spacing: LayoutNumber
    let distribution: String
    let prefix: String
    let horizontal: Bool
    var made: [RecordedConstraint] = []
    var notes: [String] = []

    /// - Parameters:
    ///   - isAppKit: an NSStackView (its defaults: spacing 8, `gravityAreas`, centred alignment).
    ///   - makeGuide: makes a gap guide owned by the stack (the `n`-th, from 1) and returns its key.
    ///   - intrinsicLength: a view's intrinsic length along the axis, when it has one.
    ///   - name: a view's name, for notes.
    static func make(
        stack: String, settings: StackSettings, isAppKit: Bool = false, isHidden: (String) -> Bool, makeGuide: (Int) -> String,
        intrinsicLength: (String, Axis) -> Double?, name: (String) -> String = { $0 }
    ) -> (constraints: [RecordedConstraint], notes: [String]) {
        var rows = StackViewConstraints(stack: stack, settings: settings, isAppKit: isAppKit)
        let visible = settings.arranged.filter { !isHidden($0) }
        let views = isAppKit ? rows.inGravityOrder(visible) : visible
        guard !views.isEmpty else {
            if isAppKit { rows.emptyStackHugging() }
            return (rows.made, rows.notes)
        }
        rows.alongTheAxis(views, makeGuide: makeGuide, intrinsicLength: intrinsicLength, name: name)
        rows.acrossTheAxis(views)
        return (rows.made, rows.notes)
    }

    init(stack: String, settings: StackSettings, isAppKit: Bool) {
        self.stack = stack
        self.settings = settings
        self.isAppKit = isAppKit
        spacing = settings.spacing ?? LayoutNumber(isAppKit ? 8 : 0)
        distribution = settings.distribution ?? (isAppKit ? "gravityAreas" : "fill")
        prefix = isAppKit ? "NSStackView" : "UISV"
        horizontal = settings.axis == .horizontal
    }

    var start: LayoutAttribute { horizontal ? .leading : .top }
    var end: LayoutAttribute { horizontal ? .trailing : .bottom }
    var size: LayoutAttribute { horizontal ? .width : .height }
    var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }

    /// The stack's edge a view is tied to: its layout margins' when the arrangement is
    /// margins-relative (its own edge, inset by its margins, when the code sets them).
    func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard settings.marginsRelative, settings.layoutMargins == nil else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    /// NSStackView's `edgeInsets` on the side of `attribute`; a margins-relative UIStackView's own
    /// layout margins; else 0.
    func inset(_ attribute: LayoutAttribute) -> LayoutNumber {
        guard let insets = settings.edgeInsets ?? (settings.marginsRelative ? settings.layoutMargins : nil) else { return 0 }
        switch attribute {
        case .leading: return insets.left
        case .trailing: return insets.right
        case .top: return insets.top
        case .bottom: return insets.bottom
        default: return 0
        }
    }

    mutating func add(
        _ name: String?, _ a: Anchor, _ b: Anchor, constant: LayoutNumber = 0, multiplier: LayoutNumber = 1, priority: Priority = .required,
        text: String? = nil
    ) {
        add(name, a, .equal, b, constant: constant, multiplier: multiplier, priority: priority, text: text)
    }

    /// A row `a relation b × multiplier + constant` named `prefix-name` (no identifier when nil).
    mutating func add(
        _ name: String?, _ a: Anchor, _ relation: Relation, _ b: Anchor?, constant: LayoutNumber = 0, multiplier: LayoutNumber = 1,
        priority: Priority = .required, text: String? = nil
    ) {
        let identifier = name.map { "\(prefix)-\($0)" }
        made.append(
            RecordedConstraint(
                first: a, relation: relation, multiplier: multiplier, second: b, constant: constant, priority: priority,
                identifier: identifier, isActive: true, origin: .stackView, text: text ?? identifier ?? "", location: settings.location))
    }

    /// Along the axis: the first and last views touch the stack's edges, neighbours are
    /// `spacing` apart (at least `spacing` when the distribution spreads them), and the
    /// distribution's own rows.
    private mutating func alongTheAxis(
        _ views: [String], makeGuide: (Int) -> String, intrinsicLength: (String, Axis) -> Double?, name: (String) -> String
    ) {
        guard let first = views.first, let last = views.last else { return }
        let spreads = distribution == "equalSpacing" || distribution == "equalCentering"
        add("canvas-connection", Anchor(item: first, start), Anchor(item: stack, edge(start)), constant: inset(start))
        if distribution == "gravityAreas" && isAppKit {
            gravityAreaEnd(last: last, views: views, name: name)
        } else {
            add("canvas-connection", Anchor(item: stack, edge(end)), Anchor(item: last, end), constant: inset(end))
        }
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = settings.customSpacing[previous] ?? spacing
            add("spacing", Anchor(item: next, start), spreads ? .greaterThanOrEqual : .equal, Anchor(item: previous, end), constant: gap)
        }
        switch distribution {
        case "fill": break
        case "gravityAreas" where isAppKit: break
        case "fillEqually":
            for view in views.dropFirst() { add("fill-equally", Anchor(item: view, size), Anchor(item: first, size)) }
        case "fillProportionally":
            proportionalRows(views, intrinsicLength: intrinsicLength, name: name)
        case "equalSpacing", "equalCentering":
            gapGuides(views, centering: distribution == "equalCentering", makeGuide: makeGuide)
        default:
            notes.append("distribution .\(distribution) is not a\(isAppKit ? "n NSStackView" : " UIStackView") distribution; read as .fill")
        }
    }

    /// A gap guide between each pair of neighbours, every gap as long as the first.
    private mutating func gapGuides(_ views: [String], centering: Bool, makeGuide: (Int) -> String) {
        let (previousEdge, nextEdge): (LayoutAttribute, LayoutAttribute) =
            centering ? (horizontal ? (.centerX, .centerX) : (.centerY, .centerY)) : (end, start)
        var firstGap: String?
        for (position, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
            let gap = makeGuide(position + 1)
            add("distributing-edge", Anchor(item: gap, start), Anchor(item: previous, previousEdge))
            add("distributing-edge", Anchor(item: gap, end), Anchor(item: next, nextEdge))
            // The guide is locked to the stack that owns it: across the axis it spans the stack.
            let lock = "gap guide locked to the stack across its axis (no logged row)"
            add(nil, Anchor(item: gap, crossStart), Anchor(item: stack, crossStart), text: lock)
            add(nil, Anchor(item: gap, crossEnd), Anchor(item: stack, crossEnd), text: lock)
            if let firstGap {
                // Centring gaps ask below hugging, one less for each view before the gap.
                let priority: Priority = centering ? Priority(max(150 - Double(position), 1)) : .required
                add("fill-equally", Anchor(item: gap, size), Anchor(item: firstGap, size), priority: priority)
            } else {
                firstGap = gap
            }
        }
    }

    /// `fillProportionally`: each view's length is its intrinsic length's share of the stack's
    /// length, the spacings counted in the whole as UIKit counts them (so with spacing the rows
    /// cannot all hold and the later, lower ones give way, as on a device). A view without an
    /// intrinsic length has no share UIKit defines (it takes its size at run time from its
    /// frame), so then no proportion is made and the stack is read as `fill`, with a note.
    private mutating func proportionalRows(_ views: [String], intrinsicLength: (String, Axis) -> Double?, name: (String) -> String) {
        let lengths = views.map { intrinsicLength($0, settings.axis).map { max($0, 0) } ?? 0 }
        let unsized = zip(views, lengths).filter { $0.1 == 0 }.map { "'\(name($0.0))'" }
        guard unsized.isEmpty else {
            let dimension = horizontal ? "width" : "height"
            notes.append(
                "distribution .fillProportionally: \(unsized.joined(separator: ", ")) \(unsized.count == 1 ? "has" : "have") no intrinsic \(dimension), so UIKit's proportions are undefined (they depend on the views' frames at run time); no proportion is made and the stack is read as .fill"
            )
            return
        }
        let total = lengths.reduce(0, +) + spacing.value * Double(views.count - 1)
        for (position, (view, length)) in zip(views, lengths).enumerated() {
            let priority: Priority = views.count == 1 ? .required : Priority(max(999 - Double(position), 1))
            add("fill-proportionally", Anchor(item: view, size), Anchor(item: stack, size), multiplier: LayoutNumber(length / total), priority: priority)
        }
    }

    /// Across the axis, per the alignment.
    private mutating func acrossTheAxis(_ views: [String]) {
        let alignment = alignmentKind()
        let (startInset, endInset) = (inset(crossStart), inset(crossEnd))
        for view in views {
            switch alignment {
            case .start:
                add("canvas-connection", Anchor(item: view, crossStart), Anchor(item: stack, edge(crossStart)), constant: startInset)
                add("spanning-boundary", Anchor(item: stack, edge(crossEnd)), .greaterThanOrEqual, Anchor(item: view, crossEnd), constant: endInset)
            case .end:
                add("canvas-connection", Anchor(item: stack, edge(crossEnd)), Anchor(item: view, crossEnd), constant: endInset)
                add("spanning-boundary", Anchor(item: view, crossStart), .greaterThanOrEqual, Anchor(item: stack, edge(crossStart)), constant: startInset)
            case .center:
                // Centred between the insets.
                let offset = LayoutNumber((startInset.value - endInset.value) / 2)
                add("canvas-connection", Anchor(item: view, crossCenter), Anchor(item: stack, edge(crossCenter)), constant: offset)
                add("spanning-boundary", Anchor(item: view, crossStart), .greaterThanOrEqual, Anchor(item: stack, edge(crossStart)), constant: startInset)
            case .fill:
                add("canvas-connection", Anchor(item: view, crossStart), Anchor(item: stack, edge(crossStart)), constant: startInset)
                add("canvas-connection", Anchor(item: stack, edge(crossEnd)), Anchor(item: view, crossEnd), constant: endInset)
            }
        }
        if alignment != .fill {
            // Unless it is filled, UIKit's stack spans its views across the axis at a low
            // priority (its alignment spanner, here folded into the stack): with no other size it
            // is as thick as its thickest view, as on a device.
            add("canvas-fit", Anchor(item: stack, horizontal ? .height : .width), .equal, nil, constant: 0, priority: 49)
        }
    }

    enum Alignment { case fill, start, end, center }

    /// The alignment the code set (or the default: `fill` on UIKit, centred on AppKit), by what
    /// it does across the axis; a baseline alignment is read as `fill`, with a note.
    private mutating func alignmentKind() -> Alignment {
        let written = settings.alignment ?? (isAppKit ? (horizontal ? "centerY" : "centerX") : "fill")
        switch written {
        case "fill": return .fill
        case "leading", "top": return .start
        case "trailing", "bottom": return .end
        case "center", "centerX", "centerY": return .center
        default:
            notes.append("alignment .\(written) is read as .fill")
            return .fill
        }
    }
}
