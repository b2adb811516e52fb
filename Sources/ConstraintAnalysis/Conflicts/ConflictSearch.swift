import ConstraintModel
import LayoutMath

/// A minimal unsatisfiable subset of the problem's rows, with its certificate.
struct FoundConflict: Hashable {
    /// Row indices, sorted.
    var rows: [Int]
    var certificate: FarkasCertificate
    /// Minimality shown by rank (the rows are minimally dependent); otherwise by a deletion filter.
    var isCircuit: Bool
}

/// Finds minimal conflicts: shrinks a Farkas certificate to a minimal one, then enumerates
/// further conflicts with Reiter's hitting-set tree, which also yields the minimal correction
/// sets (the sets of rows whose removal restores satisfiability).
final class ConflictSearch {
    let problem: LayoutProblem
    let baseSelection: RowSelection
    private var deadline: AnalysisInstant
    /// Whether the enumeration (and the fix search) may ask a kept layout instead of solving
    /// (`AnalysisOptions.verifiesIncrementally`); only for the layout as lowered.
    var usesKeptLayout = false
    /// `KeptConflictLayout.reachLimit` (tests lower it to exercise the fallback).
    var keptReachLimit = KeptConflictLayout.defaultReachLimit
    private var kept: KeptConflictLayout?
    private var keptIsOverBudget = false

    init(problem: LayoutProblem, selection: RowSelection, deadline: AnalysisInstant) {
        self.problem = problem
        baseSelection = selection
        self.deadline = deadline
    }

    convenience init(problem: LayoutProblem, selection: RowSelection, seconds: Double) {
        self.init(problem: problem, selection: selection, deadline: AnalysisInstant.now + TimeBudget.duration(seconds: seconds))
    }

    var isOutOfTime: Bool { AnalysisInstant.now > deadline }

    /// The kept layout, made on first use; nil when not used or over its budget.
    func keptLayout() -> KeptConflictLayout? {
        guard usesKeptLayout, !keptIsOverBudget, baseSelection == RowSelection() else { return nil }
        if let kept { return kept }
        // Not past the phase's deadline: a search that stops at its budget must not first spend
        // much longer building what was to save it time.
        kept = KeptConflictLayout(problem: problem, reachLimit: keptReachLimit, deadline: deadline)
        keptIsOverBudget = kept == nil
        return kept
    }

    /// Gives the next phase (the fix search after the enumeration) its share of the budget.
    func restartClock(until next: AnalysisInstant) { deadline = next }

    /// Rows a fix may remove or relax: everything but the platform's facts and assumptions.
    func isBlockable(_ row: Int) -> Bool { !problem.rows[row].origin.isImplicit }

    // MARK: One minimal conflict

    func minimize(_ certificate: FarkasCertificate) -> FoundConflict {
        let rows = certificate.rows.sorted()
        if Self.isCircuit(rows, in: problem) {
            return FoundConflict(rows: rows, certificate: certificate, isCircuit: true)
        }
        // Deletion filter: try to drop the rows we least want in an explanation first, so that
        // what survives is written in the developer's own constraints where possible.
        var keep = Set(rows)
        var current = certificate
        for row in rows.sorted(by: { deletionOrder($0) < deletionOrder($1) }) where keep.contains(row) {
            let trial = keep.subtracting([row])
            let result = LayoutSolver.solve(problem, selection: only(trial), full: false)
            if let conflict = result.conflict {
                current = conflict
                keep = conflict.rows
            }
        }
        return FoundConflict(rows: keep.sorted(), certificate: current, isCircuit: Self.isCircuit(keep.sorted(), in: problem))
    }

    private func deletionOrder(_ row: Int) -> (Int, Int) {
        let origin = problem.rows[row].origin
        if origin.isImplicit { return (0, row) }
        if let index = origin.constraintIndex, problem.system.constraints[index].origin.isDeveloperOwned { return (2, -row) }
        return (1, row)
    }

    private func only(_ rows: Set<Int>) -> RowSelection {
        var selection = baseSelection
        selection.excluded = Set(problem.rows.indices).subtracting(rows).union(baseSelection.excluded)
        return selection
    }

    /// Rank = count − 1: every proper subset is linearly independent, hence satisfiable.
    static func isCircuit(_ rows: [Int], in problem: LayoutProblem) -> Bool {
        let eliminator = EqualityEliminator(variableCount: problem.variableCount, isCanonical: false)
        var dependent = 0
        for row in rows {
            if case .dependent = eliminator.add(problem.rows[row].coefficients, rhs: 0, tag: row) { dependent += 1 }
            if dependent > 1 { return false }
        }
        return dependent == 1
    }

    // MARK: Several conflicts

    struct Enumeration {
        var conflicts: [FoundConflict]
        var correctionSets: [[Int]]
        var isComplete: Bool
        /// True when the enumeration stopped because its time ran out (not at a count limit).
        var ranOutOfTime = false
    }

    func enumerate(from first: FoundConflict, maximumConflicts: Int) -> Enumeration {
        var conflicts = [first]
        var correctionSets: [Set<Int>] = []
        var queue: [[Int]] = [[]]
        var seen: Set<[Int]> = [[]]
        var nodes = 0
        while !queue.isEmpty {
            if isOutOfTime || conflicts.count >= maximumConflicts || nodes > 400 {
                return Enumeration(
                    conflicts: conflicts, correctionSets: correctionSets.map { $0.sorted() }, isComplete: false,
                    ranOutOfTime: isOutOfTime)
            }
            let blocked = queue.removeFirst()
            let blockedSet = Set(blocked)
            if correctionSets.contains(where: { $0.isSubset(of: blockedSet) }) { continue }
            var conflict = conflicts.first { Set($0.rows).isDisjoint(with: blockedSet) }
            if conflict == nil {
                nodes += 1
                if let kept = keptLayout(), kept.isSatisfiable(baseSelection.excluding(blocked)) {
                    correctionSets.append(blockedSet)
                    continue
                }
                let result = LayoutSolver.solve(problem, selection: baseSelection.excluding(blocked), full: false)
                if let certificate = result.conflict {
                    let found = minimize(certificate)
                    if !conflicts.contains(where: { $0.rows == found.rows }) { conflicts.append(found) }
                    conflict = found
                } else {
                    correctionSets.append(blockedSet)
                    continue
                }
            }
            // Every row is branched on, implicit ones included, so that conflicts differing only in
            // which size would go negative are found too; fixes only ever use blockable rows.
            for row in conflict?.rows ?? [] {
                let child = (blocked + [row]).sorted()
                if seen.insert(child).inserted { queue.append(child) }
            }
        }
        return Enumeration(conflicts: conflicts, correctionSets: correctionSets.map { $0.sorted() }, isComplete: true)
    }
}
