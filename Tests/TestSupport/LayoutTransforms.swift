import ConstraintModel

/// Changes to a constraint system that must not change any verdict about it (metamorphic tests).
public enum LayoutTransforms {
    /// The same constraints in another order (ids unchanged), drawn from `seed`.
    public static func permuted(_ system: ConstraintSystem, seed: UInt64) -> ConstraintSystem {
        var random = SeededGenerator(seed: seed)
        var copy = system
        copy.constraints.shuffle(using: &random)
        return copy
    }

    /// Every length doubled: constants, intrinsic sizes and frames. Solutions double with them,
    /// so what conflicts and what moves stays the same.
    public static func scaled(_ system: ConstraintSystem, by factor: Double) -> ConstraintSystem {
        func scale(_ number: LayoutNumber) -> LayoutNumber { LayoutNumber(number.value * factor) }
        var copy = system
        for index in copy.constraints.indices {
            copy.constraints[index].constant = copy.constraints[index].constant.map(scale)
        }
        for index in copy.items.indices {
            if var frame = copy.items[index].frame {
                frame = Rect(x: scale(frame.x), y: scale(frame.y), width: scale(frame.width), height: scale(frame.height))
                copy.items[index].frame = frame
            }
            if var intrinsic = copy.items[index].intrinsicContentSize {
                intrinsic.width = intrinsic.width.map(scale)
                intrinsic.height = intrinsic.height.map(scale)
                copy.items[index].intrinsicContentSize = intrinsic
            }
        }
        return copy
    }

    /// Leading ↔ left and trailing ↔ right, which mean the same left to right. Only for
    /// left-to-right systems without expressions.
    public static func swappingDirectionalAttributes(_ system: ConstraintSystem) -> ConstraintSystem {
        precondition(system.layoutDirection == .leftToRight, "leading is left only left to right")
        let swaps: [LayoutAttribute: LayoutAttribute] = [.leading: .left, .left: .leading, .trailing: .right, .right: .trailing]
        func swapped(_ anchor: Anchor) -> Anchor {
            guard let attribute = anchor.attribute.standard, let other = swaps[attribute] else { return anchor }
            return Anchor(item: anchor.item, other)
        }
        var copy = system
        for index in copy.constraints.indices {
            copy.constraints[index].first = swapped(copy.constraints[index].first)
            copy.constraints[index].second = copy.constraints[index].second.map(swapped)
        }
        return copy
    }
}
