import ConstraintModel
import LayoutMath

/// Finds the cheapest changes that make the required rows satisfiable (minimum-cost hitting sets
/// of the minimal conflicts, Reiter / Parker–Ryan style: a candidate that still fails yields a
/// new conflict and the search goes on), then re-solves each one before it is shown.
struct FixSearch {
    let problem: LayoutProblem
    let narration: Narration
    let search: ConflictSearch
    let maximumFixes: Int
    /// Constraint indices the framework owns (see `ConstraintOwnership`): never relaxed by a fix.
    var systemOwned: Set<Int> = []
    /// Whether a fix after which the layout is determined is verified on the search's kept
    /// layout (`KeptConflictLayout`) instead of by a whole solve
    /// (`AnalysisOptions.verifiesIncrementally`).
    var verifiesIncrementally = true

    struct Outcome {
        var fixes: [Fix] = []
        var rejected: [RejectedFix] = []
        /// The selection of the best verified fix, for analysing the layout it gives.
        var bestSelection: RowSelection?
        /// Rows the best fix adds (constraints that pin what a view-level switch frees).
        var bestAddedRows: [LayoutRow] = []
        /// The first rejected fix's selection, used when no fix could be verified.
        var fallbackSelection: RowSelection?
        var extraConflicts: [FoundConflict] = []
        /// How many trials the kept layout answered without a solve (`KeptConflictLayout`).
        var incrementallyVerified = 0
    }

    /// One candidate set, applied and re-solved.
    struct Trial {
        var candidates: [FixCandidate]
        var selection: RowSelection
        var problem: LayoutProblem
        var result: SolveResult
        var addedConstraints: [String] = []
    }

    func run(conflicts initial: [FoundConflict]) -> Outcome {
        var outcome = Outcome()
        var known = initial
        var tried: Set<[FixCandidate]> = []
        var rounds = 0
        let generator = FixCandidates(problem: problem, narration: narration, systemOwned: systemOwned)
        // The candidates and their hitting sets depend only on the known conflicts, which a round
        // changes only when its trial finds a new one: most rounds reuse them (they were a fifth
        // of a small log's fix search, rebuilt every round).
        var sets: [[FixCandidate]] = []
        var setsKnown = -1
        while outcome.fixes.count < maximumFixes, rounds < 24, !search.isOutOfTime {
            rounds += 1
            if setsKnown != known.count {
                sets = hittingSets(of: known, from: generator.candidates(for: known))
                setsKnown = known.count
            }
            guard let hitting = sets.first(where: { !tried.contains($0) }) else { break }
            tried.insert(hitting)
            let (trialProblem, selection) = apply(hitting)
            let changed = hitting.reduce(into: Set<Int>()) { $0.formUnion($1.rows) }.union(problem.rows.count..<trialProblem.rows.count)
            let result: SolveResult
            // A reversed gap adds a row, which the shared kept layout does not take.
            let kept = verifiesIncrementally && trialProblem.rows.count == problem.rows.count ? search.keptLayout() : nil
            if let kept, let values = kept.determinedValues(selection) {
                // Satisfiable and determined: the unique optimum, and no motion at all.
                result = SolveResult(values: values)
                outcome.incrementallyVerified += 1
            } else {
                result = LayoutSolver.solve(trialProblem, selection: selection, full: true, focus: changed)
            }
            if let certificate = result.conflict {
                // A reversed row is not a row of the searched problem: a conflict through it only
                // rejects this candidate (the original conflicts already cover the others).
                guard certificate.rows.allSatisfy({ $0 < problem.rows.count }) else { continue }
                let found = search.minimize(certificate)
                if !known.contains(where: { $0.rows == found.rows }) {
                    known.append(found)
                    outcome.extraConflicts.append(found)
                }
                continue
            }
            // A motion the fix creates must move an unknown of a changed row (in the twin that row
            // holds and would stop it). The focused solve finds every motion that does; when there
            // is none, nothing became ambiguous. Otherwise count every motion of both layouts —
            // which basis vectors touch the changed rows depends on the basis, so only whole counts
            // compare.
            var trial = Trial(candidates: hitting, selection: selection, problem: trialProblem, result: result)
            var intended = 0
            if !result.motions.isEmpty {
                trial.result = LayoutSolver.solve(trialProblem, selection: selection, full: true)
                intended = intendedMotions(after: trial.result)
            }
            if trial.result.motions.count > intended, let pinned = pinFreedViews(trial, intended: intended) { trial = pinned }
            let describer = FixDescriber(problem: problem, narration: narration)
            let fix = describer.describe(trial, intendedMotions: intended)
            if trial.result.motions.count > intended {
                let extra = trial.result.motions.count - intended
                outcome.rejected.append(
                    RejectedFix(fix: fix, reason: "it leaves \(extra) more free motion\(extra == 1 ? "" : "s") than the layout was designed with (it becomes ambiguous)"))
                if outcome.fallbackSelection == nil { outcome.fallbackSelection = selection }
                continue
            }
            if outcome.bestSelection == nil {
                outcome.bestSelection = selection
                outcome.bestAddedRows = Array(trial.problem.rows.dropFirst(problem.rows.count))
            }
            outcome.fixes.append(fix)
        }
        return outcome
    }

