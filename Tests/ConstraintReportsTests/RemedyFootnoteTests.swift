import ConstraintAnalysis
import ConstraintModel
import Foundation
import TestSupport
import Testing

@testable import ConstraintReports

/// Each constraint's footnote marker leads to the remedy that constraint gets
/// (`ConstraintRemedy.remedy(for:in:)`), not to the remedy of the first constraint of the same
/// origin: an iOS 7–10 top layout guide's constraint and a margins guide's are both layout-guide
/// constraints, and so are a cell's and a header's encapsulated size, but each pair takes two
/// remedies.
@Suite struct RemedyFootnoteTests {
    /// A top layout guide (`_UILayoutGuide`, 64 high) above a search bar, and the root's left
    /// margin guide: two layout-guide constraints of each kind.
    static let guidesAndMargins = """
        Unable to simultaneously satisfy constraints.
        (
            "<_UILayoutSupportConstraint:0x7fa5d3c0b7e0 V:[_UILayoutGuide:0x7fa5d3c0a1b0(64)]>",
            "<_UILayoutSupportConstraint:0x7fa5d3c0b8a0 V:|-(0)-[_UILayoutGuide:0x7fa5d3c0a1b0]   (Names: '|':UIView:0x7fa5d3c09d40 )>",
            "<NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5d3c0a1b0]-(0)-[UISearchBar:0x7fa5d3e14a20]>",
            "<NSLayoutConstraint:0x7fa5d3c0c390 V:|-(20)-[UISearchBar:0x7fa5d3e14a20]   (Names: '|':UIView:0x7fa5d3c09d40 )>",
            "<NSLayoutConstraint:0x7fa5d3c0c400 'UIView-leftMargin-guide-constraint' H:[UILayoutGuide:0x7fa5d3c0c500'UIViewLayoutMarginsGuide']-(16)-|(LTR)   (Names: '|':UIView:0x7fa5d3c09d40 )>",
            "<NSLayoutConstraint:0x7fa5d3c0c410 H:|-(0)-[UISearchBar:0x7fa5d3e14a20]   (Names: '|':UIView:0x7fa5d3c09d40 )>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x7fa5d3c0c2f0 V:[_UILayoutGuide:0x7fa5d3c0a1b0]-(0)-[UISearchBar:0x7fa5d3e14a20]>
        """

    static func expectEachMarkerLeadsToItsOwnRemedy(_ system: ConstraintSystem, label: String) {
        let footnotes = RemedyFootnotes(constraints: system.constraints, system: system)
        for constraint in system.constraints {
            #expect(
                footnotes.footnote(for: constraint)?.remedy == ConstraintRemedy.remedy(for: constraint, in: system),
                "\(label) \(constraint.id)")
        }
    }

    @Test func aLegacyGuideAndAMarginsGuideGetTheirOwnFootnotes() throws {
        let system = try #require(AnalysedSamples.report(Self.guidesAndMargins).systems.first?.system)
        let guided = system.constraints.filter { $0.origin == .layoutGuide }
        let remedies = Set(guided.compactMap { ConstraintRemedy.remedy(for: $0, in: system) })
        // The fixture has what the test is about: one origin, two remedies.
        #expect(remedies.count == 2, "\(remedies)")
        Self.expectEachMarkerLeadsToItsOwnRemedy(system, label: "fixture")
        #expect(RemedyFootnotes(constraints: system.constraints, system: system).footnotes.count >= 2)
    }

    @Test func everyCorpusLogsMarkersLeadToTheirOwnRemedies() throws {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        var systems = 0
        for folder in ["logs", "verdicts"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".log") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for report in AnalysedSamples.report(text).systems {
                    Self.expectEachMarkerLeadsToItsOwnRemedy(report.system, label: "\(folder)/\(name)")
                    systems += 1
                }
            }
        }
        #expect(systems > 50)
    }
}
