import ConstraintModel

/// Names anchors with the system's display names, never addresses.
struct AnchorNaming {
    let system: ConstraintSystem
    /// Joins the words of a name (`Label 'Don’t miss the sale'`) so a line wrap cannot split it.
    var wordJoiner: Character? = nil

    func itemName(_ id: String) -> String {
        let name = system.displayName(of: id)
        guard let wordJoiner else { return name }
        return name.replacingOccurrences(of: " ", with: String(wordJoiner))
    }

    /// `ImageView1.trailing`
    func symbol(_ anchor: Anchor) -> String { "\(itemName(anchor.item)).\(anchor.attribute.description)" }

    /// `ImageView1's trailing edge`, but `the bottom edge of Button 'Log in'`: a possessive after
    /// a quoted text reads as a typo.
    func phrase(_ anchor: Anchor) -> String {
        let name = itemName(anchor.item)
        let attribute = Self.attributePhrase(anchor.attribute)
        return name.hasSuffix("'") ? "the \(attribute) of \(name)" : "\(name)'s \(attribute)"
    }

    static func attributePhrase(_ attribute: AnchorAttribute) -> String {
        switch attribute {
        case .standard(let standard): return standard.phrase
        case .custom(let name): return name
        }
    }

    /// The second side of a pair constraint, unless it is `notAnAttribute`, which UIKit prints
    /// for constant-only constraints.
    static func effectiveSecond(of constraint: LayoutConstraint) -> Anchor? {
        guard let second = constraint.second, second.attribute != .standard(.notAnAttribute) else { return nil }
        return second
    }
}
