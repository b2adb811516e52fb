import ConstraintModel
import Foundation
import Testing

/// `LayoutConstraint`'s hand-written coding (its rare fields live out of line) keeps the keys
/// the synthesised one wrote, writes an optional only when present, and reads back what it wrote.
@Suite struct LayoutConstraintCodingTests {
    static func object(_ constraint: LayoutConstraint) throws -> [String: Any] {
        let data = try JSONEncoder().encode(constraint)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func everyFieldRoundTripsUnderItsOwnKey() throws {
        var constraint = LayoutConstraint(
            id: "c7", line: 3, column: 5, text: "A.width == 20", className: "NSLayoutConstraint", address: "0x1",
            identifier: "width", first: Anchor(item: "A", .width), constant: 20,
            expression: ExpressionForm(left: [LinearTerm(coefficient: 1, anchor: Anchor(item: "A", .width))], right: []),
            autoresizingMask: AutoresizingMask(
                horizontal: .init(flexibleLeadingMargin: true, flexibleSize: false, flexibleTrailingMargin: false),
                vertical: .init(flexibleLeadingMargin: false, flexibleSize: true, flexibleTrailingMargin: false)),
            sourceLocation: SourceFileLocation(file: "View.swift", line: 12), isActive: true, layoutDirection: .rightToLeft,
            contentSize: ContentSizePriorities(hugging: 250, compressionResistance: 750), measuredIn: "B", sourceID: "ib-1")
        constraint.constantSymbol = "IntrinsicWidth"
        let keys = Set(try Self.object(constraint).keys)
        #expect(keys == [
            "id", "line", "column", "text", "className", "address", "identifier", "origin", "first", "relation", "multiplier",
            "constant", "constantIsSystemSpacing", "priority", "expression", "autoresizingMask", "sourceLocation", "isActive",
            "layoutDirection", "contentSize", "measuredIn", "constantSymbol", "sourceID",
        ])
        let decoded = try JSONDecoder().decode(LayoutConstraint.self, from: JSONEncoder().encode(constraint))
        #expect(decoded == constraint)
        #expect(decoded.constantSymbol == "IntrinsicWidth")
        #expect(decoded.sourceLocation?.line == 12)
    }

    @Test func absentOptionalsAreNotWrittenAndClearingTheLastRareFieldLeavesAnEqualConstraint() throws {
        let plain = LayoutConstraint(id: "c1", first: Anchor(item: "A", .height), constant: 44)
        let keys = Set(try Self.object(plain).keys)
        #expect(keys.isDisjoint(with: ["address", "identifier", "expression", "sourceLocation", "measuredIn", "constantSymbol", "sourceID"]))
        var edited = plain
        edited.identifier = "height"
        #expect(edited != plain)
        edited.identifier = nil
        #expect(edited == plain)
        #expect(edited.hashValue == plain.hashValue)
    }
}
