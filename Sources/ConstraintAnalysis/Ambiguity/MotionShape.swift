import ConstraintModel
import LayoutMath

/// What makes two free motions "the same finding" for a person: the same axis, the same kind of
/// unknown left free (a width, a leading edge), in views of the same superview, and for priority
/// ties the same kind of tied rows. The widths of 200 views in one row, the leading edges of a
/// column of labels, the hugging priorities of a row of labels: each is one shape.
struct MotionShape: Hashable {
    enum Quantity: Hashable {
        case size
        /// A size that follows its item's intrinsic size, which the input names but does not give
        /// (`IntrinsicHeight` in an equation set): a label whose text is unknown.
        case intrinsicSize
        case position
        case tie(origins: [String])
    }

    var axis: Axis
    var quantity: Quantity
    /// The superview of the item whose unknown the motion is read by (nil: a root).
    var container: Int?
}

/// Motions of one shape, in the order the analysis found them.
struct MotionGroup {
    var shape: MotionShape?
    /// Indices into the analysis's motions.
    var members: [Int]
}

enum MotionGrouping {
    /// Groups equal shapes together, each group where its first member was; a motion without a
    /// shape (read by a parameter, or moving a root whose size nobody gave) stays alone.
    static func groups(_ shapes: [MotionShape?]) -> [MotionGroup] {
        var groups: [MotionGroup] = []
        var groupOfShape: [MotionShape: Int] = [:]
        for (index, shape) in shapes.enumerated() {
            guard let shape else {
                groups.append(MotionGroup(shape: nil, members: [index]))
                continue
            }
            if let existing = groupOfShape[shape] {
                groups[existing].members.append(index)
            } else {
                groupOfShape[shape] = groups.count
                groups.append(MotionGroup(shape: shape, members: [index]))
            }
        }
        return groups
    }

    /// A short name for a tied row's kind, so that hugging ties and compression ties are apart.
    static func originKind(_ origin: RowOrigin) -> String {
        switch origin {
        case .hugging: return "hugging"
        case .compressionResistance: return "compression"
        default: return "constraint"
        }
    }
}
