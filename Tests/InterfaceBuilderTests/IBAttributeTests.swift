import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// `verifyAmbiguity`, stack-view overrides in size-class variations and mismatched end tags, on
/// their corpus files (`Corpus/ib/verify-ambiguity.xib`, `stack-view-variation.storyboard`,
/// `mismatched-end-tag.xib`).
struct IBAttributeTests {
    static func corpusFile(_ name: String) -> URL {
        PackagePaths.corpus.appendingPathComponent("ib/\(name)")
    }

    static func read(_ name: String) throws -> IngestResult {
        let text = String(decoding: try Data(contentsOf: corpusFile(name)), as: UTF8.self)
        return InterfaceBuilderReader.read(text, file: name)
    }

    @Test func verifyAmbiguityTurnsWhatXcodeIgnoresIntoNotes() throws {
        let report = try InterfaceBuilderGoldenTests.report(for: Self.corpusFile("verify-ambiguity.xib"))
        let system = try #require(report.systems.first?.system)
        let diagnosis = try #require(report.systems.first?.diagnosis)
        func item(_ source: String) throws -> String { try #require(system.items.first { $0.sourceID == source }?.id) }
        let badge = try item("bdg-va-001")
        let banner = try item("ban-va-001")
        let footer = try item("ftr-va-001")
        // The three views are ambiguous whatever the setting: the oracle agrees (checked for every
        // corpus file in InterfaceBuilderGoldenTests), and the setting only changes how it is reported.
        let ambiguous = Set(diagnosis.ambiguousItems.map(\.item))
        #expect(ambiguous == [badge, banner, footer])
        let findings = report.ciFindings.filter { $0.kind == .ambiguity }
        func severity(_ id: String) -> Severity? {
            let name = try? #require(system.item(id)?.displayName)
            return findings.first { finding in name.map { finding.message.contains($0) } ?? false }?.severity
        }
        #expect(severity(badge) == .note, "Never Verify: \(findings.map(\.message))")
        #expect(severity(banner) == .note, "Verify Position Only, only the height free")
        #expect(severity(footer) == .warning, "Verify Position Only, but the position is free")
        #expect(findings.filter { $0.severity == .note }.allSatisfy { $0.message.contains("verifyAmbiguity") })
        let notes = system.diagnostics.filter { $0.code == "verify-ambiguity" }
        #expect(notes.count == 3)
        #expect(notes.map(\.line).sorted() == [14, 17, 20])
    }

    @Test func aSizeClassThatOverridesAStackSwapsItsArrangement() throws {
        let result = try Self.read("stack-view-variation.storyboard")
        let system = try #require(result.systems.first)
        let state = try #require(system.states.first { $0.name == "wAny hC" })
        let after = ChangeApplier.apply(state.steps, to: system).system
        func active(_ system: ConstraintSystem) -> [LayoutConstraint] {
            system.constraints.filter { $0.origin == .stackView && $0.isActive != false }
        }
        // Base: vertical, 8 apart; compact height: horizontal, 20 apart (values from the file).
        let baseSpacing = active(system).filter { $0.identifier == "UISV-spacing" }
        let compactSpacing = active(after).filter { $0.identifier == "UISV-spacing" }
        #expect(baseSpacing.map(\.first.attribute) == [.standard(.top)] && baseSpacing.map { $0.constant?.value } == [8])
        #expect(compactSpacing.map(\.first.attribute) == [.standard(.leading)] && compactSpacing.map { $0.constant?.value } == [20])
        #expect(state.steps.first?.text.contains("arrangement") == true)
        // Solved in that state, Tile B sits beside Tile A: x = 20 + 100 + 20, y = 100.
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(after)
        let tileB = try #require(after.items.first { $0.sourceID == "tlb-sv-001" }?.id)
        let frame = try #require(diagnosis.frames[tileB])
        #expect(frame.x?.doubleValue == 140 && frame.y?.doubleValue == 100)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguousItems.isEmpty)
    }

    @Test func aMismatchedEndTagIsAnErrorAtThatTag() throws {
        let result = try Self.read("mismatched-end-tag.xib")
        #expect(result.systems.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error && diagnostic.code == "unreadable-xml")
        #expect(diagnostic.line == 13, "\(diagnostic)")
        #expect(diagnostic.message.contains("</subviews>") && diagnostic.message.contains("<label>"), "\(diagnostic.message)")
    }
}

extension IBAttributeTests {
    /// `Corpus/ib/macos-alignment-insets.xib`: frames become alignment rectangles (the label's
    /// 2-point and the push buttons' 6/7-point insets, numbers worked out by hand from the file),
    /// so only the view saved in the wrong place is misplaced.
    @Test func appKitFramesAreComparedAsAlignmentRectangles() throws {
        let report = try InterfaceBuilderGoldenTests.report(for: Self.corpusFile("macos-alignment-insets.xib"))
        let system = try #require(report.systems.first)
        let diagnosis = try #require(system.diagnosis)
        func frame(_ source: String) throws -> [Double] {
            let frame = try #require(system.system.items.first { $0.sourceID == source }?.frame)
            return [frame.x.value, frame.y.value, frame.width.value, frame.height.value]
        }
        // y-down in the 120-point panel: 120 − (80 + 16) and 120 − (13 + 7 + 21).
        #expect(try frame("nam-mi-001") == [20, 24, 40, 16])
        #expect(try frame("okb-mi-001") == [400, 79, 60, 21])
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguousItems.isEmpty)
        let misplaced = MisplacedViews.find(in: system.system, diagnosis: diagnosis)
        #expect(misplaced.count == 1)
        #expect(system.system.item(misplaced.first?.item ?? "")?.sourceID == "cnb-mi-001")
        #expect(misplaced.first?.changes == "x 306 → 318", "\(misplaced.map(\.changes))")
    }
}
