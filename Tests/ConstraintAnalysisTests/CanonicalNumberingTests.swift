import ConstraintDoctor
import TestSupport
import Testing

@testable import ConstraintAnalysis

/// The numbering of unknowns and the ranks that choose what each equality defines do not
/// depend on which constraints are active: a constraint deactivated keeps its place in both
/// (`LayoutProblem.numberCanonically`, `ReducedSystem.pivotRanks`). Checked on random layouts
/// and generated families by comparing, for each constraint, the problem with it inactive
/// against the problem with every constraint active, over the unknowns both have.
@Suite struct CanonicalNumberingTests {
    static func order(_ problem: LayoutProblem) -> [VariableKey] { problem.variables }

    static func rankOrder(_ problem: LayoutProblem) -> [VariableKey] {
        let ranks = ReducedSystem.pivotRanks(problem)
        return (0..<problem.variableCount).sorted { ranks[$0] < ranks[$1] }.map { problem.key(of: $0) }
    }

    static func check(_ system: ConstraintSystem, label: String) -> [String] {
        let options = AnalysisOptions()
        let full = LayoutProblem(system: system, options: options)
        let fullOrder = order(full)
        let fullRanks = rankOrder(full)
        var mismatches: [String] = []
        // Not a root's own constraints: without one the lowering adds a row that places or sizes
        // the root itself (a kept layout lowers again for those).
        let roots = Set(system.items.filter(\.isRoot).map(\.id))
        for index in system.constraints.indices where system.constraints[index].isActive != false {
            let items = system.constraints[index].itemIDs
            guard !items.allSatisfy(roots.contains) else { continue }
            var toggled = system
            toggled.constraints[index].isActive = false
            let problem = LayoutProblem(system: toggled, options: options)
            let present = Set(problem.variables)
            if order(problem) != fullOrder.filter(present.contains) {
                mismatches.append("\(label): numbering moves without \(system.constraints[index].id)")
            }
            if rankOrder(problem) != fullRanks.filter(present.contains) {
                mismatches.append("\(label): ranks move without \(system.constraints[index].id)")
            }
        }
        return mismatches
    }

    @Test(arguments: RandomLayoutShape.allCases)
    func deactivatingOneConstraintMovesNoOtherUnknown(_ shape: RandomLayoutShape) {
        var mismatches: [String] = []
        for seed in 0..<12 {
            let layout = RandomLayout(seed: UInt64(seed) &+ 4_200, shape: shape)
            mismatches += Self.check(layout.system, label: layout.label)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test(
        .enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"),
        arguments: ["dag", "chain", "table"])
    func generatedFamiliesKeepTheirNumbering(_ family: String) throws {
        let file = try GeneratedFamilies.generate(family: family, size: 12, variant: "feasible", seed: 3)
        let system = try #require(Ingest.read(file.text, file: "\(family).constraints").systems.first)
        let mismatches = Self.check(system, label: family)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
