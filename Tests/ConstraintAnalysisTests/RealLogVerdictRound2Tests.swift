@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import TestSupport
import Testing

/// Verdicts on shapes from a second round of real console logs (issue threads, Q&A pages, blog
/// posts), where the first reading was not what an experienced engineer would say. Every log is
/// written for the test in the shape of the real ones; whether it conflicts, and whether the first
/// fix resolves it, is decided by the independent Fourier–Motzkin oracle.
struct RealLogVerdictRound2Tests {
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        try RealLogVerdictTests.analysed(text)
    }

    /// Whether the log's required constraints can all hold, by Fourier–Motzkin.
    static func holdsAsPrinted(_ system: ConstraintSystem) -> Bool {
        let lowering = OracleLowering(system)
        return FourierMotzkinOracle.isFeasible(lowering.requiredRows)
    }

    /// A section header's content view (`_UITableViewHeaderFooterContentView`) is where the
    /// developer puts and pins the header's views, as in a cell: its encapsulated height is the
    /// one the table gives, the conflict is the developer's alone (not "mixed"), and the header's
    /// last vertical pin is what gives.
    @Test func aHeaderContentViewIsTheDevelopersToFill() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 V:|-(10)-[UILabel:0x7a01'Recent']   (active, names: '|':_UITableViewHeaderFooterContentView:0x7a00 )>",
                "<NSLayoutConstraint:0x6002 UILabel:0x7a01'Recent'.bottom == _UITableViewHeaderFooterContentView:0x7a00.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x6003 'UIView-Encapsulated-Layout-Height' _UITableViewHeaderFooterContentView:0x7a00.height == 15.5   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UILabel:0x7a01'Recent'.bottom == _UITableViewHeaderFooterContentView:0x7a00.bottom - 8   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .developer)
        #expect(diagnosis.verdict.kind == .selfSizingCell)
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == system.constraints.first { $0.address == "0x6002" }?.id)
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// The keyboard window's container 20 pt down (a tall status bar) against UIKit's own pin of
    /// it to the top: a known UIKit issue, UIKit's alone, with nothing to fix.
    @Test func theKeyboardWindowMovedByATallStatusBarIsUIKits() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x5001 V:|-(20)-[UIInputSetContainerView:0x5a01]   (Names: '|':UITextEffectsWindow:0x5a00 )>",
                "<NSLayoutConstraint:0x5002 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x5a01]   (Names: '|':UITextEffectsWindow:0x5a00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x5001 V:|-(20)-[UIInputSetContainerView:0x5a01]   (Names: '|':UITextEffectsWindow:0x5a00 )>
            """)
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "keyboard-window-status-bar-offset")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// A paste cut inside the list: what it shows cannot conflict yet (the oracle agrees), but
    /// every constraint in it is the keyboard assistant bar's own, so the known issue is named
    /// and the verdict is UIKit's; a cut paste holding one of the developer's constraints stays
    /// undecided.
    @Test func aCutPasteOfAKnownUIKitIssueIsStillNamed() throws {
        let framework = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x4001 h=--& v=--& UIKeyboardAssistantBar:0x4a00.height == 0   (active)>",
                "<NSLayoutConstraint:0x4002 V:|-(0)-[_UIButtonBarStackView:0x4a01]   (active, names: '|':UIKeyboardAssistantBar:0x4a00 )>",
                "<NSLayoutConstraint:0x4003 V:[_UIButtonBarStackView:0x4a01]-(0)-|   (active, names: '|':UIKeyboardAssistantBar:0x4a00 )>",
                "<NSLayoutConstraint:0x4004 'UIView-topMargin-guide-constraint' V:|-(9)-[UILayoutGuide:0x4b00'UIViewLayoutMarginsGuide']
            """
        let (system, diagnosis) = try Self.analysed(framework)
        #expect(Self.holdsAsPrinted(system))
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "keyboard-assistant-bar")
        #expect(!diagnosis.verdict.undecided.isEmpty)
        #expect(diagnosis.fixes.isEmpty)

        let (_, mine) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x4001 h=--& v=--& UIKeyboardAssistantBar:0x4a00.height == 0   (active)>",
                "<NSLayoutConstraint:0x4005 Notes.ComposeBar:0x4c00.height == 44   (active)>",
                "<NSLayoutConstraint:0x4002 V:|-(0)-[_UIButtonBarStackView:0x4a01]   (active, names: '|':UIKeyboardAssistantBar:0x4a00 )>",
                "<NSLayoutConstraint:0x4004 'UIView-topMargin-guide-constraint' V:|-(9)-[UILayoutGuide:0x4b00'UIViewLayoutMarginsGuide']
            """)
        #expect(mine.verdict.kind == .truncated)
        #expect(mine.verdict.owner == .developer)
    }

    /// A view made with a zero frame (autoresizing `height == 0`) against its own `height == 30`:
    /// nothing inside it is involved, so the headline names the view's own constraint, and the
    /// translation is what to turn off (the log then holds, by Fourier–Motzkin).
    @Test func aZeroFrameAgainstTheViewsOwnSizeNamesThatSize() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x3001 V:[NSButton:0x3a01(30)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x3002 h=--& v=--& V:[NSButton:0x3a01(0)]>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3001 V:[NSButton:0x3a01(30)]>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let own = try #require(system.constraints.first { $0.address == "0x3001" })
        #expect(diagnosis.verdict.kind == .zeroSizeContainer)
        #expect(diagnosis.verdict.headline.contains("\(own.id) sets it to 30"), "\(diagnosis.verdict.headline)")
        #expect(!diagnosis.verdict.headline.contains("inside it"), "\(diagnosis.verdict.headline)")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// A keyboard extension's input view given 216 pt by its host against the developer's
    /// `height == 260`: the headline says who sets the 216 and which constraint asks for more,
    /// and the developer's height is what gives (re-solved by Fourier–Motzkin).
    @Test func aSizeTheHostGivesIsNamedWithTheDevelopersOwnSize() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x2001 UIInputView:0x2a00.height == 260   (active)>",
                "<NSLayoutConstraint:0x2002 'UIView-Encapsulated-Layout-Height' UIInputView:0x2a00.height == 216   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2001 UIInputView:0x2a00.height == 260   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let own = try #require(system.constraints.first { $0.address == "0x2001" })
        #expect(diagnosis.verdict.headline.contains("given a height of 216"), "\(diagnosis.verdict.headline)")
        #expect(diagnosis.verdict.headline.contains("\(own.id) sets it to 260"), "\(diagnosis.verdict.headline)")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == own.id)
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// The developer's view with a flexible width (`h=-&-`: its width follows the superview's,
    /// 375 pt less, so it is 0 wide in a 375-wide superview) holding a label 8 pt in from each
    /// side: the translation is what to turn off, and with it off the log holds (Fourier–Motzkin).
    @Test func aFlexibleWidthMaskOfTheDevelopersViewIsTurnedOff() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1001 h=-&- v=--& Shop.PromoBanner:0x1a01.width == UIView:0x1a00.width - 375>",
                "<NSLayoutConstraint:0x1002 H:|-(8)-[UILabel:0x1a02'Sale']   (Names: '|':Shop.PromoBanner:0x1a01 )>",
                "<NSLayoutConstraint:0x1003 H:[UILabel:0x1a02'Sale']-(8)-|   (Names: '|':Shop.PromoBanner:0x1a01 )>",
                "<NSLayoutConstraint:0x1004 'UIView-Encapsulated-Layout-Width' H:[UIView:0x1a00(375)]>"
            )
            """)
        #expect(!Self.holdsAsPrinted(system))
        let banner = try #require(system.items.first { $0.address == "0x1a01" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(first.item == banner.id)
        #expect(diagnosis.verdict.kind == .autoresizingMask)
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }
}

