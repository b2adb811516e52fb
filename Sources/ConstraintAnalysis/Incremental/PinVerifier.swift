import ConstraintModel
import LayoutMath

/// Verifies suggested pins on one kept `LiveLayout` instead of solving the layout again for
/// each: a pin is a row appended and activated, re-solved only in the components it reaches,
/// then deactivated again. What it returns equals a from-scratch solve of the layout with the
/// pin (`LayoutSolver.solve(problem.adding(pin), full: true)`): whether it is satisfiable, and
/// how many free motions it has — the optimal face's directions plus the free unknowns no row
/// mentions, neither of which depends on how the layout is parameterised.
///
/// Used for the layout as lowered (an empty `RowSelection`); the layout after a fix, analysed
/// with a selection, keeps the from-scratch verification.
final class PinVerifier {
    private let live: LiveLayout
    /// The free unknowns no row of the layout itself mentions (fixed while pins come and go).
    private let unconstrained: Int
    private(set) var verifiedCount = 0

    init(problem: LayoutProblem) {
        // A copy: the pins are appended to it.
        let owned = problem.adding(rows: [])
        live = LiveLayout(problem: owned, base: owned)
        unconstrained = live.unconstrainedCount
    }

    /// Whether the layout with `pin` added is satisfiable, and its free motions.
    func verify(_ pin: LayoutRow) -> (isFeasible: Bool, motionCount: Int) { verify([pin]) }

    /// The same with several rows added at once (a group's pins, equal sizes, intrinsic sizes).
    func verify(_ rows: [LayoutRow]) -> (isFeasible: Bool, motionCount: Int) {
        var constrained = 0
        let added = rows.map { live.addRow($0) }
        for row in added {
            // Counted before the row goes live, so an unknown two rows share counts once.
            constrained += live.unmentionedColumns(of: row)
            live.setActive(row, true)
        }
        live.commit()
        let outcome = (live.isSatisfiable, live.directionCount + unconstrained - constrained)
        for row in added { live.setActive(row, false) }
        live.commit()
        verifiedCount += 1
        return outcome
    }

    /// The same for rows of the layout at other priorities (a tie broken, tied rows made
    /// distinct); nil when that would change which rows are eliminated (a required equality
    /// made optional).
    func verify(priorities: [(row: Int, priority: Priority)]) -> (isFeasible: Bool, motionCount: Int)? {
        var old: [(row: Int, priority: Priority)] = []
        defer {
            for (row, priority) in old.reversed() { _ = live.setPriority(row, priority) }
            live.commit()
        }
        for (row, priority) in priorities {
            let previous = live.priority[row]
            guard live.setPriority(row, priority) else { return nil }
            old.append((row, previous))
        }
        live.commit()
        verifiedCount += 1
        // A priority changes no row's unknowns, so the unconstrained ones stay as they are.
        return (live.isSatisfiable, live.directionCount + unconstrained)
    }

    func verify(priority: Priority, ofRow row: Int) -> (isFeasible: Bool, motionCount: Int)? {
        verify(priorities: [(row, priority)])
    }
}
