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
