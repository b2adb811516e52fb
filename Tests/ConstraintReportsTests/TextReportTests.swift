import ConstraintIngest
import ConstraintModel
import ConstraintAnalysis
import ConstraintReports
import Testing

@Suite("Text report")
struct TextReportTests {
    static func lines(of systems: [ConstraintSystem]) -> [String] {
        TextReport().render(Report(systems: systems, analysis: nil)).components(separatedBy: "\n")
    }

    /// The lines of one constraint's entry: its first line starts with `  <id> `, the entry ends
    /// at the next entry, a blank line or the end.
    static func entry(_ id: String, in lines: [String]) throws -> [String] {
        let start = try #require(lines.firstIndex { $0.hasPrefix("  \(id) ") })
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("       "), !lines[end].trimmingCharacters(in: .whitespaces).isEmpty {
            end += 1
        }
        return Array(lines[start..<end])
    }

    @Test func headingNamesNumberKindSourceAndCounts() {
        let lines = Self.lines(of: [SampleSystems.profileCell, SampleSystems.gridWindow])
        #expect(lines.contains("System 1 · iOS console log · Corpus/examples/profile-cell.log, lines 1–18 · 6 items, 11 constraints"))
        #expect(lines.contains("System 2 · macOS console log · Corpus/examples/grid.log, lines 1–6 · 3 items, 3 constraints"))
    }

    @Test func itemsShowClassAddressKindAndSuperview() {
        let lines = Self.lines(of: [SampleSystems.profileCell])
        let imageView = lines.first { $0.hasPrefix("  ImageView ") }
        #expect(imageView?.contains("UIImageView 0x7b1000a01200") == true)
        #expect(imageView?.hasSuffix("in TableViewCellContentView") == true)
        let guide = lines.first { $0.hasPrefix("  Margins(TableViewCellContentView) ") }
        #expect(guide?.hasSuffix("margins guide of TableViewCellContentView") == true)
        let badge = lines.first { $0.hasPrefix("  BadgeView ") }
        #expect(badge?.contains("autoresizing mask → constraints") == true)
    }

