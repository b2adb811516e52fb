import ConstraintModel
import SwiftSyntax

/// What an expression of layout code evaluates to, as far as the reader can know statically.
indirect enum SourceValue {
    /// A view or guide, by its key in the `LayoutRecorder`.
    case item(String)
    case anchor(item: String, attribute: LayoutAttribute)
    case number(LayoutNumber)
    /// A value the code computes at run time; the text says what it was (`spacing * scale`).
    case unknown(String)
    case string(String)
    case bool(Bool)
    /// A constraint made by the code, by its index in the recorder.
    case constraint(Int)
    case array([SourceValue])
    case dictionary([(key: String, value: SourceValue)])
    case attribute(LayoutAttribute)
    case relation(Relation)
    case axis(Axis)
    /// A font, by its point size.
    case font(Double)
    /// A leading-dot or type member the reader has no meaning for yet (`.vertical`, `.fill`).
    case name(String)
    case rect(Rect)
    /// A frame computed from the size of a view the host sizes (`bounds` of a view or cell whose
    /// size the code does not give, `CGRect(x: 0, y: 0, width: self.frame.width - 20, height: 44)`).
    case relativeRect(RelativeRect)
    /// A length of such a view plus an offset (`bounds.width - 20`).
    case relativeLength(RelativeLength)
    case size(width: LayoutNumber, height: LayoutNumber)
    /// `NSEdgeInsets(top:left:bottom:right:)` and its other spellings.
    case insets(EdgeInsets)
    /// Insets with a side the code computes at run time: the four values, top, left, bottom, right.
    case insetSides([SourceValue])
    /// The instance of the type being read (a view controller's `self`).
    case owner
    /// A closure, kept to be run when it is called (`forEach`, SnapKit's `make` blocks).
    case closure(ClosureExprSyntax, file: SourceFileIndex)
    /// SnapKit: `make` in a constraint block, `make.top.leading`, and a constraint being built.
    case snapMaker(item: String)
    case snapAttributes(item: String, attributes: [LayoutAttribute])
    case snapConstraints([Int])
    /// `view.snp`: SnapKit's DSL on a view; its attributes are anchors.
    case snapDSL(item: String)
    /// Anchorage: `anchor * m + c`, or an anchor group (`horizontalAnchors`) with its offset; a
    /// nil constant is one the code computes at run time (`+ Spacing.medium`).
    case anchorSum(anchors: [Anchor], multiplier: LayoutNumber, constant: LayoutNumber?)
    /// Cartography: the proxy of a view in a `constrain(…) { … }` block, whose attributes are anchors.
    case layoutProxy(String)
    /// A project's holder of named constraints (`NSLayoutConstraintSet(top: c1, bottom: c2)`, its
    /// class not read): each constraint by its label.
    case constraintSet([(name: String, index: Int)])
    /// A trait of the device the reader lays the code out for (`DeviceTraits`), by its case
    /// name: `traitCollection.horizontalSizeClass` is `compact`.
    case deviceTrait(String)
    case void

    var numberValue: LayoutNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// An anchor, an anchor group or an anchor expression as `anchorSum`.
    var anchorSum: (anchors: [Anchor], multiplier: LayoutNumber, constant: LayoutNumber?)? {
        switch self {
        case .anchor(let item, let attribute): return ([Anchor(item: item, attribute)], 1, 0)
        case .anchorSum(let anchors, let multiplier, let constant): return (anchors, multiplier, constant)
        default: return nil
        }
    }

    /// `nil` in the code (or an argument left out).
    var isNil: Bool {
        if case .void = self { return true }
        return false
    }

    var insetsValue: EdgeInsets? {
        if case .insets(let insets) = self { return insets }
        return nil
    }

    var itemKey: String? {
        if case .item(let key) = self { return key }
        return nil
    }

    var elements: [SourceValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The constraint indices in a constraint, an array of constraints, or SnapKit's constraints.
    var constraintIndices: [Int] {
        switch self {
        case .constraint(let index): return [index]
        case .snapConstraints(let indices): return indices
        case .array(let values): return values.flatMap(\.constraintIndices)
        case .constraintSet(let members): return members.map(\.index)
        default: return []
        }
    }

    /// Text for a located note about a value the reader cannot know.
    var unknownDescription: String? {
        if case .unknown(let text) = self { return text }
        if case .name(let text) = self { return text }
        return nil
    }
}

/// A priority from a number or a name (`.defaultHigh`, `UILayoutPriority(999)` evaluate to numbers).
extension SourceValue {
    var priority: Priority? {
        switch self {
        case .number(let value): return Priority(value.value)
        case .name(let name): return UIKitCatalog.priorities[name].map { Priority($0) }
        default: return nil
        }
    }
}

/// A width or height: a fixed length, or the length of a view the host sizes plus an offset.
struct RelativeLength {
    /// The view whose width or height it follows; nil for a fixed length.
    var item: String?
    var offset: LayoutNumber

    static func fixed(_ length: LayoutNumber) -> RelativeLength { RelativeLength(item: nil, offset: length) }
}

extension SourceValue {
    /// A number or a relative length as a `RelativeLength`; nil for anything else.
    var relativeLengthValue: RelativeLength? {
        switch self {
        case .number(let number): return .fixed(number)
        case .relativeLength(let length): return length
        default: return nil
        }
    }
}

/// A frame whose origin is known and whose width or height follows a view the host sizes.
struct RelativeRect {
    var x: LayoutNumber
    var y: LayoutNumber
    var width: RelativeLength
    var height: RelativeLength

    /// The whole of `item`'s bounds.
    static func bounds(of item: String) -> RelativeRect {
        RelativeRect(x: 0, y: 0, width: RelativeLength(item: item, offset: 0), height: RelativeLength(item: item, offset: 0))
    }
}
