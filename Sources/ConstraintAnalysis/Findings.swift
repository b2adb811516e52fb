import ConstraintModel
import LayoutMath

/// The smaller findings: redundant constraints, what UIKit's recovery gives, and what a log that
/// is satisfiable as printed must be hiding.
struct Findings {
    let problem: LayoutProblem
    let narration: Narration

    // MARK: Redundancy

    func redundancies(_ circuits: [(row: Int, circuit: [Int: Rational])]) -> (items: [Redundancy], fixes: [Fix]) {
        var items: [Redundancy] = []
        var fixes: [Fix] = []
        for (row, circuit) in circuits {
            let rows = circuit.keys.sorted()
            let ids = rows.compactMap(narration.constraintID(of:))
            guard !ids.isEmpty, rows.contains(where: { problem.rows[$0].origin.constraintIndex != nil }) else { continue }
            let environment = rows.filter(isEnvironment)
            if rows.count == 2, ids.count == 2, isDuplicate(rows[0], rows[1]) {
                let later = narration.constraintID(of: row) ?? ids[1]
                let earlier = ids.first { $0 != later } ?? ids[0]
                items.append(Redundancy(constraintIDs: ids, kind: .duplicate, description: "\(later) repeats \(earlier) exactly."))
                fixes.append(
                    Fix(
                        action: .deleteDuplicate, constraintID: later, item: nil, priority: nil, alsoLowered: [],
                        consequence: "nothing changes in the layout: \(earlier) says the same.",
                        rationale: "a duplicate only makes the layout harder to change later", constraintText: nil,
                        isVerified: true))
            } else if !environment.isEmpty {
                let sizes = environment.map { narration.rowPhrase($0) }.joined(separator: " and ")
                items.append(
                    Redundancy(
                        constraintIDs: ids, kind: .consistentOnlyAtThisSize,
                        description: "\(AmbiguityAnalysis.list(ids)) agree only because of \(sizes): at any other size they conflict. Lower one of them to 999 or drop one."))
            } else {
                let dependent = narration.constraintID(of: row) ?? ids.last ?? ""
                let others = ids.filter { $0 != dependent }
                items.append(
                    Redundancy(
                        constraintIDs: ids, kind: .implied,
                        description: "\(dependent) follows from \(AmbiguityAnalysis.list(others)); it can be removed."))
            }
        }
        return (items, fixes)
    }

    /// Sizes the developer does not choose: the root's frame, a cell's or a presentation's size,
    /// an autoresizing frame, a temporary fitting size.
    private func isEnvironment(_ row: Int) -> Bool {
        switch problem.rows[row].origin {
        case .rootFrame, .rootOrigin: return true
        case .constraint(let index):
            return [.encapsulatedLayout, .autoresizingMask, .temporaryFittingSize].contains(problem.system.constraints[index].origin)
        default: return false
        }
    }

    private func isDuplicate(_ a: Int, _ b: Int) -> Bool {
        let first = problem.rows[a]
        let second = problem.rows[b]
        guard first.relation == second.relation, first.coefficients.count == second.coefficients.count,
            let lead = first.coefficients.terms.first, !second.coefficients[lead.index].isZero
        else { return false }
        let scale = second.coefficients[lead.index] / lead.coefficient
        return first.coefficients.scaled(by: scale) == second.coefficients && first.rhs * scale == second.rhs
    }

    // MARK: UIKit's recovery