    @Test func itemColumnsAreAligned() throws {
        let lines = Self.lines(of: [SampleSystems.profileCell])
        let classes = ["UIImageView", "UITableViewCellContentView", "UIStackView", "UILabel", "Profile.BadgeView", "UILayoutGuide"]
        func column(of text: String, in line: String) throws -> Int {
            let range = try #require(line.range(of: text))
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        var classColumns: Set<Int> = []
        var noteColumns: Set<Int> = []
        for className in classes {
            let row = try #require(lines.first { $0.contains("  \(className) 0x") })
            classColumns.insert(try column(of: "\(className) 0x", in: row))
            if let note = ["in ", "margins guide"].compactMap({ row.range(of: "  " + $0) }).first {
                noteColumns.insert(row.distance(from: row.startIndex, to: note.lowerBound))
            }
        }
        #expect(classColumns.count == 1, "class column starts at \(classColumns)")
        #expect(noteColumns.count == 1, "notes column starts at \(noteColumns)")
    }

    @Test func entryShowsIdLineEquationAndSentence() throws {
        let entry = try Self.entry("c3", in: Self.lines(of: [SampleSystems.profileCell]))
        #expect(entry[0].hasSuffix("line 5   StackView.leading = ImageView.trailing + 8"))
        #expect(entry[1].trimmingCharacters(in: .whitespaces) == "StackView's leading edge should equal ImageView's trailing edge plus 8.")
    }

    @Test func identifierComesFirstInItsEntry() throws {
        let entry = try Self.entry("c2", in: Self.lines(of: [SampleSystems.profileCell]))
        #expect(entry[0].hasSuffix("identifier 'avatarLeading'"))
        #expect(entry[1].trimmingCharacters(in: .whitespaces) == "ImageView.leading = Margins(TableViewCellContentView).leading")
    }

    @Test func brokenConstraintIsMarkedWithTheFrameworkThatBrokeIt() throws {
        let iOS = try Self.entry("c6", in: Self.lines(of: [SampleSystems.profileCell]))
        #expect(iOS.last?.trimmingCharacters(in: .whitespaces) == "✗ UIKit broke this one to recover.")
        let macOS = try Self.entry("c3", in: Self.lines(of: [SampleSystems.gridWindow]))
        #expect(macOS.last?.trimmingCharacters(in: .whitespaces) == "✗ AppKit broke this one to recover.")
        let report = TextReport().render(Report(systems: [SampleSystems.profileCell], analysis: nil))
        #expect(report.components(separatedBy: "broke this one").count == 2, "exactly one constraint is marked")
    }

    @Test func eachRemedyIsSaidOncePerSystemWithAMarkerOnEveryConstraintItCovers() throws {
        let lines = Self.lines(of: [SampleSystems.profileCell])
        let stackRemedy = try #require(ConstraintOrigin.stackView.remedy)
        let remedyStart = String(stackRemedy.prefix(40))
        #expect(lines.filter { $0.contains(remedyStart) }.count == 1)
        let marker = try #require(lines.first { $0.contains(remedyStart) }?.trimmingCharacters(in: .whitespaces).prefix(3))
        #expect(try Self.entry("c5", in: lines).contains { $0.hasSuffix("made by a stack view \(marker)") })
        #expect(try Self.entry("c6", in: lines).contains { $0.hasSuffix("made by a stack view \(marker)") })
        #expect(try Self.entry("c7", in: lines).contains { $0.contains("encapsulated layout size [2]") })
        #expect(try Self.entry("c8", in: lines).contains { $0.contains("from an autoresizing mask [3]") })
        #expect(try Self.entry("c1", in: lines).allSatisfy { !$0.contains("[") }, "developer constraints have no remedy")
    }

    @Test func remediesAreNumberedAgainInEverySystem() {
        let text = TextReport().render(Report(systems: [SampleSystems.profileCell, SampleSystems.gridWindow], analysis: nil))
        let second = text.components(separatedBy: "System 2 ·")[1]
        #expect(second.contains("intrinsic content size [1]"))
        #expect(second.contains("  [1] intrinsic content size: change the content hugging"))
    }

    @Test func autoresizingMaskIsExplainedPerAxis() throws {
        let entry = try Self.entry("c8", in: Self.lines(of: [SampleSystems.profileCell])).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(entry.contains("h=--&  left margin fixed, width fixed, right margin flexible"))
        #expect(entry.contains("v=-&-  top margin fixed, height flexible, bottom margin fixed"))
        #expect(entry.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }, "the class is shown when it is not NSLayoutConstraint")
    }

    @Test func plainConstraintClassIsNotRepeated() throws {
        let entry = try Self.entry("c1", in: Self.lines(of: [SampleSystems.profileCell]))
        #expect(entry.allSatisfy { !$0.contains("NSLayoutConstraint") })
    }

    @Test func snapKitLocationContentSizeInactiveAndDirectionAreNoted() throws {
        let cell = try Self.entry("c11", in: Self.lines(of: [SampleSystems.profileCell]))
        #expect(cell.last?.trimmingCharacters(in: .whitespaces) == "made at ProfileCell.swift:42")
        let grid = Self.lines(of: [SampleSystems.gridWindow])
        #expect(try Self.entry("c2", in: grid).contains { $0.hasSuffix("hugging 250, compression resistance 750") })
        #expect(try Self.entry("c3", in: grid).contains { $0.trimmingCharacters(in: .whitespaces) == "inactive · right-to-left" })
    }

    @Test func diagnosticsReadSeverityLineColumnMessage() {
        let lines = Self.lines(of: [SampleSystems.profileCell, SampleSystems.gridWindow])
        #expect(lines.contains("  warning 12:60: the constant was lost when the log was printed"))
        #expect(lines.contains("  error 5:1: a size (width) cannot be related to a position (leading)"))
    }

    @Test func unreadableInputShowsItsReaderAndDiagnostics() {
        let input = ReportInput(
            file: "paste.log",
            outcome: .read(
                reader: .log,
                result: IngestResult(diagnostics: [
                    Diagnostic(severity: .error, line: 2, column: 7, message: "expected '<'", code: "unreadable-constraint")
                ])))
        let text = TextReport().render(Report(inputs: [input], analysis: AnalysisOptions()))
        #expect(
            text == """
                Input paste.log · read as a console log · no constraint could be read

                Diagnostics
                  error 2:7: expected '<'

                Summary: 0 systems · 0 constraints · 1 error · 0 warnings · unreadable input

                """)
    }

    @Test func standardInputIsNamedInWords() {
        var system = SampleSystems.builtInCode
        system.source = SourceInfo(file: "-", firstLine: 3, lastLine: 3)
        #expect(Self.lines(of: [system]).first == "System 1 · constraints built in code · standard input, line 3 · 2 items, 4 constraints")
    }

    @Test func summaryCountsEverythingAndGivesTheVerdict() {
        let lines = Self.lines(of: [SampleSystems.builtInCode])
        #expect(lines.contains("Summary: 1 system · 4 constraints · 0 errors · 0 warnings · nothing wrong found"))
    }

    @Test func noLineEndsWithSpaces() {
        let text = TextReport().render(
            Report(systems: [SampleSystems.profileCell, SampleSystems.gridWindow, SampleSystems.builtInCode], analysis: AnalysisOptions()))
        let offenders = text.components(separatedBy: "\n").filter { $0.hasSuffix(" ") }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
