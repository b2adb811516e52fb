import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A cell whose superclass no file read declares (Eureka's `DateCell`, a project's `BaseCell`)
/// is a table view cell when it has UITableViewCell's designated initializer,
/// `init(style:reuseIdentifier:)`: its content view is then a self-sizing cell's, as tall as
/// its content needs. Before, its name not ending in `TableViewCell`, it was analysed at a
/// screen's 844 points, and two labels stacked in it read as a vertical priority tie.
struct TableCellInitializerTests {
    @Test func theTableCellInitializerMakesItATableCell() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            class DateEntryCell: DateCell {
                let title = UILabel()
                let value = UILabel()
                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.text = "Date"
                    value.text = "Today"
                    for child in [title, value] {
                        contentView.addSubview(child)
                        child.translatesAutoresizingMaskIntoConstraints = false
                        child.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
                        child.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20).isActive = true
                    }
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
                    value.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5).isActive = true
                    value.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(system.items.first { $0.isRoot }?.className == "UITableViewCellContentView")
        // Worked by hand: two 17-point labels, 21 high each (1.2 × 17, rounded up), with
        // 10 + 5 + 10 around them: the cell is 67 high and nothing is free.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        let root = try #require(diagnosis.frames[system.items.first { $0.isRoot }?.id ?? ""])
        #expect(root.height == 67)
    }
}
