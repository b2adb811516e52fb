import ConstraintModel

/// Lowers a constraint system into `OracleRow`s by reading Apple's documented meaning of each
/// attribute, sharing no code with the analysis: every item has `x`, `width`, `y`, `height` in one
/// coordinate space; `left`/`leading` is x, `right`/`trailing` is x + width, `centerX` is
/// x + width/2 (left to right), and likewise vertically.
///
/// Only what can be lowered without judgement is lowered. A constraint needing a container
/// (positions with a multiplier other than 1), a margin, a baseline, right-to-left, an expression,
/// a pseudo-attribute or a lost constant is *refused* with a reason, and so is a system whose
/// declared guides follow their owners: checks then skip what depends on it.
public struct OracleLowering: Sendable {
    public private(set) var variables = OracleVariables()
    public private(set) var rows: [OracleLoweredRow] = []
    /// Constraint id → why it was not lowered.
    public private(set) var refused: [String: String] = [:]
    /// Features of the whole system the oracle does not model.
    public private(set) var systemRefusals: [String] = []
    /// Snaps that were not within half a unit of the literal's last digit, so not used.
    public private(set) var rejectedSnaps: [OracleSnap] = []

    /// True when every constraint and every implied row was lowered.
    public var isComplete: Bool { refused.isEmpty && systemRefusals.isEmpty }

    public var requiredRows: [OracleRow] { rows.filter(\.isRequired).map(\.row) }

    /// Optional rows grouped by priority, highest first: the levels of the lexicographic program.
    public var optionalLevels: [[OracleRow]] {
        let optional = rows.filter { !$0.isRequired }
        return Set(optional.map(\.priority)).sorted(by: >).map { level in
            optional.filter { $0.priority == level }.map(\.row)
        }
    }

    public func rows(from source: OracleRowSource) -> [OracleLoweredRow] { rows.filter { $0.source == source } }

