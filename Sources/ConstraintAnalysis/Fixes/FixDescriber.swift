import ConstraintModel
import LayoutMath

/// Says what a verified fix does and what the layout gives up for it.
struct FixDescriber {
    let problem: LayoutProblem
    let narration: Narration

    func describe(_ trial: FixSearch.Trial, intendedMotions: Int) -> Fix {
        // A view-level switch leads (its action and item carry the fix; lowered constraints go in
        // `alsoLowered`), so that the structured fix is the whole fix.
        let set = trial.candidates.filter { $0.item != nil } + trial.candidates.filter { $0.item == nil }
        let primary = set[0]
        let values = trial.result.values
        var consequences: [String] = []
        var lowered: [(String, Priority)] = []
        for candidate in set {
            switch candidate.kind {
            case .lower(let row):
                let id = narration.constraintID(of: row) ?? "?"
                let priority = trial.selection.priorityOverrides[row]!
                lowered.append((id, priority))
                let miss = violation(of: row, values: values)
                consequences.append(
                    miss.isZero
                        ? "\(id) still holds exactly"
                        : "\(id) (\(problem.system.constraint(id).map(narration.formula) ?? "")) is then missed by \(miss.arithmeticText()) pt")
            case .reverse(let row):
                let id = narration.constraintID(of: row) ?? "?"
                // The gap the layout then has: how far the reversed row holds with room to spare.
                let layoutRow = problem.rows[row]
                let slack = (layoutRow.coefficients.evaluate { values[$0] } - layoutRow.rhs).magnitude
                let reversed = problem.system.constraint(id).map { narration.formula(of: GapReversal.reversed($0)) } ?? id
                consequences.append(
                    slack.isZero
                        ? "\(id) then reads \(reversed) and holds exactly"
                        : "\(id) then reads \(reversed) and holds with \(slack.arithmeticText()) pt to spare")
            case .disableAutoresizing(let item), .replacePrototypes(let item):
                let kind = candidate.kind == .disableAutoresizing(item: item) ? "autoresizing" : "Interface Builder prototyping"
                consequences.append(
                    "\(narration.itemName(item)) loses its \(candidate.rows.count) \(kind) constraint\(candidate.rows.count == 1 ? "" : "s") and is placed by its own constraints")
            }
        }
        if !trial.addedConstraints.isEmpty {
            consequences.append("add \(trial.addedConstraints.joined(separator: " and ")) to keep what the removed constraints gave it")
        }
        var consequence = consequences.joined(separator: "; ")
        if trial.result.motions.count <= intendedMotions { consequence += "; nothing becomes ambiguous" }
        consequence += "."
        let constraintText = trial.addedConstraints.isEmpty ? nil : trial.addedConstraints.joined(separator: "; ")
        switch primary.kind {
        case .lower(let row):
            return Fix(
                action: .lowerPriority, constraintID: narration.constraintID(of: row), item: nil,
                priority: trial.selection.priorityOverrides[row], alsoLowered: Array(lowered.dropFirst()),
                consequence: consequence, rationale: primary.rationale, constraintText: constraintText, isVerified: true)
        case .reverse(let row):
            let id = narration.constraintID(of: row)
            let reversed = id.flatMap(problem.system.constraint).map { narration.formula(of: GapReversal.reversed($0)) }
            return Fix(
                action: .reverseRelation, constraintID: id, item: nil, priority: nil, alsoLowered: lowered,
                consequence: consequence, rationale: primary.rationale, constraintText: reversed, isVerified: true)
        case .disableAutoresizing(let item), .replacePrototypes(let item):
            let action: FixAction = primary.kind == .disableAutoresizing(item: item) ? .disableAutoresizingMask : .replacePrototypeConstraints
            // The same switch on the other views the trial takes it on: the fix is all of them,
            // and its change must turn off every one (the verified layout did).
            let others = set.dropFirst().compactMap { candidate -> String? in
                switch candidate.kind {
                case .disableAutoresizing(let other) where action == .disableAutoresizingMask: return problem.system.items[other].id
                case .replacePrototypes(let other) where action == .replacePrototypeConstraints: return problem.system.items[other].id
                default: return nil
                }
            }
            var fix = Fix(
                action: action, constraintID: nil, item: problem.system.items[item].id, priority: nil,
                alsoLowered: lowered, consequence: consequence, rationale: primary.rationale,
                constraintText: constraintText, isVerified: true)
            fix.alsoItems = others
            return fix
        }
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
}
