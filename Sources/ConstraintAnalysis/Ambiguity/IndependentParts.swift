import ConstraintModel
import LayoutMath

/// The rows a selection includes, split into parts that share no unknown (union–find over each
/// row's unknowns). Parts are independent systems: the optimal face of the whole is the product
/// of theirs, so a change to one part can be verified by re-solving that part alone, and its free
/// motions counted there. A grid's widths and heights are two parts; so are two windows.
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

    /// Whether a motion moves an unknown of one of `parts`.
    mutating func moves(_ motion: FreeMotion, anyOf parts: Set<Int>) -> Bool {
        motion.motion.contains { !$0.value.isZero && parts.contains(part(of: $0.key)) }
    }

    /// The included rows outside `parts` (rows without unknowns stay in: they are constants
    /// whose feasibility belongs to every part).
    mutating func rows(outside parts: Set<Int>, of problem: LayoutProblem, selection: RowSelection) -> [Int] {
        problem.rows.indices.filter { index in
            guard selection.includes(index), let first = problem.rows[index].coefficients.terms.first else { return false }
            return !parts.contains(part(of: first.index))
        }
    }
}
