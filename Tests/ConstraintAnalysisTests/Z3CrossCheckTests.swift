import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// A second exact oracle for files too large for Fourier–Motzkin: z3 decides the required part of
/// a few gen.py files (with every size ≥ 0), and confirms that each conflict the analysis reports
/// is unsatisfiable and minimal.
@Suite(
    .enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"),
    .enabled(if: Z3Oracle.unavailableReason == nil, "needs z3 for python3: python3 -m pip install z3-solver"))
struct Z3CrossCheckTests {
    struct FileCase: CustomTestStringConvertible, Sendable {
        var family: String
        var size: Int
        var variant: String
        var k = 1
        var seed: Int
        var testDescription: String { "\(family) \(size) \(variant) k=\(k) seed \(seed)" }
    }

    static let files: [FileCase] = [
        FileCase(family: "chain", size: 5, variant: "infeasible", seed: 3),
        FileCase(family: "chain", size: 46, variant: "feasible", seed: 1),
        FileCase(family: "chainn", size: 9, variant: "ambiguous", seed: 2),
        FileCase(family: "grid", size: 9, variant: "infeasible", k: 2, seed: 1),
        FileCase(family: "table", size: 3, variant: "infeasible", seed: 1),
        FileCase(family: "table", size: 3, variant: "feasible", seed: 1),
        FileCase(family: "dag", size: 9, variant: "infeasible", seed: 2),
        FileCase(family: "dag", size: 9, variant: "feasible", seed: 2),
    ]

    /// The z3 labels of a conflict's rows: `line:N` for constraints, `size:Name.width` for sizes.
    static func labels(of conflict: Conflict, in system: ConstraintSystem) -> [String]? {
        var labels: [String] = []
        for id in conflict.constraintIDs {
            guard let constraint = system.constraint(id) else { return nil }
            labels.append("line:\(constraint.line)")
        }
        for row in conflict.implicit {
            guard row.kind == "sizeNonNegative", let name = system.item(row.item)?.name else { return nil }
            labels.append("size:\(name).\(row.axis == .horizontal ? "width" : "height")")
        }
        return labels
    }

    @Test(arguments: files)
    func agreesWithZ3(_ file: FileCase) throws {
        let generated = try GeneratedFamilies.generate(
            family: file.family, size: file.size, variant: file.variant, k: file.k, seed: file.seed)
        let system = try #require(EquationSetReader.read(generated.text, file: generated.label).systems.first)
        let diagnosis = Analyzer().analyze(system)
        let report = try Z3Oracle.run(on: generated.text)
        #expect(report.feasible == diagnosis.isSatisfiable, "z3 says feasible \(report.feasible)")
        guard !report.feasible else { return }
        // z3's core is a minimal conflict; with a complete search the analysis must list it too.
        var reported: [Set<String>] = []
        for conflict in diagnosis.conflicts.prefix(3) {
            let labels = try #require(Self.labels(of: conflict, in: system), "a conflict row z3 does not model")
            let check = try Z3Oracle.run(on: generated.text, check: labels)
            #expect(check.unknownLabels == nil, "\(check.unknownLabels ?? [])")
            #expect(check.subsetUnsat == true, "z3 satisfies conflict \(labels)")
            #expect(check.subsetMinimal == true, "z3 finds conflict \(labels) not minimal")
            reported.append(Set(labels))
        }
        if diagnosis.conflictSearchIsComplete {
            let all = try diagnosis.conflicts.map { try #require(Self.labels(of: $0, in: system)) }.map(Set.init)
            #expect(all.contains(Set(report.core)), "z3's minimal conflict \(report.core) is not among the analysis's \(all.count)")
        }
        #expect(!reported.isEmpty)
    }
}
