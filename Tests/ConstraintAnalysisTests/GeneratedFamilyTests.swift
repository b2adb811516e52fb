import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// Layouts from the team's benchmark generator (`gen.py`: chain, chainn, grid, table, dag), read
/// with `EquationSetReader`, against the ground truth in their headers.
@Suite(.enabled(if: GeneratedFamilies.unavailableReason == nil, "needs python3 and ../shared/bench/gen.py next to the package"))
struct GeneratedFamilyTests {
    struct FamilyCase: CustomTestStringConvertible, Sendable {
        var family: String
        var variant: String
        var size: Int
        var seed: Int
        var testDescription: String { "\(family) \(size) \(variant) seed \(seed)" }
    }

    static let families = ["chain", "chainn", "grid", "table", "dag"]
    /// Sizes 3–30 (table: 3–12, since each cell is 19 constraints and a debug build analyses a
    /// 30-cell table in seconds); chain stays below 46 views, where widths turn negative (below).
    static let cases: [FamilyCase] = families.flatMap { family in
        ["feasible", "infeasible", "ambiguous"].flatMap { variant in
            (family == "table" ? [(3, 1), (6, 2), (12, 3)] : [(3, 1), (9, 2), (30, 3)]).map {
                FamilyCase(family: family, variant: variant, size: $0.0, seed: $0.1)
            }
        }
    }

    static func analyse(_ file: GeneratedFamilyFile) throws -> (ConstraintSystem, Diagnosis, DiagnosisVerification) {
        let read = EquationSetReader.read(file.text, file: file.label)
        let system = try #require(read.systems.first)
        #expect(system.diagnostics.filter { $0.severity == .error }.isEmpty, "\(system.diagnostics)")
        let diagnosis = Analyzer().analyze(system)
        let verifier = DiagnosisVerifier(system: system, diagnosis: diagnosis)
        #expect(verifier.lowering.isComplete, "the oracle cannot lower \(verifier.lowering.refused)")
        // Every free motion carries its certificate; a sample of them is checked on every family.
        let motionProblems = MotionCertificates(diagnosis: diagnosis, lowering: verifier.lowering).problems()
        #expect(motionProblems.isEmpty, "\(motionProblems)")
        return (system, diagnosis, verifier.verify())
    }

