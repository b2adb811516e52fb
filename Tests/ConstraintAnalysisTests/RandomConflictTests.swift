import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// On random unsatisfiable layouts: the conflicts a complete search reports are exactly the
/// minimal conflicts brute force finds, and every verified fix really restores satisfiability.
@Suite struct RandomConflictTests {
    static let unsatisfiableShapes: [RandomLayoutShape] = [.mixed, .contradicted]

    @Test(arguments: unsatisfiableShapes)
    func completeSearchesFindExactlyTheBruteForceConflicts(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var compared = 0
        for analysed in RandomCorpus.oracleSample(shape) where !analysed.diagnosis.isSatisfiable {
            guard analysed.diagnosis.conflictSearchIsComplete else { continue }
            let reported = analysed.verification.conflictSources
            guard reported.allSatisfy({ $0 != nil }) else {
                mismatches.record(analysed.layout, "a conflict could not be read back into the independent lowering")
                continue
            }
            guard let oracle = analysed.oracle.minimalConflicts() else { continue }
            let soft = reported.map { $0!.filter { !OracleVerdicts.isRootFrame($0) } }
            if Set(soft).count != soft.count {
                mismatches.record(analysed.layout, "the same conflict is reported twice: \(soft.map { $0.sorted() })")
            }
            // Conflicts that differ only in which root-frame rows they use give the same soft part;
            // a soft part containing another is then not minimal with the frame given.
            let minimal = Set(soft.filter { candidate in !soft.contains { $0.count < candidate.count && $0.isSubset(of: candidate) } })
            if minimal != oracle {
                let missing = oracle.subtracting(minimal).map { $0.sorted() }
                let extra = minimal.subtracting(oracle).map { $0.sorted() }
                mismatches.record(analysed.layout, "brute force finds \(missing) that the analysis does not; the analysis has \(extra) that brute force does not")
            }
            if FixOracle.hasCorrection(ofAtMost: 2, for: oracle, in: analysed.layout.system)
                && analysed.diagnosis.fixes.isEmpty && analysed.diagnosis.rejectedFixes.isEmpty
            {
                mismatches.record(analysed.layout, "one or two changes resolve every conflict, yet no fix is offered")
            }
            compared += 1
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(compared >= 20, "too few complete searches to compare (\(compared))")
    }

    /// A contradicted layout is planted plus one constraint: without it everything holds, so every
    /// minimal conflict must contain it.
    @Test func everyConflictContainsTheContradiction() {
        var mismatches = Mismatches()
        for analysed in RandomCorpus.analysed(.contradicted) {
            guard let contradiction = analysed.layout.contradiction else {
                mismatches.record(analysed.layout, "the generator did not say which constraint contradicts")
                continue
            }
            for conflict in analysed.diagnosis.conflicts where !conflict.constraintIDs.contains(contradiction) {
                mismatches.record(analysed.layout, "conflict \(conflict.constraintIDs) leaves out the contradiction \(contradiction)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: unsatisfiableShapes)
    func everyVerifiedFixMakesTheRequiredRowsFeasible(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checked = 0
        for analysed in RandomCorpus.analysed(shape) where !analysed.diagnosis.isSatisfiable {
            for fix in analysed.diagnosis.fixes where fix.isVerified {
                switch FixApplication.apply(fix, to: analysed.layout.system) {
                case .failure(let reason):
                    mismatches.record(analysed.layout, "fix \(fix.action) \(fix.constraintID ?? fix.item ?? ""): \(reason)")
                case .success(let fixed):
                    let lowering = OracleLowering(fixed)
                    if !FourierMotzkinOracle.isFeasible(lowering.requiredRows) {
                        mismatches.record(analysed.layout, "after fix \(fix.action) \(fix.constraintID ?? fix.item ?? "") the required rows still conflict")
                    }
                    checked += 1
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked >= 20, "too few fixes to check (\(checked))")
    }
}

extension RandomConflictTests {
    /// For a conflicting layout the frames are those of the layout after the best fix: they must
    /// meet every required row of the fixed layout and be optimal for its priorities.
    @Test(arguments: unsatisfiableShapes)
    func framesAreTheBestFixsOptimum(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checked = 0
        for analysed in RandomCorpus.oracleSample(shape) where !analysed.diagnosis.isSatisfiable {
            guard let best = analysed.diagnosis.fixes.first, best.isVerified, !analysed.diagnosis.frames.isEmpty else { continue }
            guard case .success(let fixed) = FixApplication.apply(best, to: analysed.layout.system) else { continue }
            let lowering = OracleLowering(fixed)
            let point = analysed.diagnosis.framePoint(over: lowering.variables)
            for row in lowering.rows where row.isRequired && !row.row.isSatisfied(by: point) {
                mismatches.record(analysed.layout, "the frames after fix \(best.constraintID ?? best.item ?? "") violate \(row.source)")
            }
            let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
            if let face = OracleFace(required: lowering.requiredRows, optional: optional), !face.isOptimal(point) {
                mismatches.record(analysed.layout, "the frames are not optimal for the fixed layout's priorities")
            }
            checked += 1
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked >= 20, "too few fixed layouts to check (\(checked))")
    }
}
