import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

/// Each analysis section rendered from a real diagnosis of a small input, read back line by line.
@Suite("Analysis sections")
struct AnalysisSectionTests {
    static func text(_ sample: String, options: AnalysisOptions = AnalysisOptions()) -> String {
        TextReport().render(AnalysedSamples.report(sample, options: options))
    }

    static func lines(_ sample: String) -> [String] { text(sample).components(separatedBy: "\n") }

    /// The lines of a section: from its title to the next blank line.
    static func section(_ title: String, in lines: [String]) throws -> [String] {
        let start = try #require(lines.firstIndex(of: title), "no section '\(title)'")
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test func conflictShowsArithmeticConstraintsImplicitRowsOverByAndProof() throws {
        let conflict = try Self.section("Conflict", in: Self.lines(AnalysedSamples.overConstrained))
        #expect(conflict[1] == "  1. Superview is 320 wide, but 20 + 300 + 20 = 340: a difference of 20 pt.")
        #expect(conflict.contains("     c1        Banner.leading = Superview.leading + 20"))
        #expect(conflict.contains("     c2        Banner.width = 300"))
        #expect(conflict.contains("     implicit  Superview's width = 320 (the root's frame)"))
        #expect(conflict.contains("     smallest change that resolves it: 20 pt · horizontal"))
        #expect(conflict.contains { $0.hasPrefix("     proof checked: the 4 rows times multipliers ") && $0.hasSuffix("add up to 0 = −20, which cannot hold.") })
        #expect(conflict.last == "  The search was complete: this is the only minimal conflict.")
    }

    @Test func brokenConstraintAndSnapsAreShownForALog() throws {
        let lines = Self.lines(AnalysedSamples.cellLog)
        let conflict = try Self.section("Conflict", in: lines)
        #expect(conflict.contains { $0.contains("ImageView.height = 64  ✗ UIKit broke this one") })
        #expect(conflict.contains { $0.contains("smallest change that resolves it: 7⅔ pt · vertical · includes the constraint UIKit broke") })
        let notes = try Self.section("Notes", in: lines)
        #expect(notes.contains("  - Read 80.3333 (c4) as 80⅓."))
        #expect(notes.contains { $0.contains("Free motions are expected and not reported as problems: a log lists only the constraints of one") })
    }

    @Test func engineRecoverySaysWhatUIKitDid() throws {
        let recovery = try Self.section("What UIKit did", in: Self.lines(AnalysedSamples.cellLog))
        #expect(recovery.joined(separator: " ").contains("UIKit broke c1 (ImageView.height = 64)"))
    }

    @Test func fixesAreImperativesWithConsequenceRationaleAndVerification() throws {
        let fixes = try Self.section("Fixes", in: Self.lines(AnalysedSamples.cellLog))
        #expect(fixes[1] == "  1. Lower c3 (TableViewCellContentView.bottom = ImageView.bottom + 12) to priority 999.")
        #expect(fixes.contains { $0.hasPrefix("     Effect: c3 (TableViewCellContentView.bottom = ImageView.bottom + 12) is then missed by 7⅔ pt") })
        #expect(fixes.contains { $0.hasPrefix("     Why: It is the cell's last vertical constraint") })
        #expect(fixes.filter { $0 == "     verified by re-solving" }.count == 3)
    }

    @Test func rejectedFixesGiveTheirReason() throws {
        let fix = try Self.section("Fix", in: Self.lines(AnalysedSamples.tieWithExistingPreference))
        let rejected = try #require(fix.firstIndex(of: "  Rejected by re-solving:"))
        #expect(fix[rejected + 1].hasPrefix("  - Lower c4 (Box.width = 300) to priority 999: it leaves 1 more free motion"))
    }

    @Test func viewLevelFixComesFirstAndPinsWhatItFrees() throws {
        let fixes = try Self.section("Fixes", in: Self.lines(AnalysedSamples.autoresizing))
        #expect(fixes[1] == "  1. Turn off translatesAutoresizingMaskIntoConstraints on Banner and add Banner.height == 44.")
    }

    @Test func duplicateIsDeletedAndRedundanciesListed() throws {
        let lines = Self.lines(AnalysedSamples.redundant)
        let fix = try Self.section("Fix", in: lines)
        #expect(fix[1] == "  1. Delete c5 (Box.width = 100), a duplicate of c3.")
        let redundant = try Self.section("Redundant constraints", in: lines)
        #expect(redundant.contains("  - c5 repeats c3 exactly."))
        #expect(redundant.contains { $0.hasPrefix("  - c1, c3 and c6 agree only because of Superview's width = 320") })
        #expect(redundant.contains("      c6 (Box.trailing = Superview.trailing − 200)"))
    }

    @Test func ambiguityListsDegreesFreeItemsMotionsAndSuggestions() throws {
        let ambiguity = try Self.section("Ambiguity", in: Self.lines(AnalysedSamples.missingLeading))
        #expect(ambiguity[1] == "  Degrees of freedom: horizontal 1, vertical 0.")
        #expect(ambiguity[2] == "  Free: Box (horizontal position).")
        #expect(ambiguity[3] == "  1. horizontal position: Box")
        #expect(ambiguity.contains("     Suggested: Add Box.leading == Superview.leading (verified by re-solving)."))
    }

    @Test func priorityTieSuggestsAContentPriority() throws {
        let ambiguity = try Self.section("Ambiguity", in: Self.lines(AnalysedSamples.huggingTie))
        #expect(ambiguity.contains { $0.hasPrefix("  1. horizontal priority tie: Label 'Name', Label 'Ada'") })
        #expect(ambiguity.contains { $0.contains("Suggested: Set the horizontal content hugging priority of Label 'Name' to 251") })
    }

    @Test func determinedLayoutSaysSo() throws {
        let ambiguity = try Self.section("Ambiguity", in: Self.lines(AnalysedSamples.redundant))
        #expect(ambiguity == ["Ambiguity", "  None: every frame is determined (degrees of freedom: horizontal 0, vertical 0)."])
    }

    @Test func framesAreShownForCompleteLayoutsOnly() throws {
        let frames = try Self.section("Solved frames after fix 1", in: Self.lines(AnalysedSamples.overConstrained))
        // Fix 1 lowers the width: 20 from each edge of 320 leaves 280.
        #expect(frames.contains { $0.hasPrefix("  Banner") && $0.hasSuffix("x 20  y 10  280 × 50") })
        #expect(!Self.lines(AnalysedSamples.cellLog).contains { $0.hasPrefix("Solved frames") })
    }

    @Test func systemsWithoutConstraintsAreNotAnalysed() {
        let report = AnalysedSamples.report("Unable to simultaneously satisfy constraints.\n(\n    \"<private>\"\n)\n")
        #expect(report.systems.allSatisfy { $0.diagnosis == nil })
        #expect(!TextReport().render(report).contains("Satisfiable as logged"))
    }

    @Test func assumedContainerIsANote() throws {
        let notes = try Self.section("Notes", in: Self.lines(AnalysedSamples.assumedContainer))
        #expect(notes.contains { $0.hasPrefix("  - c1 (line 3): the multiplier measures positions from a container;") })
    }

    @Test func logsNeverGetAnAmbiguitySection() {
        #expect(!Self.lines(AnalysedSamples.cellLog).contains("Ambiguity"))
    }

    @Test func satisfiableLogSaysSoPlainlyAndWhatItHides() throws {
        let section = try Self.section("Satisfiable as logged", in: Self.lines(AnalysedSamples.marginLog))
        #expect(section[1] == "  The constraints this log lists can all hold at once, as printed. UIKit still reported a conflict,")
        #expect(section.contains { $0.hasPrefix("  - They hold only if the left layout margin of TableViewCellContentView is exactly 8") })
    }

    @Test func summaryCountsConflictsFixesAndAmbiguities() {
        let text = TextReport().render(AnalysedSamples.combined)
        let summary = text.components(separatedBy: "\n").first { $0.hasPrefix("Summary: ") }
        let diagnoses = AnalysedSamples.combined.systems.compactMap(\.diagnosis)
        let conflicts = diagnoses.map(\.conflicts.count).reduce(0, +)
        // Fixes for problems: a duplicate deleted from a layout that holds is a redundant
        // constraint, counted apart (summaryCountsARepeatedConstraintAsRedundantNotAsAFix).
        let fixes = diagnoses.map(\.fixesForProblems.count).reduce(0, +)
        let ambiguities = diagnoses.map(\.ambiguities.count).reduce(0, +)
        #expect(conflicts > 1 && fixes > 1 && ambiguities > 1)
        #expect(summary?.contains("· \(conflicts) conflicts · \(fixes) fixes · \(ambiguities) ambiguities ·") == true, "\(summary ?? "")")
    }

    /// A constraint written twice in a layout that holds is tidying, not a problem: the summary
    /// counts it as a redundant constraint, not as a fix next to "nothing wrong found".
    @Test func summaryCountsARepeatedConstraintAsRedundantNotAsAFix() throws {
        let body = "Logo.top = Superview.top + 100\nLogo.width = 120\nLogo.height = 120\n"
        let twice = "root Superview 375x667\nview Logo\nLogo.centerX = Superview.centerX\nLogo.centerX == Superview.centerX\n" + body
        let report = AnalysedSamples.report(twice)
        let summary = TextReport().render(report).components(separatedBy: "\n").first { $0.hasPrefix("Summary: ") }
        #expect(summary == "Summary: 1 system · 5 constraints · 0 conflicts · 0 fixes · 0 ambiguities · 1 redundant constraint · 0 errors · 0 warnings · nothing wrong found", "\(summary ?? "")")
        // The deletion is still offered (the Fixes data keep it), and it is right that nothing is
        // wrong: the set with the repeat left out, analysed on its own, holds and places Logo alike.
        let diagnosis = try #require(report.systems.first?.diagnosis)
        #expect(diagnosis.fixes.map(\.action) == [.deleteDuplicate])
        let once = try #require(AnalysedSamples.report("root Superview 375x667\nview Logo\nLogo.centerX = Superview.centerX\n" + body).systems.first?.diagnosis)
        #expect(once.isSatisfiable && once.conflicts.isEmpty && once.ambiguities.isEmpty && once.fixes.isEmpty)
        let logo = try #require(report.systems.first?.system.items.first { $0.displayName == "Logo" }?.id)
        #expect(once.frames[logo]?.x == diagnosis.frames[logo]?.x && once.frames[logo]?.x != nil)
    }

    @Test func unanalysedReportsHaveNoAnalysisSections() {
        let text = TextReport().render(AnalysedSamples.report(AnalysedSamples.overConstrained, options: nil))
        for title in ["Conflict", "Fixes", "Ambiguity", "Notes"] {
            #expect(!text.components(separatedBy: "\n").contains(title))
        }
        #expect(!text.contains("conflict"), "the summary counts only what was analysed")
    }

    @Test func aMotionThroughManyViewsNamesAFewAndCountsTheRest() throws {
        var sample = "root Superview 375x667\n"
        for index in 0..<30 {
            if index != 10 { sample += "V\(index).leading = \(index == 0 ? "Superview.leading + 4" : "V\(index - 1).trailing + 2")\n" }
            sample += "V\(index).width = V0.width\nV\(index).top = Superview.top\nV\(index).height = 10\n"
        }
        sample += "V29.trailing = Superview.trailing - 4\n"
        let ambiguity = try Self.section("Ambiguity", in: Self.lines(sample))
        // Wrapped lines joined back into running text.
        let text = ambiguity.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("V11 (horizontal position and size) and 18 more (the JSON report lists every one)."), "\(text)")
        #expect(text.contains("V10, V11 and 18 more"), "\(text)")
        #expect(!text.contains("V12"), "\(text)")
    }

    @Test func noLineIsLongerThanTheWrapWidthUnlessOneWordIs() {
        let text = TextReport().render(AnalysedSamples.combined)
        let long = text.components(separatedBy: "\n").filter { $0.count > 100 && $0.contains(" ") && !$0.hasPrefix("Summary") }
        // Constraint equations are never broken; only prose is wrapped.
        #expect(long.allSatisfy { $0.contains(" = ") || $0.contains(" ≥ ") || $0.contains(" ≤ ") }, "\(long)")
        #expect(text.components(separatedBy: "\n").allSatisfy { !$0.hasSuffix(" ") })
    }
}
