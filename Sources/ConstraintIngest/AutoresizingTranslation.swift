import ConstraintModel

/// Turns a view's frame and autoresizing mask into the `NSAutoresizingMaskLayoutConstraint`s
/// that `translatesAutoresizingMaskIntoConstraints = YES` adds, one for the position and one
/// for the size on each axis.
///
/// With `p`, `s` the frame's position and size on an axis and `S` the superview's size there:
///
/// | mask on the axis                         | constraint                                   |
/// |------------------------------------------|----------------------------------------------|
/// | size fixed                               | `size == s`                                  |
/// | size flexible, both margins fixed        | `size == 1 × super.size − (S − s)`           |
/// | size flexible, a margin flexible         | `size == (s/S) × super.size`                 |
/// | leading (min) margin fixed               | `min == p`, measured in the superview        |
/// | else trailing (max) margin fixed         | `max == 1 × super.size − (S − p − s)`        |
/// | else (both margins flexible)             | `mid == ((p + s/2)/S) × super.size`          |
///
/// **The constraints reproduce the declared frame at the declared superview size**: with the
/// superview `S` wide and the view at its frame, every constraint holds exactly. They then
/// say how the view moves and grows when the superview is resized, as the mask does.
/// Computed multipliers and constants keep exact literals (`8/15`, `-39.5`) for the exact
/// analysis. When `S` is unknown only the parts that do not need it (a fixed size, a fixed
/// leading margin) are made, and `axesMissingSuperviewSize` says which axes lost the rest.
enum AutoresizingTranslation {
    struct View {
        var id: String
        var name: String
        var frame: Rect
        var mask: AutoresizingMask
    }

    struct Superview {
        var id: String
        var name: String
        /// nil when the superview's frame is not declared.
        var size: (width: LayoutNumber, height: LayoutNumber)?
    }

    struct Translation {
        /// Ids are left empty for the caller to number.
        var constraints: [LayoutConstraint]
        var axesMissingSuperviewSize: [Axis]
    }

    static let className = "NSAutoresizingMaskLayoutConstraint"

    static func translate(_ view: View, in superview: Superview?, line: Int, column: Int) -> Translation {
        var positions: [LayoutConstraint] = []
        var sizes: [LayoutConstraint] = []
        var missing: [Axis] = []
        for axis in Axis.allCases {
            let horizontal = axis == .horizontal
            let position = Quantity(horizontal ? view.frame.x : view.frame.y)
            let size = Quantity(horizontal ? view.frame.width : view.frame.height)
            let superSize = superview?.size.map { Quantity(horizontal ? $0.width : $0.height) }
            let usableSuperSize = superSize.flatMap { $0.value == 0 ? nil : $0 }
            let mask = view.mask.mask(on: axis)
            let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
            let made = Constraints(view: view, superview: superview, line: line, column: column, sizeAttribute: sizeAttribute)

            if !mask.flexibleSize {
                sizes.append(made.constant(sizeAttribute, size))
            } else if let total = usableSuperSize {
                if !mask.flexibleLeadingMargin && !mask.flexibleTrailingMargin {
                    sizes.append(made.relative(sizeAttribute, multiplier: Quantity(integer: 1), constant: (total - size).negated))
                } else {
                    sizes.append(made.relative(sizeAttribute, multiplier: size / total, constant: Quantity(integer: 0)))
                }
            }

            if !mask.flexibleLeadingMargin {
                positions.append(made.constant(horizontal ? .minX : .minY, position))
            } else if let total = usableSuperSize {
                if !mask.flexibleTrailingMargin {
                    positions.append(made.relative(horizontal ? .maxX : .maxY, multiplier: Quantity(integer: 1), constant: (total - position - size).negated))
                } else {
                    let middle = position + size / Quantity(integer: 2)
                    positions.append(made.relative(horizontal ? .midX : .midY, multiplier: middle / total, constant: Quantity(integer: 0)))
                }
            }

            let needsSuperviewSize = mask.flexibleSize || mask.flexibleLeadingMargin
            if needsSuperviewSize && usableSuperSize == nil { missing.append(axis) }
        }
        return Translation(constraints: positions + sizes, axesMissingSuperviewSize: missing)
    }

    /// Builds the constraints of one axis with UIKit's description as their text.
    private struct Constraints {
        var view: View
        var superview: Superview?
        var line: Int
        var column: Int
        var sizeAttribute: LayoutAttribute

