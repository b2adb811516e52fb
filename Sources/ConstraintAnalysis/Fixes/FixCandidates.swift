import ConstraintModel
import LayoutMath

/// Something a developer can do that relaxes rows of the problem.
struct FixCandidate: Hashable {
    enum Kind: Hashable {
        /// Give one of the developer's constraints a priority below required.
        case lower(row: Int)
        /// Turn `translatesAutoresizingMaskIntoConstraints` off: the view's autoresizing rows go.
        case disableAutoresizing(item: Int)
        /// Give a view constraints in Interface Builder: its prototyping constraints go.
        case replacePrototypes(item: Int)
        /// Turn a maximum gap between two views (`≤`) into a minimum gap (`≥`): the row's relation
        /// is reversed (`GapReversal`).
        case reverse(row: Int)
    }

    var kind: Kind
    var rows: Set<Int>
    /// 0: the standard remedy for this conflict (a view-level switch that removes constraints
    /// the framework generated against the developer's); 1: the developer's own constraint;
    /// 2: a view-level switch that is not clearly the cause.
    var tier: Int
    /// 0 when a community rule names this change for this kind of conflict.
    var ruleRank: Int
    var rationale: String
    /// The constraint Interface Builder's saved frames show broken, one in each conflict
    /// (`SavedFrameEvidence`): together these changes are offered as one fix.
    var isSavedFrameEvidence = false

    var item: Int? {
        switch kind {
        case .lower, .reverse: return nil
        case .disableAutoresizing(let item), .replacePrototypes(let item): return item
        }
    }
}

/// The changes that could relax the rows of the given conflicts, cheapest first.
struct FixCandidates {
    let problem: LayoutProblem
    let narration: Narration
    /// Constraint indices made by UIKit/AppKit inside their private views: never offered as a fix.
    var systemOwned: Set<Int> = []

    func candidates(for conflicts: [FoundConflict]) -> [FixCandidate] {
        let rows = Set(conflicts.flatMap(\.rows))
        let context = RuleContext(problem: problem, conflictRows: rows)
        let shownBroken = SavedFrameEvidence(problem: problem, systemOwned: systemOwned).constraintsShownBroken(by: conflicts)
        var result: [FixCandidate] = []
        var generatedByItem: [ConstraintOrigin: Set<Int>] = [:]
        var developerItems: Set<Int> = []
        for row in rows.sorted() {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            if systemOwned.contains(index) { continue }
            switch constraint.origin {
            case .developer where !isSystemGuideDefinition(constraint):
                developerItems.formUnion(placedItems(by: constraint))
                let rule = context.rule(for: constraint)
                if let shown = shownBroken[index] {
                    // A community rule that names this very change keeps its own words.
                    let text = rule.rank <= 0 ? "\(rule.text); Interface Builder's saved frames show it given up too" : shown
                    result.append(FixCandidate(kind: .lower(row: row), rows: [row], tier: 0, ruleRank: -1, rationale: text, isSavedFrameEvidence: true))
                } else {
                    result.append(FixCandidate(kind: .lower(row: row), rows: [row], tier: 1, ruleRank: rule.rank, rationale: rule.text))
                }
                if let reversal = GapReversal(problem: problem, row: row) {
                    result.append(FixCandidate(kind: .reverse(row: row), rows: [row], tier: 1, ruleRank: -2, rationale: reversal.rationale))
                }
            case .autoresizingMask, .interfaceBuilderPrototyping:
                if let item = problem.itemIndex[constraint.first.item] { generatedByItem[constraint.origin, default: []].insert(item) }
            default:
                continue
            }
        }
        for origin in [ConstraintOrigin.autoresizingMask, .interfaceBuilderPrototyping] {
            for item in (generatedByItem[origin] ?? []).sorted() {
                let covered = Set(problem.rows.indices.filter { row in
                    guard let index = problem.rows[row].origin.constraintIndex else { return false }
                    let constraint = problem.system.constraints[index]
                    return constraint.origin == origin && problem.itemIndex[constraint.first.item] == item
                })
                let fights = developerItems.contains(item)
                let name = narration.itemName(item)
                if origin == .autoresizingMask {
                    result.append(
                        FixCandidate(
                            kind: .disableAutoresizing(item: item), rows: covered, tier: fights ? 0 : 2, ruleRank: 0,
                            rationale: "\(name)'s frame was turned into constraints (translatesAutoresizingMaskIntoConstraints) that fight the ones written for it; with the translation off, its own constraints place it"))
                } else {
                    result.append(
                        FixCandidate(
                            kind: .replacePrototypes(item: item), rows: covered, tier: fights ? 0 : 2, ruleRank: 0,
                            rationale: "Interface Builder generated \(covered.count == 1 ? "a constraint" : "constraints") for \(name) because it has none in the storyboard; the code's constraints cannot override them, so give \(name) its constraints in Interface Builder (or mark them \"Remove at build time\")"))
                }
            }
        }
        return result.sorted { ($0.tier, $0.ruleRank, $0.rows.min() ?? 0) < ($1.tier, $1.ruleRank, $1.rows.min() ?? 0) }
    }

    /// The items a developer constraint places: a size set on the item itself, or the item related
    /// to anything but its own subviews (a constraint between a view and its child places the child).
    private func placedItems(by constraint: LayoutConstraint) -> Set<Int> {
        let items = constraint.itemIDs.compactMap { problem.itemIndex[$0] }
        if items.count == 1 { return Set(items) }
        return Set(items.filter { item in items.contains { other in other != item && problem.parentOf[other] != item } })
    }

    /// Constraints that define a system guide within its owning view (the keyboard guide's height,
    /// the safe area's insets) are made by the framework even when the log does not say so.
    private func isSystemGuideDefinition(_ constraint: LayoutConstraint) -> Bool {
        let items = constraint.itemIDs.compactMap { problem.itemIndex[$0] }
        let guides = items.filter { [.safeAreaGuide, .marginsGuide, .keyboardGuide, .legacyLayoutGuide].contains(problem.system.items[$0].kind) }
        guard let guide = guides.first else { return false }
        let owner = problem.system.items[guide].owningViewID.flatMap { problem.itemIndex[$0] }
        return items.allSatisfy { $0 == guide || $0 == owner }
    }
}
