import ConstraintModel
import LayoutMath

/// Analyses constraint systems exactly: whether the required constraints can hold, the minimal
/// conflicts when they cannot (with proofs), verified fixes, and the free motions (ambiguity)
/// of the layout the priorities then choose.
///
/// ```swift
/// let diagnosis = Analyzer().analyze(system)
/// #expect(diagnosis.conflicts.isEmpty)
/// #expect(diagnosis.isUnambiguous)
/// ```
public struct Analyzer: Sendable {
    public var options: AnalysisOptions

    public init(options: AnalysisOptions = AnalysisOptions()) {
        self.options = options
    }

    public func analyze(_ system: ConstraintSystem) -> Diagnosis {
        var diagnosis = analyzeLayout(system)
        if options.analysesStates, !system.states.isEmpty || !system.transitions.isEmpty {
            (diagnosis.states, diagnosis.transitions) = analyzeStates(of: system, base: diagnosis)
        }
        return diagnosis
    }

    /// The one layout `system` describes, without its states, with its verdict.
    private func analyzeLayout(_ system: ConstraintSystem) -> Diagnosis {
        // Who owns each constraint and the lowered problem both only read the system.
        let (ownership, problem) = SideBySide.run(
            { ConstraintOwnership(system: system) }, { LayoutProblem(system: system, options: options) },
            inParallel: Self.isLarge(system))
        var diagnosis = analyze(system, problem: problem, ownership: ownership)
        diagnosis.verdict = VerdictBuilder(system: system, ownership: ownership, undecided: PasteDamage.undecided(in: system))
            .verdict(for: diagnosis)
        // Nothing in the developer's code causes a system-owned conflict: no fix is offered for it
        // (not even switching off a cell's autoresizing mask); the verdict gives the workaround.
        if diagnosis.verdict.owner == .system { diagnosis.fixes = [] }
        if Self.isLarge(system) {
            // Freed beside whatever the caller does next (`ReleaseAside`).
            ReleaseAside.release(consume problem)
            ReleaseAside.release(consume ownership)
        }
        return diagnosis
    }

    /// Above this many constraints, independent phases run on two cores (`SideBySide`); below
    /// it a second thread costs more than it saves.
    static let parallelPhasesThreshold = 20_000

    static func isLarge(_ system: ConstraintSystem) -> Bool { system.constraints.count >= parallelPhasesThreshold }

    private func analyze(_ system: ConstraintSystem, problem: LayoutProblem, ownership: ConstraintOwnership) -> Diagnosis {
        // The dependency graph only reads the problem, which nothing below changes (every
        // variant of it solved here is a copy).
        let (graph, diagnosis) = SideBySide.run(
            { options.analysesLayout ? DependencyGraph(problem: problem) : .empty },
            { analyzeSolved(system, problem: problem, ownership: ownership) },
            inParallel: options.analysesLayout && Self.isLarge(system))
        var withGraph = diagnosis
        withGraph.dependencyGraph = graph
        return withGraph
    }

