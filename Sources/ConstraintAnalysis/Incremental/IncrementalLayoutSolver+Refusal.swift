import ConstraintModel
import LayoutMath

extension IncrementalLayoutSolver {
    /// The most rows one fix may re-solve when it is tried (as `KeptConflictLayout.reachLimit`):
    /// switching off an equality high in a large tree frees an unknown every row below it
    /// mentions; such a fix is counted as untried rather than re-solving half the layout.
    public static let fixReachLimit = KeptConflictLayout.defaultReachLimit

    /// Why the required constraints cannot all hold now — typically right after a step the layout
    /// refuses — or nil while they can. A minimal conflict with its arithmetic, the constraints
    /// the last step changed that take part in it, and fixes verified on the kept layout: undo
    /// the step, the constant nearest the refused one that fits, or one member of the conflict
    /// lowered to 999 or deactivated (of the first `maximumMembersTried` members, until
    /// `maximumMemberFixes` of them resolve it). The layout is left as it was (still refusing).
    ///
    /// Costs what the failing part of the layout reaches: the conflict is found among the rows
    /// the kept layout's certificate names, and each fix re-solves only the components it reaches.
    public func explainRefusal(maximumMembersTried: Int = 4, maximumMemberFixes: Int = 2) -> RefusedEdit? {
        let explainer = RefusedEditExplainer(live: current(), system: system)
        guard let (part, found) = explainer.minimalConflict() else { return nil }
        let conflict = ConflictExplainer(problem: part.problem).conflict(from: found, complete: false, witnessLimit: 12)
        let members = Set(conflict.constraintIDs)
        var edited: [String] = []
        for id in lastStep?.step.changes.compactMap(\.constraintID) ?? [] where members.contains(id) && !edited.contains(id) {
            edited.append(id)
        }
        var outcome = RefusedEdit(conflict: conflict, editedConstraintIDs: edited, fixes: [], rejectedFixCount: 0, untriedFixCount: 0)
        var tried: Set<[LayoutChange]> = []
        func attempt(_ kind: RefusalFix.Kind, _ id: String, _ changes: [LayoutChange], undo: [LayoutChange], _ description: String) {
            // Deactivating a constraint the step activated is its undo: tried once.
            guard tried.insert(changes).inserted else { return }
            switch satisfiesInPlace(after: changes, undo: undo) {
            case true?: outcome.fixes.append(RefusalFix(kind: kind, constraintID: id, changes: changes, description: description))
            case false?: outcome.rejectedFixCount += 1
            case nil: outcome.untriedFixCount += 1
            }
        }
        if let last = lastStep, let undo = last.undo, !undo.isEmpty, let id = edited.first ?? last.step.changes.first?.constraintID {
            let text = undo.map { $0.statement }.joined(separator: "; ")
            attempt(.undo, id, undo, undo: last.step.changes, "Undo the edit: \(text).")
        }
        for id in edited {
            switch fittingConstant(of: id, explainer: explainer) {
            case .found(let constant, let original):
                outcome.fixes.append(RefusalFix(
                    kind: .fittingConstant, constraintID: id, changes: [.setConstant(constraintID: id, constant: constant)],
                    description: "\(id).constant = \(constant) instead of \(original): the nearest constant the other constraints allow."))
            case .stillConflicting: outcome.rejectedFixCount += 1
            case .untried: outcome.untriedFixCount += 1
            case .notApplicable: break
            }
        }
        // Lowering a member to 999 and deactivating it leave the same required constraints, so
        // one re-solve verifies both; members are tried in the conflict's order until
        // `maximumMemberFixes` of them resolve it.
        var resolvingMembers = 0
        for id in conflict.constraintIDs.prefix(maximumMembersTried) where resolvingMembers < maximumMemberFixes {
            guard let constraint = system.constraint(id), constraint.isActive != false, constraint.priority.isRequired,
                tried.insert([.deactivate(constraintID: id)]).inserted
            else { continue }
            switch satisfiesInPlace(after: [.deactivate(constraintID: id)], undo: [.activate(constraintID: id)]) {
            case true?:
                resolvingMembers += 1
                outcome.fixes.append(RefusalFix(
                    kind: .lowerPriority, constraintID: id, changes: [.setPriority(constraintID: id, priority: Priority(999))],
                    description: "\(id).priority = 999: \(id) gives way where the others need it to."))
                outcome.fixes.append(RefusalFix(
                    kind: .deactivate, constraintID: id, changes: [.deactivate(constraintID: id)],
                    description: "Deactivate \(id): the rest of the conflict then holds."))
            case false?: outcome.rejectedFixCount += 2
            case nil: outcome.untriedFixCount += 2
            }
        }
        return outcome
    }

