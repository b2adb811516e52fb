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

    /// The same constraints laid out right to left, and the left-to-right system that means the same:
    /// right to left, leading is the right edge and positions on a constraint with a leading or
    /// trailing attribute are measured toward the left, so `a.leading = b.trailing + 8` reads
    /// `a.right = b.left − 8` (every horizontal position of such a constraint is negated, which
    /// flips its relation). Only for constraints with multiplier 1 on positions and no expressions.
    public static func rightToLeft(_ system: ConstraintSystem) -> (rightToLeft: ConstraintSystem, leftToRightEquivalent: ConstraintSystem) {
        var mirrored = system
        mirrored.layoutDirection = .rightToLeft
        var equivalent = system
        equivalent.layoutDirection = .leftToRight
        let mirror: [LayoutAttribute: LayoutAttribute] = [.leading: .right, .trailing: .left]
        for index in equivalent.constraints.indices {
            var constraint = equivalent.constraints[index]
            guard constraint.anchors.contains(where: { $0.attribute.standard?.isDirectional ?? false }) else { continue }
            precondition(constraint.expression == nil && constraint.multiplier.value == 1, "only plain constraints mirror this simply")
            func mirrored(_ anchor: Anchor) -> Anchor {
                guard let attribute = anchor.attribute.standard, let other = mirror[attribute] else { return anchor }
                return Anchor(item: anchor.item, other)
            }
            constraint.first = mirrored(constraint.first)
            constraint.second = constraint.second.map(mirrored)
            constraint.constant = constraint.constant.map { LayoutNumber(-$0.value) }
            constraint.relation = constraint.relation.flipped
            equivalent.constraints[index] = constraint
        }
        return (mirrored, equivalent)
    }
}
