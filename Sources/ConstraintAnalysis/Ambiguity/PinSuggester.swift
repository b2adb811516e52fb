import ConstraintModel
import LayoutMath

/// Proposes one change that removes a free motion, and keeps it only if re-solving shows the
/// layout is still satisfiable and has exactly one free motion fewer.
struct PinSuggester {
    let problem: LayoutProblem
    let narration: Narration
    let selection: RowSelection
    let result: SolveResult
    /// Makes (on first use) the kept layout changes are verified on; nil: solve again.
    var makeVerifier: (() -> PinVerifier)? = nil

    /// A required row that pins a position (relative to the superview, the root or another item the
    /// motion does not move) or a size at its solved value, with its text in equation notation.
    func pinRow(_ variable: Int, motion: FreeMotion) -> (row: LayoutRow, text: String)? {
        let key = problem.key(of: variable)
        guard let item = key.item, let axis = key.axis else { return nil }
        let values = result.values
        let name = narration.codeName(item)
        var row: SparseVector
        var rhs: Rational
        var text: String
        if key.role == .size {
            row = SparseVector(terms: [(variable, 1)])
            rhs = savedFrames.size(of: item, axis: axis).flatMap { saved in
                Self.within(saved, current: values[variable], rate: motion.motion[variable] ?? 0, motion: motion) ? saved : nil
            } ?? values[variable]
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
            let current = row.evaluate { values[$0] }
            let rate = row.evaluate { motion.motion[$0] ?? 0 }
            // Where Interface Builder saved it, when the motion reaches it (what "Add Missing
            // Constraints" would pin); else the roundest value the motion reaches.
            let saved = rightToLeft ? nil : savedFrames.offset(of: item, from: reference, axis: axis)
            rhs = saved.flatMap { Self.within($0, current: current, rate: rate, motion: motion) ? $0 : nil }
                ?? Self.roundest(current, rate: rate, motion: motion)
            let offset = rhs.isZero ? "" : (rhs.signum > 0 ? " + \(rhs.formatted())" : " − \((-rhs).formatted())")
            text = "\(name).\(edge) == \(narration.codeName(reference)).\(edge)\(offset)"
        }
        return (LayoutRow(coefficients: row, relation: .equal, rhs: rhs, priority: .required, origin: .suggestion), text)
    }

    /// Pins one motion and keeps the proposal only if the layout then has exactly one motion fewer.
    func pin(_ variable: Int, motion: FreeMotion) -> Fix? {
        guard let item = problem.key(of: variable).item, let (row, text) = pinRow(variable, motion: motion) else { return nil }
        guard let remainingCount = motionsRemaining(adding: [row]), remainingCount < result.motions.count else { return nil }
        let layoutItem = problem.system.items[item]
        let value = result.values[variable].formatted()
        if layoutItem.isRoot, layoutItem.frame == nil, problem.key(of: variable).role == .size {
            return Fix(
                action: .addConstraint, constraintID: nil, item: layoutItem.id, priority: .required, alsoLowered: [],
                consequence: "gives the root the size its host decides (\(value) is the smallest that fits; use the real one); \(remaining(remainingCount))",
                rationale: "the root's size is input, not layout: declare it (in an equation set, `root \(narration.codeName(item)) WIDTHxHEIGHT`)",
                constraintText: text, isVerified: true)
        }
        var consequence = "pins it where the layout now puts it (\(value)); \(remaining(remainingCount))"
        let key = problem.key(of: variable)
        let savedValue: Rational? = key.axis.flatMap { axis in
            key.role == .size ? savedFrames.size(of: item, axis: axis) : nil
        }
        if key.role == .size, let savedValue, savedValue == row.rhs {
            consequence = "keeps the \(narration.sizeWord(key.axis ?? .horizontal)) Interface Builder saved (\(savedValue.formatted())); \(remaining(remainingCount))"
        } else if key.role == .position, let axis = key.axis, let reference = row.coefficients.terms.first(where: { $0.index != variable }).map({ problem.key(of: $0.index).item }) ?? nil,
            let saved = savedFrames.offset(of: item, from: reference, axis: axis), saved == row.rhs
        {
            consequence = "places it where Interface Builder saved it (\(saved.formatted()) from the edge it is pinned to); \(remaining(remainingCount))"
        } else if problem.key(of: variable).role == .position {
            let placement = row.rhs.isZero
                ? "flush with the edge it is pinned to"
                : "\(row.rhs.formatted()) from the edge it is pinned to, the nearest to flush the layout allows"
            consequence = "places it \(placement) (write the distance you meant); \(remaining(remainingCount))"
        }
        if problem.key(of: variable).role == .size, layoutItem.intrinsicContentSize == nil, layoutItem.kind == .view {
            // A size of 0 from a view with no content size is what a button or label looks like
            // to a layout that was not told its content.
            consequence += ". If \(narration.itemName(item)) shows text or an image, its intrinsic content size decides this instead"
                + (problem.system.isComplete ? " (`intrinsic \(narration.codeName(item)) WxH` in an equation set)" : "")
        }
        return Fix(
            action: .addConstraint, constraintID: nil, item: layoutItem.id, priority: .required, alsoLowered: [],
            consequence: consequence,
            rationale: "the smallest addition that removes this motion", constraintText: text, isVerified: true)
    }

