import ConstraintDoctor
import Foundation
import TestSupport
import Testing

/// The incremental engine against a from-scratch solve (same verdict, same exact frames) after
/// every change, on every Corpus system and on random change sequences; feasibility also against
/// Fourier–Motzkin.
@Suite struct IncrementalSolverTests {
    static var corpusSystems: [(String, ConstraintSystem)] {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        let files = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".log") || $0.hasSuffix(".constraints") }.sorted()
        return files.flatMap { file -> [(String, ConstraintSystem)] in
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
            return Ingest.read(text, file: file).systems.map { (file, $0) }
        }
    }

    @Test func everyCorpusSystemThroughRandomChangesMatchesFromScratch() {
        let systems = Self.corpusSystems
        #expect(systems.count >= 40)
        var generator = SeededGenerator(seed: 2026)
        var mismatches: [String] = []
        var changes = 0
        for (file, system) in systems where !system.constraints.isEmpty {
            let engine = IncrementalLayoutSolver(system: system)
            if engine.verdict() != IncrementalLayoutSolver.verdictFromScratch(system) { mismatches.append("\(file): base") }
            for step in RandomChanges.steps(for: system, count: 5, using: &generator) {
                engine.apply(step)
                changes += 1
                let incremental = engine.verdict()
                if incremental != IncrementalLayoutSolver.verdictFromScratch(engine.system) {
                    mismatches.append("\(file) after \(step.text)")
                }
                if engine.isSatisfiable() != incremental.isSatisfiable { mismatches.append("\(file): two verdicts after \(step.text)") }
            }
        }
        #expect(changes >= 200)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func randomLayoutsThroughRandomChangesMatchFromScratchAndTheOracle(_ shape: RandomLayoutShape) {
        var generator = SeededGenerator(seed: 99)
        var mismatches: [String] = []
        var infeasible = 0
        for seed in 0..<30 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 9000, shape: shape)
            let engine = IncrementalLayoutSolver(system: layout.system)
            for step in RandomChanges.steps(for: layout.system, count: 8, using: &generator) {
                engine.apply(step)
                let verdict = engine.verdict()
                if verdict != IncrementalLayoutSolver.verdictFromScratch(engine.system) {
                    mismatches.append("\(layout.label) after \(step.text): differs from scratch")
                }
                if verdict.isSatisfiable != TransitionReplayTests.oracleFeasible(engine.system) {
                    mismatches.append("\(layout.label) after \(step.text): Fourier–Motzkin disagrees")
                }
                if !verdict.isSatisfiable { infeasible += 1 }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        if shape == .contradicted || shape == .mixed { #expect(infeasible > 0) }
    }
}