    func engineRecovery(conflicts: [FoundConflict]) -> EngineRecovery? {
        guard let id = problem.system.brokenConstraint,
            let index = problem.system.constraints.firstIndex(where: { $0.id == id })
        else { return nil }
        let rows = problem.rows.indices.filter { problem.rows[$0].origin.constraintIndex == index }
        guard !rows.isEmpty else { return nil }
        var selection = RowSelection()
        for row in rows { selection.priorityOverrides[row] = .brokenByEngine }
        let result = LayoutSolver.solve(problem, selection: selection, full: true)
        let inConflict = conflicts.contains { !Set($0.rows).isDisjoint(with: rows) }
        let framework = problem.system.platform == .macOS ? "AppKit" : "UIKit"
        var text: String
        if result.isFeasible {
            let miss = rows.map { violation(of: $0, values: result.values) }.max() ?? 0
            text = "\(framework) broke \(id) (\(narration.formula(of: problem.system.constraints[index]))): it stops requiring it, but still keeps it as close as it can, ahead of every optional constraint"
            text += miss.isZero ? ", and it still holds exactly." : ", and it ends up missed by \(miss.arithmeticText()) pt."
        } else {
            text = "\(framework) broke \(id), but that alone does not resolve the conflict: another conflict remains, so \(framework) has to break more constraints."
        }
        if !conflicts.isEmpty && !inConflict {
            text += " It is in none of the minimal conflicts found, so breaking it could not help on its own."
        }
        return EngineRecovery(brokenConstraintID: id, resolvesConflict: result.isFeasible, isInAConflict: inConflict, description: text)
    }

    func violation(of row: Int, values: [Rational]) -> Rational {
        let layoutRow = problem.rows[row]
        let difference = layoutRow.coefficients.evaluate { values[$0] } - layoutRow.rhs
        switch layoutRow.relation {
        case .equal: return difference.magnitude
        case .lessOrEqual: return difference.signum > 0 ? difference : 0
        case .greaterOrEqual: return difference.signum < 0 ? -difference : 0
        }
    }

    // MARK: Missing context

    /// For a log whose constraints can all hold: which assumed or lost value would make them
    /// conflict, found by dropping the assumption and computing the value's exact feasible range.
    func missingContext(roundingConflicts: Bool) -> [ContextExplanation] {
        var explanations: [ContextExplanation] = []
        for (row, layoutRow) in problem.rows.enumerated() {
            guard case .assumption(let variable) = layoutRow.origin else { continue }
            let name = narration.parameterPhrase(variable)
            guard let range = RangeFinder.range(
                of: SparseVector(terms: [(variable, 1)]), in: problem, selection: RowSelection(excluded: [row]))
            else { continue }
            let assumed = layoutRow.rhs.formatted()
            switch (range.lower, range.upper) {
            case (nil, nil):
                continue
            case (let low?, let high?) where low == high:
                explanations.append(
                    ContextExplanation(
                        parameter: narration.variableName(variable),
                        description: "They hold only if \(name) is exactly \(low.formatted()) (assumed \(assumed)): with any other value they conflict."))
            default:
                let limits = [range.lower.map { "below \($0.formatted())" }, range.upper.map { "above \($0.formatted())" }]
                    .compactMap { $0 }.joined(separator: " or ")
                explanations.append(
                    ContextExplanation(
                        parameter: narration.variableName(variable),
                        description: "They conflict only if \(name) is \(limits) (assumed \(assumed))."))
            }
        }
        for variable in 0..<problem.variableCount {
            guard case .lostConstant(let index) = problem.key(of: variable).role else { continue }
            guard let range = RangeFinder.range(of: SparseVector(terms: [(variable, 1)]), in: problem, selection: RowSelection()),
                range.lower != nil || range.upper != nil
            else { continue }
            let constraint = problem.system.constraints[index]
            let bounds = [range.lower.map { "at least \($0.formatted())" }, range.upper.map { "at most \($0.formatted())" }]
                .compactMap { $0 }.joined(separator: " and ")
            let framework = problem.system.platform == .macOS ? "AppKit" : "UIKit"
            var text = "The log lost the constant of \(constraint.id) (\(narration.formula(of: constraint))). The constraints hold only if it is \(bounds); \(framework) reported a conflict, so it was outside that range."
            if constraint.origin == .encapsulatedLayout {
                text += " A cell's encapsulated size is often 0 before its first layout pass."
            }
            explanations.append(ContextExplanation(parameter: narration.variableName(variable), description: text))
        }
        if roundingConflicts {
            explanations.append(
                ContextExplanation(
                    parameter: "rounding",
                    description: "Taken literally, the printed decimals (such as \(problem.snaps.first.map { $0.literal } ?? "94.3333")) conflict by less than a point; read as the fractions they print (\(problem.snaps.first.map { $0.value.formatted() } ?? "")), they hold. The reported conflict is a rounding effect."))
        }
        return explanations
    }
}
