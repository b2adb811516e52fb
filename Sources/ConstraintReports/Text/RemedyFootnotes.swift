import ConstraintModel

/// Numbers each remedy in order of first appearance, so that a system with eleven stack-view
/// constraints explains the stack-view remedy once.
///
/// Keyed by the remedy each constraint gets, not by its origin: one origin can take different
/// remedies (`ConstraintRemedy`: a cell's encapsulated height and a header's; a margins
/// guide's constraint and an iOS 7–10 top layout guide's), and numbering by origin gave every
/// constraint of the origin the first one's text.
struct RemedyFootnotes {
    struct Footnote {
        var number: Int
        var remedy: String
        var marker: String { "[\(number)]" }
    }

    private(set) var footnotes: [Footnote] = []
    /// Constraint id → its footnote's place in `footnotes`.
    private var footnoteOfConstraint: [String: Int] = [:]

    /// - Parameter systemOwnsConflict: the verdict found every constraint of the conflict to be
    ///   UIKit's (AppKit's) own, inside its private views. The standard remedies then say what the
    ///   developer would change in their own layout (lower a cell's last constraint to 999…),
    ///   which is wrong advice here: one footnote, shared by every such constraint, says instead
    ///   that they are the framework's and that the verdict has the workaround.
    init(constraints: [LayoutConstraint], system: ConstraintSystem? = nil, systemOwnsConflict: Bool = false) {
        for constraint in constraints where footnoteOfConstraint[constraint.id] == nil {
            let remedy = system.map { ConstraintRemedy.remedy(for: constraint, in: $0) } ?? constraint.origin.remedy
            guard let remedy else { continue }
            if systemOwnsConflict {
                let framework = ModelWording.layoutFramework(system?.platform ?? .unknown)
                if footnotes.isEmpty {
                    footnotes.append(Footnote(
                        number: 1,
                        remedy: "\(framework) made these inside its own views, and the conflict is among \(framework)'s own constraints: nothing to change on them (the verdict has the workaround)"))
                }
                footnoteOfConstraint[constraint.id] = 0
                continue
            }
            if let index = footnotes.firstIndex(where: { $0.remedy == remedy }) {
                footnoteOfConstraint[constraint.id] = index
            } else {
                footnotes.append(Footnote(number: footnotes.count + 1, remedy: remedy))
                footnoteOfConstraint[constraint.id] = footnotes.count - 1
            }
        }
    }

    /// The footnote whose marker `constraint` carries, if its remedy has one.
    func footnote(for constraint: LayoutConstraint) -> Footnote? {
        footnoteOfConstraint[constraint.id].map { footnotes[$0] }
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
