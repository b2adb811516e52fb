import ConstraintModel

/// Numbers each origin that has a standard remedy in order of first appearance, so that a
/// system with eleven stack-view constraints explains the stack-view remedy once.
struct RemedyFootnotes {
    struct Footnote {
        var number: Int
        var origin: ConstraintOrigin
        var remedy: String
        var marker: String { "[\(number)]" }
    }

    private(set) var footnotes: [Footnote] = []

    init(constraints: [LayoutConstraint], system: ConstraintSystem? = nil) {
        for constraint in constraints {
            let remedy = system.map { EncapsulatedAdvice.remedy(for: constraint, in: $0) } ?? constraint.origin.remedy
            guard let remedy, !footnotes.contains(where: { $0.origin == constraint.origin }) else {
                continue
            }
            footnotes.append(Footnote(number: footnotes.count + 1, origin: constraint.origin, remedy: remedy))
        }
    }

    func footnote(for origin: ConstraintOrigin) -> Footnote? {
        footnotes.first { $0.origin == origin }
    }

    /// `[1] the table/collection view sets …`, wrapped under its text. The remedy alone: the
    /// constraint that carries the marker already names the origin.
    func lines(styler: TextStyler) -> [String] {
        footnotes.flatMap { footnote in
            let prefix = "  \(footnote.marker) "
            let wrapped = TextLayout.wrap(
                footnote.remedy, firstPrefix: prefix, indent: String(repeating: " ", count: prefix.count))
            guard let first = wrapped.first else { return wrapped }
            let afterMarker = first.dropFirst("  ".count + footnote.marker.count)
            return ["  " + styler.apply(.footnoteMarker, to: footnote.marker) + afterMarker] + wrapped.dropFirst()
        }
    }
}
