@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import TestSupport
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

    /// UIKit always lists the constraint it breaks; one missing from the list means the paste
    /// started inside the list, so a list that holds as printed is not "satisfiable as logged".
    @Test func aBrokenConstraintMissingFromTheListMarksThePasteAsPartial() throws {
        let (_, diagnosis) = try Self.analysed(
            """
                "<NSLayoutConstraint:0x6001 UIStackView:0x13b1.leading == UITextField:0x13b2.leading   (active)>",
                "<NSLayoutConstraint:0x6002 UIStackView:0x13b1.width == 300   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6003 UIButton:0x13b3.width == 240   (active)>
            """)
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.verdict.kind == .truncated)
        #expect(diagnosis.verdict.undecided.contains { $0.contains("not in the list") })
    }

    /// When what is listed conflicts on its own, the conflict is still decided; the missing
    /// broken constraint is only said.
    @Test func aListThatConflictsStillDecidesWhenTheBrokenOneIsMissing() throws {
        let (_, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIView:0x13b1.width == 300   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x13b1.width == 280   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6003 UIButton:0x13b3.width == 240   (active)>
            """)
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.verdict.kind != .truncated)
        #expect(!diagnosis.verdict.undecided.isEmpty)
    }

    /// The file browser of an open or save panel (FinderKit's `FI_T…` views) is AppKit's own.
    @Test func openPanelFileBrowserIsAppKits() throws {
        let (_, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6081 h=--& v=--& V:[FI_TBrowserBackgroundView:0x6091(0)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x6082 h=-&- v=-&- V:|-(0)-[NSClipView:0x6092]   (Names: '|':FI_TBrowserBackgroundView:0x6091 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6083 h=-&- v=-&- V:[NSClipView:0x6092]-(0)-|   (Names: '|':FI_TBrowserBackgroundView:0x6091 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6084 h=-&- v=-&- V:|-(0)-[FI_TListView:0x6093]   (Names: '|':NSClipView:0x6092 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6085 h=-&- v=-&- V:[FI_TListView:0x6093]-(17)-|   (Names: '|':NSClipView:0x6092 )>"
            )
            """)
        #expect(diagnosis.conflicts.count == 1)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "open-save-panel-file-browser")
    }

    @Test func touchBarFunctionRowAtZeroWidthIsAppKits() throws {
        let (_, diagnosis) = try Self.analysed(
            """
            [Layout] Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6001 _NSFunctionRowRootView:0x7f01.width == 0   (active)>",
                "<NSLayoutConstraint:0x6002 H:|-(0)-[NSTouchBarView:0x7f02]   (active, names: '|':_NSFunctionRowRootView:0x7f01 )>",
                "<NSLayoutConstraint:0x6003 NSTouchBarView:0x7f02.trailing == _NSFunctionRowRootView:0x7f01.trailing - 12   (active)>"
            )
            """)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "touch-bar-zero-width")
    }

    /// A stack view given more height than its arranged subview's fixed height: the headline must
    /// not say the arrangement needs more room (it needs less: 100 in 711).
    @Test func stackViewHeadlineHoldsForAStackViewThatIsTooBig() throws {
        let (_, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x2801 UIView:0x13d1.height == 100   (active)>",
                "<NSLayoutConstraint:0x2802 'UISV-canvas-connection' UIStackView:0x13d2.top == UIView:0x13d1.top   (active)>",
                "<NSLayoutConstraint:0x2803 'UISV-canvas-connection' V:[UIView:0x13d1]-(0)-|   (active, names: '|':UIStackView:0x13d2 )>",
                "<NSLayoutConstraint:0x2804 'UIView-Encapsulated-Layout-Height' UIStackView:0x13d2.height == 711   (active)>"
            )
            """)
        #expect(diagnosis.conflicts.first?.overBy == Rational(611))
        #expect(diagnosis.verdict.kind == .stackViewSpacing)
        #expect(!diagnosis.verdict.headline.contains("more room"), "\(diagnosis.verdict.headline)")
    }

    /// A toolbar collapsed by its own `height == 0`, its stack view pinned 8 pt in from the top
    /// and the bottom: the pin at the bottom is the one to give, so the content keeps its place
    /// at the top instead of sliding up out of the bar (UIKit too breaks the bottom one). The fix
    /// is checked by Fourier–Motzkin on the log with the fix applied.
    @Test func insideAContainerOfSetSizeTheFarEdgePinGives() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1101 V:|-(8)-[UIStackView:0x1081]   (active, names: '|':Shop.FilterToolbar:0x1142 )>",
                "<NSLayoutConstraint:0x1102 UIStackView:0x1081.bottom == Shop.FilterToolbar:0x1142.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x1103 Shop.FilterToolbar:0x1142.height == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1102 UIStackView:0x1081.bottom == Shop.FilterToolbar:0x1142.bottom - 8   (active)>
            """)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .lowerPriority)
        #expect(first.constraintID == system.constraints.first { $0.address == "0x1102" }?.id)
        Self.expectHolds(after: first, in: system)
    }

    /// A Masonry cell whose content needs 12 + 80 + 12 = 104 in the 88.5 the table gives it (its
    /// identifier hidden by Masonry): the cell's last vertical constraint is the one to give, as for
    /// any self-sizing cell, checked by Fourier–Motzkin on the log with the fix applied.
    @Test func aMasonryCellGivesItsLastVerticalConstraint() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x6001 UIImageView:0x7f01.top == UITableViewCellContentView:0x7f00.top + 12>",
                "<MASLayoutConstraint:0x6002 UIImageView:0x7f01.height == 80>",
                "<MASLayoutConstraint:0x6003 UIImageView:0x7f01.bottom == UITableViewCellContentView:0x7f00.bottom - 12>",
                "<NSLayoutConstraint:0x6004 UITableViewCellContentView:0x7f00.height == 88.5>"
            )
            """)
        #expect(diagnosis.conflicts.first?.overBy == Rational(31, 2))
        #expect(diagnosis.verdict.kind == .selfSizingCell)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == system.constraints.first { $0.address == "0x6003" }?.id)
        Self.expectHolds(after: first, in: system)
    }

    /// A cell's subview still translating its frame (a 0.4 pt right margin) against a pin to the
    /// cell's trailing edge: the translation to turn off is the subview's, not the cell's, and with
    /// it off the log holds (Fourier–Motzkin).
    @Test func theTranslationTurnedOffIsTheSubviewsForAMarginInVisualFormat() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6001 h=-&- v=-&- H:[UIView:0x7b01]-(0.4)-|   (active, names: '|':Shop.TileCell:0x7b00 )>",
                "<NSLayoutConstraint:0x6003 H:[UIView:0x7b01]-(0)-|   (active, names: '|':Shop.TileCell:0x7b00 )>"
            )
            """)
        let subview = try #require(system.items.first { $0.address == "0x7b01" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(first.item == subview.id)
        #expect(diagnosis.verdict.headline.hasPrefix(system.displayName(of: subview.id)), "\(diagnosis.verdict.headline)")
        switch FixApplication.apply(first, to: system) {
        case .failure(let reason):
            Issue.record("\(reason)")
        case .success(let fixed):
            #expect(fixed.constraints.map(\.address) == ["0x6003"])
            let lowering = OracleLowering(fixed)
            #expect(lowering.isComplete)
            #expect(FourierMotzkinOracle.isFeasible(lowering.requiredRows))
        }
    }

    /// A container whose height comes from its frame (autoresizing, 45 pt) holds a 45 pt label, a
    /// 2 pt rule and a text view: nothing the developer wrote places the container itself, so its
    /// translation is not "fighting" anything, and the headline names the fixed size that gives.
    @Test func aContainerOnlyHoldingContentIsNotBlamedForItsTranslation() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1051 h=--& v=--& UIView:0x1fe0.height == 45   (active)>",
                "<NSLayoutConstraint:0x1052 UILabel:0x2840.height == 45   (active)>",
                "<NSLayoutConstraint:0x1053 UIView:0x15d0.height == 2   (active)>",
                "<NSLayoutConstraint:0x1054 V:|-(0)-[UILabel:0x2840]   (active, names: '|':UIView:0x1fe0 )>",
                "<NSLayoutConstraint:0x1055 V:[UILabel:0x2840]-(0)-[UIView:0x15d0]   (active)>",
                "<NSLayoutConstraint:0x1056 V:[UIView:0x15d0]-(0)-|   (active, names: '|':UIView:0x1fe0 )>"
            )
            """)
        #expect(diagnosis.conflicts.first?.overBy == Rational(2))
        #expect(diagnosis.verdict.kind != .autoresizingMask)
        #expect(!diagnosis.verdict.headline.contains("translatesAutoresizingMaskIntoConstraints"), "\(diagnosis.verdict.headline)")
        let container = try #require(system.items.first { $0.address == "0x1fe0" })
        #expect(diagnosis.fixes.first?.item != container.id)
    }

    /// The log with `fix` applied holds, by Fourier–Motzkin (independent of the analysis).
    static func expectHolds(after fix: Fix, in system: ConstraintSystem, sourceLocation: SourceLocation = #_sourceLocation) {
        switch FixApplication.apply(fix, to: system) {
        case .failure(let reason):
            Issue.record("\(reason)", sourceLocation: sourceLocation)
        case .success(let fixed):
            let lowering = OracleLowering(fixed)
            #expect(lowering.isComplete, sourceLocation: sourceLocation)
            #expect(FourierMotzkinOracle.isFeasible(lowering.requiredRows), sourceLocation: sourceLocation)
        }
    }
}