        /// `attribute == value`, a position measured in the superview or a fixed size.
        func constant(_ attribute: LayoutAttribute, _ value: Quantity) -> LayoutConstraint {
            make(attribute, multiplier: 1, second: nil, constant: value.number, text: Quantity.printed(value.value))
        }

        /// `attribute == multiplier × superview.size + constant`.
        func relative(_ attribute: LayoutAttribute, multiplier: Quantity, constant: Quantity) -> LayoutConstraint {
            let superName = superview?.name ?? "superview"
            var text = multiplier.value == 1 ? "" : "\(Quantity.printed(multiplier.value))*"
            text += "\(superName).\(sizeAttribute.rawValue)"
            if constant.value != 0 {
                text += constant.value < 0 ? " - \(Quantity.printed(-constant.value))" : " + \(Quantity.printed(constant.value))"
            }
            let second = superview.map { Anchor(item: $0.id, sizeAttribute) }
            return make(attribute, multiplier: multiplier.number, second: second, constant: constant.number, text: text)
        }

        private func make(
            _ attribute: LayoutAttribute, multiplier: LayoutNumber, second: Anchor?, constant: LayoutNumber, text rightSide: String
        ) -> LayoutConstraint {
            LayoutConstraint(
                id: "", line: line, column: column, text: "\(view.mask) \(view.name).\(attribute.rawValue) == \(rightSide)",
                className: AutoresizingTranslation.className, origin: .autoresizingMask,
                first: Anchor(item: view.id, attribute), multiplier: multiplier, second: second, constant: constant,
                autoresizingMask: view.mask, measuredIn: attribute.isPosition ? superview?.id : nil)
        }
    }
}

/// A value with, when it can be kept, its exact rational form.
private struct Quantity {
    var value: Double
    var exact: ExactFraction?

    init(_ number: LayoutNumber) {
        value = number.value
        exact = ExactFraction(number)
        literalSource = number
    }

    init(integer: Int64) {
        value = Double(integer)
        exact = ExactFraction(integer: integer)
        literalSource = nil
    }

    private init(value: Double, exact: ExactFraction?) {
        self.value = value
        self.exact = exact
        literalSource = nil
    }

    /// The number as read, when this quantity is one unchanged.
    private var literalSource: LayoutNumber?

    /// The number to store: the input's own literal when unchanged, else the exact result,
    /// else the rounded double.
    var number: LayoutNumber {
        if let literalSource { return literalSource }
        if let exact { return exact.layoutNumber }
        return LayoutNumber(value)
    }

    var negated: Quantity { Quantity(value: -value, exact: exact?.negated) }

    static func + (lhs: Quantity, rhs: Quantity) -> Quantity {
        let exact = combine(lhs, rhs, +)
        return Quantity(value: exact?.doubleValue ?? lhs.value + rhs.value, exact: exact)
    }

    static func - (lhs: Quantity, rhs: Quantity) -> Quantity {
        let exact = combine(lhs, rhs, -)
        return Quantity(value: exact?.doubleValue ?? lhs.value - rhs.value, exact: exact)
    }

    static func / (lhs: Quantity, rhs: Quantity) -> Quantity {
        let exact = combine(lhs, rhs, /)
        return Quantity(value: exact?.doubleValue ?? lhs.value / rhs.value, exact: exact)
    }

    private static func combine(
        _ lhs: Quantity, _ rhs: Quantity, _ operation: (ExactFraction, ExactFraction) -> ExactFraction?
    ) -> ExactFraction? {
        guard let left = lhs.exact, let right = rhs.exact else { return nil }
        return operation(left, right)
    }

    /// UIKit prints constraint numbers with six significant digits (`0.853333`).
    static func printed(_ value: Double) -> String {
        guard value != 0, value.isFinite else { return LayoutNumber.format(value) }
        var magnitude = 0
        var scaled = abs(value)
        while scaled >= 10 && magnitude < 300 {
            scaled /= 10
            magnitude += 1
        }
        while scaled < 1 && magnitude > -300 {
            scaled *= 10
            magnitude -= 1
        }
        let digitsAfterPoint = 5 - magnitude
        guard (0...22).contains(abs(digitsAfterPoint)) else { return LayoutNumber.format(value) }
        let power = (0..<abs(digitsAfterPoint)).reduce(1.0) { product, _ in product * 10 }
        let rounded = digitsAfterPoint >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power
        return LayoutNumber.format(rounded)
    }
}
