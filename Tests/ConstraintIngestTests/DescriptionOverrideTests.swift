import ConstraintIngest
import ConstraintModel
import Testing

/// Third-party `description` overrides and the other printed forms of issue 8 item 7 (one line,
/// a blank line after every line, translator blanks, a comment in the list). Every expected
/// equation is written by hand from the log text; items without an address are keyed by name.
struct DescriptionOverrideTests {
    @Test func overrideItemsAreTheirPrintedNames() throws {
        let system = try #require(try Fixtures.corpus("third-party-description.log").systems.first)
        #expect(system.errors.isEmpty, "\(system.errors)")
        #expect(system.equations == [
            "HeaderView.UIView.top == UIView.bottom",
            "HeaderView.UIView.height == 120.0",
            "HeaderView.UIView.bottom == CardView.bottom - 8.0",
            "UIView.top == CardView.top",
            "UIView.height == 44.0",
            "CardView.height == 160.0",
        ])
        #expect(system.items.map(\.address) == [nil, nil, nil])
        #expect(system.brokenConstraint == "c2")
        // One note per log says how the items were identified, at the first entry.
        let note = try #require(system.diagnostics("description-override").first)
        #expect(system.diagnostics("description-override").count == 1)
        #expect((note.line, note.column) == (3, 6))
        #expect(system.diagnostics("unresolved-name").isEmpty)
    }

    @Test func detailsGiveMultiplierPriorityAndConstant() throws {
        let system = try #require(try Fixtures.corpus("third-party-description-details.log").systems.first)
        #expect(system.equations == [
            "PhotoCell.contentView.width == 375.0",
            "PhotoCell.contentView.height == 110.0",
            "Thumbnail.top == PhotoCell.contentView.top + 12.0",
            "Thumbnail.leading == PhotoCell.contentView.leading",
            "Thumbnail.trailing == PhotoCell.contentView.trailing",
            "Thumbnail.height == 0.200*Thumbnail.width",
            "PhotoCell.contentView.bottom == Thumbnail.bottom + 12.0",
        ])
        // The hint with commas in it stays a hint; the entry without a first item is located.
        let missing = try #require(system.errors.first)
        #expect(system.errors.count == 1)
        #expect(missing.code == "override-without-item")
        #expect((missing.line, missing.column) == (14, 6))
        #expect(system.brokenConstraint == "c6")
    }

    private func read(_ text: String) -> ConstraintSystem? {
        ConsoleLogReader.read(text, file: "inline.log").systems.first
    }

    @Test func priorityAndIdentifierDetails() throws {
        let system = try #require(read("""
            Unable to simultaneously satisfy constraints.
            (
                "Card.width == 320.0 (constant: 320.0, identifier: cardWidth)",
                "Card.width <= Screen.width (priority: 750, constant: -32.0)"
            )
            """))
        #expect(system.equations == ["Card.width == 320.0", "Card.width <= Screen.width - 32.0 @750"])
        #expect(system.constraints[0].identifier == "cardWidth")
    }

    @Test func detailThatContradictsTheEquationIsLocated() throws {
        let system = try #require(read("""
            Unable to simultaneously satisfy constraints.
            (
                "Card.top == Header.bottom + 8.0 (constant: 12.0)",
                "Card.height == 2.0 * Header.height (multiplier: 0.5)",
                "Card.height == 44.0"
            )
            """))
        #expect(system.equations == ["Card.height == 44.0"])
        #expect(system.errors.map(\.code) == ["override-disagrees", "override-disagrees"])
        #expect(system.errors.map(\.line) == [3, 4])
        #expect(system.errors.map(\.column) == [39, 42])
    }

    @Test func flattenedOverrideLogReadsQuotedEntries() throws {
        let system = try #require(read(
            #"Unable to simultaneously satisfy constraints. ( "Badge.width == 24.0 (constant: 24.0)", "Badge.width == Icon.width (multiplier: 0.5)", "Icon.width == 40.0" ) Will attempt to recover by breaking constraint "Badge.width == 24.0 (constant: 24.0)""#))
        #expect(system.equations == ["Badge.width == 24.0", "Badge.width == 0.5*Icon.width", "Icon.width == 40.0"])
        #expect(system.brokenConstraint == "c1")
    }

    @Test func proseInsideAListIsNotReadAsAConstraint() throws {
        let system = try #require(read("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600003b3c0a0 UILabel:0x7f9e1c40a2b0.width == 300   (active)>",
                if the label.width == 300 then it fails
            )
            """))
        #expect(system.constraints.count == 1)
        #expect(system.diagnostics("unreadable-text").count == 1)
        #expect(system.errors.isEmpty)
    }

    // MARK: The other printed forms

    @Test func flattenedLogReadsEveryEntry() throws {
        let system = try #require(try Fixtures.corpus("paste-flattened-one-line.log").systems.first)
        #expect(system.equations == [
            "0x7f9e1c40a2b0.width == 120",
            "0x7f9e1c40a2b0.leading == 0x7f9e1c409f70.leading + 20",
            "0x7f9e1c409f70.trailing == 0x7f9e1c40a2b0.trailing + 20",
            "0x7f9e1c409f70.width == 150",
        ])
        #expect(system.brokenConstraint == "c1")
    }

    @Test func blankLineAfterEveryLine() throws {
        let system = try #require(try Fixtures.corpus("paste-blank-line-after-every-line.log").systems.first)
        #expect(system.equations == [
            "0x7f9e1c40a2b0.height == 44",
            "0x7f9e1c40a2b0.top == 0x7f9e1c409f70.top + 16",
            "0x7f9e1c409f70.bottom == 0x7f9e1c40a2b0.bottom + 16",
            "0x7f9e1c409f70.height == 60",
        ])
        #expect(system.brokenConstraint == "c1")
    }

    @Test func translatorBlanksInVisualFormat() throws {
        let system = try #require(try Fixtures.corpus("paste-translated-blanks.log").systems.first)
        #expect(system.equations == [
            "0x7f9e1c40a2b0.height == 50",
            "0x7f9e1c40a2b0.top == 0x7f9e1c409f70.top",
            "0x7f9e1c409f70.bottom == 0x7f9e1c40a2b0.bottom",
            "0x7f9e1c409f70.height == 40",
        ])
        #expect(system.diagnostics("repaired-translation-blanks").count == 1)
    }

    @Test func commentInsideTheListIsSkippedWhereItStands() throws {
        let system = try #require(try Fixtures.corpus("comment-inside-list.log").systems.first)
        #expect(system.constraints.count == 4)
        // Comments are not damage: a note each, where they stand, and no warning.
        #expect(system.diagnostics("list-comment").map(\.line) == [4, 6])
        #expect(system.diagnostics("list-comment").map(\.column) == [5, 125])
        #expect(system.warnings.isEmpty)
        #expect(system.equations[2] == "0x7f9e1c409f70.trailing == 0x7f9e1c40a2b0.trailing + 16")
    }
}
