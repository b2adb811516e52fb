import ConstraintIngest
import ConstraintModel
import Testing

/// Logs damaged by pasting: what is repaired is noted, and every position still points into the
/// file as pasted. Expected values are written from reading each log.
struct PasteDamageTests {
    @Test func markdownEscapesAndBold() throws {
        let system = try #require(try Fixtures.corpus("paste-markdown-escapes.log").systems.first)
        #expect(system.format == .consoleLog)
        #expect(system.constraints.count == 6)
        #expect(system.errors.isEmpty)
        let bold = try #require(system.diagnostics("repaired-markdown-bold").first)
        #expect((bold.line, bold.column) == (1, 1))
        let escapes = system.diagnostics("repaired-markdown-escapes")
        #expect(escapes.count == 1)
        #expect((escapes.first?.line, escapes.first?.column) == (7, 6))
        // `    "\<NSLayout…`: the `<` after the backslash is column 7 of the original line.
        #expect((system.constraints[0].line, system.constraints[0].column) == (7, 7))
        #expect(system.constraints[1].text.hasPrefix("NSLayoutConstraint:0x600002f90a50 V:[UIView:0x7fc8e2e0a1c0]-(0)-[_UILayoutSpacer"))
        #expect(system.equations[1] == "0x6000019d4b40.top == 0x7fc8e2e0a1c0.bottom")
        #expect(system.equations[4] == "0x7fc8e2e09860.height == 0.5*0x7fc8e2e08f10.height")
        #expect(system.item(address: "0x6000019d4b40")?.kind == .stackSpacer)
        #expect(system.brokenConstraint == "c1")
    }

    @Test func quotePrefixesOnEveryLine() throws {
        let system = try #require(try Fixtures.corpus("paste-quote-prefix.log").systems.first)
        #expect(system.format == .consoleLog)
        #expect(system.constraints.count == 6)
        #expect(system.diagnostics.map(\.code) == ["repaired-quote-prefix"])
        #expect((system.diagnostics[0].line, system.diagnostics[0].column) == (1, 1))
        #expect((system.constraints[0].line, system.constraints[0].column) == (7, 8))
        #expect(system.brokenConstraint == "c2")
        #expect(system.source.lastLine == 19)
    }

    @Test func hardWrappedEntriesAreJoined() throws {
        let system = try #require(try Fixtures.corpus("paste-hard-wrapped.log").systems.first)
        #expect(system.equations == [
            "0x7fe7b1f0c6a0.width == 1.5*0x7fe7b1f0c6a0.height",
            "0x7fe7b1f0c6a0.leading == 0x7fe7b1f0b9d0.leading",
            "0x7fe7b1f0b9d0.trailing == 0x7fe7b1f0c6a0.trailing",
            "0x7fe7b1f0c6a0.height == 200",
            "0x7fe7b1f0b9d0.width == 375",
        ])
        #expect(system.constraints[0].text
            == "NSLayoutConstraint:0x600003c15e00 UIImageView:0x7fe7b1f0c6a0.width == UIImageView:0x7fe7b1f0c6a0.height * 1.5   (active)")
        #expect(system.constraints.map(\.line) == [7, 10, 12, 14, 16])
        let wraps = system.diagnostics("repaired-hard-wrap")
        #expect(wraps.map(\.constraintID) == ["c1", "c2", "c3", "c4", "c5"])
        #expect(wraps.allSatisfy { $0.severity == .note })
        #expect(system.diagnostics.count == 5)
        #expect(system.brokenConstraint == "c4")
        #expect(system.format == .consoleLog)
    }

    @Test func lostParenthesesQuotesAndLineBreaks() throws {
        let result = try Fixtures.corpus("paste-lost-parentheses.log")
        #expect(result.systems.count == 2)
        let unbracketed = result.systems[0]
        #expect(unbracketed.constraints.count == 4)
        #expect(unbracketed.brokenConstraint == "c1")
        let lostClose = try #require(unbracketed.diagnostics("repaired-missing-bracket").first)
        #expect(lostClose.constraintID == "c4")
        #expect(lostClose.line == 9)
        #expect(unbracketed.equations[3] == "0x7fd1a2c0d8f0.height == 44")
        let oneLine = result.systems[1]
        #expect(oneLine.source.firstLine == 16)
        #expect(oneLine.source.lastLine == 16)
        #expect(oneLine.constraints.map(\.column) == [298, 387, 523, 659])
        #expect(oneLine.brokenConstraint == "c1")
        #expect(oneLine.format == .consoleLog)
        #expect(oneLine.diagnostics.isEmpty)
        #expect(oneLine.item(address: "0x7fd1a2c10f30")?.text == "0:42")
    }

    @Test func proseAroundAndBetweenLogs() throws {
        let result = try Fixtures.corpus("paste-prose-around.log")
        #expect(result.systems.count == 2)
        #expect(result.systems.map(\.constraints.count) == [3, 3])
        #expect(result.systems.map(\.source.firstLine) == [4, 25])
        let skipped = result.systems.flatMap { $0.diagnostics("skipped-text") }
        #expect(skipped.map(\.line) == [1, 22, 43])
        #expect(skipped.allSatisfy { $0.severity == .note && $0.column == 1 })
        #expect(result.systems[1].equations[0] == "0x7fbf3ad0c5a0.height == 0x7fbf3ad0c5a0.width")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func elidedEntriesAreReportedAndTheRestKept() throws {
        let system = try #require(try Fixtures.corpus("paste-elided-entries.log").systems.first)
        #expect(system.equations == [
            "0x7fb8a2d0c7e0.width == 88",
            "0x7fb8a2d0c7e0.leading == 0x7fb8a2d0b910.leading + 16",
            "0x7fb8a2d0b910.width == 100",
        ])
        let elided = try #require(system.diagnostics("elided-entries").first)
        #expect((elided.line, elided.column) == (9, 5))
        #expect(elided.severity == .warning)
        #expect(system.brokenConstraint == "c1")
        #expect(system.diagnostics.count == 1)
    }

    @Test func byteOrderMarkCRLFAndTabs() throws {
        let system = try #require(try Fixtures.corpus("paste-crlf-bom-tabs.log").systems.first)
        #expect(system.source.firstLine == 1)
        #expect(system.source.lastLine == 15)
        #expect(system.constraints.map(\.line) == [7, 8])
        #expect(system.constraints.map(\.column) == [3, 3])
        #expect(system.equations == ["0x7fd2f9c1d400.height == 36", "0x7fd2f9c1d400.height >= 44"])
        #expect(system.constraints.allSatisfy { !$0.text.contains("\r") })
        #expect(system.brokenConstraint == "c1")
        #expect(system.diagnostics.isEmpty)
    }
}