    // MARK: Hitting sets

    /// Sets of candidates that hit every known conflict, cheapest first: single changes, pairs,
    /// and greedy sets (the cheapest change of each conflict not yet hit) for independent conflicts.
    private func hittingSets(of conflicts: [FoundConflict], from candidates: [FixCandidate]) -> [[FixCandidate]] {
        let targets = conflicts.map { Set($0.rows) }
        var shared = targets.first ?? []
        for target in targets.dropFirst() { shared.formIntersection(target) }
        func hitsAll(_ set: [FixCandidate]) -> Bool {
            let covered = set.reduce(into: Set<Int>()) { $0.formUnion($1.rows) }
            return targets.allSatisfy { !$0.isDisjoint(with: covered) }
        }
        var result = candidates.filter { !$0.rows.isDisjoint(with: shared) || ($0.rows.count > 1 && hitsAll([$0])) }.map { [$0] }
        if result.count < maximumFixes {
            let partial = candidates.filter { candidate in !result.contains { $0[0] == candidate } }.prefix(60)
            for (i, first) in partial.enumerated() {
                for second in partial.dropFirst(i + 1) where hitsAll([first, second]) {
                    result.append([first, second])
                    if result.count > 40 { break }
                }
            }
        }
        if result.count < maximumFixes, let firstTarget = targets.first {
            for start in candidates.filter({ !$0.rows.isDisjoint(with: firstTarget) }).prefix(maximumFixes) {
                var set = [start]
                var covered = start.rows
                for target in targets where target.isDisjoint(with: covered) {
                    guard let cheapest = candidates.first(where: { !$0.rows.isDisjoint(with: target) }) else { break }
                    set.append(cheapest)
                    covered.formUnion(cheapest.rows)
                }
                if hitsAll(set), !result.contains(set) { result.append(set) }
            }
        }
        // The constraints Interface Builder's saved frames show broken, one per conflict: the
        // layout drawn in Xcode is the one without them, so they are tried together even when
        // single changes elsewhere would do.
        let evidence = candidates.filter(\.isSavedFrameEvidence)
        if !evidence.isEmpty, hitsAll(evidence), !result.contains(evidence) { result.append(evidence) }
        // A set with a member it does not need is never the cheapest way; drop it.
        let minimal = result.filter { set in
            set.count == 1 || set.indices.allSatisfy { left in !hitsAll(set.indices.filter { $0 != left }.map { set[$0] }) }
        }
        return minimal.sorted { cost($0) < cost($1) }
    }

    /// Lexicographic: the most expensive kind of action, how many, the rules' preference, then
    /// input order.
    private func cost(_ set: [FixCandidate]) -> (Int, Int, Int, Int) {
        (set.map(\.tier).max() ?? 0, set.count, set.map(\.ruleRank).reduce(0, +), set.flatMap(\.rows).min() ?? 0)
    }

    /// Lowered rows get distinct priorities (999, 998, …) so that two relaxed rows never tie. A
    /// reversed row leaves the selection and its reversal is appended to the problem (as a pin
    /// is), so the layout after the fix is the problem with the fix's added rows.
    private func apply(_ set: [FixCandidate]) -> (LayoutProblem, RowSelection) {
        var selection = search.baseSelection
        var added: [LayoutRow] = []
        var next = 999
        for candidate in set {
            switch candidate.kind {
            case .lower(let row):
                selection.priorityOverrides[row] = Priority(Double(next))
                next -= 1
            case .disableAutoresizing, .replacePrototypes:
                selection.excluded.formUnion(candidate.rows)
            case .reverse(let row):
                guard let reversal = GapReversal(problem: problem, row: row) else { continue }
                selection.excluded.insert(row)
                added.append(reversal.reversedRow)
            }
        }
        return (added.isEmpty ? problem : problem.adding(rows: added), selection)
    }

    // MARK: Ambiguity

