import ConstraintModel
import LayoutMath

/// A constraint whose constant is unknown (a Swift file's `Theme.spacing`, a constant lost from a
/// log) is lowered with an unknown in its place, so that the conflict search can say which values
/// would conflict. At run time that constant is one fixed number, not a freedom of the layout: a
/// view pinned `top = container.top + Theme.spacing` does not slide. So before its free motions
/// are judged, every unknown constant some motion moves is held — at 0 when the layout allows it
/// (the frames then read as if the constant were left out), else at the value the solve gave it —
/// and only what can still move is reported as ambiguous.
enum UnknownConstantHolds {
    /// The layout with every unknown constant a free motion of `solved` moves held, solved again
    /// in full, and the note saying so; nil when no motion moves one.
    static func held(
        _ problem: LayoutProblem, selection: RowSelection, solved: SolveResult
    ) -> (problem: LayoutProblem, solved: SolveResult, note: Diagnostic?)? {
        var holds = rows(in: problem, solved: solved)
        guard !holds.isEmpty else { return nil }
        var heldProblem = problem.adding(rows: holds)
        var held = LayoutSolver.solve(heldProblem, selection: selection, full: true)
        if !held.isFeasible {
            // 0 cannot hold (a width of at least 100 set by one): where the solve put them can.
            holds = rows(in: problem, solved: solved, atSolvedValues: true)
            heldProblem = problem.adding(rows: holds)
            held = LayoutSolver.solve(heldProblem, selection: selection, full: true)
        }
        guard held.isFeasible else { return nil }
        return (heldProblem, held, note(for: holds, in: heldProblem))
    }

    /// One row per unknown constant that a free motion of `solved` moves, holding it at 0 (or,
    /// with `atSolvedValues`, at its solved value); empty when no motion moves one.
    static func rows(in problem: LayoutProblem, solved: SolveResult, atSolvedValues: Bool = false) -> [LayoutRow] {
        var moved: Set<Int> = []
        for motion in solved.motions {
            for variable in motion.motion.keys where variable < problem.variableCount && isUnknownConstant(variable, in: problem) {
                moved.insert(variable)
            }
        }
        return moved.sorted().map { variable in
            LayoutRow(
                coefficients: SparseVector(terms: [(variable, 1)]), relation: .equal, rhs: atSolvedValues ? solved.values[variable] : 0,
                priority: .required, origin: .assumption(variable: variable))
        }
    }

    static func isUnknownConstant(_ variable: Int, in problem: LayoutProblem) -> Bool {
        switch problem.key(of: variable).role {
        case .lostConstant: return true
        case .parameter(let name):
            // A name the reader marks as one value at run time (an image's size in layout code),
            // not a freedom (`ConstraintSystem.heldSymbols`).
            return problem.system.heldSymbols?.contains(name) == true
        default: return false
        }
    }

    /// A note naming the constraints whose unknown constants were held, and at what values.
    static func note(for rows: [LayoutRow], in problem: LayoutProblem) -> Diagnostic? {
        let held: [(id: String, value: Rational)] = rows.compactMap { row in
            guard case .assumption(let variable) = row.origin else { return nil }
            let key = problem.key(of: variable)
            switch key.role {
            case .lostConstant(let index):
                return (problem.system.constraints[index].id, row.rhs)
            case .parameter(let name):
                // The first row of the item's that uses the name (its compression resistance).
                guard let item = key.item else { return nil }
                let itemID = problem.system.items[item].id
                let constraint = problem.system.constraints.first { $0.constantSymbol == name && $0.first.item == itemID }
                return constraint.map { ($0.id, row.rhs) }
            default:
                return nil
            }
        }
        guard let first = held.first else { return nil }
        func joined(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
        }
        let ids = joined(held.map(\.id))
        // One value when they share it ("at 0"), else each beside its constraint ("c1 at 0 and c4 at 16").
        let values = Set(held.map(\.value))
        let message: String
        if held.count == 1 {
            message = "the unknown constant of \(ids) is one fixed value at run time, not a freedom of the layout: the analysis holds it at \(first.value.formatted()), as the solved frames do"
        } else {
            let holding = values.count == 1 ? "them at \(first.value.formatted())" : joined(held.map { "\($0.id) at \($0.value.formatted())" })
            message = "the unknown constants of \(ids) are each one fixed value at run time, not a freedom of the layout: the analysis holds \(holding), as the solved frames do"
        }
        let constraint = problem.system.constraint(first.id)
        return Diagnostic(
            severity: .note, line: constraint?.line ?? 0, column: constraint?.column ?? 0, message: message,
            code: "unknown-constant-held", constraintID: first.id)
    }
}
