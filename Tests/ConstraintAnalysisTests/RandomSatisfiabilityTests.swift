import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// Random small layouts (2–4 views, 3–10 constraints, mixed relations, priorities and intrinsic
/// sizes): the analysis's satisfiability verdict against Fourier–Motzkin on an independent
/// lowering, and every certificate it attaches checked on its own terms.
@Suite struct RandomSatisfiabilityTests {
    @Test(arguments: RandomLayoutShape.allCases)
    func satisfiableExactlyWhenFourierMotzkinFindsAPoint(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var unsatisfiable = 0
        let corpus = RandomCorpus.analysed(shape)
        for analysed in corpus {
            let layout = analysed.layout
            guard analysed.verifier.lowering.isComplete else {
                mismatches.record(layout, "the generator made something the oracle cannot lower: \(analysed.verifier.lowering.refused)")
                continue
            }
            // Layouts UIKit would refuse to build prove nothing about real ones.
            let refusedByUIKit = layout.system.constraints.flatMap { AttributeRules.check($0) }.filter { $0.severity == .error }
            if !refusedByUIKit.isEmpty { mismatches.record(layout, "the generator made invalid constraints: \(refusedByUIKit.map(\.message))") }
            let feasible = analysed.oracle.isFeasible
            if analysed.diagnosis.isSatisfiable != feasible {
                mismatches.record(layout, "analysis says satisfiable \(analysed.diagnosis.isSatisfiable), Fourier–Motzkin \(feasible)")
            }
            if let known = layout.knownSatisfiable, known != feasible {
                mismatches.record(layout, "built to be satisfiable \(known), but Fourier–Motzkin says \(feasible): the generator is wrong")
            }
            if !analysed.diagnosis.isSatisfiable { unsatisfiable += 1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // The sweep must exercise both verdicts, or it proves little.
        if shape == .mixed || shape == .contradicted { #expect(unsatisfiable > 0) }
        if shape != .contradicted { #expect(unsatisfiable < corpus.count) }
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func everyVerdictPassesTheIndependentChecks(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checkedConflicts = 0
        var checkedFrameRows = 0
        for analysed in RandomCorpus.analysed(shape) {
            for problem in analysed.verification.problems { mismatches.record(analysed.layout, "\(problem)") }
            checkedConflicts += analysed.verification.conflictsCheckedByFourierMotzkin
            checkedFrameRows += analysed.verification.frameRowsChecked
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        if shape == .contradicted || shape == .mixed { #expect(checkedConflicts > 0) }
        if shape != .contradicted { #expect(checkedFrameRows > 0) }
    }
}