    /// Everything but the dependency graph.
    private func analyzeSolved(_ system: ConstraintSystem, problem: LayoutProblem, ownership: ConstraintOwnership) -> Diagnosis {
        let narration = Narration(problem: problem)
        let findings = Findings(problem: problem, narration: narration)
        let isPartial = !system.isComplete
        var diagnosis = Diagnosis(
            isSatisfiable: true, conflicts: [], conflictSearchIsComplete: true, fixes: [], rejectedFixes: [],
            ambiguities: [], ambiguousItems: [], degreesOfFreedom: [.horizontal: 0, .vertical: 0], redundancies: [],
            engineRecovery: nil, missingContext: [], frames: [:], snaps: problem.snaps, notes: problem.notes,
            dependencyGraph: .empty, isPartialSystem: isPartial)

        let systemOwned = Set(system.constraints.indices.filter { ownership.side(of: $0) == .system })
        var solvedSelection = RowSelection()
        var solvedProblem = problem
        var foundConflicts: [FoundConflict] = []
        var clock = AnalysisClock(seconds: options.enumerationSeconds)
        let (base, solvedAtOnce) = firstSolve(problem, clock: &clock)
        if let certificate = base.conflict {
            diagnosis.isSatisfiable = false
            let search = ConflictSearch(problem: problem, selection: RowSelection(), deadline: clock.share(0.6))
            search.usesKeptLayout = options.verifiesIncrementally
            let first = search.minimize(certificate)
            let enumeration = search.enumerate(from: first, maximumConflicts: options.maximumConflicts)
            foundConflicts = enumeration.conflicts
            if enumeration.ranOutOfTime {
                diagnosis.partialAnalyses.append(
                    PartialAnalysis(
                        phase: "conflicts",
                        reason: "The search for further minimal conflicts stopped when its share of the time budget (\(clock.budgetText)) was spent; --time-budget gives it more."))
            }
            search.restartClock(until: clock.share(0.9))
            let fixSearch = FixSearch(
                problem: problem, narration: narration, search: search, maximumFixes: options.maximumFixes,
                systemOwned: systemOwned, verifiesIncrementally: options.verifiesIncrementally)
            let outcome = fixSearch.run(conflicts: foundConflicts)
            if search.isOutOfTime {
                diagnosis.partialAnalyses.append(
                    PartialAnalysis(
                        phase: "fixes",
                        reason: "The search for fixes stopped when its share of the time budget (\(clock.budgetText)) was spent; there may be more, and better, fixes."))
            }
            foundConflicts += outcome.extraConflicts
            diagnosis.conflictSearchIsComplete = enumeration.isComplete && outcome.extraConflicts.isEmpty
            let duplicates = DuplicateFixes(problem: problem, narration: narration, systemOwned: systemOwned)
            let structural = StructuralFixes(problem: problem, narration: narration, systemOwned: systemOwned)
            let ruleFixes = duplicates.fixes(in: foundConflicts) + structural.fixes(in: foundConflicts)
            diagnosis.fixes = ruleFixes.map(\.fix) + outcome.fixes
            diagnosis.rejectedFixes = outcome.rejected
            let explainer = ConflictExplainer(problem: problem)
            diagnosis.conflicts = ConflictGrouping.grouped(
                Self.preferred(foundConflicts, in: problem, systemOwned: systemOwned).map {
                    explainer.conflict(
                        from: $0, complete: diagnosis.conflictSearchIsComplete, witnessLimit: options.maximumWitnessConflictSize)
                })
            // The solved frames are those of the fix the report shows first (fixes[0]).
            if let first = ruleFixes.first {
                solvedSelection = first.layout.selection
                solvedProblem = first.layout.addedRows.reduce(problem) { $0.adding($1) }
            } else {
                solvedSelection = outcome.bestSelection ?? outcome.fallbackSelection ?? RowSelection()
                solvedProblem = outcome.bestAddedRows.reduce(problem) { $0.adding($1) }
            }
        }
        guard options.analysesLayout else { return diagnosis }
        // Only a conflict search spends the budget so that the layout goes unanalysed: a layout
        // without conflict is always analysed (on a very large one the feasibility check alone
        // can take the whole budget; the free motions are then still all listed, and only the
        // search for pins is bounded by the budget).
        guard diagnosis.isSatisfiable || !clock.isSpent else {
            diagnosis.partialAnalyses.append(
                PartialAnalysis(
                    phase: "layout",
                    reason: "Ambiguity, redundancy and frames were not analysed: the time budget (\(clock.budgetText)) was spent on the conflicts."))
            return diagnosis
        }
        var solved =
            solvedAtOnce ?? LayoutSolver.solve(solvedProblem, selection: solvedSelection, full: true, continuing: base.requiredReduction)
        // Redundancies are those of the layout as written: a held constant is an assumption, and
        // a circuit through its row (two lost constants that must be equal) names a row the
        // layout does not have.
        let redundancies = solved.redundancies
        if solved.isFeasible, let held = UnknownConstantHolds.held(solvedProblem, selection: solvedSelection, solved: solved) {
            (solvedProblem, solved) = (held.problem, held.solved)
            if let note = held.note { diagnosis.notes.append(note) }
        }
        if solved.isFeasible {
            var analysis = AmbiguityAnalysis(problem: solvedProblem, narration: Narration(problem: solvedProblem), selection: solvedSelection, result: solved)
            if options.boundsAmbiguityByBudget { analysis.deadline = clock.share(1) }
            analysis.verifiesIncrementally = options.verifiesIncrementally
            let ambiguity = analysis.run(suggestPins: !isPartial)
            if ambiguity.suggestionsCutShort {
                diagnosis.partialAnalyses.append(
                    PartialAnalysis(
                        phase: "ambiguity",
                        reason: "Every free motion is listed, but the search for the constraints that pin them stopped when the time budget (\(clock.budgetText)) was spent; --time-budget gives it more."))
            }
            diagnosis.degreesOfFreedom = ambiguity.degreesOfFreedom
            if !isPartial {
                diagnosis.ambiguities = ambiguity.ambiguities
                diagnosis.ambiguousItems = ambiguity.items
            }
            diagnosis.frames = frames(problem: solvedProblem, values: solved.values)
            if diagnosis.isSatisfiable { diagnosis.notes += ZeroHeightCell.notes(problem: solvedProblem, frames: diagnosis.frames, selection: solvedSelection) }
            if diagnosis.isSatisfiable {
                let redundancy = findings.redundancies(redundancies)
                diagnosis.redundancies = redundancy.items
                diagnosis.fixes += redundancy.fixes
            }
            if Self.isLarge(system) { ReleaseAside.release(consume analysis) }
        }
        diagnosis.engineRecovery = findings.engineRecovery(conflicts: foundConflicts)
        if diagnosis.isSatisfiable && isPartial && !system.constraints.isEmpty {
            diagnosis.missingContext = findings.missingContext(roundingConflicts: conflictsWhenTakenLiterally(system))
        }
        if Self.isLarge(system) {
            // The solves' reduced rows and components are the bulk of a large layout's memory:
            // freed beside the rest (`ReleaseAside`).
            ReleaseAside.release(consume base)
            ReleaseAside.release(consume solved)
            ReleaseAside.release(consume solvedProblem)
        }
        return diagnosis
    }

