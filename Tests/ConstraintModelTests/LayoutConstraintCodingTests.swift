@testable import ConstraintModel
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

/// A rare field given alone must make the box (its emptiness test lists the fields one by one).
@Suite struct RareFieldEmptinessTests {
    static let eachAlone: [(name: String, fields: RareConstraintFields)] = [
        ("address", RareConstraintFields(address: "0x1")),
        ("identifier", RareConstraintFields(identifier: "w")),
        ("expression", RareConstraintFields(expression: ExpressionForm(left: [], right: []))),
        ("autoresizingMask", RareConstraintFields(autoresizingMask: AutoresizingMask(
            horizontal: .init(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: false),
            vertical: .init(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: false)))),
        ("sourceLocation", RareConstraintFields(sourceLocation: SourceFileLocation(file: "V.swift", line: 1))),
        ("layoutDirection", RareConstraintFields(layoutDirection: .leftToRight)),
        ("contentSize", RareConstraintFields(contentSize: ContentSizePriorities(hugging: 250, compressionResistance: 750))),
        ("measuredIn", RareConstraintFields(measuredIn: "B")),
        ("constantSymbol", RareConstraintFields(constantSymbol: "Width")),
        ("sourceID", RareConstraintFields(sourceID: "ib-1")),
    ]

    @Test func eachRareFieldAloneIsKept() {
        // Every stored field is listed above: a new field fails here until it is added there
        // and to `isEmpty`.
        let stored = Mirror(reflecting: RareConstraintFields()).children.compactMap(\.label)
        #expect(Set(stored) == Set(Self.eachAlone.map(\.name)))
        #expect(RareConstraintFields().isEmpty)
        for (name, fields) in Self.eachAlone {
            #expect(!fields.isEmpty, "\(name)")
            #expect(RareFieldStorage(fields) != nil, "\(name)")
        }
    }
}

/// Each rare field given alone to `LayoutConstraint.init` is kept: the initialiser tests its
/// parameters one by one before it builds the record, so a parameter missing from that test
/// would be dropped.
@Suite struct RareInitialiserParameterTests {
    static let anchor = Anchor(item: "A", .width)
    static let mask = AutoresizingMask(
        horizontal: .init(flexibleLeadingMargin: true, flexibleSize: false, flexibleTrailingMargin: false),
        vertical: .init(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: false))
    static let expression = ExpressionForm(left: [LinearTerm(coefficient: 1, anchor: anchor)], right: [])

    @Test func eachParameterAloneIsKept() {
        let plain = LayoutConstraint(id: "c1", first: Self.anchor)
        #expect(plain.rare == nil)
        let made: [(String, LayoutConstraint, Bool)] = [
            ("address", LayoutConstraint(id: "c1", address: "0x1", first: Self.anchor), false),
            ("identifier", LayoutConstraint(id: "c1", identifier: "w", first: Self.anchor), false),
            ("expression", LayoutConstraint(id: "c1", first: Self.anchor, expression: Self.expression), false),
            ("autoresizingMask", LayoutConstraint(id: "c1", first: Self.anchor, autoresizingMask: Self.mask), false),
            ("sourceLocation", LayoutConstraint(id: "c1", first: Self.anchor, sourceLocation: SourceFileLocation(file: "V.swift", line: 1)), false),
            ("layoutDirection", LayoutConstraint(id: "c1", first: Self.anchor, layoutDirection: .rightToLeft), false),
            ("contentSize", LayoutConstraint(id: "c1", first: Self.anchor, contentSize: ContentSizePriorities(hugging: 250, compressionResistance: 750)), false),
            ("measuredIn", LayoutConstraint(id: "c1", first: Self.anchor, measuredIn: "B"), false),
            ("sourceID", LayoutConstraint(id: "c1", first: Self.anchor, sourceID: "ib-1"), false),
        ].map { ($0.0, $0.1, $0.1 == plain) }
        for (name, constraint, equalsPlain) in made {
            #expect(constraint.rare != nil, "\(name)")
            #expect(!equalsPlain, "\(name)")
        }
        #expect(made[0].1.address == "0x1")
        #expect(made[1].1.identifier == "w")
        #expect(made[2].1.expression == Self.expression)
        #expect(made[3].1.autoresizingMask == Self.mask)
        #expect(made[4].1.sourceLocation?.file == "V.swift")
        #expect(made[5].1.layoutDirection == .rightToLeft)
        #expect(made[6].1.contentSize?.hugging == 250)
        #expect(made[7].1.measuredIn == "B")
        #expect(made[8].1.sourceID == "ib-1")
    }
}
