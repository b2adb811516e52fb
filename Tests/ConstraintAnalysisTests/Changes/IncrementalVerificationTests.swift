@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Foundation
import LayoutMath
import TestSupport
import Testing

/// Pins, broken ties and group changes verified on the incremental engine (`PinVerifier`) give
/// the very verdicts of verifying each by solving the layout again: on every Corpus system and on
/// generated layouts with many free motions, and pin by pin against a from-scratch solve.
@Suite("Pins verified incrementally")
struct IncrementalVerificationTests {
    static func systems(in file: URL) throws -> [ConstraintSystem] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let name = PackagePaths.relativePath(of: file)
        let systems = file.pathExtension == "swift"
            ? SwiftSourceReader().read([SourceFile(path: name, text: text)]).systems : Ingest.read(text, file: name).systems
        return systems.filter { !$0.constraints.isEmpty }
    }

    /// Everything a pin's verification decides shows in the ambiguities and their suggestions
    /// (which pin, and "N free motions remain"), and in the fixes.
    static func verdicts(_ diagnosis: Diagnosis) -> [String] {
        diagnosis.ambiguities.map { "\($0.description) → \(String(describing: $0.suggestion))" }
            + diagnosis.fixes.map { String(describing: $0) }
    }

    static func bothWays(_ system: ConstraintSystem) -> (incremental: Diagnosis, scratch: Diagnosis) {
        var options = AnalysisOptions()
        options.boundsAmbiguityByBudget = false
        options.analysesStates = false
        let incremental = Analyzer(options: options).analyze(system)
        options.verifiesIncrementally = false
        return (incremental, Analyzer(options: options).analyze(system))
    }

    @Test func everyCorpusSystemGetsTheSameVerdictsBothWays() throws {
        let files = PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints", "swift"])
        var pinned = 0
        var systems = 0
        for file in files {
            for (index, system) in try Self.systems(in: file).enumerated() {
                let (incremental, scratch) = Self.bothWays(system)
                #expect(Self.verdicts(incremental) == Self.verdicts(scratch), "\(PackagePaths.relativePath(of: file)) #\(index + 1)")
                pinned += incremental.ambiguities.filter { $0.suggestion?.action == .addConstraint }.count
                systems += 1
            }
        }
        #expect(systems >= 40)
        #expect(pinned >= 5, "the Corpus has pins to verify (\(pinned))")
    }

    /// Generated layouts with one free motion per view: many pins, each checked both ways.
    @Test(.enabled(if: GeneratedFamilies.unavailableReason == nil, "\(GeneratedFamilies.unavailableReason ?? "")"))
    func generatedAmbiguousLayoutsGetTheSameVerdictsBothWays() throws {
        for family in ["chain", "grid", "dag", "table"] {
            let file = try GeneratedFamilies.generate(family: family, size: 40, variant: "ambiguous", k: 3, seed: 7)
            let system = try #require(EquationSetReader.read(file.text, file: file.label).systems.first)
            let (incremental, scratch) = Self.bothWays(system)
            #expect(Self.verdicts(incremental) == Self.verdicts(scratch), "\(family)")
            #expect(incremental.ambiguities.contains { $0.suggestion != nil }, "\(family) has pins")
        }
    }

    /// Pin by pin: for every free unknown of a Corpus layout, pinning it at its solved value is
    /// verified by the kept layout exactly as a from-scratch solve of the layout with the pin,
    /// and pins verified one after another do not disturb each other.
    @Test func eachPinAgreesWithASolveFromScratch() throws {
        var checked = 0
        var priorities = 0
        for file in PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"]) {
            for system in try Self.systems(in: file) {
                let problem = LayoutProblem(system: system, options: AnalysisOptions())
                let solved = LayoutSolver.solve(problem, full: true)
                guard solved.isFeasible else { continue }
                let verifier = PinVerifier(problem: problem)
                for variable in 0..<problem.variableCount {
                    for offset in [Rational(0), Rational(7)] {
                        let pin = LayoutRow(
                            coefficients: SparseVector(terms: [(variable, 1)]), relation: .equal, rhs: solved.values[variable] + offset,
                            priority: .required, origin: .suggestion)
                        let scratch = LayoutSolver.solve(problem.adding(pin), full: true)
                        let live = verifier.verify(pin)
                        #expect(live.isFeasible == scratch.isFeasible, "\(PackagePaths.relativePath(of: file)) \(problem.key(of: variable))")
                        if scratch.isFeasible {
                            #expect(live.motionCount == scratch.motions.count, "\(PackagePaths.relativePath(of: file)) \(problem.key(of: variable))")
                        }
                        checked += 1
                    }
                }
                // Several rows at once (a group's pins): each unknown with the next, at their values.
                for variable in 0..<max(0, problem.variableCount - 1) {
                    let pins = [variable, variable + 1].map { pinned in
                        LayoutRow(
                            coefficients: SparseVector(terms: [(pinned, 1)]), relation: .equal, rhs: solved.values[pinned],
                            priority: .required, origin: .suggestion)
                    }
                    let scratch = LayoutSolver.solve(problem.adding(rows: pins), full: true)
                    let live = verifier.verify(pins)
                    #expect(live.isFeasible == scratch.isFeasible && live.motionCount == scratch.motions.count, "\(PackagePaths.relativePath(of: file)) pair \(variable)")
                    checked += 1
                }
                // A tie broken: each optional row one priority point higher (or lower at 999).
                for (row, layoutRow) in problem.rows.enumerated() where !layoutRow.priority.isRequired {
                    let raised = layoutRow.priority.value + 1 < 1000 ? Priority(layoutRow.priority.value + 1) : Priority(layoutRow.priority.value - 1)
                    guard let live = verifier.verify(priority: raised, ofRow: row) else { continue }
                    var selection = RowSelection()
                    selection.priorityOverrides[row] = raised
                    let scratch = LayoutSolver.solve(problem, selection: selection, full: true)
                    #expect(live.isFeasible == scratch.isFeasible && live.motionCount == scratch.motions.count, "\(PackagePaths.relativePath(of: file)) row \(row)")
                    priorities += 1
                }
            }
        }
        #expect(checked > 200)
        #expect(priorities >= 40)
    }
}
