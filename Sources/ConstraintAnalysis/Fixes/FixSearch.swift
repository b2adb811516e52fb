import ConstraintModel
import LayoutMath

/// Something a developer can do that relaxes rows of the problem.
struct FixCandidate: Hashable {
    enum Kind: Hashable {
        case lower(row: Int)
        case disableAutoresizing(item: Int)
    }

    var kind: Kind
    var rows: Set<Int>
    /// 1: the developer's own constraint; 2: a view-level switch (autoresizing).
    var tier: Int
    /// 0 when a community rule names this change for this kind of conflict.
    var ruleRank: Int
    var rationale: String
}

/// Finds the cheapest changes that make the required rows satisfiable (minimum-cost hitting sets
/// of the minimal conflicts, Reiter / Parker–Ryan style: a candidate that still fails yields a
/// new conflict and the search goes on), then re-solves each one before it is shown.
struct FixSearch {
    let problem: LayoutProblem
    let narration: Narration
    let search: ConflictSearch
    let maximumFixes: Int

    struct Outcome {
        var fixes: [Fix] = []
        var rejected: [RejectedFix] = []
        /// The selection of the best verified fix, for analysing the layout it gives.
        var bestSelection: RowSelection?
        /// The first rejected fix's selection, used when no fix could be verified.
        var fallbackSelection: RowSelection?
        var extraConflicts: [FoundConflict] = []
    }

    func run(conflicts initial: [FoundConflict]) -> Outcome {
        var outcome = Outcome()
        var known = initial
        var tried: Set<[FixCandidate]> = []
        var rounds = 0
        while outcome.fixes.count < maximumFixes, rounds < 24, !search.isOutOfTime {
            rounds += 1
            let candidates = candidates(for: known)
            guard let hitting = hittingSets(of: known, from: candidates).first(where: { !tried.contains($0) }) else { break }
            tried.insert(hitting)
            let selection = apply(hitting)
            let result = LayoutSolver.solve(problem, selection: selection, full: true)
            if let certificate = result.conflict {
                let found = search.minimize(certificate)
                if !known.contains(where: { $0.rows == found.rows }) {
                    known.append(found)
                    outcome.extraConflicts.append(found)
                }
                continue
            }
            let intended = intendedMotions(after: result)
            let fix = describe(hitting, selection: selection, result: result, intendedMotions: intended)
            if result.motions.count > intended {
                let extra = result.motions.count - intended
                outcome.rejected.append(
                    RejectedFix(fix: fix, reason: "it leaves \(extra) more free motion\(extra == 1 ? "" : "s") than the layout was designed with (it becomes ambiguous)"))
                if outcome.fallbackSelection == nil { outcome.fallbackSelection = selection }
                continue
            }
            if outcome.bestSelection == nil { outcome.bestSelection = selection }
            outcome.fixes.append(fix)
        }
        return outcome
    }

    // MARK: Candidates

    private func candidates(for conflicts: [FoundConflict]) -> [FixCandidate] {
        let rows = Set(conflicts.flatMap(\.rows))
        let context = RuleContext(problem: problem, conflictRows: rows)
        var result: [FixCandidate] = []
        var autoresizingItems: Set<Int> = []
        for row in rows.sorted() {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            switch constraint.origin {
            case .developer:
                let rule = context.rule(for: constraint)
                result.append(FixCandidate(kind: .lower(row: row), rows: [row], tier: 1, ruleRank: rule.rank, rationale: rule.text))
            case .autoresizingMask:
                if let item = problem.itemIndex[constraint.first.item] { autoresizingItems.insert(item) }
            default:
                continue
            }
        }
        for item in autoresizingItems.sorted() {
            let covered = Set(problem.rows.indices.filter { row in
                guard let index = problem.rows[row].origin.constraintIndex else { return false }
                let constraint = problem.system.constraints[index]
                return constraint.origin == .autoresizingMask && problem.itemIndex[constraint.first.item] == item
            })
            result.append(
                FixCandidate(
                    kind: .disableAutoresizing(item: item), rows: covered, tier: 2, ruleRank: 0,
                    rationale: "\(narration.itemName(item))'s frame was turned into constraints that fight the ones written for it"))
        }
        return result.sorted { ($0.tier, $0.ruleRank, $0.rows.min() ?? 0) < ($1.tier, $1.ruleRank, $1.rows.min() ?? 0) }
    }

