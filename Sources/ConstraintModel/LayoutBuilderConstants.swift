// Constants and multipliers of the anchor-style builder, of any numeric type a layout is written
// in: `CGFloat` (UIKit's), `Double`, `Float`, `Int`. Each operator comes once for floating-point
// and once for integer types so that `view.width == 44` (an `Int` literal) and
// `view.width == bounds.width` (a `CGFloat`) both type-check without conversions.

public func * <Number: BinaryFloatingPoint>(lhs: Number, rhs: AnchorReference) -> AnchorExpression {
    AnchorExpression(anchor: rhs, multiplier: Double(lhs), constant: 0)
}
public func * <Number: BinaryInteger>(lhs: Number, rhs: AnchorReference) -> AnchorExpression {
    AnchorExpression(anchor: rhs, multiplier: Double(lhs), constant: 0)
}
public func * <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: Double(rhs), constant: 0)
}
public func * <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: Double(rhs), constant: 0)
}

public func + <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: Double(rhs))
}
public func + <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: Double(rhs))
}
public func - <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -Double(rhs))
}
public func - <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -Double(rhs))
}

public func + <Number: BinaryFloatingPoint>(lhs: AnchorExpression, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + Double(rhs))
}
public func + <Number: BinaryInteger>(lhs: AnchorExpression, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + Double(rhs))
}
public func - <Number: BinaryFloatingPoint>(lhs: AnchorExpression, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - Double(rhs))
}
public func - <Number: BinaryInteger>(lhs: AnchorExpression, rhs: Number) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - Double(rhs))
}

public func == <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs == constant(Double(rhs)) }
public func <= <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs <= constant(Double(rhs)) }
public func >= <Number: BinaryFloatingPoint>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs >= constant(Double(rhs)) }
public func == <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs == constant(Double(rhs)) }
public func <= <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs <= constant(Double(rhs)) }
public func >= <Number: BinaryInteger>(lhs: AnchorReference, rhs: Number) -> ConstraintDraft { lhs >= constant(Double(rhs)) }

extension ConstraintDraft {
    /// `.priority(999)` with a `UILayoutPriority`-like raw value of any numeric type.
    public func priority<Number: BinaryFloatingPoint>(_ value: Number) -> ConstraintDraft { priority(Priority(Double(value))) }
}
