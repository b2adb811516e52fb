import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import ConstraintSwiftSource
import TestSupport
import Testing

/// A self-sizing table view cell its content leaves 0 high (UIKit shows it at 44 points and logs
/// "constraints ambiguously suggest a height of zero") is neither a conflict nor an ambiguity, so
/// the exit status stays 0; but the report must not end "nothing wrong found" under a verdict that
/// says the row collapses.
struct ZeroHeightCellSummaryTests {
    static let cell = SampleSwiftCells.topOnlyCell.replacingOccurrences(of: "BOTTOM", with: "")

    @Test func theSummarySaysTheCellHasNoHeight() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "TopOnlyCell.swift", text: Self.cell)])
        let report = Report(inputs: [ReportInput(file: "TopOnlyCell.swift", outcome: .read(reader: .swift, result: result))], analysis: AnalysisOptions())
        #expect(report.exitStatus == .nothingWrong)
        let text = TextReport().render(report)
        let summary = try #require(text.components(separatedBy: "\n").last { $0.hasPrefix("Summary: ") })
        #expect(summary.hasSuffix("· no conflict, but a cell with no height"))
        // The warning the report shows under Notes is counted with the rest.
        #expect(summary.contains(" · 1 warning · "), "\(summary)")
        #expect(!text.contains("nothing wrong found"))
    }

    /// CI formats list the warning at the cell's class line, in the cell's file, and `--fail-on
    /// ambiguity` fails on it: UIKit itself calls the height ambiguous.
    @Test func ciFindsTheCellAndAmbiguityFailsOnIt() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Cells/TopOnlyCell.swift", text: Self.cell)])
        let report = Report(inputs: [ReportInput(file: "Cells", outcome: .read(reader: .swift, result: result))], analysis: AnalysisOptions())
        let finding = try #require(report.ciFindings.first { $0.kind == .zeroHeightCell })
        let classLine = Self.cell.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("final class TopOnlyCell") }.map { $0 + 1 }
        #expect(finding.location.line == classLine)
        #expect(finding.location.file == "Cells/TopOnlyCell.swift")
        #expect(finding.severity == .warning)
        #expect(FailureCondition.ambiguity.isMet(by: report.ciFindings))
        #expect(!FailureCondition.conflict.isMet(by: report.ciFindings))
        #expect(XcodeDiagnosticsFormat.render(report).contains("Cells/TopOnlyCell.swift:\(classLine ?? 0):"))
    }

    /// The JSON report of such a cell (the note under its diagnosis) matches the documented schema.
    /// (`findings[]`, where the `zero-height-cell` kind also goes, is written for Interface Builder
    /// scenes; the schema lists the kind all the same.)
    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "python3 -c 'import jsonschema' fails"))
    func theJSONReportMatchesTheSchema() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "TopOnlyCell.swift", text: Self.cell)])
        let report = Report(inputs: [ReportInput(file: "TopOnlyCell.swift", outcome: .read(reader: .swift, result: result))], analysis: AnalysisOptions())
        let json = try JSONReport.render(report)
        #expect(json.contains("\"zero-height-cell\""))
        let problems = try JSONSchemaValidator.problems(inDocuments: [json])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
