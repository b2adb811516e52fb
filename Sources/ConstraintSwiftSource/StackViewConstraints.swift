import ConstraintModel

/// The constraints a UIStackView makes from its axis, distribution, alignment and spacing, with
/// the `UISV-*` identifiers UIKit gives them (the same rows a console log shows).
///
/// Covered: every distribution (`fill`, `fillEqually`, `fillProportionally`, `equalSpacing`,
/// `equalCentering`); alignments `fill`, `leading`/`top`, `trailing`/`bottom`, `center`.
/// Hidden arranged views take no part.
///
/// The spacing distributions are made as UIKit logs them: a gap guide (`_UIOLAGapGuide`)
/// between neighbours, tied to their facing edges (or, for `equalCentering`, their centres) by
/// `UISV-distributing-edge` rows, every gap equal to the first (`UISV-fill-equally`; required
/// for `equalSpacing`, at 150 − i for `equalCentering`), and `UISV-spacing` a minimum (≥).
/// `fillProportionally` gives each view `UISV-fill-proportionally`: its length = its share of
/// the stack's length (its intrinsic length over the sum of the intrinsic lengths and the
/// spacings), at 999 − i (required for a single view).
enum StackViewConstraints {
    /// The class name UIKit prints for the guides between arranged views.
    static let gapGuideClass = "_UIOLAGapGuide"

