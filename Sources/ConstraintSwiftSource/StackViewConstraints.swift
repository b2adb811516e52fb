import ConstraintModel

/// The constraints a UIStackView makes from its axis, distribution, alignment and spacing, with
/// the `UISV-*` identifiers UIKit gives them (the same rows a console log shows).
///
/// Covered: distributions `fill` and `fillEqually` (`equalSpacing`, `equalCentering` and
/// `fillProportionally` are read as `fill`, with a note); alignments `fill`, `leading`/`top`,
/// `trailing`/`bottom`, `center`. Hidden arranged views take no part.
enum StackViewConstraints {
    static func make(stack: String, settings: StackSettings, isHidden: (String) -> Bool) -> (constraints: [RecordedConstraint], notes: [String]) {
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
        func add(_ identifier: String, _ a: Anchor, _ relation: Relation, _ b: Anchor, constant: LayoutNumber = 0) {
            made.append(
                RecordedConstraint(
                    first: a, relation: relation, second: b, constant: constant, identifier: identifier, isActive: true,
                    origin: .stackView, text: identifier, location: settings.location))
        }
        // Along the axis: the first and last views touch the stack's edges, neighbours are `spacing` apart.
        add("UISV-canvas-connection", Anchor(item: first, start), Anchor(item: stack, edge(start)))
        add("UISV-canvas-connection", Anchor(item: stack, edge(end)), Anchor(item: last, end))
        for (previous, next) in zip(views, views.dropFirst()) {
            add("UISV-spacing", Anchor(item: next, start), Anchor(item: previous, end), constant: settings.spacing)
        }
        switch settings.distribution {
        case "fill": break
        case "fillEqually":
            let size: LayoutAttribute = horizontal ? .width : .height
            for view in views.dropFirst() { add("UISV-fill-equally", Anchor(item: view, size), Anchor(item: first, size)) }
        default:
            notes.append("distribution .\(settings.distribution) is read as .fill (its spacer guides are not modelled)")
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
}
