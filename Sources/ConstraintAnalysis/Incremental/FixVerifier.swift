import ConstraintModel
import LayoutMath

/// Verifies candidate fixes of a conflicting layout on one kept `LiveLayout`, as `PinVerifier`
/// does for pins: a fix's edits — required rows lowered (999, 998, …), rows switched off, a
/// reversed gap appended — are applied to the kept layout, re-solved only in the components
/// they reach, then undone. The elimination is never done again, so a fix costs what it
/// reaches instead of a whole solve.
///
/// It answers only for a fix after which the layout is satisfiable and fully determined (no
/// free direction on the optimal face, no free unknown without a row): that optimum is unique,
/// so these are the very values any exact solve of the fixed layout finds, and no motion can
/// touch the fix's rows. Everything else goes to the solver as before: a fix that still
/// conflicts (its new conflict needs the solver's certificate), and one that leaves free
/// motions, which are counted against the layout's design (`FixSearch.intendedMotions`).
final class FixVerifier {
    private let live: LiveLayout
    private let variableCount: Int
    /// How many fixes it answered (for tests and benchmarks).
    private(set) var answeredCount = 0

    init(problem: LayoutProblem) {
        // A copy: reversed rows are appended to it.
        let owned = problem.adding(rows: [])
        live = LiveLayout(problem: owned, base: owned)
        variableCount = problem.variableCount
    }

    /// The values of every unknown of the layout under `selection` (rows left out, priorities
    /// changed) with `added` rows, when that layout is satisfiable and determined; nil otherwise.
    func determinedValues(selection: RowSelection, added: [LayoutRow]) -> [Rational]? {
        var restoredPriorities: [(row: Int, priority: Priority)] = []
        var reactivated: [Int] = []
        var appended: [Int] = []
        for row in selection.excluded.sorted() where row < live.active.count && live.active[row] {
            live.setActive(row, false)
            reactivated.append(row)
        }
        for (row, priority) in selection.priorityOverrides.sorted(by: { $0.key < $1.key }) where row < live.priority.count {
            restoredPriorities.append((row, live.priority[row]))
            live.setPriority(row, priority)
        }
        for row in added {
            let index = live.addRow(row)
            live.setActive(index, true)
            appended.append(index)
        }
        live.commit()
        let answer = live.isSatisfiable && live.isDetermined ? Array(live.values.prefix(variableCount)) : nil
        for index in appended { live.setActive(index, false) }
        for (row, priority) in restoredPriorities.reversed() { live.setPriority(row, priority) }
        for row in reactivated { live.setActive(row, true) }
        live.commit()
        if answer != nil { answeredCount += 1 }
        return answer
    }
}
