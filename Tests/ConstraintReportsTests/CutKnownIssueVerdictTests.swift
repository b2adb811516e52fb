import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

/// A paste cut inside its list, whose every constraint is UIKit's own and that the catalogue
/// recognises: its verdict block still says whose it is, the known workaround and what the cut
/// left undecided (a verdict without a conflict used to stop after its headline).
@Suite("Verdict of a cut known issue")
struct CutKnownIssueVerdictTests {
    static let cutLog = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0x4001 h=--& v=--& UIKeyboardAssistantBar:0x4a00.height == 0   (active)>",
            "<NSLayoutConstraint:0x4002 V:|-(0)-[_UIButtonBarStackView:0x4a01]   (active, names: '|':UIKeyboardAssistantBar:0x4a00 )>",
            "<NSLayoutConstraint:0x4003 'UIView-topMargin-guide-constraint' V:|-(9)-[UILayoutGuide:0x4b00'UIViewLayoutMarginsGuide']
        """

    @Test func theVerdictBlockSaysOwnerWorkaroundAndWhatIsUndecided() throws {
        let lines = TextReport().render(AnalysedSamples.report(Self.cutLog)).components(separatedBy: "\n")
        let verdict = try AnalysisSectionTests.section("Verdict", in: lines)
        #expect(verdict.contains { $0.hasPrefix("  Owner: UIKit's") }, "\(verdict)")
        #expect(verdict.contains { $0.hasPrefix("  Workaround: ") }, "\(verdict)")
        #expect(verdict.contains { $0.hasPrefix("  Known issue: Keyboard input assistant bar") }, "\(verdict)")
        #expect(verdict.contains { $0.hasPrefix("  Not decided: ") }, "\(verdict)")
        #expect(!verdict.contains { $0.hasPrefix("  First fix") }, "\(verdict)")
    }
}