    /// For a motion an Interface Builder placeholder ("Remove at build time") holds: the
    /// placeholder itself, the constraint the code that replaces it at run time must add, kept
    /// only if re-solving shows it removes a motion. A designer who marked it a placeholder meant
    /// exactly that, so it reads better than a pin at an arbitrary place.
    func placeholderReplacement(moving items: [Int], axis: Axis) -> Fix? {
        guard let scene = problem.system.scene else { return nil }
        let moved = Set(items.compactMap { problem.system.items[$0].sourceID })
        guard let hold = scene.placeholderHold(holdingAnyOf: moved, axis: axis), let constraint = hold.constraint,
            constraint.priority.isRequired, let rows = problem.rows(lowering: constraint),
            let remainingCount = motionsRemaining(adding: rows), remainingCount < result.motions.count
        else { return nil }
        return Fix(
            action: .addConstraint, constraintID: nil, item: constraint.first.item, priority: .required, alsoLowered: [],
            consequence: "does at run time what the placeholder constraint \(hold.constraintSourceID) (\"Remove at build time\") does in Interface Builder only; \(remaining(remainingCount))",
            rationale: "Interface Builder removes a placeholder at build time: the code that replaces it must add this constraint or its equivalent",
            constraintText: narration.codeFormula(of: constraint), isVerified: true,
            replacesPlaceholder: hold.constraintSourceID)
    }

    /// How many free motions the layout has once `rows` are added (nil: it can no longer be
    /// satisfied). Only what the rows reach is solved again: the components of the solved layout
    /// (`ComponentRecheck`) when the solve kept them, else the kept incremental layout
    /// (`verifier`); without either, the whole layout is.
    func motionsRemaining(adding rows: [LayoutRow]) -> Int? {
        if let solved = result.solvedComponents {
            return ComponentRecheck(solved: solved).motionsRemoved(adding: rows).map { result.motions.count - $0 }
        }
        if let verifier = makeVerifier?() {
            let verified = verifier.verify(rows)
            return verified.isFeasible ? verified.motionCount : nil
        }
        let verified = LayoutSolver.solve(problem.adding(rows: rows), selection: selection, full: true)
        return verified.isFeasible ? verified.motions.count : nil
    }

    /// Saved frames of an Interface Builder scene (none for other inputs).
    var savedFrames: SavedFrames { SavedFrames(problem: problem) }

    /// Whether moving along the motion from `current` (at `rate` per unit) reaches `value`.
    static func within(_ value: Rational, current: Rational, rate: Rational, motion: FreeMotion) -> Bool {
        guard !rate.isZero else { return value == current }
        let step = (value - current) / rate
        if let lower = motion.lower, step < lower { return false }
        if let upper = motion.upper, step > upper { return false }
        return true
    }

    /// The same view can sit anywhere along its motion; flush with its reference (0) reads as a
    /// placeholder far better than wherever the solver stopped, so it is taken when the motion
    /// reaches it, else the nearer end of the motion.
    static func roundest(_ current: Rational, rate: Rational, motion: FreeMotion) -> Rational {
        guard !rate.isZero else { return current }
        var low = motion.lower.map { current + $0 * rate }
        var high = motion.upper.map { current + $0 * rate }
        if rate.signum < 0 { swap(&low, &high) }
        if let low, low.signum > 0 { return low }
        if let high, high.signum < 0 { return high }
        return 0
    }

    private func referenceItem(for item: Int, axis: Axis, motion: FreeMotion) -> Int? {
        func isFixed(_ candidate: Int) -> Bool {
            guard candidate != item,
                let position = problem.existingVariable(VariableKey(item: candidate, axis: axis, role: .position))
            else { return false }
            return (motion.motion[position] ?? 0).isZero
        }
        // A view it is already constrained to on this axis, its superview first: the pin then reads
        // like the constraint that went missing (`Title.top == Cell.top + 11`) and stays as local as
        // the layout, where a pin to a far-away superview would tie every view in between into one
        // problem (an equation set makes the root everybody's superview unless told otherwise).
        let neighbours = constrainedNeighbours(of: item, axis: axis)
        let parent = problem.parentOf[item].flatMap { isFixed($0) ? $0 : nil }
        if let parent, neighbours.contains(parent) { return parent }
        if let neighbour = neighbours.first(where: isFixed) { return neighbour }
        if let parent { return parent }
        if let root = problem.system.items.indices.first(where: { problem.system.items[$0].isRoot }), isFixed(root) {
            return root
        }
        return problem.system.items.indices.first(where: isFixed)
    }

    /// Items that share a row with `item` on `axis`, in the order their rows were written.
    private func constrainedNeighbours(of item: Int, axis: Axis) -> [Int] {
        var neighbours: [Int] = []
        for (index, row) in problem.rows.enumerated() where selection.includes(index) {
            let items = row.coefficients.indices.compactMap { variable -> Int? in
                let key = problem.key(of: variable)
                return key.axis == axis ? key.item : nil
            }
            guard items.contains(item) else { continue }
            for other in items where other != item && !neighbours.contains(other) { neighbours.append(other) }
        }
        return neighbours
    }

    /// Makes the first tied priority one higher, so the tie has a winner.
    func breakTie(_ rows: [Int]) -> Fix? {
        guard let row = rows.first else { return nil }
        let current = selection.priority(of: row, in: problem)
        let raised = current.value + 1 < 1000 ? Priority(current.value + 1) : Priority(current.value - 1)
        let verified: (isFeasible: Bool, motionCount: Int)
        if let verifier = makeVerifier?(), let outcome = verifier.verify(priority: raised, ofRow: row) {
            verified = outcome
        } else {
            var changed = selection
            changed.priorityOverrides[row] = raised
            let solved = LayoutSolver.solve(problem, selection: changed, full: true)
            verified = (solved.isFeasible, solved.motions.count)
        }
        guard verified.isFeasible, verified.motionCount < result.motions.count else { return nil }
        let consequence = "\(narration.rowPhrase(row, priority: raised)) then wins the tie; \(remaining(verified.motionCount))"
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
