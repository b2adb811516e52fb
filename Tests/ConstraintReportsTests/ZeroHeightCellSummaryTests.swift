import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import ConstraintSwiftSource
import Testing

/// A self-sizing table view cell its content leaves 0 high (UIKit shows it at 44 points and logs
/// "constraints ambiguously suggest a height of zero") is neither a conflict nor an ambiguity, so
/// the exit status stays 0; but the report must not end "nothing wrong found" under a verdict that
/// says the row collapses.
struct ZeroHeightCellSummaryTests {
    static let cell = """
        import UIKit
        final class TopOnlyCell: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                title.translatesAutoresizingMaskIntoConstraints = false
                title.text = "Hello"
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theSummarySaysTheCellHasNoHeight() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "TopOnlyCell.swift", text: Self.cell)])
        let report = Report(inputs: [ReportInput(file: "TopOnlyCell.swift", outcome: .read(reader: .swift, result: result))], analysis: AnalysisOptions())
        #expect(report.exitStatus == .nothingWrong)
        let text = TextReport().render(report)
        let summary = try #require(text.components(separatedBy: "\n").last { $0.hasPrefix("Summary: ") })
        #expect(summary.hasSuffix("· no conflict, but a cell with no height"))
        #expect(!text.contains("nothing wrong found"))
    }
}
