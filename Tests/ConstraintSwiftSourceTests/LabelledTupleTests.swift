import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A helper that makes a row and returns its views as a labelled tuple (`-> SliderRow`, a
/// `typealias` of `(stack: NSStackView, slider: NSSlider, valueLabel: NSTextField)`, or a tuple
/// written with labels): `row.stack` is the stack it made, and `row.0` its first element.
/// Before, the elements were unknown and the row was never added.
struct LabelledTupleTests {
    @Test func aRowReturnedAsALabelledTupleIsAdded() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Brightness: NSViewController {
                private typealias SliderRow = (stack: NSStackView, slider: NSSlider, valueLabel: NSTextField)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let container = NSStackView()
                    container.orientation = .vertical
                    view.addSubview(container)
                    let internalRow = makeRow()
                    container.addArrangedSubview(internalRow.stack)
                    let labelled = makeLabelledRow()
                    container.addArrangedSubview(labelled.stack)
                    container.addArrangedSubview(makeRow().0)
                }
                private func makeRow() -> SliderRow {
                    let row = NSStackView()
                    let slider = NSSlider()
                    let value = NSTextField(labelWithString: "50%")
                    row.addArrangedSubview(slider)
                    row.addArrangedSubview(value)
                    value.widthAnchor.constraint(equalToConstant: 34).isActive = true
                    return (row, slider, value)
                }
                private func makeLabelledRow() -> (stack: NSStackView, width: CGFloat) {
                    let row = NSStackView()
                    return (stack: row, width: 20)
                }
            }
            """).first)
        let container = try #require(system.items.first { $0.name == "container" })
        let rows = system.items.filter { $0.className == "NSStackView" && $0.superviewID == container.id }
        #expect(rows.count == 3)
        #expect(!system.diagnostics.contains { $0.code == "swift-not-followed" })
    }
}
