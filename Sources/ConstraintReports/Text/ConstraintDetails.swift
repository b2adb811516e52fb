import ConstraintModel

/// The lines under a constraint's equation: its sentence and everything the input said about
/// where it came from.
struct ConstraintDetails {
    let system: ConstraintSystem
    let footnotes: RemedyFootnotes
    let styler: TextStyler

    /// - Parameter width: room for the prose lines; the sentence wraps to it, the equation never does.
    func lines(for constraint: LayoutConstraint, width: Int) -> [String] {
        var lines: [String] = []
        if let identifier = constraint.identifier {
            lines.append(styler.apply(.identifier, to: "identifier '\(identifier)'"))
        }
        lines.append(styler.apply(.equation, to: ConstraintEquation(system: system).text(for: constraint)))
        lines += ConstraintSentence(system: system).lines(for: constraint, width: width)
        let notes = notes(on: constraint)
        if !notes.isEmpty { lines.append(notes.joined(separator: " · ")) }
        if let mask = constraint.autoresizingMask { lines += maskLines(mask) }
        if system.brokenConstraint == constraint.id {
            lines.append(styler.apply(.broken, to: "✗ \(ModelWording.layoutFramework(system.platform)) broke this one to recover."))
        }
        return lines
    }

    private func notes(on constraint: LayoutConstraint) -> [String] {
        var notes: [String] = []
        if let label = ModelWording.originLabel(constraint.origin) {
            let marker = footnotes.footnote(for: constraint).map { " " + styler.apply(.footnoteMarker, to: $0.marker) } ?? ""
            notes.append(label + marker)
        }
        if let className = constraint.className, className != "NSLayoutConstraint" { notes.append(className) }
        if let location = constraint.sourceLocation {
            let snapKit = constraint.className?.hasPrefix("SnapKit.") == true
            notes.append(snapKit ? "SnapKit \(location.file)#\(location.line)" : "made at \(location)")
        }
        if let contentSize = constraint.contentSize {
            notes.append("hugging \(NumberText.priority(contentSize.hugging)), compression resistance \(NumberText.priority(contentSize.compressionResistance))")
        }
        if constraint.isActive == false { notes.append("inactive") }
        if constraint.layoutDirection == .rightToLeft { notes.append("right-to-left") }
        return notes
    }

    /// `h=--&  left margin fixed, width fixed, right margin flexible`, one line per axis.
    private func maskLines(_ mask: AutoresizingMask) -> [String] {
        let axes = mask.explanation.components(separatedBy: "; ")
        let printed = ["h=\(mask.horizontal.printed)", "v=\(mask.vertical.printed)"]
        guard axes.count == printed.count else { return ["autoresizing mask \(mask): \(mask.explanation)"] }
        return zip(printed, axes).map { "\($0)  \($1)" }
    }
}
