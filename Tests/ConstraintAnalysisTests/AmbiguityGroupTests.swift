import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// Free motions of the same shape are one finding with one suggestion that removes them all;
/// every motion is still listed with its certificate. The suggestion is applied by its text
/// alone and the result judged by Fourier–Motzkin; the certificates by evaluation.
@Suite struct AmbiguityGroupTests {
    /// `count` views in a row between the root's edges; `given(i)` says whether view i's width
    /// is tied to the first view's.
    static func row(_ count: Int, given: (Int) -> Bool) -> String {
        var lines = ["root Superview 400x200", "V0.leading = Superview.leading + 8"]
        for index in 1..<count { lines.append("V\(index).leading = V\(index - 1).trailing + 8") }
        lines.append("Superview.trailing = V\(count - 1).trailing + 8")
        for index in 0..<count {
            lines += ["V\(index).top = Superview.top + 8", "V\(index).height = 40"]
            if index > 0, given(index) { lines.append("V\(index).width = V0.width") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func analyse(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        let system = try #require(EquationSetReader.read(text, file: "group-test").systems.first)
        return (system, Analyzer().analyze(system))
    }

    /// Applies an `addConstraint` suggestion by its text and returns the horizontal and vertical
    /// degrees of freedom Fourier–Motzkin finds afterwards (nil: unsatisfiable).
    static func degreesOfFreedomAfter(_ fix: Fix, in system: ConstraintSystem) throws -> [Int]? {
        var changed = system
        let text = try #require(fix.constraintText)
        for (number, part) in text.components(separatedBy: "; ").enumerated() {
            changed.constraints.append(try #require(FixApplication.addedConstraint(part, id: "fix\(number)", in: changed)))
        }
        let oracle = OracleVerdicts(OracleLowering(changed))
        guard let face = oracle.optimalFace() else { return nil }
        return Axis.allCases.map { oracle.degreesOfFreedom(on: $0, items: system.items.map(\.id), face: face) }
    }

    @Test func aRowOfFreeWidthsIsOneFindingWithOneVerifiedFix() throws {
        let (system, diagnosis) = try Self.analyse(Self.row(6) { _ in false })
        #expect(diagnosis.degreesOfFreedom[.horizontal] == 5)
        #expect(diagnosis.ambiguities.count == 5, "every motion is still listed")
        #expect(diagnosis.ambiguities.allSatisfy { $0.group == 1 && $0.count == 5 })
        let first = try #require(diagnosis.ambiguities.first)
        let description = try #require(first.groupDescription)
        #expect(description.contains("widths of these 6 views") && description.contains("5 degrees of freedom"), "\(description)")
        let fix = try #require(first.suggestion)
        #expect(fix.isVerified && fix.action == .addConstraint)
        #expect(diagnosis.ambiguities.allSatisfy { $0.suggestion?.constraintText == fix.constraintText })
        #expect(try Self.degreesOfFreedomAfter(fix, in: system) == [0, 0])
        let verification = MotionCertificates(diagnosis: diagnosis, lowering: OracleLowering(system)).problems(sample: 5)
        #expect(verification.isEmpty, "\(verification)")
    }

    @Test(arguments: [("half", 3), ("one", 1)])
    func partlyFreeRowsGroupWhatIsFree(_ variant: (name: String, free: Int)) throws {
        let given: (Int) -> Bool = variant.name == "half" ? { $0 % 2 == 0 } : { $0 != 3 }
        let (system, diagnosis) = try Self.analyse(Self.row(6, given: given))
        #expect(diagnosis.degreesOfFreedom[.horizontal] == variant.free)
        #expect(diagnosis.ambiguities.count == variant.free)
        #expect(Set(diagnosis.ambiguities.map(\.group)).count == 1)
        #expect(diagnosis.ambiguities.allSatisfy { $0.count == variant.free })
        let fix = try #require(diagnosis.ambiguities.first?.suggestion)
        #expect(try Self.degreesOfFreedomAfter(fix, in: system) == [0, 0])
        #expect(MotionCertificates(diagnosis: diagnosis, lowering: OracleLowering(system)).problems().isEmpty)
    }

    /// Equal widths cannot hold when one free width is at most 10 and another at least 50: that
    /// check (re-solving the reached components) must refuse them, and the pins offered instead
    /// must decide every width.
    @Test func equalWidthsThatCannotHoldGiveWayToPins() throws {
        let text = Self.row(4) { _ in false } + "V1.width <= 10\nV2.width >= 50\n"
        let (system, diagnosis) = try Self.analyse(text)
        #expect(diagnosis.degreesOfFreedom[.horizontal] == 3)
        let description = try #require(diagnosis.ambiguities.first?.groupDescription)
        #expect(diagnosis.ambiguities.allSatisfy { $0.count == 3 })
        #expect(description.contains("pin all but one") && !description.contains("equal widths"), "\(description)")
        let fix = try #require(diagnosis.ambiguities.first?.suggestion)
        #expect(fix.isVerified && !(fix.constraintText ?? "").contains("== V0.width"), "\(fix.constraintText ?? "")")
        #expect(try Self.degreesOfFreedomAfter(fix, in: system) == [0, 0])
    }

    @Test func aColumnOfLabelsEachMissingItsLeadingIsOneFinding() throws {
        var lines = ["root Superview 300x400"]
        for index in 0..<4 {
            lines += [
                "L\(index).top = Superview.top + \(8 + 30 * index)", "L\(index).width = 100", "L\(index).height = 20",
            ]
        }
        let (system, diagnosis) = try Self.analyse(lines.joined(separator: "\n") + "\n")
        #expect(diagnosis.degreesOfFreedom[.horizontal] == 4)
        #expect(diagnosis.ambiguities.count == 4)
        #expect(diagnosis.ambiguities.allSatisfy { $0.group == 1 && $0.count == 4 && $0.kind == .position })
        let description = try #require(diagnosis.ambiguities.first?.groupDescription)
        #expect(description.contains("4 views") && description.contains("leading edge"), "\(description)")
        let fix = try #require(diagnosis.ambiguities.first?.suggestion)
        #expect(fix.isVerified)
        #expect(try Self.degreesOfFreedomAfter(fix, in: system) == [0, 0])
    }

    @Test func hugglingTiesAmongARowOfLabelsAreOneFinding() throws {
        var lines = ["root Superview 400x100"]
        for index in 0..<4 {
            lines += ["view T\(index) : UILabel 'x'", "intrinsic T\(index) 30x20"]
        }
        lines.append("H:|-8-[T0]-8-[T1]-8-[T2]-8-[T3]-8-|")
        for index in 0..<4 { lines.append("V:|-8-[T\(index)]") }
        let (_, diagnosis) = try Self.analyse(lines.joined(separator: "\n") + "\n")
        let ties = diagnosis.ambiguities.filter { $0.kind == .priorityTie }
        #expect(ties.count == 3)
        #expect(Set(ties.map(\.group)).count == 1 && ties.allSatisfy { $0.count == 3 })
        let fix = try #require(ties.first?.suggestion)
        #expect(fix.isVerified && fix.action == .changePriority)
        #expect(fix.rationale.contains("content hugging priority"), "\(fix.rationale)")
    }

    /// A row long enough for the large-face path (over 48 free widths): the motions are local
    /// (neighbours trade width, so each moves a handful of unknowns instead of the rest of the
    /// row), still independent (the degrees of freedom are their number) and their
    /// certificates hold.
    @Test func aLongRowHasLocalCertifiedMotions() throws {
        let count = 60
        let (system, diagnosis) = try Self.analyse(Self.row(count) { _ in false }.replacingOccurrences(of: "400x200", with: "2000x200"))
        #expect(diagnosis.degreesOfFreedom[.horizontal] == count - 1)
        #expect(diagnosis.ambiguities.count == count - 1)
        #expect(diagnosis.ambiguities.allSatisfy { $0.group == 1 && $0.count == count - 1 })
        // Linear in all (each alone would move every view after it: quadratic); the last direction
        // of the triangular basis may still run through the row.
        let sizes = diagnosis.ambiguities.map(\.motionVector.count)
        #expect(sizes.reduce(0, +) <= 6 * count, "\(sizes)")
        #expect(sizes.filter { $0 > 4 }.count <= 1, "\(sizes)")
        #expect(diagnosis.ambiguities.first?.suggestion?.isVerified == true)
        let problems = MotionCertificates(diagnosis: diagnosis, lowering: OracleLowering(system)).problems(sample: 15)
        #expect(problems.isEmpty, "\(problems)")
        // Independence, checked apart from the analysis: the vectors' rank by exact elimination.
        let names = Array(Set(diagnosis.ambiguities.flatMap(\.motionVector.keys))).sorted()
        let rows = diagnosis.ambiguities.map { ambiguity in names.map { ambiguity.motionVector[$0].map(\.oracle) ?? 0 } }
        #expect(Self.rank(rows) == count - 1)
    }

    /// Rank by Gaussian elimination over exact fractions (the oracle's own numbers).
    static func rank(_ input: [[OracleFraction]]) -> Int {
        var rows = input
        var rank = 0
        let columns = rows.first?.count ?? 0
        for column in 0..<columns {
            guard let pivot = (rank..<rows.count).first(where: { !rows[$0][column].isZero }) else { continue }
            rows.swapAt(rank, pivot)
            for other in rows.indices where other != rank && !rows[other][column].isZero {
                let factor = rows[other][column] / rows[rank][column]
                for index in column..<columns { rows[other][index] = rows[other][index] - factor * rows[rank][index] }
            }
            rank += 1
        }
        return rank
    }

    /// The benchmark's families at a small size: every sampled motion's certificate holds.
    @Test(arguments: ["row", "column", "grid"])
    func motionCertificatesHoldOnGroupedFamilies(_ family: String) throws {
        let text: String
        switch family {
        case "row": text = Self.row(9) { $0 % 3 == 0 }
        case "column":
            text = Self.row(5) { _ in true }.replacingOccurrences(of: "Superview.trailing = V4.trailing + 8\n", with: "")
        default:
            var lines = ["root Superview 300x300"]
            for r in 0..<3 {
                lines.append("C\(r)_0.leading = Superview.leading + 8")
                lines.append("C\(r)_0.top = Superview.top + \(8 + 50 * r)")
                for c in 1..<3 {
                    lines.append("C\(r)_\(c).leading = C\(r)_\(c - 1).trailing + 8")
                    lines.append("C\(r)_\(c).top = C\(r)_0.top")
                }
                lines.append("Superview.trailing = C\(r)_2.trailing + 8")
                for c in 0..<3 { lines.append("C\(r)_\(c).height = 40") }
            }
            text = lines.joined(separator: "\n") + "\n"
        }
        let (system, diagnosis) = try Self.analyse(text)
        #expect(!diagnosis.ambiguities.isEmpty)
        let problems = MotionCertificates(diagnosis: diagnosis, lowering: OracleLowering(system)).problems(sample: 20)
        #expect(problems.isEmpty, "\(problems)")
        for ambiguity in diagnosis.ambiguities {
            #expect(ambiguity.count == diagnosis.ambiguities.filter { $0.group == ambiguity.group }.count)
        }
    }
}
