import ConstraintModel

/// How a reversed relation is named where the developer changes it: Interface Builder's
/// Relation field and the anchor API's parameter labels.
enum GapReversalWording {
    /// The Attributes inspector's names.
    static func relationName(_ relation: Relation) -> String {
        switch relation {
        case .lessThanOrEqual: return "Less Than or Equal"
        case .greaterThanOrEqual: return "Greater Than or Equal"
        case .equal: return "Equal"
        }
    }

    /// `constraint(lessThanOrEqualTo:)`'s label.
    static func anchorMethod(_ relation: Relation) -> String {
        switch relation {
        case .lessThanOrEqual: return "lessThanOrEqualTo:"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo:"
        case .equal: return "equalTo:"
        }
    }
}