    public init(_ system: ConstraintSystem, snaps: [OracleSnap] = []) {
        let reader = NumberReader(snaps: snaps)
        var mentioned: Set<AxisOfItem> = []
        // An inactive constraint takes no part in Auto Layout.
        for constraint in system.constraints where constraint.isActive != false {
            do {
                rows += try lower(constraint, in: system, reader: reader)
                for anchor in constraint.anchors {
                    if let axis = anchor.attribute.standard?.axis { mentioned.insert(AxisOfItem(item: anchor.item, axis: axis)) }
                }
            } catch {
                refused[constraint.id] = error.reason
            }
        }
        for item in system.items {
            addIntrinsicRows(of: item, reader: reader, mentioned: &mentioned)
            addRootFrame(of: item, reader: reader, mentioned: &mentioned)
        }
        if system.isComplete {
            for item in system.items {
                for axis in Axis.allCases { mentioned.insert(AxisOfItem(item: item.id, axis: axis)) }
            }
            let followingGuides = system.items.filter { $0.kind == .marginsGuide || $0.kind == .safeAreaGuide }
            if !followingGuides.isEmpty {
                systemRefusals.append("declared margin or safe-area guides follow their owning views (not modelled)")
            }
            // A top or bottom layout guide that no input constraint places is placed by the
            // analysis from the safe area (as UIKit's layout support constraints do): not modelled here.
            let placedByInput = Set(system.constraints.filter { $0.origin == .layoutGuide }.flatMap(\.itemIDs))
            if system.items.contains(where: { $0.kind == .legacyLayoutGuide && !placedByInput.contains($0.id) }) {
                systemRefusals.append("top or bottom layout guides follow their view controller's view (not modelled)")
            }
        }
        let itemsByID = Dictionary(system.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in mentioned.sorted() where !(itemsByID[entry.item]?.allowsNegativeSize ?? false) {
            let size = variables.index(of: "\(entry.item).\(entry.axis.sizeName)")
            rows.append(
                OracleLoweredRow(
                    row: OracleRow(coefficients: [size: 1], relation: .ge, rhs: 0),
                    source: .sizeNonNegative(item: entry.item, axis: entry.axis), priority: 1000))
        }
        rejectedSnaps = reader.rejected
    }

    // MARK: Constraints

    private mutating func lower(_ constraint: LayoutConstraint, in system: ConstraintSystem, reader: NumberReader)
        throws(Refusal) -> [OracleLoweredRow]
    {
        if constraint.expression != nil { throw Refusal("expression form") }
        if constraint.measuredIn != nil { throw Refusal("position measured in another item (autoresizing)") }
        guard let constant = constraint.constant else { throw Refusal("the log lost its constant") }
        let value = try reader.value(constant, owner: constraint.id)
        if let contentSize = constraint.contentSize {
            guard constraint.second == nil, let attribute = constraint.first.attribute.standard, attribute.isSize,
                let axis = attribute.axis
            else { throw Refusal("content-size constraint on a position") }
            let size = variables.index(of: "\(constraint.first.item).\(axis.sizeName)")
            return [
                OracleLoweredRow(
                    row: OracleRow(coefficients: [size: 1], relation: .le, rhs: value), source: .constraint(constraint.id),
                    priority: contentSize.hugging.value),
                OracleLoweredRow(
                    row: OracleRow(coefficients: [size: 1], relation: .ge, rhs: value), source: .constraint(constraint.id),
                    priority: contentSize.compressionResistance.value),
            ]
        }
        let direction = constraint.layoutDirection ?? system.layoutDirection
        let first = try anchorValue(constraint.first, direction: direction)
        var coefficients = first.terms
        let second = constraint.second.flatMap { $0.attribute.standard == .notAnAttribute ? nil : $0 }
        if let second {
            let other = try anchorValue(second, direction: direction)
            guard first.isSize == other.isSize else { throw Refusal("relates a size to a position") }
            guard first.isSize || first.axis == other.axis else { throw Refusal("relates positions on different axes") }
            let multiplier = try reader.value(constraint.multiplier, owner: constraint.id)
            if !first.isSize && multiplier != OracleFraction(1) {
                throw Refusal("a position with multiplier \(multiplier) is measured from a container")
            }
            for (variable, coefficient) in other.terms {
                coefficients[variable, default: 0] -= multiplier * coefficient
            }
        } else if !first.isSize && !(system.item(constraint.first.item)?.isRoot ?? false) {
            throw Refusal("a position set to a bare constant needs a container")
        }
        let relation: OracleRelation =
            switch constraint.relation {
            case .equal: .eq
            case .lessThanOrEqual: .le
            case .greaterThanOrEqual: .ge
            }
        return [
            OracleLoweredRow(
                row: OracleRow(coefficients: coefficients.filter { !$0.value.isZero }, relation: relation, rhs: value),
                source: .constraint(constraint.id), priority: constraint.priority.value)
        ]
    }

    private struct AnchorValue {
        var terms: [Int: OracleFraction]
        var axis: Axis
        var isSize: Bool
    }

    /// `x + fraction·width` for a position, `width` for a size.
    private mutating func anchorValue(_ anchor: Anchor, direction: LayoutDirection) throws(Refusal) -> AnchorValue {
        guard let attribute = anchor.attribute.standard else { throw Refusal("pseudo-attribute \(anchor.attribute)") }
        let fraction: OracleFraction
        let axis: Axis
        switch attribute {
        case .width: return AnchorValue(terms: [variables.index(of: "\(anchor.item).width"): 1], axis: .horizontal, isSize: true)
        case .height: return AnchorValue(terms: [variables.index(of: "\(anchor.item).height"): 1], axis: .vertical, isSize: true)
        case .left: (fraction, axis) = (0, .horizontal)
        case .right: (fraction, axis) = (1, .horizontal)
        case .centerX: (fraction, axis) = (OracleFraction(1, 2), .horizontal)
        case .top: (fraction, axis) = (0, .vertical)
        case .bottom: (fraction, axis) = (1, .vertical)
        case .centerY: (fraction, axis) = (OracleFraction(1, 2), .vertical)
        case .leading, .trailing:
            guard direction == .leftToRight else { throw Refusal("leading/trailing right to left") }
            (fraction, axis) = (attribute == .leading ? 0 : 1, .horizontal)
        default:
            throw Refusal("attribute \(attribute.rawValue) (margins, baselines and frame attributes are not modelled)")
        }
        var terms = [variables.index(of: "\(anchor.item).\(axis.positionName)"): OracleFraction(1)]
        let size = variables.index(of: "\(anchor.item).\(axis.sizeName)")
        if !fraction.isZero { terms[size] = fraction }
        return AnchorValue(terms: terms, axis: axis, isSize: false)
    }

    // MARK: Rows the items imply

    private mutating func addIntrinsicRows(of item: LayoutItem, reader: NumberReader, mentioned: inout Set<AxisOfItem>) {
        guard let intrinsic = item.intrinsicContentSize else { return }
        for axis in Axis.allCases {
            guard let number = intrinsic.size(on: axis) else { continue }
            guard let value = try? reader.value(number, owner: item.id) else {
                systemRefusals.append("unreadable intrinsic size of \(item.id)")
                continue
            }
            mentioned.insert(AxisOfItem(item: item.id, axis: axis))
            let size = variables.index(of: "\(item.id).\(axis.sizeName)")
            rows.append(
                OracleLoweredRow(
                    row: OracleRow(coefficients: [size: 1], relation: .le, rhs: value), source: .hugging(item: item.id, axis: axis),
                    priority: intrinsic.hugging(on: axis).value))
            rows.append(
                OracleLoweredRow(
                    row: OracleRow(coefficients: [size: 1], relation: .ge, rhs: value),
                    source: .compressionResistance(item: item.id, axis: axis),
                    priority: intrinsic.compressionResistance(on: axis).value))
        }
    }

    private mutating func addRootFrame(of item: LayoutItem, reader: NumberReader, mentioned: inout Set<AxisOfItem>) {
        guard item.isRoot, let frame = item.frame else { return }
        let parts: [(Axis, Bool, LayoutNumber)] = [
            (.horizontal, false, frame.x), (.horizontal, true, frame.width), (.vertical, false, frame.y),
            (.vertical, true, frame.height),
        ]
        for (axis, isSize, number) in parts {
            guard let value = try? reader.value(number, owner: item.id) else {
                systemRefusals.append("unreadable root frame of \(item.id)")
                continue
            }
            mentioned.insert(AxisOfItem(item: item.id, axis: axis))
            let variable = variables.index(of: "\(item.id).\(isSize ? axis.sizeName : axis.positionName)")
            rows.append(
                OracleLoweredRow(
                    row: OracleRow(coefficients: [variable: 1], relation: .eq, rhs: value),
                    source: isSize ? .rootSize(item: item.id, axis: axis) : .rootPosition(item: item.id, axis: axis),
                    priority: 1000))
        }
    }
}

private struct AxisOfItem: Hashable, Comparable {
    var item: String
    var axis: Axis

    static func < (lhs: AxisOfItem, rhs: AxisOfItem) -> Bool { (lhs.item, lhs.axis) < (rhs.item, rhs.axis) }
}

private struct Refusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Reads numbers exactly, using a snap only when it lies within half a unit of the literal's last
/// digit (so it is a value the literal could have been printed from).
private final class NumberReader {
    let snaps: [OracleSnap]
    var rejected: [OracleSnap] = []

    init(snaps: [OracleSnap]) { self.snaps = snaps }

    func value(_ number: LayoutNumber, owner: String) throws(Refusal) -> OracleFraction {
        guard let literal = number.literal else {
            guard let exact = OracleFraction(exactly: number.value) else { throw Refusal("non-finite number") }
            return exact
        }
        guard let exact = OracleFraction(decimalLiteral: literal) else { throw Refusal("unreadable number \(literal)") }
        if let snap = snaps.first(where: { $0.owner == owner && $0.literal == literal }) {
            if let halfUnit = OracleFraction.halfUnitOfLastDigit(literal), (snap.value - exact).magnitude <= halfUnit {
                return snap.value
            }
            if !rejected.contains(snap) { rejected.append(snap) }
        }
        return exact
    }
}
