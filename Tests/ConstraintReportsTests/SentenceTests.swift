import ConstraintModel
import ConstraintReports
import Testing

@Suite("Plain-English sentences")
struct SentenceTests {
    /// Written out here rather than taken from the model, so a wrong phrase in either place fails.
    static let phrases: [(LayoutAttribute, String)] = [
        (.left, "left edge"), (.right, "right edge"), (.top, "top edge"), (.bottom, "bottom edge"),
        (.leading, "leading edge"), (.trailing, "trailing edge"), (.width, "width"), (.height, "height"),
        (.centerX, "horizontal centre"), (.centerY, "vertical centre"), (.lastBaseline, "last baseline"),
        (.firstBaseline, "first baseline"), (.leftMargin, "left margin"), (.rightMargin, "right margin"),
        (.topMargin, "top margin"), (.bottomMargin, "bottom margin"), (.leadingMargin, "leading margin"),
        (.trailingMargin, "trailing margin"), (.centerXWithinMargins, "horizontal centre within its margins"),
        (.centerYWithinMargins, "vertical centre within its margins"), (.minX, "minimum x (left edge)"),
        (.maxX, "maximum x (right edge)"), (.minY, "minimum y"), (.maxY, "maximum y"), (.midX, "horizontal centre"),
        (.midY, "vertical centre"),
    ]

    @Test func everyAttributeThatCanBeRelatedHasAPhrase() {
        let covered = Set(Self.phrases.map(\.0))
        let missing = LayoutAttribute.allCases.filter { $0 != .notAnAttribute && !covered.contains($0) }
        #expect(missing.isEmpty, "attributes without an expected phrase: \(missing)")
    }

    @Test(arguments: phrases.map(\.0))
    func attributeOnBothSides(_ attribute: LayoutAttribute) throws {
        let phrase = try #require(Self.phrases.first { $0.0 == attribute }?.1)
        let constraint = PhrasingFixture.constraint(attribute, to: attribute)
        #expect(PhrasingFixture.sentence(constraint) == "Box's \(phrase) should equal Panel's \(phrase).")
    }

    @Test(arguments: [
        (Relation.equal, "should equal"), (.lessThanOrEqual, "should be at most"), (.greaterThanOrEqual, "should be at least"),
    ])
    func relations(_ relation: Relation, _ words: String) {
        #expect(PhrasingFixture.sentence(PhrasingFixture.constraint(.width, relation, constant: 40)) == "Box's width \(words) 40.")
    }

    @Test(arguments: [
        (LayoutNumber(1), LayoutNumber?.some(0), "Box's width should equal Panel's width."),
        (LayoutNumber(0.4, literal: "0.4"), 0, "Box's width should equal Panel's width multiplied by 0.4."),
        (LayoutNumber(-1, literal: "-1"), 0, "Box's width should equal Panel's width multiplied by \u{2212}1."),
        (LayoutNumber(2), 10, "Box's width should equal Panel's width multiplied by 2, plus 10."),
        (LayoutNumber(0.5), -3, "Box's width should equal Panel's width multiplied by 0.5, minus 3."),
        (LayoutNumber(0.384615, literal: "0.384615"), nil,
            "Box's width should equal Panel's width multiplied by 0.384615, plus an unknown constant."),
    ])
    func multipliers(_ multiplier: LayoutNumber, _ constant: LayoutNumber?, _ expected: String) {
        let constraint = PhrasingFixture.constraint(.width, multiplier: multiplier, to: .width, constant: constant)
        #expect(PhrasingFixture.sentence(constraint) == expected)
    }

    @Test(arguments: [
        (LayoutNumber?.some(8), false, "Box's leading edge should equal Panel's trailing edge plus 8."),
        (LayoutNumber(-16, literal: "-16"), false, "Box's leading edge should equal Panel's trailing edge minus 16."),
        (LayoutNumber(0), false, "Box's leading edge should equal Panel's trailing edge."),
        (nil, false, "Box's leading edge should equal Panel's trailing edge plus an unknown constant."),
        (LayoutNumber(8), true, "Box's leading edge should equal Panel's trailing edge plus the system spacing (8)."),
        (LayoutNumber(-8), true, "Box's leading edge should equal Panel's trailing edge minus the system spacing (8)."),
        (LayoutNumber(0.5, literal: "0.5"), false, "Box's leading edge should equal Panel's trailing edge plus 0.5."),
    ])
    func constantsAfterASecondItem(_ constant: LayoutNumber?, _ systemSpacing: Bool, _ expected: String) {
        let constraint = PhrasingFixture.constraint(.leading, to: .trailing, constant: constant, systemSpacing: systemSpacing)
        #expect(PhrasingFixture.sentence(constraint) == expected)
    }

    @Test(arguments: [
        (LayoutNumber?.some(40), false, "Box's width should equal 40."),
        (LayoutNumber(94.3333, literal: "94.3333"), false, "Box's width should equal 94.3333."),
        (LayoutNumber(-5, literal: "-5"), false, "Box's width should equal \u{2212}5."),
        (LayoutNumber(0), false, "Box's width should equal 0."),
        (nil, false, "Box's width should equal an unknown constant."),
        (LayoutNumber(8), true, "Box's width should equal the system spacing (8)."),
        (LayoutNumber(2.22507e-308, literal: "2.22507e-308"), false, "Box's width should equal 2.22507e-308."),
    ])
    func constantsAlone(_ constant: LayoutNumber?, _ systemSpacing: Bool, _ expected: String) {
        #expect(PhrasingFixture.sentence(PhrasingFixture.constraint(.width, constant: constant, systemSpacing: systemSpacing)) == expected)
    }

