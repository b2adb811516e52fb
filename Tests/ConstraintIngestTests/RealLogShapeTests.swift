import ConstraintIngest
import ConstraintModel
import Testing

/// Shapes found in real console logs pasted into issue threads that the reader misread. Each log
/// here is written for the test in the shape of the real ones; the expected readings are written
/// by hand from the log text.
struct RealLogShapeTests {
    static func read(_ text: String) throws -> ConstraintSystem {
        try #require(ConsoleLogReader.read(text, file: "inline.log").systems.first)
    }

    /// Before iOS 9 an autoresizing constraint printed its position with no `names:` list; the
    /// position is still measured in the view's superview, which the other entries name.
    @Test func autoresizingPositionWithoutNamesIsMeasuredInTheSuperview() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7fb3 H:|-(0)-[UIView:0x7fc1]   (Names: '|':UIView:0x7fd2 )>",
                "<NSLayoutConstraint:0x7fb4 H:[UIView:0x7fc1]-(0)-|   (Names: '|':UIView:0x7fd2 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x7fb5 h=--& v=--& H:[UIView:0x7fd2(300)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x7fb6 h=--& v=--& UIView:0x7fc1.midX == + 160>"
            )
            """)
        let position = try #require(system.constraint(address: "0x7fb6"))
        let superview = try #require(system.item(address: "0x7fd2"))
        #expect(position.measuredIn == superview.id)
        #expect(system.item(address: "0x7fc1")?.superviewID == superview.id)
        #expect(system.equation(position) == "0x7fc1.midX == 160")
        // Its size is not measured in anything.
        #expect(system.constraint(address: "0x7fb5")?.measuredIn == nil)
    }

    /// With no other entry naming the superview there is nothing to measure in: left as printed.
    @Test func autoresizingPositionOfAViewWithNoKnownSuperviewStaysAsPrinted() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x7fb6 h=--& v=--& UIView:0x7fc1.midX == + 160>",
                "<NSLayoutConstraint:0x7fb7 UIView:0x7fc1.width == 40>"
            )
            """)
        #expect(system.constraint(address: "0x7fb6")?.measuredIn == nil)
    }

    /// Markup that took `<…>` for a tag leaves bare entries that still end with the list's comma.
    @Test func bareEntriesKeepingTheListsCommasRead() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                NSLayoutConstraint:0x7ff1 BadgeView:0x7aa1.leading == UITableViewCellContentView:0x7aa2.leading + 12,
                NSLayoutConstraint:0x7ff2 UITableViewCellContentView:0x7aa2.trailing == BadgeView:0x7aa1.trailing + 12,
                NSLayoutConstraint:0x7ff3 UITableViewCellContentView:0x7aa2.width == 0
            )
            """)
        #expect(system.errors.isEmpty, "\(system.errors)")
        #expect(system.equations == [
            "0x7aa1.leading == 0x7aa2.leading + 12",
            "0x7aa2.trailing == 0x7aa1.trailing + 12",
            "0x7aa2.width == 0",
        ])
    }

    /// iOS 9 printed `(Names: …)` right after the visual format's `]` or `|`.
    @Test func namesRightAfterTheVisualFormatRead() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1601 h=--& v=--& V:[UIView:0x14e1(0)]>",
                "<NSLayoutConstraint:0x1602 V:|-(>=6)-[UIButton:0x14e2](Names: '|':UIView:0x14e1 )>",
                "<NSLayoutConstraint:0x1603 V:[UIButton:0x14e2]-(>=6)-|(Names: '|':UIView:0x14e1 )>"
            )
            """)
        #expect(system.errors.isEmpty, "\(system.errors)")
        #expect(system.equations == [
            "0x14e1.height == 0",
            "0x14e2.top >= 0x14e1.top + 6",
            "0x14e1.bottom >= 0x14e2.bottom + 6",
        ])
        #expect(system.item(address: "0x14e2")?.superviewID == system.item(address: "0x14e1")?.id)
    }

    /// A paste that stops inside an entry's `names:` list: the entry still reads (its view is
    /// placed in an unknown superview), but it lost its `>` where the paste ends, so it is cut.
    @Test func anEntryCutInsideItsNamesListIsSaidToBeCut() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1601 h=--& v=--& V:[UIView:0x14e1(0)]>",
                "<NSLayoutConstraint:0x1602 V:|-(>=6)-[UIButton:0x14e2](Names: '|':_U
            """)
        #expect(!system.diagnostics("unterminated-list").isEmpty)
        #expect(system.diagnostics("truncated-entry").count == 1)
    }

    /// Masonry's descriptions hide identifiers: in a log of Masonry constraints, the one plain
    /// constant height on a table cell's content view is UIKit's encapsulated height.
    @Test func aCellHeightUnderMasonrysDescriptionsIsTheEncapsulatedOne() throws {
        let masonry = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x6001 UIImageView:0x7f01.top == UITableViewCellContentView:0x7f00.top + 12>",
                "<MASLayoutConstraint:0x6002 UIImageView:0x7f01.height == 80>",
                "<MASLayoutConstraint:0x6003 UIImageView:0x7f01.bottom == UITableViewCellContentView:0x7f00.bottom - 12>",
                "<NSLayoutConstraint:0x6004 UITableViewCellContentView:0x7f00.height == 88.5>"
            )
            """)
        #expect(masonry.constraint(address: "0x6004")?.origin == .encapsulatedLayout)
        #expect(masonry.diagnostics("masonry-encapsulated-height").map(\.constraintID) == [masonry.constraint(address: "0x6004")?.id])
        #expect(masonry.constraint(address: "0x6002")?.origin == .developer)

        // Without Masonry's descriptions, a plain height is the developer's as printed.
        let plain = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 UIImageView:0x7f01.top == UITableViewCellContentView:0x7f00.top + 12   (active)>",
                "<NSLayoutConstraint:0x6004 UITableViewCellContentView:0x7f00.height == 88.5   (active)>"
            )
            """)
        #expect(plain.constraint(address: "0x6004")?.origin == .developer)
        #expect(plain.diagnostics("masonry-encapsulated-height").isEmpty)
    }

    /// Jira's strikethrough markup, synced into a GitHub issue, turns hyphens into `~~`: read back
    /// as hyphens on lines that print an address, noted once, positions still in the paste.
    @Test func jiraStrikethroughReadsAsHyphens() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6001 V:|~~(12)~~[UIStackView:0x7a01]   (active, names: '|':UIView:0x7a02 )>",
                "<NSLayoutConstraint:0x6002 'UISV~~canvas~~connection' UIStackView:0x7a01.bottom == UIView:0x7a02.bottom - 12   (active)>"
            )
            ~~not a constraint~~
            """)
        #expect(system.errors.isEmpty, "\(system.errors)")
        #expect(system.equations == [
            "0x7a01.top == 0x7a02.top + 12",
            "0x7a01.bottom == 0x7a02.bottom - 12",
        ])
        #expect(system.constraints[1].identifier == "UISV-canvas-connection")
        let notes = system.diagnostics("repaired-strikethrough")
        #expect(notes.count == 1)
        #expect((notes.first?.line, notes.first?.column) == (3, 36))
    }

    /// An autoresizing margin printed in visual format (`[View]-(0.4)-|`) translates the view's
    /// frame, not its superview's: the equation reads with the view first.
    @Test func anAutoresizingMarginReadsWithItsViewFirst() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x6001 h=-&- v=-&- H:[UIView:0x7b01]-(0.4)-|   (active, names: '|':Shop.TileCell:0x7b00 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x6002 h=-&- v=-&- V:[UIView:0x7b01]-(>=2)-|   (active, names: '|':Shop.TileCell:0x7b00 )>",
                "<NSLayoutConstraint:0x6003 H:[UIView:0x7b01]-(0)-|   (active, names: '|':Shop.TileCell:0x7b00 )>"
            )
            """)
        #expect(system.equations == [
            "0x7b01.trailing == 0x7b00.trailing - 0.4",
            "0x7b01.bottom <= 0x7b00.bottom - 2",
            "0x7b00.trailing == 0x7b01.trailing",
        ])
        #expect(system.constraints[0].constant?.description == "-0.4")
    }

    /// A macOS log whose broken constraint is missing from its list: the note does not say UIKit.
    @Test func theBrokenConstraintNoteFitsAppKitLogsToo() throws {
        let system = try Self.read(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6001 NSButton:0x7c01.width == 80   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 NSButton:0x7c01.width == 96   (active)>
            """)
        #expect(system.platform == .macOS)
        let note = try #require(system.diagnostics("broken-not-listed").first)
        #expect(!note.message.contains("UIKit broke"), "\(note.message)")
        #expect(note.constraintID == system.constraint(address: "0x6002")?.id)
    }
}
