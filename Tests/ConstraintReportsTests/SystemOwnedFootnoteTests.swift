import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// When the verdict finds a conflict among UIKit's (AppKit's) own constraints, nothing in the
/// developer's code causes it: the footnotes under the constraints must not give the standard
/// remedies of their origins ("set translatesAutoresizingMaskIntoConstraints = false", "give
/// your last constraint priority 999"), which would send the developer to change what is not
/// theirs. One shared footnote says the constraints are the framework's instead.
@Suite struct SystemOwnedFootnoteTests {
    /// Every standard remedy text an origin can give, as the reports word them.
    static let developerRemedies: [String] = ConstraintOrigin.allCases.compactMap(\.remedy).map { String($0.prefix(40)) }
        + ["give your last constraint along that axis priority 999", "sizes the bar itself", "sets this root view's size"]

    @Test func systemOwnedLogsGiveNoDeveloperRemedy() throws {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        var systemOwned = 0
        for folder in ["logs", "verdicts"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".log") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let report = AnalysedSamples.report(text)
                guard report.systems.contains(where: { $0.diagnosis?.verdict.owner == .system }) else { continue }
                systemOwned += 1
                // One part per system, in order ("System 1 · …", "System 2 · …").
                let parts = TextReport().render(report).components(separatedBy: "\nSystem ")
                #expect(parts.count == report.systems.count, "\(folder)/\(name): cannot tell the systems apart")
                for (part, system) in zip(parts, report.systems) where system.diagnosis?.verdict.owner == .system {
                    // Unwrapped, so that a remedy broken over two lines is still found.
                    let flat = part.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                    for remedy in Self.developerRemedies {
                        #expect(!flat.contains(remedy), "\(folder)/\(name) gives the developer remedy '\(remedy)…'")
                    }
                    #expect(!part.contains("\n  [2] "), "\(folder)/\(name): more than one footnote for UIKit's own constraints")
                }
            }
        }
        #expect(systemOwned >= 5, "too few system-owned Corpus logs to check: \(systemOwned)")
    }
}

/// The diagram of a conflict the verdict finds to be UIKit's own draws none of its constraints as
/// the developer's, even those between plain public views (a `UILabel` inside SpringBoard's
/// Spotlight header) that the classes alone would call the developer's.
@Suite struct SystemOwnedDiagramTests {
    @Test func noConstraintOfAFrameworkOwnedConflictIsDrawnAsTheDevelopers() throws {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        var plainViewsRedrawn = 0
        for folder in ["logs", "verdicts"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".log") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for systemReport in AnalysedSamples.report(text).systems {
                    guard let diagnosis = systemReport.diagnosis, diagnosis.verdict.owner == .system else { continue }
                    let owned = Set(diagnosis.verdict.systemConstraintIDs)
                    if systemReport.system.constraints.contains(where: { $0.origin == .developer && owned.contains($0.id) }) {
                        plainViewsRedrawn += 1
                    }
                    for axis in Axis.allCases {
                        let dot = ConstraintDiagram(system: systemReport.system, diagnosis: diagnosis, axis: axis, title: name).graph.render()
                        for line in dot.split(separator: "\n") where line.contains("class=\"constraint ") {
                            // `constraintN` is the N-th constraint's edge (`DiagramEdges.edgeID`).
                            let constraints = systemReport.system.constraints
                            let id = line.firstMatch(of: /id="constraint(\d+)/).flatMap { Int($0.1) }
                                .flatMap { $0 >= 1 && $0 <= constraints.count ? constraints[$0 - 1].id : nil }
                            if let id, owned.contains(id) {
                                #expect(!line.contains("origin-developer"), "\(folder)/\(name) draws \(id) as the developer's")
                            }
                        }
                    }
                }
            }
        }
        #expect(plainViewsRedrawn >= 2, "too few Corpus logs with plain views in a framework-owned conflict: \(plainViewsRedrawn)")
    }
}
