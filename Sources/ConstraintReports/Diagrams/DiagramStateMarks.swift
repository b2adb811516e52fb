import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// What a state changed relative to the base layout, as its diagram marks it: constraints
/// activated (or added), deactivated (or removed), and edited in place; items that appeared, went
/// away, moved or resized; conflicts the base does not have.
///
/// Found by comparing the two layouts and the two analyses, not by reading the change list, so
/// that the net effect is drawn (a constraint activated and deactivated again is no change) and
/// every kind of change (a replacement, a hidden arranged subview, a new root size) shows.
struct DiagramStateMarks {
    enum ConstraintChange: Equatable {
        /// Active in the state, inactive or absent in the base.
        case added
        /// Active in the base, inactive in the state (still in the state's layout, so drawn).
        case removed
        /// Active in both, with these differences: `constant 8 → 20`, `priority 1000 → 999`.
        case edited([String])
    }

    let stateName: String
    private(set) var constraints: [String: ConstraintChange] = [:]
    /// The base's edges of constraints the state deactivated, for the axes drawn: the state's
    /// analysis no longer has them, but the diagram draws them where they were.
    private(set) var removedEdges: [DependencyGraph.Edge] = []
    /// Constraints of the base the state's layout no longer holds at all, other than those
    /// removed with their item (a hidden arranged subview shown again drops its `UISV-hiding`).
    private(set) var vanishedConstraintIDs: [String] = []
    /// Items of the state that the base does not have.
    private(set) var addedItemIDs: Set<String> = []
    /// Display names of items of the base that the state removed.
    private(set) var removedItemNames: [String] = []
    /// Per item, how its frame changed on the axes drawn: `y 48 → 60`, `height 0 → 120`.
    private(set) var moves: [String: [String]] = [:]
    /// Numbers (1-based, in the state's diagnosis) of the conflicts the base does not have.
    private(set) var newConflictNumbers: Set<Int> = []
    /// Constraint ids of each conflict of the base the state no longer has.
    private(set) var resolvedConflicts: [[String]] = []

    init(state: StateDiagnosis, base: ConstraintSystem, baseDiagnosis: Diagnosis, axes: Set<Axis>) {
        stateName = state.name
        let stateByID = Dictionary(state.system.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let baseByID = Dictionary(base.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for constraint in state.system.constraints where constraint.isActive != false {
            guard let old = baseByID[constraint.id], old.isActive != false else {
                constraints[constraint.id] = .added
                continue
            }
            let differences = Self.differences(from: old, to: constraint, in: base)
            if !differences.isEmpty { constraints[constraint.id] = .edited(differences) }
        }
        let stateItems = Set(state.system.items.map(\.id))
        for constraint in base.constraints where constraint.isActive != false {
            guard let now = stateByID[constraint.id] else {
                // Gone with a removed item, the caption says so once for the item.
                if constraint.itemIDs.allSatisfy(stateItems.contains) { vanishedConstraintIDs.append(constraint.id) }
                continue
            }
            if now.isActive == false { constraints[constraint.id] = .removed }
        }
        removedEdges = baseDiagnosis.dependencyGraph.edges.filter { edge in
            constraints[edge.constraintID] == .removed && !axes.isDisjoint(with: edge.axes)
        }
        let baseItems = Set(base.items.map(\.id))
        addedItemIDs = stateItems.subtracting(baseItems)
        removedItemNames = base.items.filter { !stateItems.contains($0.id) }.map(\.displayName)
        for move in state.diff.moved {
            let parts = Self.moveParts(move, axes: axes)
            if !parts.isEmpty { moves[move.item] = parts }
        }
        let newKeys = Set(state.diff.newConflicts.map { Set($0.constraintIDs) })
        for (index, conflict) in state.diagnosis.conflicts.enumerated() where newKeys.contains(Set(conflict.constraintIDs)) {
            newConflictNumbers.insert(index + 1)
        }
        resolvedConflicts = state.diff.resolvedConflicts.map(\.constraintIDs)
    }

    /// What an in-place edit changed, in the order a reader checks a constraint.
    static func differences(from old: LayoutConstraint, to new: LayoutConstraint, in base: ConstraintSystem) -> [String] {
        if old.first != new.first || old.second != new.second || old.relation != new.relation
            || old.multiplier.value != new.multiplier.value || old.expression != new.expression
        {
            return ["replaced: was " + ConstraintEquation(system: base).text(for: old)]
        }
        var parts: [String] = []
        if old.constant?.value != new.constant?.value {
            parts.append("constant \(old.constant.map(NumberText.signed) ?? "?") → \(new.constant.map(NumberText.signed) ?? "?")")
        }
        if old.priority != new.priority {
            parts.append("priority \(NumberText.priority(old.priority)) → \(NumberText.priority(new.priority))")
        }
        return parts
    }

    /// `y 48 → 60`, `height 0 → 120`: the quantities of the axes drawn that changed.
    static func moveParts(_ move: FrameMove, axes: Set<Axis>) -> [String] {
        var quantities: [(String, Rational?, Rational?)] = []
        if axes.contains(.horizontal) { quantities += [("x", move.from.x, move.to.x), ("width", move.from.width, move.to.width)] }
        if axes.contains(.vertical) { quantities += [("y", move.from.y, move.to.y), ("height", move.from.height, move.to.height)] }
        return quantities.compactMap { name, from, to in
            guard from != to else { return nil }
            return "\(name) \(Self.number(from)) → \(Self.number(to))"
        }
    }

    static func number(_ value: Rational?) -> String {
        guard let value else { return "?" }
        return value < 0 ? NumberText.minusSign + (-value).formatted() : value.formatted()
    }

    /// The caption's lines: which state, what it removed outright, which conflicts it resolved.
    func captionLines() -> [String] {
        var lines = ["State \(stateName), marked against the base layout."]
        if !removedItemNames.isEmpty {
            lines.append("Removed: " + removedItemNames.joined(separator: ", ") + ", with their constraints.")
        }
        if !vanishedConstraintIDs.isEmpty {
            lines.append("No longer in the layout: " + vanishedConstraintIDs.joined(separator: ", ") + ".")
        }
        for ids in resolvedConflicts { lines.append("Resolved: the base's conflict of " + ids.joined(separator: ", ") + ".") }
        return lines
    }
}