    /// Minimal sets of candidates that hit every conflict, cheapest first (sets of one, then two).
    private func hittingSets(of conflicts: [FoundConflict], from candidates: [FixCandidate]) -> [[FixCandidate]] {
        let targets = conflicts.map { Set($0.rows) }
        // A single action fixes everything only if it touches the rows every conflict shares.
        var shared = targets.first ?? []
        for target in targets.dropFirst() { shared.formIntersection(target) }
        func hitsAll(_ set: [FixCandidate]) -> Bool {
            let covered = set.reduce(into: Set<Int>()) { $0.formUnion($1.rows) }
            return targets.allSatisfy { !$0.isDisjoint(with: covered) }
        }
        var result = candidates.filter { !$0.rows.isDisjoint(with: shared) || ($0.rows.count > 1 && hitsAll([$0])) }.map { [$0] }
        if result.count < maximumFixes {
            let partial = candidates.filter { candidate in !result.contains { $0[0] == candidate } }.prefix(60)
            for (i, first) in partial.enumerated() {
                for second in partial.dropFirst(i + 1) where hitsAll([first, second]) {
                    result.append([first, second])
                    if result.count > 40 { break }
                }
            }
        }
        return result.sorted { cost($0) < cost($1) }
    }

    /// Lexicographic: the most expensive kind of action, how many, the rules' preference, then
    /// input order.
    private func cost(_ set: [FixCandidate]) -> (Int, Int, Int, Int) {
        (set.map(\.tier).max() ?? 0, set.count, set.map(\.ruleRank).reduce(0, +), set.flatMap(\.rows).min() ?? 0)
    }

    /// Lowered rows get distinct priorities (999, 998, …) so that two relaxed rows never tie.
    private func apply(_ set: [FixCandidate]) -> RowSelection {
        var selection = search.baseSelection
        var next = 999
        for candidate in set {
            switch candidate.kind {
            case .lower(let row):
                selection.priorityOverrides[row] = Priority(Double(next))
                next -= 1
            case .disableAutoresizing:
                selection.excluded.formUnion(candidate.rows)
            }
        }
        return selection
    }

    /// How many free motions the layout was designed with: the same rows, all required, with the
    /// constants of the rows the fix relaxes moved to what the fixed layout gives them — a
    /// consistent twin of the conflicting layout. A fix that leaves more motions than that has
    /// made the layout ambiguous.
    private func intendedMotions(after result: SolveResult) -> Int {
        var changes: [Int: Rational] = [:]
        for (row, layoutRow) in problem.rows.enumerated() where search.baseSelection.includes(row) {
            guard search.baseSelection.priority(of: row, in: problem).isRequired, !violation(of: row, values: result.values).isZero
            else { continue }
            changes[row] = layoutRow.coefficients.evaluate { result.values[$0] }
        }
        let twin = problem.replacingRightHandSides(changes)
        let consistent = LayoutSolver.solve(twin, selection: search.baseSelection, full: true)
        return consistent.isFeasible ? consistent.motions.count : result.motions.count
    }

    // MARK: Consequences

