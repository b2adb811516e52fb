import ConstraintModel
import Testing

/// A pasted identifier of megabytes must not be repeated in full in every sentence of a report.
@Suite("Very long names are elided in display names")
struct LongNameTests {
    @Test func aClassNameLongerThanTheLimitIsCutWithAnEllipsisAndKeptWhole() {
        let long = String(repeating: "A", count: 5_000)
        var items = [
            LayoutItem(id: "item1", className: long, address: "0x1"),
            LayoutItem(id: "item2", className: long, address: "0x2"),
            LayoutItem(id: "item3", className: "UILabel", address: "0x3"),
        ]
        DisplayNames.assign(to: &items)
        #expect(items[0].className == long)
        #expect(items[0].displayName.count <= DisplayNames.maximumNameLength + 1)
        #expect(items[0].displayName.hasPrefix(String(repeating: "A", count: DisplayNames.maximumNameLength - 1) + "…"))
        #expect(items[0].displayName != items[1].displayName)
        #expect(items[2].displayName == "Label")
    }

    @Test func namesAtTheLimitStayWhole() {
        let name = String(repeating: "é", count: DisplayNames.maximumNameLength)
        var items = [LayoutItem(id: "item1", name: name)]
        DisplayNames.assign(to: &items)
        #expect(items[0].displayName == name)
    }
}