    /// An unknown constant says where it comes from: lost from a log, or not known statically in
    /// Swift source.
    @Test(arguments: [
        (InputFormat.consoleLog, "Box's width should equal an unknown constant (lost from the log)."),
        (.constraintList, "Box's width should equal an unknown constant (lost from the log)."),
        (.swiftSource, "Box's width should equal a constant not known statically."),
        (.interfaceBuilder, "Box's width should equal an unknown constant."),
    ])
    func unknownConstantsSayWhereTheyComeFrom(_ format: InputFormat, _ expected: String) {
        var system = PhrasingFixture.system
        system.format = format
        #expect(ConstraintSentence(system: system).text(for: PhrasingFixture.constraint(.width, constant: nil)) == expected)
    }

    @Test(arguments: [
        (Priority(750), " (priority 750)"), (Priority(999.5), " (priority 999.5)"), (Priority(1), " (priority 1)"), (.required, ""),
    ])
    func priorities(_ priority: Priority, _ suffix: String) {
        let constraint = PhrasingFixture.constraint(.height, .greaterThanOrEqual, constant: 50, priority: priority)
        #expect(PhrasingFixture.sentence(constraint) == "Box's height should be at least 50\(suffix).")
    }

    @Test func notAnAttributeOnTheSecondSideReadsAsAConstant() {
        let constraint = PhrasingFixture.constraint(.width, to: .notAnAttribute, constant: 30)
        #expect(PhrasingFixture.sentence(constraint) == "Box's width should equal 30.")
    }

    @Test func bareAutoresizingPositionsSayWhatTheyAreMeasuredIn() {
        let constraint = PhrasingFixture.constraint(.minX, constant: 0, measuredIn: "item2")
        #expect(PhrasingFixture.sentence(constraint) == "Box's minimum x (left edge) should equal 0, measured in Panel.")
    }

    @Test func aQuotedLabelTextTakesNoPossessive() {
        var items = [LayoutItem(id: "item1", className: "UILabel", address: "0x1", text: "Hi")]
        DisplayNames.assign(to: &items)
        let system = ConstraintSystem(source: SourceInfo(file: "x", firstLine: 1, lastLine: 1), format: .consoleLog, items: items)
        let constraint = LayoutConstraint(
            id: "c1", first: Anchor(item: "item1", .height), relation: .greaterThanOrEqual, constant: 50, priority: 750)
        #expect(ConstraintSentence(system: system).text(for: constraint) == "The height of Label 'Hi' should be at least 50 (priority 750).")
    }

    @Test func aNameKeepsItsOwnSpellingAtTheStart() {
        var items = [LayoutItem(id: "item1", name: "iconView")]
        DisplayNames.assign(to: &items)
        let system = ConstraintSystem(source: SourceInfo(file: "x", firstLine: 1, lastLine: 1), format: .consoleLog, items: items)
        let constraint = LayoutConstraint(id: "c1", first: Anchor(item: "item1", .width), relation: .equal, constant: 40)
        let sentence = ConstraintSentence(system: system).text(for: constraint)
        #expect(system.displayName(of: "item1") == "iconView")
        #expect(sentence.hasPrefix("iconView's width"), "\(sentence)")
        #expect(!sentence.hasPrefix("The "), "\(sentence)")
    }

    @Test func wrappedSentencesKeepEachNameOnOneLine() {
        var items = [
            LayoutItem(id: "item1", className: "UILabel", address: "0x1", text: "Don’t miss the sale"),
            LayoutItem(id: "item2", className: "UILabel", address: "0x2", text: "YOU'RE IN"),
        ]
        DisplayNames.assign(to: &items)
        let system = ConstraintSystem(source: SourceInfo(file: "x", firstLine: 1, lastLine: 1), format: .consoleLog, items: items)
        let constraint = LayoutConstraint(
            id: "c1", first: Anchor(item: "item2", .top), relation: .equal, second: Anchor(item: "item1", .bottom), constant: 4)
        let sentence = ConstraintSentence(system: system)
        let lines = sentence.lines(for: constraint, width: 70)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count <= 70 }, "\(lines)")
        #expect(lines.contains { $0.contains("Label 'Don’t miss the sale'") }, "\(lines)")
        #expect(lines.joined(separator: " ") == sentence.text(for: constraint))
    }

    @Test func sentencesNeverShowAddresses() {
        let system = SampleSystems.profileCell
        for constraint in system.constraints {
            let sentence = ConstraintSentence(system: system).text(for: constraint)
            #expect(!sentence.contains("0x"), "\(constraint.id): \(sentence)")
        }
    }

    @Test func expressionsReadTermByTerm() throws {
        let system = SampleSystems.gridWindow
        let constraint = try #require(system.constraint("c1"))
        #expect(
            ConstraintSentence(system: system).text(for: constraint)
                == "The leading edge of TextField 'Name:' minus GridView's leading edge should equal 0.5 times the leading edge of Button 'OK' minus 0.5 times GridView's row-boundary plus 4."
        )
    }
}
