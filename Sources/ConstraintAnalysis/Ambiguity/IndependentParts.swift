import ConstraintModel
import LayoutMath

/// The rows a selection includes, split into parts that share no unknown (union–find over each
/// row's unknowns). Parts are independent systems: the optimal face of the whole is the product
/// of theirs, so a direction that trades between two parts is not local to either. A grid's
/// widths and heights are two parts; so are two windows.
struct IndependentParts {
    private var sets: DisjointSets

    init(problem: LayoutProblem, selection: RowSelection) {
        sets = DisjointSets(count: problem.variableCount)
        for (index, row) in problem.rows.enumerated() where selection.includes(index) {
            let terms = row.coefficients.terms
            guard let first = terms.first else { continue }
            for term in terms.dropFirst() { sets.union(first.index, term.index) }
        }
    }

    /// The part an unknown belongs to (an unknown no row mentions is a part of its own).
    mutating func part(of variable: Int) -> Int { sets.find(variable) }
}