    /// Whether the layout is satisfiable with `changes` applied, asked of the kept layout and
    /// undone by `undo`; nil when the kept layout cannot take the changes as edits of its rows
    /// (they would lower it again) or they would re-solve more than `fixReachLimit` rows.
    func satisfiesInPlace(after changes: [LayoutChange], undo: [LayoutChange]) -> Bool? {
        guard let layout, !changes.isEmpty, reach(of: changes + undo, in: layout) <= Self.fixReachLimit else { return nil }
        let kept = lastStep
        defer { lastStep = kept }
        apply(ChangeStep(changes: changes), mode: .design)
        let satisfiable = isSatisfiable()
        // Not re-solved here: the next fix (or the next verdict) re-solves the undo with it.
        apply(ChangeStep(changes: undo), mode: .design)
        return satisfiable
    }

    enum ConstantSearch {
        case found(LayoutNumber, original: LayoutNumber)
        case stillConflicting
        case untried
        case notApplicable
    }

    /// The constant of `id` nearest its refused one that the other constraints allow: each
    /// round moves it to where the failing part's certificate holds with equality, which never
    /// passes the nearest end of the constants the rest allows, and stops when the layout holds.
    /// A few rounds (each certificate is one more conflict the constant is in).
    func fittingConstant(of id: String, explainer: RefusedEditExplainer, rounds: Int = 4) -> ConstantSearch {
        guard let layout, let index = layout.constraintIndex[id], index < system.constraints.count,
            let rows = layout.rowsOfConstraint[index], rows.count == 1, let original = system.constraints[index].constant
        else { return .notApplicable }
        let probe: LayoutChange = .setConstant(constraintID: id, constant: original)
        guard Self.isPlainConstant(system.constraints[index]) else { return .notApplicable }
        guard reach(of: [probe], in: layout) <= Self.fixReachLimit else { return .untried }
        let kept = lastStep
        defer {
            apply(ChangeStep(changes: [probe]), mode: .design)
            lastStep = kept
        }
        var current = original
        var shift = explainer.rightHandSideShift(of: rows[0])
        for _ in 0..<rounds {
            guard let step = shift else { return .stillConflicting }
            current = LayoutNumber(current.value + step.doubleValue)
            apply(ChangeStep(changes: [.setConstant(constraintID: id, constant: current)]), mode: .design)
            if isSatisfiable() { return .found(current, original: original) }
            shift = RefusedEditExplainer(live: self.current(), system: system).rightHandSideShift(of: rows[0])
        }
        return .stillConflicting
    }

    /// A constant the kept layout edits as its row's right-hand side (as `constantDelta` requires).
    static func isPlainConstant(_ constraint: LayoutConstraint) -> Bool {
        constraint.expression == nil && constraint.contentSize == nil && !constraint.constantIsSystemSpacing
            && constraint.constantSymbol == nil && constraint.constant != nil
    }

    /// How many rows the changes would re-solve at least; `Int.max` when one of them is not an
    /// edit of a single row the kept layout makes in place (it would lower the layout again).
    private func reach(of changes: [LayoutChange], in layout: KeptLayout) -> Int {
        var total = 0
        for change in changes {
            guard let id = change.constraintID, let index = layout.constraintIndex[id], index < system.constraints.count,
                system.constraints[index].id == id, let rows = layout.rowsOfConstraint[index], rows.count == 1,
                rows[0] < layout.live.problem.rows.count, layout.live.problem.rows[rows[0]].origin == .constraint(index)
            else { return .max }
            let constraint = system.constraints[index]
            switch change {
            case .activate, .deactivate:
                guard layout.implicitRowsStay(whenChanging: constraint) else { return .max }
            case .setPriority(_, let priority):
                if priority.isRequired != constraint.priority.isRequired, !layout.implicitRowsStay(whenChanging: constraint) { return .max }
            case .setConstant:
                guard Self.isPlainConstant(constraint), layout.hostSizesArePinned || !constraint.priority.isRequired else { return .max }
            default:
                return .max
            }
            total += layout.live.reach(ofEditing: rows[0])
        }
        return total
    }

    /// The changes that put back what `step` changed, from the constraints as they were before
    /// it; nil when it changed anything else than constants, priorities and activations.
    static func undoing(_ step: ChangeStep, before: [Int: LayoutConstraint]) -> [LayoutChange]? {
        var undo: [LayoutChange] = []
        for change in step.changes.reversed() {
            guard let id = change.constraintID, let old = before.values.first(where: { $0.id == id }) else { return nil }
            switch change {
            case .activate, .deactivate:
                undo.append(old.isActive != false ? .activate(constraintID: id) : .deactivate(constraintID: id))
            case .setConstant:
                guard let constant = old.constant else { return nil }
                undo.append(.setConstant(constraintID: id, constant: constant))
            case .setPriority:
                undo.append(.setPriority(constraintID: id, priority: old.priority))
            default:
                return nil
            }
        }
        return undo
    }
}
