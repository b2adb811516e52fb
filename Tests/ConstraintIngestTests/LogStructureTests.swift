import ConstraintIngest
import ConstraintModel
import Testing

/// How a paste is cut into logs and what happens around the list: "Will attempt" forms,
/// emptied and redacted entries, text inside a list, and format detection.
struct LogStructureTests {
    let header = "Unable to simultaneously satisfy constraints.\n"

    @Test func willAttemptOnTheSameLine() throws {
        let text = header + """
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 5   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 6   (active)>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x2 UIView:0xa.width == 6   (active)>
            """
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.brokenConstraint == "c2")
        #expect(system.constraints.count == 2)
        #expect(system.diagnostics.isEmpty)
    }

    @Test func brokenConstraintMissingFromTheListIsAdded() throws {
        let text = header + """
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 5   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x9 UIView:0xb.height == 7   (active)>
            """
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.brokenConstraint == "c2")
        #expect(system.equations == ["0xa.width == 5", "0xb.height == 7"])
        #expect(system.constraint("c2")?.line == 7)
        let note = try #require(system.diagnostics("broken-not-listed").first)
        #expect(note.severity == .note)
        #expect(note.constraintID == "c2")
    }

    @Test func willAttemptWithoutAConstraint() throws {
        let text = header + "(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\"\n)\nWill attempt to recover by breaking constraint\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.brokenConstraint == nil)
        #expect(system.diagnostics("no-broken-constraint").count == 1)
    }

    @Test func emptiedEntriesAndTextInsideTheList() throws {
        let text = "(\n    \"\",\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\",\n    this is not an entry\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.constraints.count == 1)
        #expect(system.diagnostics("empty-entry").map(\.line) == [2])
        let unreadable = try #require(system.diagnostics("unreadable-text").first)
        #expect((unreadable.line, unreadable.column) == (4, 5))
    }

    @Test func wrapThatCutAnAddressIsJoinedWithoutASpace() throws {
        let text = "(\n\"<NSLayoutConstraint:0x600001 UIImageView:0x7fe7b1\nf0c6a0.width == 80   (active)>\"\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.equations == ["0x7fe7b1f0c6a0.width == 80"])
        #expect(system.errors.isEmpty)
        // One note, the one that says which address was cut (SplitAddressTests).
        #expect(system.diagnostics.map(\.code) == ["repaired-split-address"])
    }

    @Test func parenthesisInsideTextDoesNotCloseTheList() throws {
        let text = "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\",\n(see below)\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 6>\"\n)\n"
        let result = ConsoleLogReader.read(text, file: "x")
        #expect(result.systems.map(\.constraints.count) == [2])
        #expect(result.systems.first?.diagnostics("unreadable-text").map(\.line) == [3])
    }

    @Test func elidedEntriesAreReported() throws {
        let text = "(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\",\n    ...\n    \"<NSLayoutConstraint:0x2 UIView:0xa.width == 6>\"\n    \u{2026}\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.constraints.count == 2)
        let elided = system.diagnostics("elided-entries")
        #expect(elided.map(\.line) == [3, 5])
        #expect(elided.map(\.column) == [5, 5])
        #expect(elided.allSatisfy { $0.severity == .warning })
    }

    @Test func lostOpeningBracketIsRepaired() throws {
        let text = "(\n    \"NSLayoutConstraint:0x1 UIView:0xa.width == 5   (active)>\"\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.equations == ["0xa.width == 5"])
        #expect((system.constraints[0].line, system.constraints[0].column) == (2, 6))
        #expect(system.diagnostics("repaired-missing-bracket").count == 1)
    }

    @Test func htmlEntitiesAreDecoded() throws {
        let text = "(\n    \"&lt;NSLayoutConstraint:0x1 UIView:0xa.width &gt;= 5&gt;\"\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        #expect(system.equations == ["0xa.width >= 5"])
        #expect((system.constraints[0].line, system.constraints[0].column) == (2, 6))
        #expect(system.diagnostics("repaired-html-entities").count == 1)
    }

    @Test func errorColumnsCountTheRemovedQuoteMarkers() throws {
        let text = "> (\n> \"<NSLayoutConstraint:0x1 UIView:0xa.width 5>\"\n> )\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        let error = try #require(system.errors.first)
        // `> "<NSLayoutConstraint:0x1 UIView:0xa.width 5`: the `5` is column 45.
        #expect((error.line, error.column) == (2, 45))
        #expect(error.code == "expected-relation")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let text = "(\n\"<NSLayoutConstraint:0x1 UILabel:0xa'\u{00E9}t\u{00E9}'.width 5>\"\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "x").systems.first)
        let error = try #require(system.errors.first)
        // `"<NSLayoutConstraint:0x1 UILabel:0xa'été'.width 5`: the `5` is character 49 (byte 51).
        #expect((error.line, error.column) == (2, 49))
    }

    @Test func aSecondBareListIsASecondLog() throws {
        let text = "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\"\n)\n(\n\"<NSLayoutConstraint:0x2 UIView:0xb.width == 6>\"\n)\n"
        let result = ConsoleLogReader.read(text, file: "x")
        #expect(result.systems.map(\.constraints.count) == [1, 1])
        #expect(result.systems.map(\.source.firstLine) == [1, 4])
        #expect(result.systems.map(\.format) == [.constraintList, .constraintList])
    }

    @Test func headerWithoutAList() throws {
        let system = try #require(ConsoleLogReader.read("Unable to simultaneously satisfy constraints:\n", file: "x").systems.first)
        #expect(system.constraints.isEmpty)
        #expect(system.platform == .macOS)
        #expect(system.diagnostics("empty-log").count == 1)
    }

    @Test func ingestDetectsLogs() {
        #expect(Ingest.detectFormat("(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 5>\"\n)") == .log)
        #expect(Ingest.detectFormat("<MASLayoutConstraint:key UILabel:title.width == 5>") == .log)
        #expect(Ingest.detectFormat("Unable to simultaneously satisfy constraints.") == .log)
        #expect(Ingest.detectFormat("Red.leading == Superview.leading + 20\nRed.width == 100") == .equations)
        #expect(Ingest.read("Will attempt to recover by breaking constraint", file: "x").systems.count == 1)
    }
}
