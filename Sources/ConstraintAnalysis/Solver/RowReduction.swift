import ConstraintModel
import Foundation
import LayoutMath

/// Which rows take part in a solve, and at which priority: the analysis re-solves the same
/// problem with conflict rows removed, lowered to 999, or kept at the engine's 1100 level.
struct RowSelection: Hashable, Sendable {
    var excluded: Set<Int> = []
    var priorityOverrides: [Int: Priority] = [:]

    func includes(_ row: Int) -> Bool { !excluded.contains(row) }

    func priority(of row: Int, in problem: LayoutProblem) -> Priority {
        priorityOverrides[row] ?? problem.rows[row].priority
    }

    func excluding(_ rows: some Sequence<Int>) -> RowSelection {
        var copy = self
        copy.excluded.formUnion(rows)
        return copy
    }
}

/// A Farkas certificate of infeasibility over the problem's rows: multipliers `y` with
/// `y ≥ 0` on `≤` rows, `y ≤ 0` on `≥` rows, free on `=` rows, `Σ y·coefficients = 0` and
/// `Σ y·rhs < 0`. Anyone can check it with a multiplication and an addition.
public struct FarkasCertificate: Hashable, Sendable {
    public var multipliers: [Int: Rational]

    var rows: Set<Int> { Set(multipliers.keys) }
}

/// A row rewritten over free unknowns only: `Σ coefficients·p  REL  rhs`.
struct ReducedRow {
    var row: Int
    var coefficients: SparseVector
    var relation: RowRelation
    var rhs: Rational
    var priority: Priority
}

/// The required equalities eliminated exactly, and every other row rewritten over what is left free.
struct ReducedSystem {
    let eliminator: EqualityEliminator
    /// The eliminator's pivot preference per unknown (`pivotRanks`), kept for eliminating more rows later.
    let pivotRanks: [Int]
    var required: [ReducedRow] = []
    var optional: [ReducedRow] = []
    /// Constant optional rows: their violation cannot change.
    var fixedOptional: [(row: Int, violation: Rational)] = []
    /// Required equalities implied by earlier ones: (row, circuit with multipliers).
    var redundancies: [(row: Int, circuit: [Int: Rational])] = []
    var conflict: FarkasCertificate?

    /// Eliminates, then reduces. Stops at the first conflict the elimination or a constant row
    /// shows, returning its certificate.
    init(problem: LayoutProblem, selection: RowSelection, includeOptional: Bool) {
        self.init(requiredRowsOf: problem, selection: selection)
        if includeOptional, conflict == nil { reduceOptionalRows(of: problem, selection: selection) }
    }

    /// The required rows only: equalities eliminated, inequalities reduced (what a feasibility
    /// check needs, and what a full solve of the same rows can go on from).
    private init(requiredRowsOf problem: LayoutProblem, selection: RowSelection) {
        let ranks = Self.pivotRanks(problem)
        pivotRanks = ranks
        eliminator = EqualityEliminator(variableCount: problem.variableCount, pivotRank: { ranks[$0] })
        var equalities: [Int] = []
        var inequalities: [Int] = []
        var suggested: [Int] = []
        // Rows are read in place (here and below): a copy of a row retains its vector and
        // releases it again, for each of a large layout's millions of rows.
        problem.rows.withUnsafeBufferPointer { rows in
            for index in rows.indices where selection.includes(index) && selection.priority(of: index, in: problem).isRequired {
                if rows[index].relation == .equal { equalities.append(index) } else { inequalities.append(index) }
            }
            // A group's suggestion adds hundreds of equalities at once (equal widths for a whole
            // row). Eliminated before the rows they tie together, each stays two terms long; after
            // them, each would be expanded through the row's whole length.
            suggested = equalities.filter { rows[$0].origin == .suggestion }
            if suggested.count > 1 {
                equalities = suggested + equalities.filter { rows[$0].origin != .suggestion }
            }
        }
        var conflict: FarkasCertificate?
        var redundancies: [(row: Int, circuit: [Int: Rational])] = []
        // Labelled as `addAll` takes them: an array of unlabelled tuples is converted element by
        // element at run time (2 % of a 100,000-view dag).
        let equalityRows = problem.rows.withUnsafeBufferPointer { rows in
            equalities.map { (coefficients: rows[$0].coefficients, rhs: rows[$0].rhs, tag: $0) }
        }
        eliminator.addAll(equalityRows) { index, outcome in
            guard case .dependent(let residual, let combination) = outcome else { return true }
            var circuit: [Int: Rational] = [index: 1]
            for (tag, multiplier) in combination { circuit[tag, default: 0] -= multiplier }
            circuit = circuit.filter { !$0.value.isZero }
            if residual.isZero {
                redundancies.append((index, circuit))
                return true
            }
            // Σ y·rhs = −residual must be negative.
            let sign: Rational = residual.signum > 0 ? 1 : -1
            conflict = FarkasCertificate(multipliers: circuit.mapValues { $0 * sign })
            return false
        }
        self.redundancies = redundancies
        if let conflict {
            self.conflict = conflict
            return
        }
        eliminator.freeze()
        let expansions = problem.rows.withUnsafeBufferPointer { rows in
            eliminator.expandAll(inequalities.map { rows[$0].form }, parts: Self.expansionParts)
        }
        required.reserveCapacity(inequalities.count)
        for (index, expansion) in zip(inequalities, expansions) {
            guard let reduced = reduce(index, expansion: expansion, problem: problem, priority: .required) else { return }
            if let reduced { required.append(reduced) }
        }
    }

