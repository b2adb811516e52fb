import ConstraintDoctor
import Foundation
import Testing
import TestSupport

/// Two fix-ranking rules an experienced engineer applies to sizes, over generated families: a
/// thin view (a fixed size of at most 8 pt: hairlines, progress bars) keeps its size and the
/// constraint on its far edge gives; a size that follows another view's yields to a limit on the
/// same size. Each first fix is applied by its meaning and re-solved by the Fourier–Motzkin
/// oracle, which also confirms that the kept size still holds.
@Suite struct SizeRankingRuleTests {
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        let system = try #require(Ingest.read(text, file: "test", format: .equations).systems.first)
        return (system, Analyzer().analyze(system))
    }

    static func holdsAfter(_ fix: Fix, _ system: ConstraintSystem) -> Bool {
        guard case .success(let fixed) = FixApplication.apply(fix, to: system) else { return false }
        return FourierMotzkinOracle.isFeasible(OracleLowering(fixed).requiredRows)
    }

    /// `Bar.height = h` between insets of 8 in a 44-pt-high container: 8 + h + 8 ≠ 44.
    static func bar(height: String) -> String {
        """
        root Controls 320x44
        view Bar : UIProgressView
        Bar.height = \(height)
        Bar.top = Controls.top + 8
        Controls.bottom = Bar.bottom + 8
        Bar.leading = Controls.leading
        Bar.trailing = Controls.trailing
        """
    }

    @Test(arguments: ["0.5", "1", "2", "4", "8"])
    func aThinViewKeepsItsSize(height: String) throws {
        let (system, diagnosis) = try Self.analysed(Self.bar(height: height))
        #expect(!diagnosis.conflicts.isEmpty)
        let first = try #require(diagnosis.fixes.first)
        // c1 is the bar's height, c3 the pin of its bottom edge.
        #expect(first.action == .lowerPriority && first.constraintID == "c3", "\(height): \(first)")
        #expect(Self.holdsAfter(first, system))
    }

    /// Above 8 pt a fixed size is an ordinary one, and the cheapest to give up stays first.
    @Test func aNinePointViewIsNotThin() throws {
        let (_, diagnosis) = try Self.analysed(Self.bar(height: "9"))
        #expect(diagnosis.fixes.first?.constraintID == "c1")
    }

    /// `Card.width = m × Screen.width` against `Card.width ≤ cap`, with the screen wider than
    /// cap / m: the proportion yields; with a minimum instead (`≥`), the same.
    @Test(arguments: [("0.9", "<= 400"), ("0.5", "<= 300"), ("1", "<= 600"), ("0.25", ">= 300")])
    func aFollowingSizeYieldsToALimit(multiplier: String, limit: String) throws {
        let text = """
            root Screen 844x390
            view Card
            Card.width = \(multiplier) * Screen.width
            Card.width \(limit)
            Card.centerX = Screen.centerX
            Card.top = Screen.top
            Card.height = 100
            """
        let (system, diagnosis) = try Self.analysed(text)
        #expect(!diagnosis.conflicts.isEmpty)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c1", "\(multiplier) \(limit): \(first)")
        #expect(Self.holdsAfter(first, system))
        #expect(diagnosis.verdict.headline.contains("follows"), "\(diagnosis.verdict.headline)")
    }
}
