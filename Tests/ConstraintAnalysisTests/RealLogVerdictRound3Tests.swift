@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import TestSupport
import Testing

/// Verdicts on shapes from a third round of real console logs (issue threads, Q&A pages), where
/// the first reading was not what an experienced engineer would say. Every log is written for the
/// test in the shape of the real ones (other classes, numbers and addresses); whether it
/// conflicts, and whether the first fix resolves it, is decided by the independent
/// Fourier–Motzkin oracle.
struct RealLogVerdictRound3Tests {
    static func analysed(_ text: String) throws -> (ConstraintSystem, Diagnosis) {
        try RealLogVerdictTests.analysed(text)
    }

    static func holdsAsPrinted(_ system: ConstraintSystem) -> Bool {
        RealLogVerdictRound2Tests.holdsAsPrinted(system)
    }

    /// A share sheet's action row: UIKit's private title label needs 14 + 21 + 14 pt in a row
    /// UIKit made 44⅔ tall. Nothing of the developer's is in it: the known issue is named, the
    /// conflict is UIKit's, and no constraint is offered to change.
    @Test func aShareSheetRowTooShortForItsTitleIsUIKits() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7101 _UIActivityActionCellTitleLabel:0x7c01.height >= 21   (active)>",
                "<NSLayoutConstraint:0x7102 V:|-(14)-[_UIActivityActionCellTitleLabel:0x7c01]   (active, names: '|':UIView:0x7c00 )>",
                "<NSLayoutConstraint:0x7103 V:[_UIActivityActionCellTitleLabel:0x7c01]-(14)-|   (active, names: '|':UIView:0x7c00 )>",
                "<NSLayoutConstraint:0x7104 'UIView-Encapsulated-Layout-Height' UIView:0x7c00.height == 44.6667   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7101 _UIActivityActionCellTitleLabel:0x7c01.height >= 21   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "share-sheet-internals")
        #expect(diagnosis.fixes.isEmpty)
    }

    /// AVKit's playback controls at a width of 0: a plain `UILabel` and plain `UIView`s inside
    /// AVKit's private views are AVKit's too (a developer adds nothing inside a private view), so
    /// the whole conflict is the framework's. The same label inside a view of the developer's
    /// stays the developer's.
    @Test func plainViewsInsideAVKitsControlsAreAVKits() throws {
        func log(_ labelSuperview: String) -> String {
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x8101 h=-&- v=-&- _UIBackdropContentView:0x8a02.width == _UIBackdropView:0x8a01.width>",
                "<NSLayoutConstraint:0x8102 H:|-(12)-[UILabel:0x8a03'Swipe down to close']   (Names: '|':\(labelSuperview) )>",
                "<NSLayoutConstraint:0x8103 H:[UILabel:0x8a03'Swipe down to close']-(12)-|   (Names: '|':\(labelSuperview) )>",
                "<NSLayoutConstraint:0x8104 H:|-(0)-[_UIBackdropView:0x8a01]   (Names: '|':UIView:0x8a00 )>",
                "<NSLayoutConstraint:0x8105 H:[_UIBackdropView:0x8a01]-(0)-|   (Names: '|':UIView:0x8a00 )>",
                "<NSLayoutConstraint:0x8106 H:|-(0)-[UIView:0x8a00]   (Names: '|':AVAlphaUpdatingView:0x8900 )>",
                "<NSLayoutConstraint:0x8107 H:[UIView:0x8a00]-(0)-|   (Names: '|':AVAlphaUpdatingView:0x8900 )>",
                "<NSLayoutConstraint:0x8108 'UIView-Encapsulated-Layout-Width' H:[AVAlphaUpdatingView:0x8900(0)]>"
            )
            """
        }
        let (system, diagnosis) = try Self.analysed(log("_UIBackdropContentView:0x8a02"))
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .system)
        #expect(diagnosis.verdict.knownIssue?.id == "avkit-playback-controls")
        #expect(diagnosis.fixes.isEmpty)

        // The label pinned inside the developer's own overlay view (the log then conflicts through
        // the overlay's own width, which nothing here fixes): the label's pins stay the developer's.
        let (mineSystem, mine) = try Self.analysed(
            log("Player.CaptionOverlay:0x8d00").replacingOccurrences(
                of: "\"<NSLayoutConstraint:0x8108",
                with: "\"<NSLayoutConstraint:0x8109 Player.CaptionOverlay:0x8d00.width == AVAlphaUpdatingView:0x8900.width   (active)>\",\n    \"<NSLayoutConstraint:0x8108"))
        let ownership = ConstraintOwnership(system: mineSystem)
        let labelPin = try #require(mineSystem.constraints.firstIndex { $0.address == "0x8102" })
        #expect(ownership.side(of: labelPin) == .developer)
        #expect(mine.verdict.owner != .system)
    }

    /// A page view controller's view (`_UIPageViewControllerContentView`) is the developer's to
    /// place, like a hosting view: its autoresizing constraints (moved 20 pt down by a tall status
    /// bar; the real logs print the same as `midY == View.midY + 20`, which the oracle does not
    /// model) fight the developer's pin of its top, and the translation is what to turn off.
    @Test func aPageViewControllersViewIsTheDevelopersToPlace() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x9101 h=-&- v=-&- V:|-(20)-[_UIPageViewControllerContentView:0x9a01]   (active, names: '|':UIView:0x9a00 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x9102 h=-&- v=-&- _UIPageViewControllerContentView:0x9a01.height == UIView:0x9a00.height   (active)>",
                "<NSLayoutConstraint:0x9103 V:|-(0)-[_UIPageViewControllerContentView:0x9a01]   (active, names: '|':UIView:0x9a00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x9103 V:|-(0)-[_UIPageViewControllerContentView:0x9a01]   (active, names: '|':UIView:0x9a00 )>
            """)
        #expect(!Self.holdsAsPrinted(system))
        #expect(diagnosis.verdict.owner == .developer)
        let pageView = try #require(system.items.first { $0.address == "0x9a01" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(first.item == pageView.id)
        // Its height followed the superview's (a flexible height): it keeps following it, rather
        // than being pinned to the 0 it has in a log that sizes nothing.
        let added = try #require(first.constraintText)
        #expect(added.contains(".height == ") && !added.hasSuffix("== 0"), "\(added)")
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// A root sized by its frame to 320 across, and a view inside it pinned 360 from its leading
    /// edge (a position laid out for a wider screen or the other orientation) and 8 from its
    /// trailing edge. The leading offset alone is past the root's far edge: no width of the view
    /// fits, whatever the trailing pin does, so that offset is the one to change, not the pin at
    /// the far edge (lowering that leaves the view outside the root).
    @Test func aPinFartherThanItsContainerIsLongIsTheOneToChange() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
            (
                "<NSAutoresizingMaskLayoutConstraint:0xa101 h=--& v=--& H:[UIView:0xaa00(320)]>",
                "<NSLayoutConstraint:0xa102 H:[UIView:0xaa01]-(8)-|   (Names: '|':UIView:0xaa00 )>",
                "<NSLayoutConstraint:0xa103 H:|-(360)-[UIView:0xaa01]   (Names: '|':UIView:0xaa00 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xa102 H:[UIView:0xaa01]-(8)-|   (Names: '|':UIView:0xaa00 )>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let offset = try #require(system.constraints.first { $0.address == "0xa103" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == offset.id, "\(diagnosis.fixes.map(\.constraintID))")
        #expect(first.rationale.contains("320"), "\(first.rationale)")
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// A panel's top pinned to the root's bottom (hidden below it) and, later, to the root's top
    /// (shown): the constraint for the new position was activated while the old one stayed (or
    /// SnapKit's `updateConstraints` made a second one because the target anchor changed). Not
    /// the root's height: the headline names the two constraints that place the same edge, and
    /// the first fix deletes one of them.
    @Test func anEdgePlacedAgainstTwoAnchorsOfOneViewIsAStaleConstraint() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xb101 'UIView-Encapsulated-Layout-Height' UIView:0xbb00.height == 667   (active)>",
                "<NSLayoutConstraint:0xb102 Drawer.FilterPanel:0xbb01.top == UIView:0xbb00.bottom   (active)>",
                "<NSLayoutConstraint:0xb103 Drawer.FilterPanel:0xbb01.top == UIView:0xbb00.top + 120   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xb103 Drawer.FilterPanel:0xbb01.top == UIView:0xbb00.top + 120   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let old = try #require(system.constraints.first { $0.address == "0xb102" })
        let new = try #require(system.constraints.first { $0.address == "0xb103" })
        #expect(diagnosis.verdict.kind == .duplicate)
        #expect(diagnosis.verdict.headline.contains(old.id) && diagnosis.verdict.headline.contains(new.id), "\(diagnosis.verdict.headline)")
        #expect(!diagnosis.verdict.headline.contains("hosts it"), "\(diagnosis.verdict.headline)")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .deleteDuplicate)
        #expect([old.id, new.id].contains(first.constraintID ?? ""))
        RealLogVerdictTests.expectHolds(after: first, in: system)

        // A label placed by both of its edges against one image view's bottom (a way to give it a
        // height of 32) and given a height of 30: not a left-over constraint.
        let (_, sibling) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xb201 UILabel:0xbc01.top == UIImageView:0xbc02.bottom + 8   (active)>",
                "<NSLayoutConstraint:0xb202 UILabel:0xbc01.bottom == UIImageView:0xbc02.bottom + 40   (active)>",
                "<NSLayoutConstraint:0xb203 UILabel:0xbc01.height == 30   (active)>"
            )
            """)
        #expect(sibling.verdict.kind != .duplicate, "\(sibling.verdict.headline)")
        #expect(sibling.fixes.first?.action != .deleteDuplicate)
    }

    /// A banner with a fixed height, pinned at its top and at its bottom in a view controller's
    /// root the host makes 812 tall: the first fix drops the bottom pin (the height and the top
    /// pin place the banner already), and the headline tells the same story, naming that pin,
    /// rather than blaming the fixed height the fix keeps.
    @Test func theHeadlineNamesThePinTheFirstFixDrops() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xc101 'UIView-Encapsulated-Layout-Height' UIView:0xcc00.height == 812   (active)>",
                "<NSLayoutConstraint:0xc102 Promo.BannerView:0xcc01.height == 60   (active)>",
                "<NSLayoutConstraint:0xc103 V:|-(44)-[Promo.BannerView:0xcc01]   (active, names: '|':UIView:0xcc00 )>",
                "<NSLayoutConstraint:0xc104 Promo.BannerView:0xcc01.bottom == UIView:0xcc00.bottom   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xc104 Promo.BannerView:0xcc01.bottom == UIView:0xcc00.bottom   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let bottom = try #require(system.constraints.first { $0.address == "0xc104" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == bottom.id)
        #expect(diagnosis.verdict.headline.contains("(\(bottom.id))"), "\(diagnosis.verdict.headline)")
        #expect(!diagnosis.verdict.headline.hasPrefix("The fixed height"), "\(diagnosis.verdict.headline)")
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }

    /// A list made 44 pt shorter than a background view that fills its container
    /// (`list.height == background.height - 44`), measured by UIKit at a temporary height of 0:
    /// the relation asks for a list −44 tall, never what was meant. It is the one to change (pin
    /// the list below the bar above it, or lower it), not the background's pin.
    @Test func aSizeMadeShorterThanAViewHeldAtZeroIsTheOneToChange() throws {
        let (system, diagnosis) = try Self.analysed(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0xd101 UIImageView:0xdd01.bottom == Inbox.MessageListView:0xdd00.bottom   (active)>",
                "<NSLayoutConstraint:0xd102 V:|-(0)-[UIImageView:0xdd01]   (active, names: '|':Inbox.MessageListView:0xdd00 )>",
                "<NSLayoutConstraint:0xd103 UITableView:0xdd02.height == UIImageView:0xdd01.height - 56   (active)>",
                "<NSLayoutConstraint:0xd104 '_UITemporaryLayoutHeight' Inbox.MessageListView:0xdd00.height == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0xd101 UIImageView:0xdd01.bottom == Inbox.MessageListView:0xdd00.bottom   (active)>
            """)
        #expect(!Self.holdsAsPrinted(system))
        let shorter = try #require(system.constraints.first { $0.address == "0xd103" })
        let first = try #require(diagnosis.fixes.first)
        #expect(first.constraintID == shorter.id, "\(diagnosis.fixes.map(\.constraintID))")
        #expect(first.rationale.contains("56"), "\(first.rationale)")
        RealLogVerdictTests.expectHolds(after: first, in: system)
    }
}

