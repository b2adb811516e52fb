@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import LayoutMath
import TestSupport
import Testing

/// The conflict enumeration and the fix search asking a kept layout (`KeptConflictLayout`) find
/// the very conflicts, correction sets, fixes, rejections and extra conflicts as solving each
/// time: on every conflicting Corpus system and on generated conflicting layouts. The counts
/// make the test fail if the kept layout quietly answers nothing.
@Suite struct KeptConflictLayoutTests {
    struct Found: Equatable {
        var conflicts: [[Int]]
        var correctionSets: [[Int]]
        var isComplete: Bool
        var fixes: [String]
        var rejected: [String]
        var extraConflicts: [[Int]]
        var best: RowSelection?
    }

    /// The conflict path of `Analyzer`, run with and without the kept layout.
    static func search(_ system: ConstraintSystem, incrementally: Bool, reachLimit: Int = KeptConflictLayout.defaultReachLimit) -> (Found, verified: Int)? {
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        guard let certificate = LayoutSolver.solve(problem, full: false).conflict else { return nil }
        let conflicts = ConflictSearch(problem: problem, selection: RowSelection(), seconds: 600)
        conflicts.usesKeptLayout = incrementally
        conflicts.keptReachLimit = reachLimit
        let first = conflicts.minimize(certificate)
        let enumeration = conflicts.enumerate(from: first, maximumConflicts: 8)
        var fixSearch = FixSearch(problem: problem, narration: Narration(problem: problem), search: conflicts, maximumFixes: 3)
        fixSearch.verifiesIncrementally = incrementally
        let outcome = fixSearch.run(conflicts: enumeration.conflicts)
        let found = Found(
            conflicts: enumeration.conflicts.map(\.rows), correctionSets: enumeration.correctionSets, isComplete: enumeration.isComplete,
            fixes: outcome.fixes.map { String(describing: $0) }, rejected: outcome.rejected.map { String(describing: $0) },
            extraConflicts: outcome.extraConflicts.map(\.rows), best: outcome.bestSelection)
        return (found, conflicts.keptLayout()?.answeredCount ?? 0)
    }

    static func compare(_ system: ConstraintSystem, label: String, mismatches: inout [String]) -> (searched: Bool, verified: Int) {
        guard let (incremental, verified) = search(system, incrementally: true), let (scratch, none) = search(system, incrementally: false)
        else { return (false, 0) }
        if incremental != scratch { mismatches.append("\(label): \(incremental) vs \(scratch)") }
        if none != 0 { mismatches.append("\(label): the solving path used a kept layout") }
        return (true, verified)
    }

    @Test func everyConflictingCorpusSystemGetsTheSameConflictsAndFixesBothWays() throws {
        let files = PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"])
        var mismatches: [String] = []
        var searched = 0
        var verified = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, system) in Ingest.read(text, file: file.lastPathComponent).systems.enumerated() where !system.constraints.isEmpty {
                let outcome = Self.compare(system, label: "\(PackagePaths.relativePath(of: file)) #\(index + 1)", mismatches: &mismatches)
                if outcome.searched { searched += 1 }
                verified += outcome.verified
            }
        }
        #expect(searched >= 20)
        #expect(verified >= 20, "the kept layout answered \(verified) questions")
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// gen.py's chain files conflict with `size ≥ 0` from about 100 views; its infeasible
    /// variants have conflicts injected.
    @Test(
        .enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"),
        arguments: [("chain", "feasible"), ("chainn", "feasible"), ("dag", "infeasible"), ("table", "infeasible"), ("grid", "infeasible")])
    func generatedConflictsGetTheSameConflictsAndFixesBothWays(_ family: String, _ variant: String) throws {
        let file = try GeneratedFamilies.generate(family: family, size: 100, variant: variant, k: 2, seed: 5)
        let system = try #require(Ingest.read(file.text, file: "\(family).constraints").systems.first)
        var mismatches: [String] = []
        let outcome = Self.compare(system, label: "\(family) \(variant)", mismatches: &mismatches)
        #expect(outcome.searched)
        #expect(outcome.verified >= 1)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// A question that would re-solve more rows than the limit is solved instead, with the same
    /// results: at a limit of 3 rows the kept layout answers fewer questions, and the search
    /// still finds exactly what solving finds.
    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"))
    func questionsBeyondTheReachLimitAreSolved() throws {
        let file = try GeneratedFamilies.generate(family: "dag", size: 100, variant: "infeasible", k: 2, seed: 5)
        let system = try #require(Ingest.read(file.text, file: "dag.constraints").systems.first)
        let (scratch, _) = try #require(Self.search(system, incrementally: false))
        let (limited, fewer) = try #require(Self.search(system, incrementally: true, reachLimit: 3))
        let (_, usual) = try #require(Self.search(system, incrementally: true))
        #expect(limited == scratch)
        #expect(fewer < usual, "\(fewer) answered at the limit, \(usual) without")
    }

    /// A kept layout whose elimination is still running at the search's deadline is given up
    /// (the search then solves): with a deadline already past it is not built, with none it is.
    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"))
    func aKeptLayoutPastTheDeadlineIsNotBuilt() throws {
        let file = try GeneratedFamilies.generate(family: "grid", size: 400, variant: "infeasible", k: 2, seed: 5)
        let system = try #require(Ingest.read(file.text, file: "grid.constraints").systems.first)
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        #expect(problem.rows.filter { $0.relation == .equal && $0.priority.isRequired }.count > 256, "the clock is read every 256 rows")
        #expect(KeptConflictLayout(problem: problem) != nil)
        #expect(KeptConflictLayout(problem: problem, deadline: AnalysisInstant.now - .seconds(1)) == nil)
    }
}
