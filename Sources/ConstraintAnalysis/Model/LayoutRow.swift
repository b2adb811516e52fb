import ConstraintModel
import LayoutMath

/// What an unknown stands for: one item's origin or size on one axis, a pseudo-attribute, or a
/// value the constraints depend on but the input does not fix.
enum VariableRole: Hashable, Sendable {
    case position
    case size
    /// A pseudo-attribute such as NSGridView's `row-boundary`.
    case custom(String)
    /// An assumed value such as a view's layout margin (`name` is for reports).
    case parameter(String)
    /// A constant the log lost (`.width ==   (active)`).
    case lostConstant(constraintIndex: Int)
}

struct VariableKey: Hashable, Sendable {
    var item: Int?
    var axis: Axis?
    var role: VariableRole
}

public enum RowRelation: String, Hashable, Sendable {
    case equal = "="
    case lessOrEqual = "≤"
    case greaterOrEqual = "≥"

    /// `≤` ↔ `≥`, as `Relation.reversed`.
    /// By case, not by the raw string (see `CaseHashing.swift` in ConstraintModel): component
    /// cache keys hash every row's relation.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .equal: hasher.combine(0 as UInt8)
        case .lessOrEqual: hasher.combine(1 as UInt8)
        case .greaterOrEqual: hasher.combine(2 as UInt8)
        }
    }

    var reversed: RowRelation {
        switch self {
        case .lessOrEqual: return .greaterOrEqual
        case .greaterOrEqual: return .lessOrEqual
        case .equal: return .equal
        }
    }

    init(_ relation: Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessOrEqual
        case .greaterThanOrEqual: self = .greaterOrEqual
        }
    }
}

/// Where an analysis row comes from. Only `constraint` rows are the developer's to change (and
/// only when the constraint's origin says so); the rest model facts of the platform or assumptions.
public enum RowOrigin: Hashable, Sendable {
    /// A constraint of the system (index into `ConstraintSystem.constraints`).
    case constraint(Int)
    /// Content hugging: size ≤ intrinsic size. `constraint` is set for `NSContentSizeLayoutConstraint`s.
    case hugging(item: Int, axis: Axis, constraint: Int?)
    /// Compression resistance: size ≥ intrinsic size.
    case compressionResistance(item: Int, axis: Axis, constraint: Int?)
    /// Sizes are never negative (implicit in Apple's engine, never printed in logs).
    case sizeNonNegative(item: Int, axis: Axis)
    /// The root's frame, given by the input.
    case rootFrame(item: Int, axis: Axis, isSize: Bool)
    /// A root without a given frame sits at the origin: where the root itself goes is decided by
    /// whatever hosts it (a window, a view controller, a cell), never by these constraints.
    case rootOrigin(item: Int, axis: Axis)
    /// An assumed value (a layout margin, a baseline offset, a safe-area inset).
    case assumption(variable: Int)
    /// A self-sizing cell's content view is measured at its fitting size: its height pulled
    /// toward 0 at `UILayoutPriority.fittingSizeLevel` (50), so it is as tall as its content
    /// needs (what `UITableView.automaticDimension` asks `systemLayoutSizeFitting` for).
    case fittingSize(item: Int, axis: Axis)
    /// The edges of a declared layout guide (margins or safe area of its owning view).
    case guideEdge(item: Int, attribute: LayoutAttribute)
    /// A constraint the analysis proposes (to pin a free motion), added only to verify it.
    case suggestion

    /// The same origin for the constraint at `index` (rows lowered from a copy of the system
    /// that holds only some of its constraints).
    func withConstraintIndex(_ index: Int) -> RowOrigin {
        switch self {
        case .constraint: return .constraint(index)
        case .hugging(let item, let axis, let constraint): return .hugging(item: item, axis: axis, constraint: constraint == nil ? nil : index)
        case .compressionResistance(let item, let axis, let constraint):
            return .compressionResistance(item: item, axis: axis, constraint: constraint == nil ? nil : index)
        default: return self
        }
    }

    var constraintIndex: Int? {
        switch self {
        case .constraint(let index): return index
        case .hugging(_, _, let index), .compressionResistance(_, _, let index): return index
        default: return nil
        }
    }

    /// Rows that are facts or assumptions rather than constraints someone wrote.
    var isImplicit: Bool {
        switch self {
        case .sizeNonNegative, .rootFrame, .rootOrigin, .assumption, .fittingSize, .guideEdge, .suggestion: return true
        default: return false
        }
    }
}

/// `coefficients · x  REL  rhs`, at a priority.
public struct LayoutRow: Sendable {
    var coefficients: SparseVector
    var relation: RowRelation
    var rhs: Rational
    var priority: Priority
    var origin: RowOrigin

    var isRequired: Bool { priority.isRequired }

    /// The row as an affine form `lhs − rhs` (what must be `= 0`, `≤ 0` or `≥ 0`).
    var form: SparseVector {
        var form = coefficients
        form.constant = -rhs
        return form
    }
}

/// The item indices a lowered constraint relates: its first item and, when it has one, its
/// second (equal to the first for a constraint between two anchors of one item).
struct ConstraintItems: Sendable, Equatable {
    /// Stored as 32-bit indices with -1 for none: a large layout keeps one per constraint.
    private let firstIndex: Int32
    private let secondIndex: Int32

    /// For a constraint whose items the lowering did not record.
    static let unknown = ConstraintItems(firstIndex: -1, secondIndex: -1)

    private init(firstIndex: Int32, secondIndex: Int32) {
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
    }

    init(first: Int, second: Int?) {
        // Item counts beyond Int32 are far past what a layout can hold; such an index is simply
        // not recorded, and readers fall back to the constraint's item ids.
        guard let first = Int32(exactly: first) else {
            self = .unknown
            return
        }
        guard let second else {
            self.init(firstIndex: first, secondIndex: -1)
            return
        }
        guard let secondIndex = Int32(exactly: second) else {
            self = .unknown
            return
        }
        self.init(firstIndex: first, secondIndex: secondIndex)
    }

    /// The second item's index as the lowering recorded it (even when it is the first item), or
    /// nil when it recorded none.
    var second: Int? { firstIndex >= 0 && secondIndex >= 0 ? Int(secondIndex) : nil }

    /// The item indices in the constraint's order, each once (as `LayoutConstraint.itemIDs`
    /// lists ids); nil when not recorded.
    var distinctItems: (first: Int, second: Int?)? {
        guard firstIndex >= 0 else { return nil }
        let second = secondIndex >= 0 && secondIndex != firstIndex ? Int(secondIndex) : nil
        return (Int(firstIndex), second)
    }
}
