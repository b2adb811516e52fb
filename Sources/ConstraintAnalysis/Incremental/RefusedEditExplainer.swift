import ConstraintModel
import LayoutMath

/// Why the kept layout refuses an edit: the required constraints cannot all hold after it.
///
/// A refused edit is explained like a diagnosis explains a conflict — by a minimal conflict with
/// its arithmetic (`Conflict`, from the same `ConflictSearch.minimize` and `ConflictExplainer`) —
/// and answered by changes that make the layout satisfiable again, each tried on the kept layout
/// itself (`IncrementalLayoutSolver.explainRefusal()`).
public struct RefusedEdit: Sendable {
    /// A minimal conflict of the layout as it is after the edit: its constraints (and implicit
    /// rows) cannot all hold, and without any one of them the rest can. One conflict, not every
    /// one (`complete` is false): the one the kept layout's certificate names.
    public var conflict: Conflict
    /// The constraints the refused step changed that take part in the conflict. A step that
    /// made a satisfiable layout unsatisfiable is in every conflict, so these are all it changed.
    public var editedConstraintIDs: [String]
    /// Changes that make the layout satisfiable again, each verified by re-solving the kept
    /// layout with it applied (and undone again).
    public var fixes: [RefusalFix]
    /// Candidate fixes re-solved and still unsatisfiable (another conflict remains).
    public var rejectedFixCount: Int
    /// Candidate fixes not tried: the kept layout could not take them in place (they would lower
    /// the layout again) or they would re-solve more than `IncrementalLayoutSolver.fixReachLimit` rows.
    public var untriedFixCount: Int
}

/// One way out of a refused edit, applied to the layout as it is after the edit.
public struct RefusalFix: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Put back what the edit changed.
        case undo
        /// The edited constraint keeps its change of activation or priority, with the constant
        /// nearest the refused one that the other constraints allow.
        case fittingConstant
        /// A member of the conflict becomes optional (999): it gives way where it must.
        case lowerPriority
        /// A member of the conflict is deactivated.
        case deactivate
    }

    public var kind: Kind
    /// The constraint the fix changes.
    public var constraintID: String
    /// What to apply (`LayoutChange.statement` gives the `--what-if` notation).
    public var changes: [LayoutChange]
    public var description: String
}

/// Finds the conflict of a refused edit on a kept layout, in proportion to the part that fails.
///
/// The kept layout names the rows that fail (`LiveLayout.refusalCandidates`: an infeasible
/// component's Farkas multipliers, lifted through the eliminated equalities its forms use).
/// Those rows alone, as they stand now, make a small problem (`LayoutProblem.restricted`) over
/// the same unknowns and names; solving it from scratch both confirms the contradiction and gives
/// the certificate that `ConflictSearch.minimize` shrinks to an irreducible conflict (by rank, or
/// by a deletion filter whose solves see only these rows).
struct RefusedEditExplainer {
    let live: LiveLayout
    let system: ConstraintSystem

    /// The failing rows as a problem of their own: its row `k` is row `rows[k]` of the kept layout.
    struct Part {
        let problem: LayoutProblem
        let rows: [Int]
    }

    func failingPart() -> Part? {
        // Edits since the last re-solve (a fix tried and undone) are re-solved first.
        live.commit()
        guard let rows = live.refusalCandidates(), !rows.isEmpty else { return nil }
        return Part(problem: live.problem.restricted(to: rows.map(live.currentRow), system: system), rows: rows)
    }

    /// A minimal conflict of the layout as it stands, in the rows of its part; nil when the
    /// layout is satisfiable or its failing part, solved alone, is not (which would be a defect
    /// of the lifting: tests check it never happens).
    func minimalConflict() -> (part: Part, conflict: FoundConflict)? {
        guard let part = failingPart(), let certificate = LayoutSolver.solve(part.problem, full: false).conflict else { return nil }
        let search = ConflictSearch(problem: part.problem, selection: RowSelection(), seconds: 10)
        return (part, search.minimize(certificate))
    }

    /// How far row `row` of the kept layout must move its right-hand side for the failing part's
    /// certificate to hold with equality: the certificate's rows add up to `0 REL Σ y·rhs`, which
    /// fails, and moving `rhs[row]` by `−Σ y·rhs / y[row]` brings that sum to 0. Nil when the row
    /// is not in the certificate (the layout does not fail because of it).
    func rightHandSideShift(of row: Int) -> Rational? {
        guard let part = failingPart(), let certificate = LayoutSolver.solve(part.problem, full: false).conflict,
            let position = part.rows.firstIndex(of: row), let multiplier = certificate.multipliers[position], !multiplier.isZero
        else { return nil }
        var sum = Rational.zero
        for (index, y) in certificate.multipliers where index < part.problem.rows.count { sum += y * part.problem.rows[index].rhs }
        return -sum / multiplier
    }
}
