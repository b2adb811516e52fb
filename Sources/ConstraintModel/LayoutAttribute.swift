/// The axis an attribute lives on. Width↔height (aspect-ratio) constraints join the two axes.
public enum Axis: String, Codable, Sendable, CaseIterable, Comparable {
    case horizontal
    case vertical

    public static func < (lhs: Axis, rhs: Axis) -> Bool { lhs == .horizontal && rhs == .vertical }

    public var letter: String { self == .horizontal ? "H" : "V" }
}

/// Every `NSLayoutAttribute` that can appear in a constraint, plus AppKit's frame-style
/// names that autoresizing-mask constraints print (`minX`, `maxY`, …).
///
/// AppKit's `minY`/`maxY` keep their own cases rather than being folded into `top`/`bottom`:
/// in AppKit's default unflipped coordinates `minY` is the *bottom* edge, so the meaning depends
/// on the platform and is decided when the constraint is lowered, not when it is read.
public enum LayoutAttribute: String, Codable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute
    case minX, maxX, minY, maxY, midX, midY

    /// Reads an attribute as UIKit/AppKit print it. `baseline` is AppKit's and pre-iOS 8's name
    /// for `lastBaseline`.
    public init?(printedName: some StringProtocol) {
        switch printedName {
        case "baseline": self = .lastBaseline
        case "notAnAttribute", "NotAnAttribute": self = .notAnAttribute
        default:
            guard let attribute = LayoutAttribute(rawValue: String(printedName)) else { return nil }
            self = attribute
        }
    }

    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .maxX, .midX:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
            .bottomMargin, .centerYWithinMargins, .minY, .maxY, .midY:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Width and height: a length, with no position.
    public var isSize: Bool { self == .width || self == .height }

    /// Edges, centres, baselines and margins: a location in a coordinate space.
    public var isPosition: Bool { !isSize && self != .notAnAttribute }

    /// Leading and trailing attributes flip with the layout direction.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left and right attributes never flip.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin, .minX, .maxX: return true
        default: return false
        }
    }

    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default: return false
        }
    }

    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The phrase used in plain-English sentences ("leading edge", "vertical centre").
    public var phrase: String {
        switch self {
        case .left: return "left edge"
        case .right: return "right edge"
        case .top: return "top edge"
        case .bottom: return "bottom edge"
        case .leading: return "leading edge"
        case .trailing: return "trailing edge"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "horizontal centre"
        case .centerY: return "vertical centre"
        case .lastBaseline: return "last baseline"
        case .firstBaseline: return "first baseline"
        case .leftMargin: return "left margin"
        case .rightMargin: return "right margin"
        case .topMargin: return "top margin"
        case .bottomMargin: return "bottom margin"
        case .leadingMargin: return "leading margin"
        case .trailingMargin: return "trailing margin"
        case .centerXWithinMargins: return "horizontal centre within its margins"
        case .centerYWithinMargins: return "vertical centre within its margins"
        case .notAnAttribute: return "nothing"
        case .minX: return "minimum x (left edge)"
        case .maxX: return "maximum x (right edge)"
        case .minY: return "minimum y"
        case .maxY: return "maximum y"
        case .midX: return "horizontal centre"
        case .midY: return "vertical centre"
        }
    }
}

/// An attribute as written in a constraint: a standard one, or a pseudo-attribute that only
/// exists inside one system class (NSGridView's `row-boundary`, for example).
public enum AnchorAttribute: Hashable, Sendable, Codable, CustomStringConvertible {
    case standard(LayoutAttribute)
    case custom(String)

    public var description: String {
        switch self {
        case .standard(let attribute): return attribute.rawValue
        case .custom(let name): return name
        }
    }

    public var standard: LayoutAttribute? {
        if case .standard(let attribute) = self { return attribute }
        return nil
    }

    public init(from decoder: Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = LayoutAttribute(rawValue: name).map(AnchorAttribute.standard) ?? .custom(name)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