extension RealLogVerdictRound2Tests {
    /// An action sheet laid out at its standard 304 pt inside a narrower presentation: the plain
    /// `UIView`s it relates are its own content and presented views, so the conflict is UIKit's
    /// alone (the catalogue's alert entry claims their constant sizes), named with its workaround,
    /// and no fix lowers UIKit's own 304.
    @Test func anAlertWiderThanItsPresentationIsUIKits() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x9001 H:[UIView:0x9a01(304)]>",
                "<NSLayoutConstraint:0x9002 _UIAlertControllerView:0x9a00'Share'.width >= UIView:0x9a01.width>",
                "<NSLayoutConstraint:0x9003 _UIAlertControllerView:0x9a00'Share'.width == UIView:0x9a02.width>",
                "<NSLayoutConstraint:0x9004 'UIView-Encapsulated-Layout-Width' H:[UIView:0x9a02(200)]>"
            )
            """)
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "alert-controller-wider-than-container")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// The same plain view's size next to a private view of another entry (a toolbar's content
    /// view, which claims no plain views) stays the developer's.
    @Test func onlyEntriesThatSaySoClaimPlainViewSizes() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x9101 UIView:0x9b01.width == 10   (active)>",
                "<NSLayoutConstraint:0x9102 H:|-(16)-[UIView:0x9b01]   (active, names: '|':_UIToolbarContentView:0x9b00 )>",
                "<NSLayoutConstraint:0x9103 H:[UIView:0x9b01]-(16)-|   (active, names: '|':_UIToolbarContentView:0x9b00 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x9104 h=--& v=--& _UIToolbarContentView:0x9b00.width == 0   (active)>"
            )
            """)
        #expect(!Self.holdsAsPrinted(system))
        let size = try #require(system.constraints.firstIndex { $0.address == "0x9101" })
        #expect(ConstraintOwnership(system: system).side(of: size) == .developer)
        #expect(diagnosis.verdict.owner != .system)
    }
}

extension RealLogVerdictRound2Tests {
    /// A log that holds as printed (Fourier–Motzkin agrees) still shows its likely cause: a label
    /// whose frame is translated into constraints (`midY`) and that the developer also pins top
    /// and bottom. The verdict names it, and the translation to turn off.
    @Test func aViewPlacedByItsFrameAndByPinsIsNamedWhenTheLogHolds() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x8001 h=--& v=--& UILabel:0x8a01'Saved'.midY == + 40>",
                "<NSLayoutConstraint:0x8002 V:|-(12)-[UILabel:0x8a01'Saved']   (Names: '|':Notes.Banner:0x8a00 )>",
                "<NSLayoutConstraint:0x8003 UILabel:0x8a01'Saved'.bottom == Notes.Banner:0x8a00.bottom - 12>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x8003 UILabel:0x8a01'Saved'.bottom == Notes.Banner:0x8a00.bottom - 12>
            """)
        #expect(Self.holdsAsPrinted(system))
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.verdict.kind == .autoresizingMask)
        let label = try #require(system.items.first { $0.address == "0x8a01" })
        #expect(diagnosis.verdict.headline.contains("turn the translation off on \(system.displayName(of: label.id))"), "\(diagnosis.verdict.headline)")
    }
}
