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

    /// Whether the layout with `pin` added (required) is satisfiable, and its free motions.
    func verify(_ pin: LayoutRow) -> (isFeasible: Bool, motionCount: Int) {
        let row = live.addRow(pin)
        let constrained = live.unmentionedColumns(of: row)
        live.setActive(row, true)
        live.commit()
        let outcome = (live.isSatisfiable, live.directionCount + unconstrained - constrained)
        live.setActive(row, false)
        live.commit()
        verifiedCount += 1
        return outcome
    }

    /// The same for row `row` of the layout at another priority (a tie broken); nil when that
    /// would change which rows are eliminated (a required equality made optional).
    func verify(priority: Priority, ofRow row: Int) -> (isFeasible: Bool, motionCount: Int)? {
        let old = live.priority[row]
        guard live.setPriority(row, priority) else { return nil }
        live.commit()
        // A priority changes no row's unknowns, so the unconstrained ones stay as they are.
        let outcome = (live.isSatisfiable, live.directionCount + unconstrained)
        _ = live.setPriority(row, old)
        live.commit()
        verifiedCount += 1
        return outcome
    }
}
