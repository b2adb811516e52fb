import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import LayoutMath
import Testing
import TestSupport

/// The solved frames a report shows are those of the fix it shows first (`fixes[0]`), not of
/// another fix the search happened to verify first. Expected sizes are added up by hand from
/// each log.
struct SolvedFramesFollowFirstFixTests {
    private func analysed(_ path: String) throws -> (ConstraintSystem, Diagnosis) {
        let url = PackagePaths.root.appendingPathComponent(path)
        let system = try #require(Ingest.read(try String(contentsOf: url, encoding: .utf8), file: path).systems.first)
        return (system, Analyzer().analyze(system))
    }

    private func frame(of className: String, in system: ConstraintSystem, _ diagnosis: Diagnosis) -> SolvedFrame? {
        system.items.first { $0.className == className }.flatMap { diagnosis.frames[$0.id] }
    }

    /// First fix: the translation off and ChipView.width == 65 (12 + 41 + 12). Lowering a pin to
    /// 999 (the priority fix) would leave ChipView 0 wide; the frames must show 65.
    @Test func zeroSizeContainerFramesHaveTheComputedWidth() throws {
        let (system, diagnosis) = try analysed("Corpus/verdicts/zero-size-container.log")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(frame(of: "Pantry.ChipView", in: system, diagnosis)?.width == Rational(12 + 41 + 12))
        #expect(frame(of: "UILabel", in: system, diagnosis)?.width == Rational(41))
    }

    /// First fix: remove the stale `BadgeView.width == 24`; the frames keep 32, which the image
    /// view's width (32) and the other copy agree on.
    @Test func duplicateFramesKeepTheValueTheLayoutAgreesWith() throws {
        let (system, diagnosis) = try analysed("Corpus/verdicts/duplicate-update-constraints.log")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .deleteDuplicate)
        #expect(frame(of: "Pantry.BadgeView", in: system, diagnosis)?.width == Rational(32))
    }

    /// NSMenuItem view of width 0: the first fix gives it 14 + 16 + 8 + 180 + 14 = 232, and the
    /// frames show the menu item view at that width.
    @Test func menuItemViewFramesHaveTheComputedWidth() throws {
        let (system, diagnosis) = try analysed("Corpus/verdicts/nsmenuitem-view-zero-width.log")
        let first = try #require(diagnosis.fixes.first)
        #expect(first.action == .disableAutoresizingMask)
        #expect(first.constraintText?.hasSuffix("width == 232") == true)
        #expect(frame(of: "Netwatch.NetworkMenuItemView", in: system, diagnosis)?.width == Rational(14 + 16 + 8 + 180 + 14))
        #expect(diagnosis.verdict.knownIssue?.id == "nsmenuitem-view-zero-width")
    }
}