    /// Rewrites the selection's optional rows over the free unknowns (after the required rows,
    /// without a conflict).
    mutating func reduceOptionalRows(of problem: LayoutProblem, selection: RowSelection) {
        problem.rows.withUnsafeBufferPointer { rows in
            let indices = rows.indices.filter { selection.includes($0) && !selection.priority(of: $0, in: problem).isRequired }
            let expansions = eliminator.expandAll(indices.map { rows[$0].form }, parts: Self.expansionParts)
            optional.reserveCapacity(optional.count + indices.count)
            for (index, expansion) in zip(indices, expansions) {
                if expansion.isConstant {
                    fixedOptional.append((index, Self.violation(of: expansion.constant, relation: rows[index].relation)))
                } else {
                    var coefficients = expansion
                    coefficients.constant = 0
                    optional.append(
                        ReducedRow(
                            row: index, coefficients: coefficients, relation: rows[index].relation, rhs: -expansion.constant,
                            priority: selection.priority(of: index, in: problem)))
                }
            }
        }
    }

    /// Reduces a required inequality, given its expansion over the free unknowns. Returns `.some(nil)` for a constant row that holds, `nil`
    /// (after recording the conflict) for one that cannot.
    private mutating func reduce(_ index: Int, expansion: SparseVector, problem: LayoutProblem, priority: Priority) -> ReducedRow?? {
        // The row's field, not a copy of the whole row (see `init(requiredRowsOf:selection:)`).
        let relation = problem.rows[index].relation
        guard expansion.isConstant else {
            var coefficients = expansion
            coefficients.constant = 0
            return .some(ReducedRow(row: index, coefficients: coefficients, relation: relation, rhs: -expansion.constant, priority: priority))
        }
        if Self.violation(of: expansion.constant, relation: relation).isZero { return .some(nil) }
        conflict = certificate(forRow: index, reducedMultiplier: relation == .lessOrEqual ? 1 : -1, problem: problem)
        return nil
    }

    /// Threads the rows are rewritten on (`EqualityEliminator.expandAll`): each beyond the first
    /// makes scratch space as long as the unknowns, so no more than four.
    static let expansionParts = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// How far a constant form `lhs − rhs = value` is from satisfying its relation.
    static func violation(of value: Rational, relation: RowRelation) -> Rational {
        switch relation {
        case .equal: return value.magnitude
        case .lessOrEqual: return value.signum > 0 ? value : 0
        case .greaterOrEqual: return value.signum < 0 ? -value : 0
        }
    }

    /// Lifts a multiplier on a reduced row back to the original rows: the row itself plus the
    /// equalities its reduction used (`f_r ≡ g + Σ m_t·f_t`, so `y_t = −y·m_t`).
    func certificate(forRow index: Int, reducedMultiplier: Rational, problem: LayoutProblem) -> FarkasCertificate {
        var multipliers: [Int: Rational] = [:]
        lift(index, reducedMultiplier, into: &multipliers, problem: problem)
        return FarkasCertificate(multipliers: multipliers.filter { !$0.value.isZero })
    }

