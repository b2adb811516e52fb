import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// The shapes issue #14 left open: a long table (one free height per cell, each its own
/// component) read through a local basis, and sizes free because their intrinsic size is an
/// unknown grouped as one finding with a verified fix. Verdicts are checked by the
/// Fourier–Motzkin oracle and by evaluating the motions' certificates.
@Suite struct AmbiguityAtScaleTests {
    /// `count` cells stacked under each other, each with a title inside 11 pt insets and no height.
    static func table(_ count: Int) -> String {
        var lines = ["root Superview 375x20000"]
        for index in 0..<count {
            lines += [
                "Cell\(index).leading = Superview.leading", "Cell\(index).trailing = Superview.trailing",
                index == 0 ? "Cell0.top = Superview.top" : "Cell\(index).top = Cell\(index - 1).bottom",
                "Title\(index).leading = Cell\(index).leading + 16", "Title\(index).trailing = Cell\(index).trailing - 16",
                "Title\(index).top = Cell\(index).top + 11", "Title\(index).bottom = Cell\(index).bottom - 11",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Over 48 free heights, each the only motion of its component: neighbours trade height, so
    /// the motions are local (each alone would move every cell below it), independent, certified,
    /// and still one finding with one verified fix.
    @Test func aLongTableHasLocalCertifiedMotions() throws {
        let count = 60
        let (system, diagnosis) = try AmbiguityGroupTests.analyse(Self.table(count))
        #expect(diagnosis.degreesOfFreedom[.vertical] == count)
        #expect(diagnosis.ambiguities.count == count)
        #expect(diagnosis.ambiguities.allSatisfy { $0.group == 1 && $0.count == count })
        let sizes = diagnosis.ambiguities.map(\.motionVector.count)
        #expect(sizes.reduce(0, +) <= 8 * count, "\(sizes)")
        let problems = MotionCertificates(diagnosis: diagnosis, lowering: OracleLowering(system)).problems(sample: 20)
        #expect(problems.isEmpty, "\(problems)")
        let names = Array(Set(diagnosis.ambiguities.flatMap(\.motionVector.keys))).sorted()
        let rows = diagnosis.ambiguities.map { ambiguity in names.map { ambiguity.motionVector[$0].map(\.oracle) ?? 0 } }
        #expect(AmbiguityGroupTests.rank(rows) == count)
        // The group's fix is the same equal-heights change the small tests check with the oracle
        // (projecting 120 views' rows is too slow for it here).
        let fix = try #require(diagnosis.ambiguities.first?.suggestion)
        #expect(fix.isVerified && fix.constraintText?.contains(".height == ") == true, "\(fix.constraintText ?? "")")
    }

    /// Labels whose intrinsic heights are named but not given (`IntrinsicHeight`): one finding
    /// that says so, with one verified fix giving each an intrinsic height.
    @Test func sizesFreeForUnknownIntrinsicSizesAreOneFinding() throws {
        let count = 4
        var placement = ["root Superview 300x400"]
        var symbolic: [String] = []
        for index in 0..<count {
            placement += [
                "L\(index).top = Superview.top + \(8 + 40 * index)", "L\(index).leading = Superview.leading + 8",
                "L\(index).width = 200",
            ]
            symbolic += [
                "L\(index).height >= 0.0 * NotAnAttribute + IntrinsicHeight @750",
                "L\(index).height <= 0.0 * NotAnAttribute + IntrinsicHeight @250",
            ]
        }
        let (_, diagnosis) = try AmbiguityGroupTests.analyse((placement + symbolic).joined(separator: "\n") + "\n")
        #expect(diagnosis.degreesOfFreedom[.vertical] == count)
        #expect(diagnosis.ambiguities.count == count)
        #expect(diagnosis.ambiguities.allSatisfy { $0.group == 1 && $0.count == count && $0.kind == .size })
        let description = try #require(diagnosis.ambiguities.first?.groupDescription)
        #expect(description.contains("intrinsic heights") && description.contains("4 degrees of freedom"), "\(description)")
        let fix = try #require(diagnosis.ambiguities.first?.suggestion)
        #expect(fix.isVerified && fix.action == .addConstraint && fix.priority == nil)
        // Applied without the unknowns (which the oracle does not read): the fix's own rows
        // decide every height.
        let parts = try #require(fix.constraintText).components(separatedBy: "; ")
        #expect(parts.count == 2 * count)
        let (fixed, _) = try AmbiguityGroupTests.analyse((placement + parts).joined(separator: "\n") + "\n")
        let oracle = OracleVerdicts(OracleLowering(fixed))
        let face = try #require(oracle.optimalFace())
        #expect(Axis.allCases.map { oracle.degreesOfFreedom(on: $0, items: fixed.items.map(\.id), face: face) } == [0, 0])
    }

    /// A group's fix is re-solved on the independent part it reaches (the row's widths, not the
    /// heights): what it says remains must still be the whole layout's count, as the oracle finds
    /// after applying it.
    @Test func aFixVerifiedOnItsPartCountsWhatRemainsElsewhere() throws {
        let text = AmbiguityGroupTests.row(5) { _ in false }.replacingOccurrences(of: "V3.height = 40\n", with: "")
            .replacingOccurrences(of: "V4.height = 40\n", with: "")
        let (system, diagnosis) = try AmbiguityGroupTests.analyse(text)
        #expect(diagnosis.degreesOfFreedom[.horizontal] == 4 && diagnosis.degreesOfFreedom[.vertical] == 2)
        let widths = try #require(diagnosis.ambiguities.first { $0.axis == .horizontal }?.suggestion)
        #expect(widths.isVerified)
        #expect(widths.consequence.contains("2 free motions remain"), "\(widths.consequence)")
        #expect(try AmbiguityGroupTests.degreesOfFreedomAfter(widths, in: system) == [0, 2])
    }
}
