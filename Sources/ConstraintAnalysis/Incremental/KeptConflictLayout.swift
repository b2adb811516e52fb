import ConstraintModel
import LayoutMath

/// One kept `LiveLayout` of a conflicting layout, shared by the conflict enumeration and the fix
/// search, as `PinVerifier` keeps one for pins: each question brings the kept layout to the rows
/// and priorities it asks about — editing only what differs from the previous question — and
/// re-solves only the components those edits reach. The elimination is never done again.
///
/// It answers only what needs no certificate, so the analysis finds exactly what it finds by
/// solving each time:
/// - the enumeration's nodes whose blocked rows leave the layout satisfiable (a correction
///   set; a node that still conflicts is solved, whose certificate names the next conflict);
/// - the fixes after which the layout is satisfiable and fully determined: that optimum is
///   unique, so these are the very values any exact solve finds, and no free motion can touch
///   the fix (a fix that still conflicts, or leaves motions to count against the layout's
///   design, is solved — which is every fix of a log, a partial layout).
final class KeptConflictLayout {
    private let live: LiveLayout
    private let variableCount: Int
    /// The selection the kept layout is at now.
    private var excluded: Set<Int> = []
    private var overrides: [Int: Priority] = [:]
    /// How many questions it answered without a solve (for tests and benchmarks).
    private(set) var answeredCount = 0

    /// Nil when the kept layout's reduced rows would hold more than a few dozen terms per row and
    /// unknown (`LiveLayout.within`): a chain pinned at both ends, where each edit would reach
    /// every row and cost more than a solve; nil too when its elimination is still running at
    /// `deadline` (a grid pinned on every side).
    init?(problem: LayoutProblem, reachLimit: Int = KeptConflictLayout.defaultReachLimit, deadline: AnalysisInstant? = nil) {
        self.reachLimit = reachLimit
        // Never appended to: the analysis' own problem (and its component cache) is shared.
        let budget = Self.termsPerRow * (problem.rows.count + problem.variableCount) + 4096
        guard let live = LiveLayout.within(termBudget: budget, problem: problem, base: problem, deadline: deadline) else { return nil }
        self.live = live
        variableCount = problem.variableCount
    }

    /// Reduced rows average a few terms on real layouts (a view's row mentions its neighbours);
    /// this allows about ten times that.
    static let termsPerRow = 32

    /// Whether the layout under `selection` (rows left out, priorities changed) is satisfiable;
    /// false also when the question would cost more than a solve (then the caller solves).
    func isSatisfiable(_ selection: RowSelection) -> Bool {
        guard select(selection) else { return false }
        if live.isSatisfiable { answeredCount += 1 }
        return live.isSatisfiable
    }

    /// Every unknown's value under `selection` when the layout is satisfiable and determined.
    func determinedValues(_ selection: RowSelection) -> [Rational]? {
        guard select(selection) else { return nil }
        guard live.isSatisfiable, live.isDetermined else { return nil }
        answeredCount += 1
        return Array(live.values.prefix(variableCount))
    }

    /// The most rows one question may re-solve. An eliminated equality switched off frees its
    /// right-hand side, which every row depending on it mentions, so they all become one
    /// component for the simplex: a constraint high in a 100,000-view tree reaches tens of
    /// thousands of rows, and re-solving them cost more than eliminating the whole layout again
    /// (gen.py dag 100,000 with two injected conflicts: 90 s against 37 s; at 10,000 views,
    /// where no question reaches this many, 2.0 s against 5.8 s).
    static let defaultReachLimit = 1_000
    let reachLimit: Int

    /// Brings the kept layout to `selection`; false (and nothing edited) when that would re-solve
    /// more than `reachLimit` rows.
    private func select(_ selection: RowSelection) -> Bool {
        var edited = excluded.symmetricDifference(selection.excluded)
        for (row, priority) in selection.priorityOverrides where overrides[row] != priority { edited.insert(row) }
        for row in overrides.keys where selection.priorityOverrides[row] == nil { edited.insert(row) }
        var reach = 0
        for row in edited where row < live.active.count {
            reach += live.reach(ofEditing: row)
            if reach > reachLimit { return false }
        }
        for row in excluded.subtracting(selection.excluded).sorted() { live.setActive(row, true) }
        for row in selection.excluded.subtracting(excluded).sorted() where row < live.active.count { live.setActive(row, false) }
        for row in overrides.keys.sorted() where selection.priorityOverrides[row] == nil {
            live.setPriority(row, live.problem.rows[row].priority)
        }
        for (row, priority) in selection.priorityOverrides.sorted(by: { $0.key < $1.key })
        where row < live.priority.count && overrides[row] != priority {
            live.setPriority(row, priority)
        }
        excluded = selection.excluded
        overrides = selection.priorityOverrides
        live.commit()
        return true
    }
}
