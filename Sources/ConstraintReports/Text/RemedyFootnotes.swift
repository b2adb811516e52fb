import ConstraintModel

/// Numbers each origin that has a standard remedy in order of first appearance, so that a
/// system with eleven stack-view constraints explains the stack-view remedy once.
struct RemedyFootnotes {
    struct Footnote {
        var number: Int
        /// The origins whose constraints carry this footnote's marker: one, or every origin with a
        /// remedy when the framework owns the whole conflict.
        var origins: [ConstraintOrigin]
        var remedy: String
        var marker: String { "[\(number)]" }
    }

    private(set) var footnotes: [Footnote] = []

    /// - Parameter systemOwnsConflict: the verdict found every constraint of the conflict to be
    ///   UIKit's (AppKit's) own, inside its private views. The standard remedies then say what the
    ///   developer would change in their own layout (lower a cell's last constraint to 999…),
    ///   which is wrong advice here: one footnote, shared by every such constraint, says instead
    ///   that they are the framework's and that the verdict has the workaround.
    init(constraints: [LayoutConstraint], system: ConstraintSystem? = nil, systemOwnsConflict: Bool = false) {
        for constraint in constraints {
            let remedy = system.map { EncapsulatedAdvice.remedy(for: constraint, in: $0) } ?? constraint.origin.remedy
            guard let remedy, footnote(for: constraint.origin) == nil else { continue }
            if systemOwnsConflict {
                let framework = ModelWording.layoutFramework(system?.platform ?? .unknown)
                if footnotes.isEmpty {
                    footnotes.append(Footnote(
                        number: 1, origins: [],
                        remedy: "\(framework) made these inside its own views, and the conflict is among \(framework)'s own constraints: nothing to change on them (the verdict has the workaround)"))
                }
                footnotes[0].origins.append(constraint.origin)
                continue
            }
            footnotes.append(Footnote(number: footnotes.count + 1, origins: [constraint.origin], remedy: remedy))
        }
    }

    func footnote(for origin: ConstraintOrigin) -> Footnote? {
        footnotes.first { $0.origins.contains(origin) }
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
