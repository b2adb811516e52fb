@testable import ConstraintAnalysis
@testable import ConstraintReports
import Testing

/// An implicit row drawn as a loop on its item: the node already names the item, so the label
/// keeps only the quantity and the bound, whichever possessive form the analysis used.
struct ImplicitLoopLabelTests {
    @Test(arguments: [
        ("Title's height ≥ 0", "Title", "height ≥ 0"),
        ("the width of Label 'Hi' ≥ 0", "Label 'Hi'", "width ≥ 0"),
        ("the width of Label 'Hi' ≥ 0", "Label 'Other'", "the width of Label 'Hi' ≥ 0"),
    ])
    func implicitLoopLabelsDropTheNodesName(description: String, itemName: String, expected: String) {
        let row = ImplicitRow(item: "item1", axis: .horizontal, relation: "≥", kind: "sizeNonNegative", description: description)
        #expect(DiagramMarks.ownTerms(row, itemName: itemName) == expected)
    }
}
