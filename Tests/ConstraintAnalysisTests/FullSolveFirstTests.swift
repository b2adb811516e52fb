@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// A large layout is solved fully before its required rows are checked on their own
/// (`Analyzer.firstSolve`): when the full solve finds no conflict the check is not made, when it
/// finds one while eliminating its certificate is taken as the check's, and otherwise the check
/// is made as always. Whichever way, the diagnosis must be the one the check-first analysis
/// gives; the check-first analysis is the reference here, on every Corpus system, on random
/// layouts of every shape and on generated families of every variant.
@Suite("A full solve first gives the same diagnosis")
struct FullSolveFirstTests {
    /// Everything a diagnosis says, in a fixed order (frames sorted by item).
    static func summary(_ diagnosis: Diagnosis) -> [String] {
        var lines = ["\(diagnosis)", "satisfiable \(diagnosis.isSatisfiable) complete \(diagnosis.conflictSearchIsComplete)"]
        lines += diagnosis.conflicts.map { "conflict \($0)" }
        lines += diagnosis.fixes.map { "fix \($0)" }
        lines += diagnosis.rejectedFixes.map { "rejected \($0)" }
        lines += diagnosis.ambiguities.map { "ambiguity \($0) → \(String(describing: $0.suggestion))" }
        lines += diagnosis.ambiguousItems.map { "ambiguous item \($0)" }
        lines += diagnosis.degreesOfFreedom.sorted { $0.key.rawValue < $1.key.rawValue }.map { "dof \($0.key) \($0.value)" }
        lines += diagnosis.redundancies.map { "redundant \($0)" }
        lines += diagnosis.frames.sorted { $0.key < $1.key }.map { "frame \($0.key) \($0.value)" }
        lines += diagnosis.notes.map { "note \($0)" }
        lines += diagnosis.partialAnalyses.map { "partial \($0)" }
        lines += diagnosis.missingContext.map { "missing \($0)" }
        lines.append("recovery \(String(describing: diagnosis.engineRecovery))")
        lines.append("verdict \(diagnosis.verdict)")
        return lines
    }

    static func analyze(_ system: ConstraintSystem, fullFirst: Bool) -> Diagnosis {
        var options = AnalysisOptions()
        // No budget cuts anything short, so that both ways do the whole analysis.
        options.boundsAmbiguityByBudget = false
        options.enumerationSeconds = 600
        options.analysesStates = false
        options.solvesFullyFirst = fullFirst
        return Analyzer(options: options).analyze(system)
    }

    /// Which way the full solve goes for `system`: no conflict, a conflict in the elimination,
    /// or one in a component.
    enum FirstSolve: Hashable { case feasible, eliminationConflict, componentConflict }

    static func firstSolve(_ system: ConstraintSystem) -> FirstSolve {
        let result = LayoutSolver.solve(LayoutProblem(system: system, options: AnalysisOptions()), full: true)
        if result.isFeasible { return .feasible }
        return result.conflictIsInElimination ? .eliminationConflict : .componentConflict
    }

    @Test func corpusSystemsGetTheSameDiagnosisEitherWay() throws {
        let systems = try ConstraintOwnershipTests.corpusSystems()
        #expect(systems.count > 50)
        var ways: Set<FirstSolve> = []
        for (label, system) in systems {
            ways.insert(Self.firstSolve(system))
            #expect(Self.summary(Self.analyze(system, fullFirst: true)) == Self.summary(Self.analyze(system, fullFirst: false)), "\(label)")
        }
        // Each of the three ways is taken by some Corpus system, so each is compared.
        #expect(ways == [.feasible, .eliminationConflict, .componentConflict])
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func randomLayoutsGetTheSameDiagnosisEitherWay(_ shape: RandomLayoutShape) {
        for seed in 0..<8 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 9_300, shape: shape)
            #expect(
                Self.summary(Self.analyze(layout.system, fullFirst: true)) == Self.summary(Self.analyze(layout.system, fullFirst: false)),
                "\(layout.label)")
        }
    }

    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "\(GeneratedFamilies.unavailableReason ?? "")"))
    func generatedFamiliesGetTheSameDiagnosisEitherWay() throws {
        for family in ["chain", "grid", "dag", "table"] {
            for variant in ["feasible", "infeasible", "ambiguous"] {
                let file = try GeneratedFamilies.generate(family: family, size: 30, variant: variant, k: 2, seed: 11)
                let system = try #require(EquationSetReader.read(file.text, file: file.label).systems.first)
                #expect(
                    Self.summary(Self.analyze(system, fullFirst: true)) == Self.summary(Self.analyze(system, fullFirst: false)),
                    "\(family) \(variant)")
            }
        }
    }
}
