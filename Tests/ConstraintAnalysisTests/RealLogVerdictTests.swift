@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import Testing

/// Verdicts on shapes found in real console logs pasted into issue threads, where the first
/// reading was not what an experienced engineer would say. The logs are written for the test in
/// the shape of the real ones; the expected values are worked out by hand.
struct RealLogVerdictTests {
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        let system = try #require(Ingest.read(text, file: "inline.log").systems.first)
        return (system, Analyzer().analyze(system))
    }

    /// A 300-wide superview, a subview pinned to both of its edges, and the subview's own
    /// autoresizing `midX == 160` (old logs print no `names:`): the subview's centre is 150, so
    /// the log conflicts by 10 pt, and the subview's translation is what to turn off.
    @Test func autoresizingPositionWithoutNamesConflictsWithinTheSuperview() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7fb3 H:|-(0)-[UIView:0x7fc1]   (Names: '|':UIView:0x7fd2 )>",
                "<NSLayoutConstraint:0x7fb4 H:[UIView:0x7fc1]-(0)-|   (Names: '|':UIView:0x7fd2 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x7fb5 h=--& v=--& H:[UIView:0x7fd2(300)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x7fb6 h=--& v=--& UIView:0x7fc1.midX == + 160>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7fb4 H:[UIView:0x7fc1]-(0)-|   (Names: '|':UIView:0x7fd2 )>
            """)
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.conflicts.first?.overBy == Rational(10))
        let subview = try #require(system.items.first { $0.address == "0x7fc1" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(first.item == subview.id)
        #expect(diagnosis.verdict.kind == .autoresizingMask)
        #expect(diagnosis.verdict.headline.hasPrefix(system.displayName(of: subview.id) + " still has"), "\(diagnosis.verdict.headline)")
    }
}
