import ConstraintModel
import LayoutMath

/// What a full solve leaves behind: its elimination of the required equalities, the components of
/// the rows left over the free unknowns, and how many free directions each component's optimal
/// face has.
final class SolvedComponents {
    let reduced: ReducedSystem
    let components: [LayoutSolver.Component]
    let directionCounts: [Int]
    /// Free unknown → the component whose rows mention it.
    let componentOfUnknown: [Int: Int]

    init(reduced: ReducedSystem, components: [LayoutSolver.Component], directionCounts: [Int]) {
        self.reduced = reduced
        self.components = components
        self.directionCounts = directionCounts
        var owner: [Int: Int] = [:]
        for (index, component) in components.enumerated() {
            for unknown in component.parameters { owner[unknown] = index }
        }
        componentOfUnknown = owner
    }
}

/// How many free motions a solved layout loses when rows are added, found by re-solving only the
/// components the rows reach.
///
/// Why this is exact: eliminating the layout's equalities first and the new rows' afterwards is
/// still an elimination of all of them, so the new rows are rewritten through the analysed
/// elimination (`x = f(free unknowns)`), their equalities are eliminated in a second, small
/// elimination over the free unknowns, and the rows of the components they reach are rewritten
/// through it. Components they do not reach keep their optimal face (priority levels are sums
/// over independent components, so each component's optimum is its own), hence their motions.
/// The count of motions is the dimension of the optimal face, whatever basis describes it.
///
/// Why: verifying a group's suggestion by solving the whole layout again re-eliminated every
/// row of the axis it touches, as costly as the analysis itself (a grid with one free width per
/// row paid it twice, once per axis); this costs the reached components only.
struct ComponentRecheck {
    let solved: SolvedComponents

    /// The number of free motions fewer after adding `rows` (at their own priorities), or nil
    /// when the layout with them can no longer be satisfied.
    func motionsRemoved(adding rows: [LayoutRow]) -> Int? {
        let first = solved.reduced.eliminator
        var reached: Set<Int> = []
        // Free unknowns no component mentions: each is a free motion of its own until now.
        var loose: Set<Int> = []
        var equalities: [(coefficients: SparseVector, rhs: Rational, tag: Int)] = []
        var others: [ReducedRow] = []
        for (offset, row) in rows.enumerated() {
            let (expansion, _) = first.expand(row.form)
            if expansion.isConstant {
                if row.isRequired, !ReducedSystem.violation(of: expansion.constant, relation: row.relation).isZero { return nil }
                continue
            }
            var coefficients = expansion
            coefficients.constant = 0
            for unknown in coefficients.indices {
                if let component = solved.componentOfUnknown[unknown] { reached.insert(component) } else { loose.insert(unknown) }
            }
            // New rows have no index in the problem; negative tags keep them apart from its rows.
            let tag = -1 - offset
            if row.isRequired, row.relation == .equal {
                equalities.append((coefficients, -expansion.constant, tag))
            } else {
                others.append(ReducedRow(row: tag, coefficients: coefficients, relation: row.relation, rhs: -expansion.constant, priority: row.priority))
            }
        }
        let ranks = solved.reduced.pivotRanks
        let second = EqualityEliminator(variableCount: first.variableCount, pivotRank: { ranks[$0] })
        var holds = true
        second.addAll(equalities) { _, outcome in
            guard case .dependent(let residual, _) = outcome, !residual.isZero else { return true }
            holds = false
            return false
        }
        guard holds else { return nil }
        second.freeze()

        var required: [ReducedRow] = []
        var optional: [ReducedRow] = []
        var unknowns = loose
        var before = loose.count
        let reachedRows = reached.sorted().flatMap { index -> [ReducedRow] in
            let component = solved.components[index]
            unknowns.formUnion(component.parameters)
            before += solved.directionCounts[index]
            return component.required + component.optional
        }
        for row in reachedRows + others {
            var form = row.coefficients
            form.constant = -row.rhs
            let (expansion, _) = second.expand(form)
            if expansion.isConstant {
                if row.priority.isRequired, !ReducedSystem.violation(of: expansion.constant, relation: row.relation).isZero { return nil }
                continue
            }
            var coefficients = expansion
            coefficients.constant = 0
            let rewritten = ReducedRow(row: row.row, coefficients: coefficients, relation: row.relation, rhs: -expansion.constant, priority: row.priority)
            if row.priority.isRequired { required.append(rewritten) } else { optional.append(rewritten) }
        }
        var after = 0
        var constrained: Set<Int> = []
        for component in LayoutSolver.components(required: required, optional: optional) {
            constrained.formUnion(component.parameters)
            guard case .solved(_, _, let directions, _) = ComponentSolution(solving: component, full: true) else { return nil }
            after += directions.count
        }
        after += unknowns.filter { !second.isBasic($0) && !constrained.contains($0) }.count
        return before - after
    }
}
