import ConstraintIngest
import ConstraintModel
import Testing

/// Addresses cut in two by a wrap at a fixed width (a PDF, a terminal, an e-mail): the two halves
/// are one address again, so an item is not split into two and a constraint keeps the address the
/// "Will attempt" entry names. A line break that is not inside an address stays a space. The
/// logs are the README's cover-cell log (Corpus/examples/cover-cell.log) cut at different places;
/// every expected value is read off the uncut log.
struct SplitAddressTests {
    /// The cover-cell log's list and "Will attempt" entry, with `list` replacing the first entry.
    private func log(firstEntry: String, names: String = "'|':UITableViewCellContentView:0x7fb9c8d09f70") -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
        \(firstEntry)
            "<NSLayoutConstraint:0x600002d1c140 V:|-(12)-[UIImageView:0x7fb9c8d0a2e0]   (active, names: \(names) )>",
            "<NSLayoutConstraint:0x600002d1c1e0 V:[UIImageView:0x7fb9c8d0a2e0]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7fb9c8d09f70 )>",
            "<NSLayoutConstraint:0x600002d1d900 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb9c8d09f70.height == 80.3333   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x7fb9c8d0a2e0.height == 64   (active)>
        """
    }

    /// What the uncut log reads as.
    private func expectCoverCell(_ system: ConstraintSystem, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(system.items.compactMap(\.address).sorted() == ["0x7fb9c8d09f70", "0x7fb9c8d0a2e0"], sourceLocation: sourceLocation)
        #expect(system.constraints.map(\.address) == ["0x600002d1c0a0", "0x600002d1c140", "0x600002d1c1e0", "0x600002d1d900"], sourceLocation: sourceLocation)
        #expect(system.equations == [
            "0x7fb9c8d0a2e0.height == 64",
            "0x7fb9c8d0a2e0.top == 0x7fb9c8d09f70.top + 12",
            "0x7fb9c8d09f70.bottom == 0x7fb9c8d0a2e0.bottom + 12",
            "0x7fb9c8d09f70.height == 80.3333",
        ], sourceLocation: sourceLocation)
        #expect(system.brokenConstraint == "c1", sourceLocation: sourceLocation)
        #expect(system.errors.isEmpty && system.warnings.isEmpty, "\(system.diagnostics)", sourceLocation: sourceLocation)
    }

    @Test func aConstraintsOwnAddressCutInTwo() throws {
        let text = log(firstEntry: """
                "<NSLayoutConstraint:0x6000
            02d1c0a0 UIImageView:0x7fb9c8d0a2e0.height == 64   (active)>",
            """)
        let system = try #require(ConsoleLogReader.read(text, file: "cut.log").systems.first)
        expectCoverCell(system)
        let note = try #require(system.diagnostics("repaired-split-address").first)
        #expect((note.line, note.column) == (3, 32))
        #expect(note.message.contains("0x600002d1c0a0"))
    }

    @Test func anItemsAddressCutWithTheNextLineIndented() throws {
        let text = log(firstEntry: """
                "<NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x7fb9c8d0
                    a2e0.height == 64   (active)>",
            """)
        let system = try #require(ConsoleLogReader.read(text, file: "cut.log").systems.first)
        expectCoverCell(system)
        #expect(system.diagnostics("repaired-split-address").map(\.line) == [3])
    }

    @Test func anAddressInANamesListCutInTwo() throws {
        let text = log(
            firstEntry: "    \"<NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x7fb9c8d0a2e0.height == 64   (active)>\",",
            names: "'|':UITableViewCellContentView:0x7fb9\nc8d09f70")
        let system = try #require(ConsoleLogReader.read(text, file: "cut.log").systems.first)
        expectCoverCell(system)
        #expect(system.diagnostics("repaired-split-address").map(\.line) == [4])
    }

    @Test func aCutRightAfterTheColonOrTheZero() throws {
        for (left, right) in [("UIImageView:", "0x7fb9c8d0a2e0"), ("UIImageView:0", "x7fb9c8d0a2e0"), ("UIImageView:0x", "7fb9c8d0a2e0")] {
            let text = log(firstEntry: "    \"<NSLayoutConstraint:0x600002d1c0a0 \(left)\n\(right).height == 64   (active)>\",")
            let system = try #require(ConsoleLogReader.read(text, file: "cut.log").systems.first)
            expectCoverCell(system)
        }
    }

    /// A wrap after a whole address, before what follows it, is an ordinary hard wrap: the next
    /// line's text (a class name, `(active`, an attribute) is not glued to the address.
    @Test func aWrapAfterAWholeAddressIsNotJoinedIntoIt() throws {
        let wraps = [
            "    \"<NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x7fb9c8d0a2e0.height == 64\n(active)>\",",
            "    \"<NSLayoutConstraint:0x600002d1c0a0\nUIImageView:0x7fb9c8d0a2e0.height == 64   (active)>\",",
        ]
        for wrap in wraps {
            let system = try #require(ConsoleLogReader.read(log(firstEntry: wrap), file: "cut.log").systems.first)
            expectCoverCell(system)
            #expect(system.diagnostics("repaired-split-address").isEmpty)
            #expect(system.diagnostics("repaired-hard-wrap").count == 1)
        }
        // Hex-looking text after a whole address is a new name, not more digits: `Face.Cell` is
        // capitalised, and sixteen digits is already a whole 64-bit address.
        let names = [
            "'|':UITableViewCellContentView:0x7fb9c8d09f70,\nFace.Cell:0x7fb9c8d0f000",
            // The comma lost as well: still two names.
            "'|':UITableViewCellContentView:0x7fb9c8d09f70\nFace.Cell:0x7fb9c8d0f000",
        ]
        for list in names {
            let text = log(firstEntry: "    \"<NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x7fb9c8d0a2e0.height == 64   (active)>\",", names: list)
            let system = try #require(ConsoleLogReader.read(text, file: "cut.log").systems.first)
            #expect(system.diagnostics("repaired-split-address").isEmpty)
            #expect(system.item(address: "0x7fb9c8d09f70") != nil)
        }
        let tooLong = log(firstEntry: """
                "<NSLayoutConstraint:0x600002d1c0a0 UIImageView:0x00007fb9c8d0a2e0
            0a2e0.height == 64   (active)>",
            """)
        let system = try #require(ConsoleLogReader.read(tooLong, file: "cut.log").systems.first)
        #expect(system.diagnostics("repaired-split-address").isEmpty)
        #expect(system.item(address: "0x00007fb9c8d0a2e00a2e0") == nil)
    }
}
