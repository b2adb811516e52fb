import ConstraintIngest
import ConstraintModel
import Testing

/// Headers, prefixes and trailers of the Corpus logs: where each log starts and ends, its format,
/// platform and broken constraint. Expected values are written from reading each log.
struct CorpusHeaderTests {
    @Test func modernHeaderBehindAnOSLogPrefix() throws {
        let result = try Fixtures.corpus("ios-modern-header-oslog.log")
        let system = try #require(result.systems.first)
        #expect(result.systems.count == 1)
        #expect(system.format == .consoleLog)
        #expect(system.platform == .iOS)
        #expect(system.source.firstLine == 1)
        #expect(system.source.lastLine == 17)
        #expect(system.diagnostics.isEmpty)
        #expect(system.equations == [
            "0x7fb2c1d0a4f0.height == 44",
            "0x7fb2c1d0a4f0.top == 0x7fb2c1d09e60.top + 12",
            "0x7fb2c1d09e60.bottom == 0x7fb2c1d0a4f0.bottom + 12",
            "0x7fb2c1d09e60.height == 43.6667",
        ])
        #expect(system.brokenConstraint == "c1")
        #expect((system.constraints[0].line, system.constraints[0].column) == (7, 6))
    }

    @Test func oldOneParagraphHeaderWithNSLogPrefix() throws {
        let system = try #require(try Fixtures.corpus("ios-old-paragraph-header.log").systems.first)
        #expect(system.format == .consoleLog)
        #expect(system.platform == .iOS)
        #expect(system.diagnostics.isEmpty)
        #expect(system.equations == [
            "0x17e59f10.width == 320",
            "0x17e59f10.leading == 0x17e58c80.leading + 20",
            "0x17e58c80.trailing == 0x17e59f10.trailing + 20",
            "0x17e58c80.width == 320",
        ])
        #expect(system.constraints.allSatisfy { $0.isActive == nil })
        #expect(system.brokenConstraint == "c1")
        #expect(system.item(address: "0x17e58c80")?.translatesAutoresizingMask == true)
        #expect(system.source.lastLine == 13)
    }

    @Test func appKitHeaderAndTrailer() throws {
        let system = try #require(try Fixtures.corpus("macos-appkit-header.log").systems.first)
        #expect(system.platform == .macOS)
        #expect(system.format == .consoleLog)
        #expect(system.diagnostics.isEmpty)
        #expect(system.equations == [
            "0x7f8d1c60a2e0.width >= 180",
            "0x7f8d1c60a2e0.left == 0x7f8d1c609b70.left + 20",
            "0x7f8d1c609b70.right == 0x7f8d1c60a2e0.right + 20",
            "0x7f8d1c609b70.width == 200",
            "0x7f8d1c609b70.minX == 0",
        ])
        let superview = try #require(system.item(address: "0x7f8d1c6075d0"))
        #expect(superview.className == "NSView")
        #expect(system.constraints[4].measuredIn == superview.id)
        #expect(system.item(address: "0x7f8d1c609b70")?.superviewID == superview.id)
        #expect(system.item(address: "0x7f8d1c609b70")?.translatesAutoresizingMask == true)
        #expect(system.item(address: "0x7f8d1c60a2e0")?.translatesAutoresizingMask == nil)
        #expect(system.brokenConstraint == "c1")
        #expect(system.source.lastLine == 13)
    }

    @Test func macOS14ConflictingConstraintsThenTheClassicLog() throws {
        let result = try Fixtures.corpus("macos14-conflicting-constraints.log")
        #expect(result.systems.count == 2)
        for system in result.systems {
            #expect(system.platform == .macOS)
            #expect(system.format == .consoleLog)
            #expect(system.constraints.count == 4)
            #expect(system.brokenConstraint == "c1")
            #expect(system.constraint("c1")?.address == "0x6000017c2e90")
            #expect(system.diagnostics.isEmpty)
        }
        #expect(result.systems.map(\.source.firstLine) == [1, 8])
        #expect(result.systems.map(\.source.lastLine) == [7, 19])
    }

    @Test func consoleAppAndSyslogPrefixes() throws {
        let result = try Fixtures.corpus("console-app-and-syslog-prefixes.log")
        #expect(result.systems.count == 2)
        let first = try #require(result.systems.first)
        #expect(first.platform == .macOS)
        #expect(first.item(address: "0x6080001401e0")?.text == "Clear History")
        #expect(first.equations[1] == "0x6080001401e0.left >= 0x608000121b80.left + 40")
        #expect(first.constraints[3].origin == .encapsulatedLayout)
        let second = try #require(result.systems.last)
        #expect(second.source.firstLine == 13)
        #expect(second.source.lastLine == 24)
        #expect(second.constraints.count == 4)
        #expect((second.constraints[0].line, second.constraints[0].column) == (15, 7))
        #expect(second.brokenConstraint == "c1")
        #expect(result.systems.allSatisfy { $0.diagnostics.isEmpty })
    }

    @Test func twoLogsInOnePaste() throws {
        let result = try Fixtures.corpus("two-logs-one-paste.log")
        #expect(result.systems.count == 2)
        #expect(result.systems.map(\.constraints.count) == [2, 6])
        #expect(result.systems.map(\.items.count) == [1, 3])
        #expect(result.systems.map(\.brokenConstraint) == ["c1", "c5"])
        #expect(result.systems.map(\.source.firstLine) == [1, 16])
        #expect(result.systems[1].item(address: "0x7f9e5ad1c4a0")?.text == "$42.00")
        #expect(result.systems[1].equations[1] == "0x7f9e5ad1c4a0.leading == 0x7f9e5ad1c110.trailing + 8")
    }

    @Test func oldNestedSnapKitDescription() throws {
        let system = try #require(try Fixtures.corpus("snapkit-old-nested.log").systems.first)
        #expect(system.equations == [
            "0x7fc91bd27f10.top == 0x7fc91bd26dc0.top + 20.0",
            "0x7fc91bd27f10.bottom == 0x7fc91bd26dc0.bottom - 20.0",
            "0x7fc91bd27f10.height == 100.0",
            "0x7fc91bd26dc0.height == 100",
        ])
        #expect(system.constraints[0].className == "Tally.LayoutConstraint")
        #expect(system.constraints[0].address == "0x7fc91bd3e6a0")
        #expect(system.brokenConstraint == "c3")
    }

    @Test func redactedLogKeepsItsShape() throws {
        let result = try Fixtures.corpus("oslog-private-redacted.log")
        let system = try #require(result.systems.first)
        #expect(result.systems.count == 1)
        #expect(system.platform == .macOS)
        #expect(system.constraints.isEmpty)
        #expect(system.brokenConstraint == nil)
        let redacted = system.diagnostics("redacted")
        #expect(redacted.map(\.line) == [2, 5])
        #expect(redacted.allSatisfy { $0.severity == .warning && $0.column == 1 })
        #expect(system.diagnostics.count == 2)
    }

    @Test func inputWithoutAnyLogIsOneError() {
        let result = ConsoleLogReader.read("Just a note about my layout.\nNothing else.\n", file: "note.txt")
        #expect(result.systems.isEmpty)
        #expect(result.isUnreadable)
        #expect(result.diagnostics.map(\.code) == ["skipped-text", "no-constraints"])
        #expect(result.diagnostics.last?.severity == .error)
    }
}
