import ConstraintModel

/// NSStackView's gravity areas, approximated. AppKit packs the views of the leading (top) area
/// from the leading edge, those of the trailing (bottom) area against the trailing edge, and
/// keeps the center area centred at a low priority; the stack hugs its views at its own hugging
/// priority (`setHuggingPriority(_:for:)`, 250 by default). Here all the views are one row in
/// the order of their areas, packed from the leading edge, and the stack's trailing edge is at
/// least the last view's (required) and hugs it at the stack's hugging priority — the model
/// the Interface Builder reader uses for the same stacks. Every such stack gets a located note.
extension StackViewConstraints {
    /// Leading (top) area first, then center, then trailing (bottom); the code's order within
    /// an area. Views added with `addArrangedSubview` are in the leading area.
    func inGravityOrder(_ views: [String]) -> [String] {
        func rank(_ view: String) -> Int {
            switch settings.gravity[view] {
            case "center": return 1
            case "trailing", "bottom": return 2
            default: return 0
            }
        }
        return views.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// An NSStackView with no arranged view (or only hidden ones) still hugs its content on both
    /// axes at its hugging priority (`setHuggingPriority(_:for:)`, 250 by default): its content
    /// is only its edge insets, so with nothing else sizing it the stack is as wide as its left and
    /// right insets and as high as its top and bottom ones (0 × 0 without insets), not free.
    mutating func emptyStackHugging() {
        var lengths: [Axis: Double] = [:]
        for axis in [Axis.horizontal, .vertical] {
            let (first, second): (LayoutAttribute, LayoutAttribute) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            let length = inset(first).value + inset(second).value
            lengths[axis] = length
            add("hugging", Anchor(item: stack, axis == .horizontal ? .width : .height), .equal, nil, constant: LayoutNumber(length),
                priority: settings.hugging[axis] ?? 250)
        }
        let hugging = [Axis.horizontal, .vertical].map { "\(settings.hugging[$0] ?? 250)" }
        notes.append(
            "it has no arranged view: AppKit's stack still hugs its content, here only its edge insets, at its hugging priority (\(hugging[0]) horizontally, \(hugging[1]) vertically), so where no other constraint sizes it it is \(LayoutNumber.format(lengths[.horizontal] ?? 0)) × \(LayoutNumber.format(lengths[.vertical] ?? 0))")
    }

    mutating func gravityAreaEnd(last: String, views: [String], name: (String) -> String) {
        let hugging = settings.hugging[settings.axis] ?? 250
        add("canvas-connection", Anchor(item: stack, edge(end)), .greaterThanOrEqual, Anchor(item: last, end), constant: inset(end))
        add("hugging", Anchor(item: stack, edge(end)), Anchor(item: last, end), constant: inset(end), priority: hugging)
        let (startName, endName) = horizontal ? ("leading", "trailing") : ("top", "bottom")
        var note =
            "NSStackView gravity areas are approximated: the views are packed from the \(startName) edge, \(spacing) apart, and the stack's \(endName) edge hugs the last one at the stack's hugging priority (\(hugging)); AppKit's center and \(endName) areas, clipping and detaching are not modelled"
        let elsewhere = views.filter { settings.gravity[$0].map { $0 != "leading" && $0 != "top" } ?? false }
        if !elsewhere.isEmpty {
            note += " (\(elsewhere.map { "'\(name($0))'" }.joined(separator: ", ")) placed after the \(startName) views)"
        }
        notes.append(note)
    }
}