    /// - Parameters:
    ///   - makeGuide: makes a gap guide owned by the stack (the `n`-th, from 1) and returns its key.
    ///   - intrinsicLength: a view's intrinsic length along the axis, when it has one.
    static func make(
        stack: String, settings: StackSettings, isHidden: (String) -> Bool, makeGuide: (Int) -> String,
        intrinsicLength: (String, Axis) -> Double?
    ) -> (constraints: [RecordedConstraint], notes: [String]) {
        let views = settings.arranged.filter { !isHidden($0) }
        guard let first = views.first, let last = views.last else { return ([], []) }
        let horizontal = settings.axis == .horizontal
        let margins = settings.marginsRelative
        let (start, end): (LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
        let (crossStart, crossEnd, crossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
            guard margins else { return attribute }
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
        var made: [RecordedConstraint] = []
        var notes: [String] = []
        func add(_ identifier: String, _ a: Anchor, _ b: Anchor, constant: LayoutNumber = 0) {
            add(identifier, a, .equal, b, constant: constant)
        }
        func add(
            _ identifier: String, _ a: Anchor, _ relation: Relation, _ b: Anchor, constant: LayoutNumber = 0, multiplier: LayoutNumber = 1,
            priority: Priority = .required
        ) {
            made.append(
                RecordedConstraint(
                    first: a, relation: relation, multiplier: multiplier, second: b, constant: constant, priority: priority,
                    identifier: identifier, isActive: true, origin: .stackView, text: identifier, location: settings.location))
        }
        let size: LayoutAttribute = horizontal ? .width : .height
        let spreads = settings.distribution == "equalSpacing" || settings.distribution == "equalCentering"
        // Along the axis: the first and last views touch the stack's edges, neighbours are
        // `spacing` apart (at least `spacing` when the distribution spreads them).
        add("UISV-canvas-connection", Anchor(item: first, start), Anchor(item: stack, edge(start)))
        add("UISV-canvas-connection", Anchor(item: stack, edge(end)), Anchor(item: last, end))
        for (previous, next) in zip(views, views.dropFirst()) {
            add("UISV-spacing", Anchor(item: next, start), spreads ? .greaterThanOrEqual : .equal, Anchor(item: previous, end), constant: settings.spacing)
        }
        switch settings.distribution {
        case "fill": break
        case "fillEqually":
            for view in views.dropFirst() { add("UISV-fill-equally", Anchor(item: view, size), Anchor(item: first, size)) }
        case "fillProportionally":
            notes += proportionalRows(views, stack: stack, size: size, axis: settings.axis, spacing: settings.spacing.value, intrinsicLength: intrinsicLength, add: add)
        case "equalSpacing", "equalCentering":
            let centering = settings.distribution == "equalCentering"
            let (previousEdge, nextEdge): (LayoutAttribute, LayoutAttribute) =
                centering ? (horizontal ? (.centerX, .centerX) : (.centerY, .centerY)) : (end, start)
            var firstGap: String?
            for (position, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
                let gap = makeGuide(position + 1)
                add("UISV-distributing-edge", Anchor(item: gap, start), .equal, Anchor(item: previous, previousEdge))
                add("UISV-distributing-edge", Anchor(item: gap, end), .equal, Anchor(item: next, nextEdge))
                if let firstGap {
                    // Centring gaps ask below hugging, one less for each view before the gap.
                    let priority: Priority = centering ? Priority(max(150 - Double(position), 1)) : .required
                    add("UISV-fill-equally", Anchor(item: gap, size), .equal, Anchor(item: firstGap, size), priority: priority)
                } else {
                    firstGap = gap
                }
            }
        default:
            notes.append("distribution .\(settings.distribution) is not a UIStackView distribution; read as .fill")
        }
        // Across the axis, per the alignment.
        for view in views {
            switch settings.alignment {
            case "leading", "top":
                add("UISV-canvas-connection", Anchor(item: view, crossStart), Anchor(item: stack, edge(crossStart)))
                add("UISV-spanning-boundary", Anchor(item: stack, edge(crossEnd)), .greaterThanOrEqual, Anchor(item: view, crossEnd))
            case "trailing", "bottom":
                add("UISV-canvas-connection", Anchor(item: stack, edge(crossEnd)), Anchor(item: view, crossEnd))
                add("UISV-spanning-boundary", Anchor(item: view, crossStart), .greaterThanOrEqual, Anchor(item: stack, edge(crossStart)))
            case "center":
                add("UISV-canvas-connection", Anchor(item: view, crossCenter), Anchor(item: stack, edge(crossCenter)))
                add("UISV-spanning-boundary", Anchor(item: view, crossStart), .greaterThanOrEqual, Anchor(item: stack, edge(crossStart)))
            default:
                if settings.alignment != "fill" { notes.append("alignment .\(settings.alignment) is read as .fill") }
                add("UISV-canvas-connection", Anchor(item: view, crossStart), Anchor(item: stack, edge(crossStart)))
                add("UISV-canvas-connection", Anchor(item: stack, edge(crossEnd)), Anchor(item: view, crossEnd))
            }
        }
        return (made, notes)
    }

    /// `UISV-fill-proportionally`: each view's length is its intrinsic length's share of the
    /// stack's length, the spacings counted in the whole as UIKit counts them (so with spacing the
    /// rows cannot all hold and the later, lower ones give way, as on a device). A view without
    /// an intrinsic length counts as 0.
    private static func proportionalRows(
        _ views: [String], stack: String, size: LayoutAttribute, axis: Axis, spacing: Double, intrinsicLength: (String, Axis) -> Double?,
        add: (String, Anchor, Relation, Anchor, LayoutNumber, LayoutNumber, Priority) -> Void
    ) -> [String] {
        let lengths = views.map { max(intrinsicLength($0, axis) ?? 0, 0) }
        let total = lengths.reduce(0, +) + spacing * Double(views.count - 1)
        guard total > 0 else {
            return ["distribution .fillProportionally: no arranged view has an intrinsic length along the axis, so no proportion is made"]
        }
        for (position, (view, length)) in zip(views, lengths).enumerated() {
            let priority: Priority = views.count == 1 ? .required : Priority(max(999 - Double(position), 1))
            add("UISV-fill-proportionally", Anchor(item: view, size), .equal, Anchor(item: stack, size), 0, LayoutNumber(length / total), priority)
        }
        let unsized = zip(views, lengths).filter { $0.1 == 0 }.count
        return unsized == 0 ? [] : ["distribution .fillProportionally: \(unsized) arranged view(s) without an intrinsic length count as 0 long"]
    }
}
