import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

@Suite("JSON schema", .enabled(if: JSONSchemaValidator.isAvailable, "python3 -c 'import jsonschema' fails: install python3-jsonschema to validate reports against Docs/report.schema.json"))
struct JSONSchemaTests {
    static var reports: [Report] {
        let unreadable = Report(
            inputs: [
                ReportInput.reading("not a constraint", file: "-", hint: .auto),
                ReportInput(file: "gone.log", outcome: .unopened(reason: "no such file")),
            ],
            analysis: AnalysisOptions())
        return [JSONContractTests.analysedReport, unreadable, AnalysedSamples.combined]
    }

    @Test func reportsMatchTheSchema() throws {
        let problems = try JSONSchemaValidator.problems(inDocuments: try Self.reports.map(JSONReport.render))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func corpusGoldensMatchTheSchema() throws {
        let goldens = GoldenCorpusTests.inputs.map { URL(fileURLWithPath: $0.path + ".expected.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(!goldens.isEmpty)
        let problems = try JSONSchemaValidator.problems(in: goldens)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Proves the validator runs and reads the schema: a wrong relation, a missing contract key
    /// and an undocumented key must each be reported.
    @Test func validatorRejectsBrokenReports() throws {
        let valid = try JSONReport.render(Self.reports[0])
        let wrongRelation = valid.replacingOccurrences(of: "\"relation\" : \">=\"", with: "\"relation\" : \"=>\"")
        let missingKey = valid.replacingOccurrences(of: "\"brokenConstraint\" : \"c6\",", with: "")
        let undocumentedKey = valid.replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 1, \"surprise\" : true")
        #expect(wrongRelation != valid && missingKey != valid && undocumentedKey != valid)
        let problems = try JSONSchemaValidator.problems(inDocuments: [wrongRelation, missingKey, undocumentedKey])
        #expect(problems.contains { $0.contains("report-0.json") && $0.contains("relation") })
        #expect(problems.contains { $0.contains("report-1.json") && $0.contains("brokenConstraint") })
        #expect(problems.contains { $0.contains("report-2.json") && $0.contains("surprise") })
    }

    /// The analysis keys are checked too: a non-exact exact value, a missing analysis key and a
    /// bad fix action must each be reported.
    @Test func validatorRejectsBrokenAnalysis() throws {
        let valid = try JSONReport.render(AnalysedSamples.report(AnalysedSamples.overConstrained))
        let inexact = valid.replacingOccurrences(of: "\"overByExact\" : \"20\"", with: "\"overByExact\" : \"20.0\"")
        let missingKey = valid.replacingOccurrences(of: "\"satisfiable\" : false,", with: "")
        let badAction = valid.replacingOccurrences(of: "\"action\" : \"lowerPriority\"", with: "\"action\" : \"remove\"")
        #expect(inexact != valid && missingKey != valid && badAction != valid)
        let problems = try JSONSchemaValidator.problems(inDocuments: [inexact, missingKey, badAction])
        #expect(problems.contains { $0.contains("report-0.json") && $0.contains("overByExact") })
        #expect(problems.contains { $0.contains("report-1.json") && $0.contains("satisfiable") })
        #expect(problems.contains { $0.contains("report-2.json") && $0.contains("action") })
    }
}
