import ConstraintModel
import SwiftSyntax

/// Insets as layout code writes them: `UIEdgeInsets(top:left:bottom:right:)` and its other
/// spellings, TinyConstraints' `.left(24) + .top(52)`, and sides the code computes at run time
/// (`left: Style.margin`), which stay unknown on their own side instead of spoiling the others.
extension Interpreter {
    enum InsetSide: Int {
        case top, left, bottom, right
    }

    /// Four values in the order top, left, bottom, right (labelled or, for `…Make`, not).
    func insets(_ call: FunctionCallExprSyntax) -> SourceValue {
        insets(call.arguments.map { evaluate($0.expression) })
    }

    func insets(_ sides: [SourceValue]) -> SourceValue {
        guard sides.count == 4 else { return .unknown("insets") }
        let numbers = sides.compactMap(\.numberValue)
        guard numbers.count == 4 else { return .insetSides(sides) }
        return .insets(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
    }

    /// One side of an insets value: its number, or the unknown it is; insets the code does not
    /// show (`Style.insets`) are unknown on every side, `.zero` is 0 on every side.
    func insetSide(_ value: SourceValue, _ side: InsetSide) -> SourceValue {
        switch value {
        case .insets(let insets):
            return .number([insets.top, insets.left, insets.bottom, insets.right][side.rawValue])
        case .insetSides(let sides):
            return sides[side.rawValue]
        case .name("zero"):
            return .number(0)
        default:
            return value
        }
    }

    /// TinyConstraints' `TinyEdgeInsets` helpers (`.top(52)`, `.horizontal(16)`, `.uniform(8)`),
    /// by the sides each sets.
    static let insetHelpers: [String: [InsetSide]] = [
        "top": [.top], "left": [.left], "bottom": [.bottom], "right": [.right],
        "horizontal": [.left, .right], "vertical": [.top, .bottom], "uniform": [.top, .left, .bottom, .right],
    ]

    func insetHelper(_ sides: [InsetSide], value: SourceValue) -> SourceValue {
        insets([InsetSide.top, .left, .bottom, .right].map { sides.contains($0) ? value : .number(0) })
    }

    /// `a + b` of two insets, side by side (`.left(24) + .top(52)`).
    func sumOfInsets(_ left: SourceValue, _ right: SourceValue) -> SourceValue? {
        guard left.isInsets, right.isInsets else { return nil }
        return insets([InsetSide.top, .left, .bottom, .right].map { arithmetic("+", insetSide(left, $0), insetSide(right, $0)) })
    }
}

extension SourceValue {
    var isInsets: Bool {
        switch self {
        case .insets, .insetSides: return true
        default: return false
        }
    }
}
