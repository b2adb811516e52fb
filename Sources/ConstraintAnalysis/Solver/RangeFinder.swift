import LayoutMath

/// The exact range of a linear form over the required rows: min and max, each possibly unbounded.
enum RangeFinder {
    /// Nil when the required rows cannot hold at all.
    static func range(of form: SparseVector, in problem: LayoutProblem, selection: RowSelection) -> (lower: Rational?, upper: Rational?)? {
        let reduced = ReducedSystem(problem: problem, selection: selection, includeOptional: false)
        guard reduced.conflict == nil else { return nil }
        let (expansion, _) = reduced.eliminator.expand(form)
        if expansion.isConstant { return (expansion.constant, expansion.constant) }
        let components = LayoutSolver.components(required: reduced.required, optional: [])
        var lower: Rational? = expansion.constant
        var upper: Rational? = expansion.constant
        var remaining = Dictionary(uniqueKeysWithValues: expansion.terms.map { ($0.index, $0.coefficient) })
        for component in components {
            let part = component.parameters.compactMap { variable in remaining[variable].map { (variable, $0) } }
            let solver = ComponentSolver(parameters: component.parameters, expectedRows: component.required.count + 2 * component.parameters.count)
            for row in component.required { solver.addRequired(row) }
            guard solver.checkRequired() == nil else { return nil }
            guard !part.isEmpty else { continue }
            for (variable, _) in part { remaining[variable] = nil }
            let objective = SparseVector(terms: part)
            let (low, high) = solver.extremes(of: objective)
            lower = lower.flatMap { base in low.map { base + $0 } }
            upper = upper.flatMap { base in high.map { base + $0 } }
        }
        // Unknowns that no remaining row mentions move freely.
        if !remaining.isEmpty { return (nil, nil) }
        return (lower, upper)
    }
}
