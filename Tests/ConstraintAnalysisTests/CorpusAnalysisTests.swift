import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// Every input the project has: the package's own Corpus (logs, equation sets, examples) and the
/// 27 peer logs next to the package. Each system is analysed, and every conflict's certificate,
/// every satisfiable system's frames, and every conflict the independent lowering can express are
/// checked; no analysis may take long.
@Suite struct CorpusAnalysisTests {
    /// A debug build on a shared 2-core machine; the slowest input takes well under a second.
    static let timeLimit: Duration = .seconds(20)

    struct Outcome {
        var problems: [String] = []
        var systems = 0
        var conflicts = 0
        var conflictsReSolved = 0
        var satisfiableWithFrames = 0
        var slowest: (input: String, time: Duration) = ("", .zero)
    }

    static func analyseAll(_ files: [URL]) throws -> Outcome {
        var outcome = Outcome()
        let clock = ContinuousClock()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = PackagePaths.relativePath(of: file)
            let systems = file.pathExtension == "swift"
                ? SwiftSourceReader().read([SourceFile(path: name, text: text)]).systems : Ingest.read(text, file: name).systems
            for (index, system) in systems.enumerated() where !system.constraints.isEmpty {
                let label = "\(name) #\(index + 1)"
                var diagnosis: Diagnosis?
                let time = clock.measure { diagnosis = Analyzer().analyze(system) }
                if time > outcome.slowest.time { outcome.slowest = (label, time) }
                if time > timeLimit { outcome.problems.append("\(label): analysis took \(time)") }
                let verification = DiagnosisVerifier(system: system, diagnosis: diagnosis!).verify()
                outcome.problems += verification.problems.map { "\(label): \($0)" }
                outcome.problems += determinedProblems(system, diagnosis!).map { "\(label): \($0)" }
                outcome.systems += 1
                outcome.conflicts += diagnosis!.conflicts.count
                outcome.conflictsReSolved += verification.conflictsCheckedByFourierMotzkin
                if diagnosis!.isSatisfiable && verification.frameRowsChecked > 0 { outcome.satisfiableWithFrames += 1 }
            }
        }
        return outcome
    }

    /// A verdict that calls the layout fully determined is checked by the independent
    /// lowering's optimal face: every item's position and size must be determined there.
    static func determinedProblems(_ system: ConstraintSystem, _ diagnosis: Diagnosis) -> [String] {
        guard diagnosis.verdict.headline.contains("fully determined") else { return [] }
        // A root nothing sizes is analysed at its host's size; the oracle is given that size as
        // the root's declared frame.
        let hosted = diagnosis.notes.contains { $0.code == "host-size" }
        let lowering = OracleLowering(hosted ? GuideLayoutJudgementTests.hosted(system) : system)
        guard lowering.isComplete else { return [] }
        let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
        // A frameless root sits at the origin (positions are measured from it); an AppKit
        // window's content view is one, its size held by the window at 500, not by its host.
        let origins = system.items.filter { $0.isRoot && $0.frame == nil && !hosted }.flatMap { root in
            ["x", "y"].compactMap { lowering.variables.existingIndex(of: "\(root.id).\($0)") }.map { OracleRow([$0: 1], .eq, 0) }
        }
        guard let face = OracleFace(required: lowering.requiredRows + origins, optional: optional) else {
            return ["called fully determined, but the oracle finds its required constraints infeasible"]
        }
        return system.items.compactMap { item in
            let variables = ["x", "width", "y", "height"].compactMap { lowering.variables.existingIndex(of: "\(item.id).\($0)") }
            return variables.allSatisfy(face.isDetermined) ? nil : "called fully determined, but the oracle finds \(item.displayName) free"
        }
    }

    @Test func corpusInputs() throws {
        let files = PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints", "swift"])
        #expect(files.count >= 40)
        let outcome = try Self.analyseAll(files)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.conflicts > 10 && outcome.conflictsReSolved > 5 && outcome.satisfiableWithFrames > 5)
        print("Corpus: \(outcome.systems) systems, \(outcome.conflicts) conflicts (\(outcome.conflictsReSolved) re-solved independently), slowest \(outcome.slowest.input) in \(outcome.slowest.time)")
    }

    @Test(.enabled(if: PackagePaths.exists(PackagePaths.peerLogs), "the peer logs are read from ../shared/corpus/peer-logs/, which does not exist here"))
    func peerLogs() throws {
        let files = PackagePaths.files(under: PackagePaths.peerLogs, extensions: ["log"])
        #expect(files.count == 27)
        let outcome = try Self.analyseAll(files)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.conflicts > 10 && outcome.conflictsReSolved > 5)
        print("Peer logs: \(outcome.systems) systems, \(outcome.conflicts) conflicts (\(outcome.conflictsReSolved) re-solved independently), slowest \(outcome.slowest.input) in \(outcome.slowest.time)")
    }
}