    /// The feasibility check that decides between the conflict search and the layout's analysis,
    /// and, for a layout without conflict that is to be analysed, its full solve.
    ///
    /// Why the full solve first: most layouts have no conflict, and then the full solve (every
    /// component optimised) also shows that the required rows hold, so the separate check of
    /// the required rows alone, component by component, is not made; on a 100,000-view table it
    /// was 7 % of the analysis (3.45 s to 3.21 s). When the full solve finds a conflict, the result is the same
    /// as before: a conflict met while eliminating the equalities is the check's own (the same
    /// rows are eliminated in the same order); one met in a component is not (the optional rows
    /// join the required ones into larger components), so the check is then made as always, with
    /// the time budget counted from there: the full solve spent is not taken from the search.
    private func firstSolve(_ problem: LayoutProblem, clock: inout AnalysisClock) -> (base: SolveResult, solvedAtOnce: SolveResult?) {
        // Only large layouts: on a small one with a conflict, solving it fully first doubled the
        // time to the first conflict (chain 300: 28 to 56 ms), and a small feasible one gains little.
        guard options.analysesLayout, options.solvesFullyFirst ?? Self.isLarge(problem.system) else {
            return (LayoutSolver.solve(problem, full: false), nil)
        }
        let full = LayoutSolver.solve(problem, full: true)
        if full.isFeasible { return (SolveResult(), full) }
        if full.conflictIsInElimination { return (full, nil) }
        clock = AnalysisClock(seconds: options.enumerationSeconds)
        return (LayoutSolver.solve(problem, full: false), nil)
    }

    /// Conflicts written in the developer's own constraints first: fewest implicit rows, fewest
    /// system-made constraints, smallest.
    static func preferred(_ conflicts: [FoundConflict], in problem: LayoutProblem, systemOwned: Set<Int> = []) -> [FoundConflict] {
        func key(_ conflict: FoundConflict) -> (Int, Int, Int, Int, Int) {
            let implicit = conflict.rows.filter { problem.rows[$0].origin.isImplicit }.count
            let indices = conflict.rows.compactMap { problem.rows[$0].origin.constraintIndex }
            let private_ = indices.filter(systemOwned.contains).count
            let system = indices.filter { !problem.system.constraints[$0].origin.isDeveloperOwned }.count
            return (implicit, private_, system, conflict.rows.count, conflict.rows.first ?? 0)
        }
        return conflicts.sorted { key($0) < key($1) }
    }

    private func conflictsWhenTakenLiterally(_ system: ConstraintSystem) -> Bool {
        let problem = LayoutProblem(system: system, options: options)
        guard !problem.snaps.isEmpty else { return false }
        var literal = options
        literal.snapsPrintedNumbers = false
        return !LayoutSolver.solve(LayoutProblem(system: system, options: literal), full: false).isFeasible
    }

    private func frames(problem: LayoutProblem, values: [Rational]) -> [String: SolvedFrame] {
        IncrementalLayoutSolver.frames(problem: problem, values: values)
    }
}
