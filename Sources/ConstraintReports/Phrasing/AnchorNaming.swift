import ConstraintModel

/// Names anchors with the system's display names, never addresses.
struct AnchorNaming {
    let system: ConstraintSystem

    func itemName(_ id: String) -> String { system.displayName(of: id) }

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