    func lift(_ index: Int, _ multiplier: Rational, into multipliers: inout [Int: Rational], problem: LayoutProblem) {
        multipliers[index, default: 0] += multiplier
        let (_, combination) = eliminator.expand(problem.rows[index].form, trackingRows: true)
        for (tag, amount) in combination ?? [:] { multipliers[tag, default: 0] -= multiplier * amount }
    }

    /// Which unknown a row should define, smaller first: positions before sizes (so what stays
    /// free reads as "this view's width"), then unknowns that occur in fewer rows — a cell's title
    /// top rather than the cell's own top, which the next cell depends on. Eliminating the local
    /// unknown keeps the remaining rows local too: a stack of self-sizing cells then splits into
    /// one small problem per cell instead of one chain through all of them.
    ///
    /// Occurrences count the rows of inactive constraints too; ties go to the deeper item, then to
    /// the item fewer constraints are measured from, then by the unknowns' canonical numbering (`LayoutProblem.numberCanonically`): no rank depends on which
    /// constraints take part, so the canonical elimination of a layout after a toggle is the one
    /// a kept layout reaches by one pivot exchange.
    static func pivotRanks(_ problem: LayoutProblem) -> [Int] {
        var occurrences = [Int](repeating: 0, count: problem.variableCount)
        problem.rows.withUnsafeBufferPointer { rows in
            for row in rows.indices {
                for index in rows[row].coefficients.indices { occurrences[index] += 1 }
            }
        }
        var inactiveCount = 0
        for (variable, count) in problem.inactiveOccurrences {
            occurrences[variable] += count
            inactiveCount = max(inactiveCount, count)
        }
        let count = problem.variableCount
        // A bound on occurrences, for the rank's arithmetic only (the order is what counts).
        let rowCount = problem.rows.count + inactiveCount
        // Depth in the view hierarchy, capped: among positions that occur equally often, a
        // container's is defined last, so it is the one left free — a log's views are then placed
        // in their superview's coordinates, the superview at 0, whichever the rows name first.
        let maximumDepth = 15
        var depthOfItem = [Int](repeating: -1, count: problem.system.items.count)
        func depth(_ item: Int) -> Int {
            if depthOfItem[item] >= 0 { return depthOfItem[item] }
            var steps = 0
            var current = item
            while steps < maximumDepth, let parent = problem.parentOf[current], parent != item {
                current = parent
                steps += 1
            }
            depthOfItem[item] = steps
            return steps
        }
        // How often each item is a constraint's second item, what the first is measured from:
        // where a log does not say who contains whom, the item others are placed against is
        // left free in the same way.
        let maximumReferences = 255
        var references = [Int](repeating: 0, count: problem.system.items.count)
        // By index, reading only the second anchor: a constraint bound whole is a copy of all its strings.
        let constraints = problem.system.constraints
        for index in constraints.indices {
            guard let second = constraints[index].second,
                let item = problem.recordedSecondItem(ofConstraint: index) ?? problem.itemIndex[second.item]
            else { continue }
            references[item] = min(references[item] + 1, maximumReferences)
        }
        return (0..<count).map { variable in
            let key = problem.key(of: variable)
            // Positions only: which size is left free decides which view a suggested pin names,
            // and there the developer's own view, not the guide it is measured against, reads best.
            let isPosition = key.role == .position
            let shallowness = isPosition ? maximumDepth - (key.item.map(depth) ?? maximumDepth) : 0
            let referenced = isPosition ? key.item.map { references[$0] } ?? 0 : 0
            let roleRank: Int
            switch key.role {
            case .parameter: roleRank = 0
            case .position: roleRank = 1
            case .custom: roleRank = 2
            case .size: roleRank = 3
            case .lostConstant: roleRank = 4
            }
            let occurrenceRank = roleRank * (rowCount + 1) + min(occurrences[variable], rowCount)
            return ((occurrenceRank * (maximumDepth + 1) + shallowness) * (maximumReferences + 1) + referenced) * count + variable
        }
    }
}