    /// How many free motions the layout was designed with: the same rows, all required, with the
    /// constants of the rows the fix relaxes moved to what the fixed layout gives them — a
    /// consistent twin of the conflicting layout. A fix that leaves more motions than that has
    /// made the layout ambiguous.
    private func intendedMotions(after result: SolveResult) -> Int {
        var changes: [Int: Rational] = [:]
        for (row, layoutRow) in problem.rows.enumerated() where search.baseSelection.includes(row) {
            guard search.baseSelection.priority(of: row, in: problem).isRequired, !violation(of: row, values: result.values).isZero
            else { continue }
            changes[row] = layoutRow.coefficients.evaluate { result.values[$0] }
        }
        let twin = problem.replacingRightHandSides(changes)
        let consistent = LayoutSolver.solve(twin, selection: search.baseSelection, full: true)
        return consistent.isFeasible ? consistent.motions.count : result.motions.count
    }

    /// A view-level switch removes the framework's constraints for a view, which may leave it
    /// without a size or position. Pin what it freed where the removed constraints put it (they
    /// are kept at the lowest priority to read that position), as constraints to add.
    private func pinFreedViews(_ trial: Trial, intended: Int) -> Trial? {
        let items = Set(trial.candidates.compactMap(\.item))
        guard !items.isEmpty else { return nil }
        var guided = trial.selection
        for candidate in trial.candidates where candidate.item != nil {
            guided.excluded.subtract(candidate.rows)
            for row in candidate.rows { guided.priorityOverrides[row] = Priority(1) }
        }
        let guide = LayoutSolver.solve(problem, selection: guided, full: true)
        guard guide.isFeasible else { return nil }
        var atFrame = trial.result
        atFrame.values = guide.values
        let pinner = PinSuggester(problem: problem, narration: narration, selection: trial.selection, result: atFrame)
        var pinned = trial
        for motion in trial.result.motions {
            let moved = motion.motion.keys.filter { variable in
                let key = problem.key(of: variable)
                return key.item.map(items.contains) ?? false && (key.role == .size || key.role == .position)
            }
            guard !moved.isEmpty else { continue }
            let preferred = moved.sorted { (problem.key(of: $0).role == .size ? 0 : 1, $0) < (problem.key(of: $1).role == .size ? 0 : 1, $1) }
            // A size its mask made follow its superview's (a flexible width or height) keeps
            // following it, as a constraint: pinning the size it happens to have in the log (often
            // 0, nothing else sizing the superview) would freeze what was meant to stretch.
            if let (row, text) = followedSize(preferred[0], removedBy: trial.candidates) {
                pinned.problem = pinned.problem.adding(row)
                pinned.addedConstraints.append(text)
                continue
            }
            guard let (row, text) = pinner.pinRow(preferred[0], motion: motion) else { continue }
            pinned.problem = pinned.problem.adding(row)
            pinned.addedConstraints.append(text)
        }
        guard !pinned.addedConstraints.isEmpty else { return nil }
        pinned.result = LayoutSolver.solve(pinned.problem, selection: trial.selection, full: true)
        guard pinned.result.isFeasible, pinned.result.motions.count <= intended else { return nil }
        return pinned
    }

    /// The removed autoresizing row that makes this size variable follow another view's same
    /// size (`View.height == Superview.height + c`, a flexible size), as a constraint to add.
    private func followedSize(_ variable: Int, removedBy candidates: [FixCandidate]) -> (LayoutRow, String)? {
        let key = problem.key(of: variable)
        guard key.role == .size, let axis = key.axis else { return nil }
        for candidate in candidates {
            guard case .disableAutoresizing = candidate.kind else { continue }
            for row in candidate.rows.sorted() {
                guard let index = problem.rows[row].origin.constraintIndex else { continue }
                let constraint = problem.system.constraints[index]
                guard constraint.origin == .autoresizingMask, let second = constraint.second, constraint.multiplier.value == 1,
                    second.item != constraint.first.item, second.attribute == constraint.first.attribute,
                    constraint.first.attribute.standard?.isSize == true, constraint.first.attribute.standard?.axis == axis,
                    problem.rows[row].coefficients[variable] != 0,
                    let item = problem.itemIndex[constraint.first.item], let other = problem.itemIndex[second.item]
                else { continue }
                let word = narration.sizeWord(axis)
                let constant = constraint.constant?.value ?? 0
                let offset = constant == 0 ? "" : (constant > 0 ? " + \(LayoutNumber.format(constant))" : " − \(LayoutNumber.format(-constant))")
                var suggestion = problem.rows[row]
                suggestion.priority = .required
                suggestion.origin = .suggestion
                return (suggestion, "\(narration.codeName(item)).\(word) == \(narration.codeName(other)).\(word)\(offset)")
            }
        }
        return nil
    }

    func violation(of row: Int, values: [Rational]) -> Rational {
        FixDescriber(problem: problem, narration: narration).violation(of: row, values: values)
    }
}
