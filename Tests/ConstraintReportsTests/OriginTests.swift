import ConstraintModel
import ConstraintReports
import Testing

@Suite("Origins and remedies")
struct OriginTests {
    static func system(origin: ConstraintOrigin, count: Int) -> ConstraintSystem {
        var system = PhrasingFixture.system
        // A cell's content view: the encapsulated-size remedy is then the cell's (ConstraintRemedy).
        system.items[0].className = "UITableViewCellContentView"
        system.constraints = (1...count).map { index in
            LayoutConstraint(id: "c\(index)", line: index, origin: origin, first: Anchor(item: "item1", .width), constant: LayoutNumber(Double(index)))
        }
        return system
    }

    @Test(arguments: ConstraintOrigin.allCases)
    func everyRemedyIsSaidOnceAndMarkedOnEachConstraint(_ origin: ConstraintOrigin) throws {
        let text = TextReport().render(Report(systems: [Self.system(origin: origin, count: 3)], analysis: nil))
        guard let remedy = origin.remedy else {
            #expect(!text.contains("[1]"), "\(origin) has no remedy, so no footnote")
            return
        }
        let footnoteStart = "  [1] " + remedy.prefix(30)
        #expect(text.components(separatedBy: footnoteStart).count == 2, "the remedy is written exactly once")
        let markedLines = text.components(separatedBy: "\n").filter { $0.hasSuffix(" [1]") }
        #expect(markedLines.count == 3, "each of the three constraints carries the marker")
    }

    @Test func developerConstraintsCarryNoOriginNote() {
        let text = TextReport().render(Report(systems: [Self.system(origin: .developer, count: 2)], analysis: nil))
        let entryLines = text.components(separatedBy: "\n").filter { $0.hasPrefix("     ") }
        #expect(entryLines.count == 2, "only the sentence under each equation: \(entryLines)")
    }

    @Test func twoOriginsGetTwoFootnotesInOrderOfAppearance() throws {
        var system = Self.system(origin: .stackView, count: 2)
        system.constraints[0].origin = .encapsulatedLayout
        let text = TextReport().render(Report(systems: [system], analysis: nil))
        let encapsulated = try #require(text.range(of: "  [1] " + (ConstraintOrigin.encapsulatedLayout.remedy ?? "").prefix(20)))
        let stack = try #require(text.range(of: "  [2] " + (ConstraintOrigin.stackView.remedy ?? "").prefix(20)))
        #expect(encapsulated.lowerBound < stack.lowerBound)
    }
}