    @Test(arguments: cases)
    func headerGroundTruthHolds(_ testCase: FamilyCase) throws {
        let file = try GeneratedFamilies.generate(
            family: testCase.family, size: testCase.size, variant: testCase.variant, seed: testCase.seed)
        #expect(file.expectation == testCase.variant)
        let (system, diagnosis, verification) = try Self.analyse(file)
        #expect(verification.problems.isEmpty, "\(verification.problems)")
        switch file.expectation {
        case "infeasible":
            #expect(!diagnosis.isSatisfiable)
            let injected = Set(system.constraints.filter { file.injectedLines.contains($0.line) }.map(\.id))
            #expect(injected.count == file.injectedLines.count, "every injected line is a constraint")
            #expect(diagnosis.conflicts.contains { !injected.isDisjoint(with: $0.constraintIDs) }, "no conflict names an injected line")
        case "ambiguous":
            #expect(diagnosis.isSatisfiable)
            let removed = try #require(file.removed.first)
            let (items, axis) = try #require(Self.itemsAndAxis(of: removed, in: system))
            // gen.py's claim is about the required part: without the optional preferences the
            // removal must leave a motion of the removed constraint's items.
            var requiredOnly = system
            requiredOnly.constraints.removeAll { !$0.priority.isRequired }
            let loose = Analyzer().analyze(requiredOnly)
            #expect((loose.degreesOfFreedom[axis] ?? 0) > 0, "removing \(removed) frees nothing on \(axis)")
            #expect(
                loose.ambiguousItems.contains { items.contains($0.item) && $0.axis == axis && ($0.positionIsFree || $0.sizeIsFree) },
                "removing \(removed) shows no motion of its items")
            // With the preferences, an optional row may pin what the removal freed. Then the removed
            // constraint's expression must be determined on the optimal face.
            let moves = diagnosis.ambiguousItems.contains { items.contains($0.item) && $0.axis == axis }
            if !moves, system.items.count <= 12 {
                let determined = try Self.removedExpressionIsDetermined(removed, in: file)
                #expect(determined, "the analysis shows no motion after removing \(removed), but the optimal face moves it")
            }
        default:
            #expect(diagnosis.isSatisfiable)
            #expect(diagnosis.isUnambiguous, "\(diagnosis.ambiguities.map(\.description))")
            #expect(diagnosis.degreesOfFreedom.values.allSatisfy { $0 == 0 })
        }
    }

    /// `chain` puts N views of width (375 − 8·(N + 1)) / N in a row: from N = 46 on that is
    /// negative, which Auto Layout cannot do (sizes are never negative), although gen.py's header
    /// still says feasible. The conflict must then be the row against a width ≥ 0.
    @Test func chainOfFortySixViewsNeedsANegativeWidth() throws {
        let file = try GeneratedFamilies.generate(family: "chain", size: 46, variant: "feasible", seed: 1)
        #expect(file.expectation == "feasible")
        let (_, diagnosis, verification) = try Self.analyse(file)
        #expect(!diagnosis.isSatisfiable)
        #expect(verification.problems.isEmpty, "\(verification.problems)")
        #expect(diagnosis.conflicts.contains { $0.implicit.contains { $0.kind == "sizeNonNegative" && $0.axis == .horizontal } })
        // One view fewer still fits: (375 − 8·46) / 45 = 7/45 pt each.
        let fits = try GeneratedFamilies.generate(family: "chain", size: 45, variant: "feasible", seed: 1)
        #expect(try Self.analyse(fits).1.isSatisfiable)
    }

    /// Whether the linear form of `removed` (read back into the file's own items) takes one value
    /// on the lexicographic optimal face of the file without it, by Fourier–Motzkin.
    static func removedExpressionIsDetermined(_ removed: String, in file: GeneratedFamilyFile) throws -> Bool {
        let read = EquationSetReader.read(file.text + removed + "\n", file: file.label)
        let system = try #require(read.systems.first)
        let removedID = try #require(system.constraints.last?.id)
        let lowering = OracleLowering(system)
        let kept = lowering.rows.filter { $0.source != .constraint(removedID) }
        let face = try #require(
            OracleFace(required: kept.filter(\.isRequired).map(\.row), optional: kept.filter { !$0.isRequired }.map { ($0.row, $0.priority) }))
        let objective = try #require(lowering.rows(from: .constraint(removedID)).first).row.coefficients
        return face.isDetermined(objective)
    }

    /// In a `table` cell the detail label sits between `top ≥ cell.top + 11` and
    /// `cell.bottom ≥ bottom + 11`, and the cell is exactly the title's height + 22 tall; with both
    /// labels at their 20.5 pt intrinsic height those inequalities leave the detail one place, so
    /// removing `Detail.centerY == Title.centerY` frees nothing on the optimal face, although
    /// gen.py's header calls the result ambiguous (it counts the required part only).
    @Test func tableDetailAlignmentIsImpliedByTheCell() throws {
        let file = try GeneratedFamilies.generate(family: "table", size: 1, variant: "feasible", seed: 1)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = try #require(lines.first { $0.hasPrefix("Detail0.centerY") })
        let text = lines.filter { $0 != removed }.joined(separator: "\n")
        let system = try #require(EquationSetReader.read(text, file: "table-1-without-alignment").systems.first)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.isSatisfiable && diagnosis.isUnambiguous)
        // Fourier–Motzkin on the optimal face agrees: the detail's y and height are determined.
        let lowering = OracleLowering(system)
        let oracle = OracleVerdicts(lowering)
        let face = try #require(oracle.optimalFace())
        let detail = try #require(system.items.first { $0.name == "Detail0" })
        for isSize in [false, true] {
            let variable = try #require(oracle.variable(item: detail.id, axis: .vertical, size: isSize))
            #expect(face.isDetermined(variable))
        }
    }

    /// The items a gen.py line relates (its root excluded) and its axis: `V3.width == 1.0 * V0.width + 0.0 @1000`.
    static func itemsAndAxis(of line: String, in system: ConstraintSystem) -> (Set<String>, Axis)? {
        let anchors = line.split(separator: " ").filter { $0.contains(".") && !$0.first!.isNumber }
        var items: Set<String> = []
        var axis: Axis?
        for anchor in anchors {
            let parts = anchor.split(separator: ".")
            guard parts.count == 2, let attribute = LayoutAttribute(rawValue: String(parts[1])) else { continue }
            axis = axis ?? attribute.axis
            if let item = system.items.first(where: { $0.name == String(parts[0]) }), !item.isRoot { items.insert(item.id) }
        }
        guard let axis, !items.isEmpty else { return nil }
        return (items, axis)
    }
}
