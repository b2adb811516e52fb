import Foundation
import TestSupport
import Testing

/// The examples in `Docs/json-report.md` are real reports: they must keep the contract and
/// match the schema, so the documentation cannot drift from the output.
@Suite("JSON documentation")
struct DocumentationTests {
    static let page = PackagePaths.root.appendingPathComponent("Docs/json-report.md")

    /// The ```json blocks of the page that are whole reports (they carry `schemaVersion`).
    static func exampleReports() throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
            .filter { $0.contains("\"schemaVersion\"") }
    }

    @Test func pageHasAWholeReportThatKeepsTheContract() throws {
        let reports = try Self.exampleReports()
        #expect(!reports.isEmpty)
        for report in reports {
            let problems = JSONContractTests.contractProblems(try JSONValue.parse(report))
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "python3 with jsonschema is not installed"))
    func pageExamplesMatchTheSchema() throws {
        let problems = try JSONSchemaValidator.problems(inDocuments: try Self.exampleReports())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyContractKeyIsDocumented() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let keys = Set(
            ([JSONContractTests.topLevel, JSONContractTests.system, JSONContractTests.source, JSONContractTests.item,
              JSONContractTests.constraint, JSONContractTests.diagnostic] + JSONContractTests.analysisSpecs)
                .flatMap(\.keys))
        let undocumented = keys.filter { !text.contains("`\($0)") }.sorted()
        #expect(undocumented.isEmpty, "not mentioned in Docs/json-report.md: \(undocumented)")
    }
}
