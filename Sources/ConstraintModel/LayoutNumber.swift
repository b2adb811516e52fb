/// A number as the input wrote it. The analysis needs the literal: `94.3333` is what UIKit
/// printed for 283/3 with six significant digits, and only the text tells how many digits
/// survived printing.
public struct LayoutNumber: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var value: Double
    /// The exact characters read from the input (`"94.3333"`, `"2.22507e-308"`), or nil when the
    /// number was made in code.
    public var literal: String?

    public init(_ value: Double, literal: String? = nil) {
        self.value = value
        self.literal = literal
    }

    public init(floatLiteral value: Double) { self.init(value) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// Reads a decimal literal (`-16`, `+ 8`, `0.384615`, `2.22507e-308`); spaces after the sign
    /// are allowed because UIKit prints `- 16`.
    public init?(parsing text: some StringProtocol) {
        var compact = String(text.filter { $0 != " " })
        if compact.hasPrefix("+") { compact.removeFirst() }
        guard !compact.isEmpty, let value = Double(compact), value.isFinite else { return nil }
        self.init(value, literal: compact)
    }

    public var description: String { literal ?? LayoutNumber.format(value) }

    public static func == (lhs: LayoutNumber, rhs: LayoutNumber) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// Shortest decimal text for a value (`8`, `0.5`, `-2.25`), as used in generated text.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

public enum Relation: String, Codable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// `≤` ↔ `≥` (an equality stays one): what a swapped `lessThanOrEqualTo:` means.
    public var reversed: Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        }
    }

    public init?(symbol: some StringProtocol) {
        switch symbol {
        case "==", "=": self = .equal
        case "<=", "≤": self = .lessThanOrEqual
        case ">=", "≥": self = .greaterThanOrEqual
        default: return nil
        }
    }

    /// Mathematical symbol used in readable text.
    public var mathSymbol: String {
        switch self {
        case .equal: return "="
        case .lessThanOrEqual: return "≤"
        case .greaterThanOrEqual: return "≥"
        }
    }

    public var phrase: String {
        switch self {
        case .equal: return "equal"
        case .lessThanOrEqual: return "be at most"
        case .greaterThanOrEqual: return "be at least"
        }
    }

    /// The relation seen from the other side (`a ≤ b` is `b ≥ a`).
    public var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// A layout priority, 1…1000. UIKit stores a `Float`; fractional values are legal.
public struct Priority: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public init(floatLiteral value: Double) { self.value = value }

    public static let required: Priority = 1000
    public static let defaultHigh: Priority = 750
    public static let defaultLow: Priority = 250
    public static let fittingSizeLevel: Priority = 50
    /// The level at which Apple's engine keeps a constraint it had to break: above every
    /// optional priority, below required.
    public static let brokenByEngine: Priority = 1100

    /// 1000 (and any invalid value above it) — but not the engine's 1100 level for a constraint
    /// it broke, which is optimised before every optional priority yet is not required.
    public var isRequired: Bool { value >= 1000 && value != Priority.brokenByEngine.value }
    public var isValid: Bool { value >= 1 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { LayoutNumber.format(value) }

    public init(from decoder: Decoder) throws {
        value = try decoder.singleValueContainer().decode(Double.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if value == value.rounded(), abs(value) < 1e15 { try container.encode(Int64(value)) } else { try container.encode(value) }
    }
}
