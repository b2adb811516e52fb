import ConstraintAnalysis
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// The team's real peer logs through the whole pipeline: whatever the readers make of them,
/// the reports must be deterministic, keep the JSON contract and match the schema.
@Suite(
    "Peer logs",
    .enabled(if: PackagePaths.exists(PackagePaths.peerLogs), "../shared/corpus/peer-logs/ is not next to the package; peer-log checks skipped"))
struct PeerLogReportTests {
    static var logs: [URL] { PackagePaths.files(under: PackagePaths.peerLogs, extensions: ["log"]) }

    static func report(for log: URL) throws -> Report {
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        return Report(inputs: [ReportInput.reading(text, file: "peer-logs/\(log.lastPathComponent)", hint: .auto)], analysis: AnalysisOptions())
    }

    @Test func folderHoldsLogs() {
        #expect(!Self.logs.isEmpty)
    }

    @Test func reportsAreDeterministicAndKeepTheContract() throws {
        for log in Self.logs {
            let first = try Self.report(for: log)
            let second = try Self.report(for: log)
            let text = TextReport().render(first)
            let json = try JSONReport.render(first)
            #expect(TextReport().render(second) == text, "\(log.lastPathComponent): text differs between runs")
            #expect(try JSONReport.render(second) == json, "\(log.lastPathComponent): JSON differs between runs")
            let unproved = first.systems.flatMap(\.certificateVerdicts).compactMap(\.failure)
            #expect(unproved.isEmpty, "\(log.lastPathComponent): certificates that do not check: \(unproved)")
            let problems = JSONContractTests.contractProblems(try JSONValue.parse(json))
            #expect(problems.isEmpty, "\(log.lastPathComponent): \(problems)")
        }
    }

    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "python3 with jsonschema is not installed"))
    func reportsMatchTheSchema() throws {
        let documents = try Self.logs.map { try JSONReport.render(try Self.report(for: $0)) }
        let problems = try JSONSchemaValidator.problems(inDocuments: documents)
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }
}
