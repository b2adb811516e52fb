@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import TestSupport
import Testing

/// Verdicts on shapes from a fourth round of real console logs (stop 20), where the first reading
/// was not what an experienced engineer would say. Every log is written for the test in the shape
/// of the real ones (other classes, numbers and addresses); whether it conflicts as printed is
/// decided by the independent Fourier–Motzkin oracle.
struct RealLogVerdictRound4Tests {
    /// An action sheet on iOS 10 logs its plain `UIView` at `width == - 20` (iOS 12.2 and later
    /// print −16): one constraint, on a view of no module, that no developer writes. It is the
    /// action sheet's own, and no fix is offered.
    @Test func anActionSheetsMinusTwentyWidthIsUIKits() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6100 UIView:0x7e11.width == - 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6100 UIView:0x7e11.width == - 20   (active)>
            """)
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "alert-action-sheet-negative-width")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// The message entry view of a Messages compose sheet (ChatKit's `CKMessageEntryView`) in the
    /// keyboard's accessory host: its frame 375 pt wider than the host fights a pin of its right
    /// edge. Both views are the system's; nothing is the developer's to change.
    @Test func theMessagesEntryViewInTheKeyboardHostIsTheSystems() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x5101 h=-&- v=--& CKMessageEntryView:0x9a01.midX == UIInputSetHostView:0x9a00.midX + 160>",
                "<NSAutoresizingMaskLayoutConstraint:0x5102 h=-&- v=--& CKMessageEntryView:0x9a01.width == UIInputSetHostView:0x9a00.width + 320>",
                "<NSLayoutConstraint:0x5103 CKMessageEntryView:0x9a01.right == UIInputSetHostView:0x9a00.right>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x5103 CKMessageEntryView:0x9a01.right == UIInputSetHostView:0x9a00.right>
            """)
        #expect(diagnosis.conflicts.first?.overBy == Rational(320))
        #expect(system.constraints.count == 3)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "messages-compose-entry-view")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// A row of views fixed twice over (two centres against a box, every width and gap given)
    /// whose list closes but whose "Will attempt" line is cut: the list is whole, so the paste is
    /// not "damaged beyond deciding". As printed it holds, but only exactly (one constraint
    /// follows from the rest), so a fraction of a point the log does not print makes it
    /// conflict: the verdict says that, and which constraint to drop.
    @Test func aWholeListWithoutItsBrokenConstraintThatHoldsOnlyExactly() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x7001 NSBox:0x5a00.centerX == NSButton:0x5a01.centerX - 100>",
                "<NSLayoutConstraint:0x7002 NSBox:0x5a00.centerX == NSButton:0x5a02.centerX + 50>",
                "<NSLayoutConstraint:0x7003 H:[NSButton:0x5a02(80)]>",
                "<NSLayoutConstraint:0x7004 H:[NSButton:0x5a01(60)]>",
                "<NSLayoutConstraint:0x7005 H:[NSButton:0x5a02]-(80)-[NSButton:0x5a01]>"
            )

            Will attempt to recover by breaking constrai
            """)
        // 40 + 80 + 30 = 150 = 100 + 50: the row holds as printed, and only just.
        #expect(RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.verdict.kind != .truncated)
        #expect(diagnosis.verdict.undecided.contains { $0.contains("Will attempt") })
        #expect(diagnosis.verdict.headline.hasPrefix("As printed, these constraints hold only exactly"), "\(diagnosis.verdict.headline)")
        #expect(diagnosis.verdict.headline.contains("c5 follows from"), "\(diagnosis.verdict.headline)")
    }

    /// The same cut with a list that closes but whose constraints are not fixed twice: the list
    /// is whole, so the verdict is the usual "as printed they hold", not a damaged paste.
    @Test func aWholeListWithoutItsBrokenConstraintThatHoldsFreely() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x7101 H:[NSButton:0x5b01(60)]>",
                "<NSLayoutConstraint:0x7102 H:[NSButton:0x5b02]-(8)-[NSButton:0x5b01]>"
            )

            Will attempt to recover by breaking constrai
            """)
        #expect(RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.verdict.kind != .truncated)
        #expect(diagnosis.verdict.headline.hasPrefix("As printed, these constraints can all hold"), "\(diagnosis.verdict.headline)")
    }

    /// A view hidden in a stack view with a label pinned 12 pt inside it, top and bottom: the
    /// bottom pin gives first, and the reason speaks of the hidden view collapsing, not of a
    /// table cell (no cell is in the log).
    @Test func aHiddenArrangedViewsFixSpeaksOfTheStackViewNotACell() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6201 V:|-(12)-[UILabel:0x7d01]   (active, names: '|':Trips.EventRow:0x7d00 )>",
                "<NSLayoutConstraint:0x6202 UILabel:0x7d01.bottom == Trips.EventRow:0x7d00.bottom - 12   (active)>",
                "<NSLayoutConstraint:0x6203 'UISV-hiding' Trips.EventRow:0x7d00.height == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6202 UILabel:0x7d01.bottom == Trips.EventRow:0x7d00.bottom - 12   (active)>
            """)
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.verdict.kind == .stackViewHiding)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c2")
        #expect(!first.rationale.contains("cell"), "\(first.rationale)")
        #expect(first.rationale.contains("hides"), "\(first.rationale)")
        let second = try #require(diagnosis.fixes.dropFirst().first)
        #expect(!second.rationale.contains("cell"), "\(second.rationale)")
    }

    /// A title view measured by UIKit at a temporary width of 0 (`_UITemporaryLayoutWidth`): the
    /// trailing pin gives first, and the reason speaks of the temporary size, not of a cell.
    @Test func aTemporaryWidthsFixSpeaksOfTheMeasurementNotACell() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6301 '_UITemporaryLayoutWidth' Chat.TitleView:0x7e00.width == 0   (active)>",
                "<NSLayoutConstraint:0x6302 H:|-(8)-[UILabel:0x7e01]   (active, names: '|':Chat.TitleView:0x7e00 )>",
                "<NSLayoutConstraint:0x6303 H:[UILabel:0x7e01]-(8)-|   (active, names: '|':Chat.TitleView:0x7e00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6303 H:[UILabel:0x7e01]-(8)-|   (active, names: '|':Chat.TitleView:0x7e00 )>
            """)
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c3")
        #expect(!first.rationale.contains("cell"), "\(first.rationale)")
    }

    /// A toolbar pinned both on the bottom layout guide and on its view's bottom edge, with a tab
    /// bar making the guide 49 pt tall: the headline names the view controller's layout guide and
    /// what sets its height, not "the layout margins or safe area".
    @Test func aLegacyLayoutGuidesHeightIsNamedAsSuch() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<_UILayoutSupportConstraint:0x6401 _UILayoutGuide:0x7f01.height == 49   (active)>",
                "<_UILayoutSupportConstraint:0x6402 V:[_UILayoutGuide:0x7f01]-(0)-|   (active, names: '|':UIView:0x7f00 )>",
                "<NSLayoutConstraint:0x6403 V:[UIToolbar:0x7f02]-(0)-[_UILayoutGuide:0x7f01]   (active)>",
                "<NSLayoutConstraint:0x6404 UIToolbar:0x7f02.bottom == UIView:0x7f00.bottom   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6403 V:[UIToolbar:0x7f02]-(0)-[_UILayoutGuide:0x7f01]   (active)>
            """)
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.conflicts.first?.overBy == Rational(49))
        #expect(diagnosis.verdict.headline.contains("bottomLayoutGuide is 49 pt tall here (c1"), "\(diagnosis.verdict.headline)")
        #expect(!diagnosis.verdict.headline.contains("margins"), "\(diagnosis.verdict.headline)")
    }

    /// A button bar pinned to the safe area's bottom and also 34 pt above the view's bottom (the
    /// home indicator's inset written by hand), on a device whose safe area reaches the bottom:
    /// the hand-written 34 gives first, not the pin to the guide; lowering it leaves nothing in
    /// conflict.
    @Test func aBarHeightWrittenByHandGivesBeforeTheGuide() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6501 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x6c01'UIViewSafeAreaLayoutGuide']-(0)-|   (active, names: '|':UIView:0x7f10 )>",
                "<NSLayoutConstraint:0x6502 Shop.ButtonBar:0x7f11.bottom == UILayoutGuide:0x6c01'UIViewSafeAreaLayoutGuide'.bottom   (active)>",
                "<NSLayoutConstraint:0x6503 V:[Shop.ButtonBar:0x7f11]-(34)-|   (active, names: '|':UIView:0x7f10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6503 V:[Shop.ButtonBar:0x7f11]-(34)-|   (active, names: '|':UIView:0x7f10 )>
            """)
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.conflicts.first?.overBy == Rational(34))
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == "c3")
        #expect(first.rationale.contains("written by hand"), "\(first.rationale)")
    }

    /// iPadOS's tab bar inside a navigation bar laid out at width 0: the guides UIKit defines in
    /// its private content view (`TabBarGuide(…)`, placed by a constraint to that view) are
    /// UIKit's, as its views are, and so is a constraint between two such guides. Nothing is the
    /// developer's; whole or cut, the conflict is UIKit's own and gets no fix.
    @Test func guidesOfAPrivateViewAreTheFrameworks() throws {
        let head = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6801 UILayoutGuide:0x6d01'TitleView(layout=0x7c10)'.trailing <= UILayoutGuide:0x6d02'UIViewLayoutMarginsGuide'.trailing   (active)>",
                "<NSLayoutConstraint:0x6802 H:|-(300)-[UILayoutGuide:0x6d03'TabBarGuide(0x7c00)'](LTR)   (active, names: '|':_UINavigationBarContentView:0x7c00 )>",
                "<NSLayoutConstraint:0x6803 UILayoutGuide:0x6d03'TabBarGuide(0x7c00)'.width == 120   (active)>",
                "<NSLayoutConstraint:0x6804 UILayoutGuide:0x6d01'TitleView(layout=0x7c10)'.trailing >= UILayoutGuide:0x6d03'TabBarGuide(0x7c00)'.trailing   (active)>",
                "<NSLayoutConstraint:0x6805 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x7c00.width == 0   (active)>",
            """
        let whole = head + """

                "<NSLayoutConstraint:0x6806 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x6d02'UIViewLayoutMarginsGuide']-(16)-|(LTR)   (active, names: '|':_UINavigationBarContentView:0x7c00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6804 UILayoutGuide:0x6d01'TitleView(layout=0x7c10)'.trailing >= UILayoutGuide:0x6d03'TabBarGuide(0x7c00)'.trailing   (active)>
            """
        let (system, diagnosis) = try RealLogVerdictTests.analysed(whole)
        // 300 + 120 = 420 ≤ TitleView.trailing ≤ 0 − 16: 436 pt.
        #expect(!RealLogVerdictRound2Tests.holdsAsPrinted(system))
        #expect(diagnosis.conflicts.first?.overBy == Rational(436))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "navigation-bar-zero-width")
        #expect(diagnosis.fixes.isEmpty)
        let (_, cut) = try RealLogVerdictTests.analysed(head + "\n    \"<NSLayoutConstrain")
        #expect(cut.verdict.owner == .system)
        #expect(cut.verdict.knownIssue?.id == "navigation-bar-zero-width")
        #expect(cut.fixes.isEmpty)
    }

    /// A log a system process printed (Safari's address bar, from a device's console while a
    /// keyboard extension was shown in Safari): the line prefix `MobileSafari[…]` is kept as the
    /// system's process, and a process the catalogue lists as the system's makes every
    /// constraint the framework's, with the process named. The same constraints under the app's
    /// own process name stay the developer's.
    @Test func aLogPrintedByASystemProcessIsNotTheApps() throws {
        func log(_ process: String) -> String {
            """
            2022-07-30 13:06:41.929373+0200 \(process)[12732:867457] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6901 H:|-(18)-[UILabel:0x7d21]   (active, names: '|':CapsuleBar:0x7d20 )>",
                "<NSLayoutConstraint:0x6902 H:[UILabel:0x7d21]-(18)-|   (active, names: '|':CapsuleBar:0x7d20 )>",
                "<NSLayoutConstraint:0x6903 '_UITemporaryLayoutWidth' CapsuleBar:0x7d20.width == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6902 H:[UILabel:0x7d21]-(18)-|   (active, names: '|':CapsuleBar:0x7d20 )>
            """
        }
        let (system, diagnosis) = try RealLogVerdictTests.analysed(log("MobileSafari"))
        #expect(system.source.process == "MobileSafari")
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.headline.contains("MobileSafari"), "\(diagnosis.verdict.headline)")
        #expect(diagnosis.verdict.knownIssue?.id == "logged-by-system-process")
        #expect(diagnosis.fixes.isEmpty)
        let (own, ownDiagnosis) = try RealLogVerdictTests.analysed(log("Shopping List"))
        #expect(own.source.process == "Shopping List")
        #expect(ownDiagnosis.verdict.owner == .developer)
        #expect(!ownDiagnosis.fixes.isEmpty)
    }

    /// Syslog's `host Process[pid]:` names the process after the host; a paste whose only
    /// prefixed lines name one process gives that process to a log of it without a prefix of its
    /// own (the tail of the one before, cut at the paste's start).
    @Test func theProcessIsReadFromEveryPrefixForm() throws {
        let syslog = try #require(Ingest.read(
            """
            Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6a01 UIView:0x7e31.width == 10>"
            )
            """, file: "a.log").systems.first)
        #expect(syslog.source.process == "SpringBoard")
        let systems = Ingest.read(
            """
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6b01 UILabel:0x7e41.leading >= UIView:0x7e40.leading + 4   (active)>

            2022-07-30 13:06:41.929373+0200 MobileSafari[12732:867457] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6b02 UIView:0x7e42.width == 10   (active)>"
            )
            """, file: "b.log").systems
        #expect(systems.count == 2)
        #expect(systems.map(\.source.process) == ["MobileSafari", "MobileSafari"])
    }

    /// A paste cut inside the list, whose part left names only plain UIKit classes (a label in a
    /// `UIView` 50⅓ tall, as UIKit's share sheet builds its rows), still conflicts: 15 + 22 + 15 =
    /// 52. UIKit builds its own sheets, bars and keyboards from those classes too, and the cut
    /// hides the private container that would tell: the verdict does not call the views the
    /// developer's, and says why. The same list uncut stays the developer's; a cut list with a
    /// view of the app's own class stays the developer's too.
    @Test func aCutPasteOfPlainFrameworkViewsIsNotBlamedOnTheDeveloper() throws {
        func log(label: String, cut: Bool) -> String {
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6c01 V:|-(15)-[\(label):0x7f61]   (active, names: '|':UIView:0x7f60 )>",
                "<NSLayoutConstraint:0x6c02 V:[\(label):0x7f61]-(15)-|   (active, names: '|':UIView:0x7f60 )>",
                "<NSLayoutConstraint:0x6c03 \(label):0x7f61.height >= 22   (active)>",
                "<NSLayoutConstraint:0x6c04 'UIView-Encapsulated-Layout-Height' UIView:0x7f60.height == 50.3333   (active)>"
            """ + (cut ? ",\n    \"<NSLayoutConstraint:0x6c05 UIView:0x7f60.leading == _UIActivityAction" : """

            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6c03 \(label):0x7f61.height >= 22   (active)>
            """)
        }
        let (system, diagnosis) = try RealLogVerdictTests.analysed(log(label: "UILabel", cut: true))
        #expect(diagnosis.conflicts.first?.overBy == Rational(5, 3))
        #expect(diagnosis.verdict.ownerUndecided)
        #expect(diagnosis.verdict.undecided.contains { $0.contains("plain UIKit classes") }, "\(diagnosis.verdict.undecided)")
        #expect(system.diagnostics.contains { $0.code == "unterminated-list" || $0.code == "truncated-entry" })
        let (_, whole) = try RealLogVerdictTests.analysed(log(label: "UILabel", cut: false))
        #expect(!whole.verdict.ownerUndecided)
        #expect(whole.verdict.owner == .developer)
        let (_, mine) = try RealLogVerdictTests.analysed(log(label: "Shop.PriceLabel", cut: true))
        #expect(!mine.verdict.ownerUndecided)
    }

    /// A private view the catalogue does not know, inset 40 pt inside an `NSTextView` whose frame
    /// makes it 3 wide: the conflict is among AppKit's constraints and the frame's, but the frame
    /// is set by whoever creates the text view. The verdict stays AppKit's (no constraint to
    /// change) and names the frame: give the view a frame its content fits. (TextKit 2's own
    /// `_NSTextContentView` has a catalogue entry whose workaround says the same.)
    @Test func aPrivateViewSqueezedByAPublicViewsFrameNamesTheFrame() throws {
        let (system, diagnosis) = try RealLogVerdictTests.analysed(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6d01 h=-&- v=-&- _NSPrivateDecorView:0x7f71.minX == 0   (active, names: '|':NSTextView:0x7f70 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6d02 h=-&- v=-&- H:[_NSPrivateDecorView:0x7f71]-(40)-|   (active, names: '|':NSTextView:0x7f70 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6d03 h=--& v=--& NSTextView:0x7f70.width == 3   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSAutoresizingMaskLayoutConstraint:0x6d02 h=-&- v=-&- H:[_NSPrivateDecorView:0x7f71]-(40)-|   (active, names: '|':NSTextView:0x7f70 )>
            """)
        // The content view's width would be 3 − 40 = −37 (by hand; the oracle's lowering leaves
        // out autoresizing positions).
        #expect(system.constraints.count == 3)
        #expect(diagnosis.conflicts.first?.overBy == Rational(37))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.fixes.isEmpty)
        #expect(diagnosis.verdict.headline.contains("its frame makes 3 wide (c3"), "\(diagnosis.verdict.headline)")
    }
}
