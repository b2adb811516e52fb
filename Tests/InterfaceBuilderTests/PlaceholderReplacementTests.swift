import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// A motion that an Interface Builder placeholder constraint ("Remove at build time") holds: the
/// verdict says the scene is held in Interface Builder only, and the suggested fix is the
/// placeholder itself when re-solving shows it removes the motion. Checked apart from the
/// analysis: the suggestion is read back from its text and added to the scene, and the
/// Fourier–Motzkin oracle must then find every value determined; the same file with the
/// placeholder made an ordinary constraint (by editing its XML) must have no ambiguity at all.
@Suite struct PlaceholderReplacementTests {
    static let banner = PackagePaths.corpus.appendingPathComponent("ib/placeholder-held-banner.xib")

    static func report(_ xml: String) -> Report {
        var readers = ReaderRegistry.core
        readers.register(InterfaceBuilderReader())
        let source = SourceFile(path: "Banner.xib", text: xml)
        return Report(inputs: [ReportInput.reading([source], file: "Banner.xib", hint: .auto, readers: readers)], analysis: AnalysisOptions())
    }

    static func bannerXML() throws -> String { String(decoding: try Data(contentsOf: banner), as: UTF8.self) }

    @Test func theVerdictSaysThePlaceholderHoldsTheSceneOnlyInInterfaceBuilder() throws {
        let system = try #require(Self.report(try Self.bannerXML()).systems.first)
        let verdict = try #require(system.diagnosis?.verdict)
        #expect(verdict.headline.contains("placeholder constraint top-ph-001"))
        #expect(verdict.headline.contains("at run time it is ambiguous"))
    }

    @Test func thePlaceholderIsTheFixAndDeterminesTheLayout() throws {
        let xml = try Self.bannerXML()
        let system = try #require(Self.report(xml).systems.first)
        let ambiguity = try #require(system.diagnosis?.ambiguities.first)
        let suggestion = try #require(ambiguity.suggestion)
        #expect(suggestion.constraintText == "Banner.top == Screen.top + 40")
        #expect(suggestion.consequence.contains("top-ph-001"))

        let before = try #require(SavedFramePinTests.undetermined(system.system))
        #expect(before > 0)
        let text = try #require(suggestion.constraintText)
        let added = try #require(SavedFramePinTests.constraint(text, in: system.system))
        var fixed = system.system
        fixed.constraints.append(added)
        #expect(SavedFramePinTests.undetermined(fixed) == 0)

        // The designer's own constraint, no longer a placeholder: nothing is free.
        let kept = xml.replacingOccurrences(of: " placeholder=\"YES\"", with: "")
        let determined = try #require(Self.report(kept).systems.first?.diagnosis)
        #expect(determined.ambiguities.isEmpty)
    }

    /// An optional placeholder is not offered (the suggestion must be required to pin), and one
    /// that would not remove the motion (a `≥` leaves the banner free to slide down) is refused
    /// by re-solving: both fall back to an ordinary pin, which still determines the layout.
    @Test(arguments: [" priority=\"750\" placeholder=\"YES\"", " relation=\"greaterThanOrEqual\" placeholder=\"YES\""])
    func aPlaceholderThatCannotBeTheFixFallsBackToAPin(_ attributes: String) throws {
        let xml = try Self.bannerXML().replacingOccurrences(of: " placeholder=\"YES\"", with: attributes)
        #expect(xml.contains(attributes))
        let system = try #require(Self.report(xml).systems.first)
        let suggestion = try #require(system.diagnosis?.ambiguities.first?.suggestion)
        #expect(!suggestion.consequence.contains("placeholder"))
        // An inequality placeholder does not hold the banner in Interface Builder either: Xcode
        // reports the motion, and so does the verdict.
        let isInequality = attributes.contains("relation")
        #expect(system.diagnosis?.verdict.headline.contains("placeholder") == !isInequality)
        let text = try #require(suggestion.constraintText)
        let pin = try #require(SavedFramePinTests.constraint(text, in: system.system))
        var pinned = system.system
        pinned.constraints.append(pin)
        #expect(SavedFramePinTests.undetermined(pinned) == 0)
    }

    /// A real Mac storyboard Xcode saved clean (WWDC's preferences, `../shared/corpus/ib`
    /// ib-020) two of whose three scenes are each held by a placeholder: with the placeholders made
    /// ordinary constraints, Xcode's check would see exactly that layout, so both scenes must be
    /// fully determined (this needs NSSwitch's own 38 × 22 metrics and insets; UISwitch's
    /// 51 × 31 made the first scene tie), and without them each placeholder is the fix offered.
    @Test(.enabled(if: PackagePaths.exists(SharedIBCorpus.folder), "../shared/corpus/ib/ is not next to the package"))
    func aRealMacStoryboardIsDeterminedWithItsPlaceholders() throws {
        let file = SharedIBCorpus.folder.appendingPathComponent("ib-020.storyboard")
        let xml = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let asXcodeChecks = Self.report(xml.replacingOccurrences(of: " placeholder=\"YES\"", with: ""))
        #expect(asXcodeChecks.systems.count == 3)
        for system in asXcodeChecks.systems {
            #expect(system.diagnosis?.ambiguities.isEmpty == true, "\(system.diagnosis?.verdict.headline ?? "")")
        }
        let suggestions = Self.report(xml).systems.compactMap { $0.diagnosis?.ambiguities.first?.suggestion }
        #expect(suggestions.map(\.constraintText) == ["StackView3.top == View.top + 29", "StackView1.top == View.top + 22"])
        #expect(suggestions.map(\.replacesPlaceholder) == ["YsL-oL-7FX", "L10-pu-XBx"])
    }
}