    private func describe(_ set: [FixCandidate], selection: RowSelection, result: SolveResult, intendedMotions: Int) -> Fix {
        let primary = set[0]
        var consequences: [String] = []
        var lowered: [(String, Priority)] = []
        for candidate in set {
            switch candidate.kind {
            case .lower(let row):
                let id = narration.constraintID(of: row) ?? "?"
                let priority = selection.priorityOverrides[row]!
                lowered.append((id, priority))
                let miss = violation(of: row, values: result.values)
                consequences.append(
                    miss.isZero
                        ? "\(id) still holds exactly"
                        : "\(id) (\(problem.system.constraint(id).map(narration.formula) ?? "")) is then missed by \(miss.formatted()) pt")
            case .disableAutoresizing(let item):
                consequences.append(
                    "\(narration.itemName(item)) loses its \(candidate.rows.count) autoresizing constraint\(candidate.rows.count == 1 ? "" : "s") and is placed by its own constraints")
            }
        }
        var consequence = consequences.joined(separator: "; ")
        if result.motions.count <= intendedMotions { consequence += "; nothing becomes ambiguous" }
        consequence += "."
        let rationale = primary.rationale
        switch primary.kind {
        case .lower(let row):
            return Fix(
                action: .lowerPriority, constraintID: narration.constraintID(of: row), item: nil,
                priority: selection.priorityOverrides[row], alsoLowered: Array(lowered.dropFirst()),
                consequence: consequence, rationale: rationale, constraintText: nil, isVerified: true)
        case .disableAutoresizing(let item):
            return Fix(
                action: .disableAutoresizingMask, constraintID: nil, item: problem.system.items[item].id, priority: nil,
                alsoLowered: lowered, consequence: consequence, rationale: rationale, constraintText: nil, isVerified: true)
        }
    }

    func violation(of row: Int, values: [Rational]) -> Rational {
        let layoutRow = problem.rows[row]
        let difference = layoutRow.coefficients.evaluate { values[$0] } - layoutRow.rhs
        switch layoutRow.relation {
        case .equal: return difference.magnitude
        case .lessOrEqual: return difference.signum > 0 ? difference : 0
        case .greaterOrEqual: return difference.signum < 0 ? -difference : 0
        }
    }
}

/// Community rules, prepared once per search: a cell fighting `UIView-Encapsulated-Layout-*`
/// gives its last constraint along that axis priority 999; a hidden arranged subview's own size
/// constraint yields to `UISV-hiding`. Otherwise a constraint that only sets a constant size is the
/// cheapest to give up.
private struct RuleContext {
    let problem: LayoutProblem
    var encapsulated: [(item: String, axis: Axis)] = []
    var hidden: Set<String> = []

    init(problem: LayoutProblem, conflictRows: Set<Int>) {
        self.problem = problem
        for row in conflictRows {
            guard let index = problem.rows[row].origin.constraintIndex else { continue }
            let constraint = problem.system.constraints[index]
            if constraint.origin == .encapsulatedLayout, let axis = constraint.first.attribute.standard?.axis {
                encapsulated.append((constraint.first.item, axis))
            }
            if constraint.identifier == "UISV-hiding" { hidden.insert(constraint.first.item) }
        }
    }

    func rule(for constraint: LayoutConstraint) -> (rank: Int, text: String) {
        let farEdges: [LayoutAttribute] = [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin, .maxX, .maxY]
        for (cell, axis) in encapsulated {
            let touchesFarEdge = constraint.anchors.contains { anchor in
                guard anchor.item == cell, let attribute = anchor.attribute.standard else { return false }
                return farEdges.contains(attribute) && attribute.axis == axis
            }
            if touchesFarEdge {
                let dimension = axis == .horizontal ? "Width" : "Height"
                return (0, "it is the cell's last \(axis == .horizontal ? "horizontal" : "vertical") constraint: at 999 the cell can take the size its table or collection view gives it (UIView-Encapsulated-Layout-\(dimension))")
            }
        }
        if hidden.contains(constraint.first.item), constraint.first.attribute.standard?.isSize == true, constraint.second == nil {
            return (0, "\(problem.system.displayName(of: constraint.first.item)) is hidden in its stack view (UISV-hiding makes its size 0): its own size constraint must be able to yield")
        }
        if constraint.second == nil, constraint.first.attribute.standard?.isSize == true {
            return (1, "it only sets a constant size, the least structural constraint in the conflict")
        }
        return (2, "it takes part in every conflict found")
    }
}
