import ConstraintModel
import LayoutMath

/// Proposes one change that removes a free motion, and keeps it only if re-solving shows the
/// layout is still satisfiable and has exactly one free motion fewer.
struct PinSuggester {
    let problem: LayoutProblem
    let narration: Narration
    let selection: RowSelection
    let result: SolveResult

    /// A required row that pins a position (relative to the superview, the root or another item the
    /// motion does not move) or a size at its solved value, with its text in equation notation.
    func pinRow(_ variable: Int, motion: FreeMotion) -> (row: LayoutRow, text: String)? {
        let key = problem.key(of: variable)
        guard let item = key.item, let axis = key.axis else { return nil }
        let values = result.values
        let name = narration.itemName(item)
        var row: SparseVector
        var rhs: Rational
        var text: String
        if key.role == .size {
            row = SparseVector(terms: [(variable, 1)])
            rhs = values[variable]
            text = "\(name).\(narration.sizeWord(axis)) == \(rhs.formatted())"
        } else {
            guard let reference = referenceItem(for: item, axis: axis, motion: motion),
                let referencePosition = problem.existingVariable(VariableKey(item: reference, axis: axis, role: .position))
            else { return nil }
            let rightToLeft = axis == .horizontal && problem.direction == .rightToLeft
            let edge = axis == .horizontal ? "leading" : "top"
            if rightToLeft,
                let size = problem.existingVariable(VariableKey(item: item, axis: axis, role: .size)),
                let referenceSize = problem.existingVariable(VariableKey(item: reference, axis: axis, role: .size))
            {
                row = SparseVector(terms: [(referencePosition, 1), (referenceSize, 1), (variable, -1), (size, -1)])
            } else {
                row = SparseVector(terms: [(variable, 1), (referencePosition, -1)])
            }
            rhs = row.evaluate { values[$0] }
            let offset = rhs.isZero ? "" : (rhs.signum > 0 ? " + \(rhs.formatted())" : " − \((-rhs).formatted())")
            text = "\(name).\(edge) == \(narration.itemName(reference)).\(edge)\(offset)"
        }
        return (LayoutRow(coefficients: row, relation: .equal, rhs: rhs, priority: .required, origin: .suggestion), text)
    }

    /// Pins one motion and keeps the proposal only if the layout then has exactly one motion fewer.
    func pin(_ variable: Int, motion: FreeMotion) -> Fix? {
        guard let item = problem.key(of: variable).item, let (row, text) = pinRow(variable, motion: motion) else { return nil }
        let verified = LayoutSolver.solve(problem.adding(row), selection: selection, full: true)
        guard verified.isFeasible, verified.motions.count == result.motions.count - 1 else { return nil }
        return Fix(
            action: .addConstraint, constraintID: nil, item: problem.system.items[item].id, priority: .required,
            alsoLowered: [],
            consequence: "pins it where the layout now puts it (\(result.values[variable].formatted())); \(remaining(verified.motions.count))",
            rationale: "the smallest addition that removes this motion", constraintText: text, isVerified: true)
    }

    private func referenceItem(for item: Int, axis: Axis, motion: FreeMotion) -> Int? {
        func isFixed(_ candidate: Int) -> Bool {
            guard candidate != item,
                let position = problem.existingVariable(VariableKey(item: candidate, axis: axis, role: .position))
            else { return false }
            return (motion.motion[position] ?? 0).isZero
        }
        if let parent = problem.parentOf[item], isFixed(parent) { return parent }
        if let root = problem.system.items.indices.first(where: { problem.system.items[$0].isRoot }), isFixed(root) {
            return root
        }
        return problem.system.items.indices.first(where: isFixed)
    }

    /// Makes the first tied priority one higher, so the tie has a winner.
    func breakTie(_ rows: [Int]) -> Fix? {
        guard let row = rows.first else { return nil }
        let current = selection.priority(of: row, in: problem)
        let raised = current.value + 1 < 1000 ? Priority(current.value + 1) : Priority(current.value - 1)
        var changed = selection
        changed.priorityOverrides[row] = raised
        let verified = LayoutSolver.solve(problem, selection: changed, full: true)
        guard verified.isFeasible, verified.motions.count < result.motions.count else { return nil }
        let consequence = "\(narration.rowPhrase(row, priority: raised)) then wins the tie; \(remaining(verified.motions.count))"
        switch problem.rows[row].origin {
        case .hugging(let item, let axis, nil), .compressionResistance(let item, let axis, nil):
            let isHugging: Bool = { if case .hugging = problem.rows[row].origin { return true } else { return false } }()
            return Fix(
                action: .changePriority, constraintID: nil, item: problem.system.items[item].id, priority: raised,
                alsoLowered: [],
                consequence: consequence,
                rationale: "set \(narration.possessive(item, "\(axis == .horizontal ? "horizontal" : "vertical") content \(isHugging ? "hugging" : "compression resistance") priority")) to \(raised)",
                constraintText: nil, isVerified: true)
        default:
            return Fix(
                action: .changePriority, constraintID: narration.constraintID(of: row), item: nil, priority: raised,
                alsoLowered: [], consequence: consequence, rationale: "give one of the tied constraints a different priority",
                constraintText: nil, isVerified: true)
        }
    }

    func remaining(_ count: Int) -> String {
        count == 0 ? "the layout is then fully determined" : "\(count) free motion\(count == 1 ? "" : "s") remain"
    }
}
