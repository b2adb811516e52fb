import ConstraintIngest
import ConstraintModel
import Testing

/// A paste that ends inside the entry after "Will attempt to recover by breaking constraint": a
/// cut, not a syntax error. When the cut entry's own address is whole and is one listed
/// constraint's (with its class), that constraint is the one UIKit broke. Written for this test:
/// an iOS 7-10 top layout guide 64 tall against a search bar pinned 20 below the view's top.
struct CutBrokenEntryTests {
    static let list = """
        Unable to simultaneously satisfy constraints.
        (
            "<_UILayoutSupportConstraint:0x7fa5d3c0b7e0 V:[_UILayoutGuide:0x7fa5d3c0a1b0(64)]>",
            "<_UILayoutSupportConstraint:0x7fa5d3c0b8a0 V:|-(0)-[_UILayoutGuide:0x7fa5d3c0a1b0]   (Names: '|':UIView:0x7fa5d3c09d40 )>",
            "<NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5d3c0a1b0]-(0)-[UISearchBar:0x7fa5d3e14a20]>",
            "<NSLayoutConstraint:0x7fa5d3c0c390 V:|-(20)-[UISearchBar:0x7fa5d3e14a20]   (Names: '|':UIView:0x7fa5d3c09d40 )>"
        )

        Will attempt to recover by breaking constraint \n
        """

    static func read(_ text: String) throws -> ConstraintSystem {
        try #require(ConsoleLogReader.read(text, file: "x").systems.first)
    }

    @Test func aWholeAddressOfOneListedConstraintNamesTheBrokenOne() throws {
        let system = try Self.read(Self.list + "<NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5\n")
        #expect(system.brokenConstraint == "c3")
        #expect(system.constraints.count == 4)
        #expect(system.errors.isEmpty, "\(system.errors)")
        #expect(system.diagnostics("repaired-missing-bracket").isEmpty)
        #expect(system.diagnostics("cut-broken-entry").isEmpty)
        let note = try #require(system.diagnostics("cut-broken-entry-recognised").first)
        #expect(note.severity == .note)
        #expect((note.line, note.column) == (10, 1))
        #expect(note.constraintID == "c3")
        #expect(note.message.hasPrefix("the paste ends inside the entry of the constraint UIKit broke (line 10)"))
        #expect(note.message.contains("0x7fa5d3c0c2f0"))
    }

    @Test func aCutAddressLeavesTheBrokenConstraintUnknown() throws {
        let system = try Self.read(Self.list + "<NSLayoutConstraint:0x7fa5d3c0c2")
        #expect(system.brokenConstraint == nil)
        #expect(system.errors.isEmpty, "\(system.errors)")
        let warning = try #require(system.diagnostics("cut-broken-entry").first)
        #expect(warning.severity == .warning)
        #expect(warning.line == 10)
        #expect(warning.message.contains("which constraint was broken is unknown"))
    }

    @Test func anAddressNoListedConstraintHasLeavesItUnknown() throws {
        // A whole address, but no listed constraint has it; and one whose class is not the listed one's.
        for head in ["<NSLayoutConstraint:0x7fa5d3c0c2f1 V:[_UILayoutGuide:0x7fa5", "<NSContentSizeLayoutConstraint:0x7fa5d3c0c2f0 V:[_UI"] {
            let system = try Self.read(Self.list + head + "\n\n")
            #expect(system.brokenConstraint == nil, "\(head)")
            #expect(system.errors.isEmpty, "\(head): \(system.errors)")
            #expect(system.diagnostics("cut-broken-entry").count == 1, "\(head)")
            #expect(system.diagnostics("cut-broken-entry-recognised").isEmpty, "\(head)")
        }
    }

    @Test func aCutEntryThatIsNotTheEndOfThePasteIsStillAnError() throws {
        // More log follows the cut entry: the paste was not cut at its end, so this is no end cut.
        let text = Self.list + "<NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5\n\n" + Self.list
            + "<NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5d3c0a1b0]-(0)-[UISearchBar:0x7fa5d3e14a20]>\n"
        let systems = ConsoleLogReader.read(text, file: "x").systems
        let first = try #require(systems.first)
        #expect(first.brokenConstraint == nil)
        #expect(!first.errors.isEmpty)
        #expect(first.diagnostics("cut-broken-entry").isEmpty && first.diagnostics("cut-broken-entry-recognised").isEmpty)
        #expect(systems.last?.brokenConstraint == "c3")
    }
}
