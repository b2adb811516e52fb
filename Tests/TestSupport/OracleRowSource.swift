import ConstraintModel

/// What one oracle row stands for: a constraint of the system, or a row the input implies.
public enum OracleRowSource: Hashable, Sendable, Comparable, CustomStringConvertible {
    case constraint(String)
    /// Sizes are never negative (unless the item allows it).
    case sizeNonNegative(item: String, axis: Axis)
    /// The root's declared frame.
    case rootPosition(item: String, axis: Axis)
    case rootSize(item: String, axis: Axis)
    /// An item's intrinsic content size: size ≤ intrinsic at the hugging priority…
    case hugging(item: String, axis: Axis)
    /// …and size ≥ intrinsic at the compression-resistance priority.
    case compressionResistance(item: String, axis: Axis)

    public var description: String {
        switch self {
        case .constraint(let id): return id
        case .sizeNonNegative(let item, let axis): return "\(item).\(axis.sizeName) ≥ 0"
        case .rootPosition(let item, let axis): return "\(item).\(axis.positionName) (root frame)"
        case .rootSize(let item, let axis): return "\(item).\(axis.sizeName) (root frame)"
        case .hugging(let item, let axis): return "\(item).\(axis.sizeName) hugging"
        case .compressionResistance(let item, let axis): return "\(item).\(axis.sizeName) compression resistance"
        }
    }

    public static func < (lhs: OracleRowSource, rhs: OracleRowSource) -> Bool { lhs.description < rhs.description }
}

extension Axis {
    /// The names the analysis uses in certificates: `item3.x`, `item3.width`, `item3.y`, `item3.height`.
    public var positionName: String { self == .horizontal ? "x" : "y" }
    public var sizeName: String { self == .horizontal ? "width" : "height" }
}

/// One lowered row with where it came from and how strongly it is wanted.
public struct OracleLoweredRow: Sendable {
    public var row: OracleRow
    public var source: OracleRowSource
    public var priority: Double
    /// Priority 1000 (and invalid values above it), but not the 1100 level UIKit gives a
    /// constraint it broke.
    public var isRequired: Bool { priority >= 1000 && priority != 1100 }

    public init(row: OracleRow, source: OracleRowSource, priority: Double) {
        self.row = row
        self.source = source
        self.priority = priority
    }
}

/// A number the analysis read as a simpler fraction than the literal (`94.3333` → 283/3).
public struct OracleSnap: Hashable, Sendable {
    /// The constraint id (or item id, for intrinsic sizes) whose number was snapped.
    public var owner: String
    public var literal: String
    public var value: OracleFraction

    public init(owner: String, literal: String, value: OracleFraction) {
        self.owner = owner
        self.literal = literal
        self.value = value
    }
}
