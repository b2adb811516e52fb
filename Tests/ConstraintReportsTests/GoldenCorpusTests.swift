import ConstraintAnalysis
import ConstraintIngest
import ConstraintReports
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// Every input under `Corpus/` against its reviewed reports: `<input>.expected.txt` (no colour)
/// and `<input>.expected.json`. A missing golden, or `RECORD_GOLDENS=1`, records it and fails,
/// so a recording is always looked at before it counts.
@Suite("Corpus goldens")
struct GoldenCorpusTests {
    static let inputExtensions: Set<String> = ["log", "constraints", "swift"]

    static var inputs: [URL] { PackagePaths.files(under: PackagePaths.corpus, extensions: inputExtensions) }

    /// The report as the CLI would make it for this file, named by its path from the package
    /// root so goldens do not depend on where the package is checked out.
    static func report(for input: URL) throws -> Report {
        let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
        let file = PackagePaths.relativePath(of: input)
        if input.pathExtension == "swift" {
            // Swift sources are read by the Swift-source reader, as the CLI registers it.
            var readers = ReaderRegistry.core
            readers.register(SwiftSourceReader())
            let reading = ReportInput.reading([SourceFile(path: file, text: text)], file: file, hint: .auto, readers: readers)
            return Report(inputs: [reading], analysis: AnalysisOptions())
        }
        return Report(inputs: [ReportInput.reading(text, file: file, hint: .auto)], analysis: AnalysisOptions())
    }

    @Test func corpusHasInputs() {
        #expect(Self.inputs.count >= 3, "Corpus/ should hold the examples; found \(Self.inputs.map(\.lastPathComponent))")
    }

    @Test(arguments: inputs)
    func reportsMatchTheirGoldens(_ input: URL) throws {
        let name = PackagePaths.relativePath(of: input)
        let report = try Self.report(for: input)
        let renderings = [("expected.txt", TextReport().render(report)), ("expected.json", try JSONReport.render(report))]
        for (suffix, rendered) in renderings {
            let golden = URL(fileURLWithPath: "\(input.path).\(suffix)")
            switch try GoldenFile.check(rendered, against: golden) {
            case .matches:
                break
            case .differs(let difference):
                Issue.record("\(name).\(suffix) differs at \(difference). If the change is intended, rerun with RECORD_GOLDENS=1 and review the diff.")
            case .recorded(let reason):
                Issue.record("recorded \(name).\(suffix) because \(reason): review it, then rerun without RECORD_GOLDENS.")
            }
        }
    }

    /// Goldens not yet recorded are left to `reportsMatchTheirGoldens`, which records them.
    @Test func goldenSourcesAreRelativeToThePackageRoot() throws {
        for input in Self.inputs {
            let golden = URL(fileURLWithPath: input.path + ".expected.json")
            guard FileManager.default.fileExists(atPath: golden.path) else { continue }
            let json = try String(contentsOf: golden, encoding: .utf8)
            #expect(!json.contains(PackagePaths.root.path), "\(input.lastPathComponent): absolute path in golden")
            #expect(json.contains("\"file\" : \"\(PackagePaths.relativePath(of: input))\""))
        }
    }
}
