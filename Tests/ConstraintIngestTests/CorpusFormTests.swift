import ConstraintIngest
import ConstraintModel
import Testing

/// Expression forms, NSGridView anchors, right-to-left VFL and escaped label texts in the Corpus
/// logs. Expected values are written from reading each log.
struct CorpusFormTests {
    @Test func expressionFormWithAnchorNames() throws {
        let system = try #require(try Fixtures.corpus("expression-form.log").systems.first)
        #expect(system.diagnostics.isEmpty)
        let constraint = try #require(system.constraint("c3"))
        let expression = try #require(constraint.expression)
        let leftImage = try #require(system.item(address: "0x7fd5b2c18b20")).id
        let rightImage = try #require(system.item(address: "0x7fd5b2c18e60")).id
        let gutter = try #require(system.item(address: "0x600002e81a40"))
        #expect(gutter.text == "Gallery.LeftGutter")
        #expect(gutter.displayName == "LeftGutter(PhotoStripView)")
        // (IV1.leading - Gutter.trailing) == 0.5*(IV2.leading - IV1.trailing)
        #expect(expression.left.map(\.anchor) == [Anchor(item: leftImage, .leading), Anchor(item: gutter.id, .trailing)])
        #expect(expression.left.map(\.coefficient.value) == [1, -1])
        #expect(expression.right.map(\.anchor) == [Anchor(item: rightImage, .leading), Anchor(item: leftImage, .trailing)])
        #expect(expression.right.map(\.coefficient.value) == [0.5, -0.5])
        #expect(expression.leftConstant.value == 0)
        #expect(expression.rightConstant.value == 0)
        #expect(constraint.first == Anchor(item: leftImage, .leading))
        #expect(constraint.second == Anchor(item: rightImage, .leading))
        #expect(constraint.relation == .equal)
        #expect(system.brokenConstraint == "c4")
    }

    @Test func gridRowBoundariesStayDistinct() throws {
        let system = try #require(try Fixtures.corpus("nsgridview.log").systems.first)
        #expect(system.platform == .macOS)
        let grid = try #require(system.item(address: "0x7f9b3e70d6b0")).id
        let field = try #require(system.item(address: "0x7f9b3e711c40")).id
        let upper = AnchorAttribute.custom("row-boundary@0x600001b6c300")
        let lower = AnchorAttribute.custom("row-boundary@0x600001b6c340")
        // (R + ((R' - 8) - R)) >= field.bottom, the names list giving two anchors for three
        // occurrences: they are taken in order, the third reusing the first.
        let containment = try #require(system.constraint("c1")?.expression)
        #expect(containment.left.map(\.anchor.attribute) == [upper, lower, upper])
        #expect(containment.left.map(\.anchor.item) == [grid, grid, grid])
        #expect(containment.left.map(\.coefficient.value) == [1, 1, -1])
        #expect(containment.leftConstant.value == -8)
        #expect(containment.right.map(\.anchor) == [Anchor(item: field, .bottom)])
        #expect(system.constraint("c1")?.relation == .greaterThanOrEqual)
        let ambiguous = system.diagnostics("ambiguous-anchor")
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.constraintID == "c1")
        #expect(ambiguous.first?.severity == .note)
        // R' + 0.5*(bottom - R') == field.centerY: one anchor for both occurrences.
        let centering = try #require(system.constraint("c2")?.expression)
        #expect(centering.left.map(\.anchor.attribute) == [lower, .standard(.bottom), lower])
        #expect(centering.left.map(\.coefficient.value) == [1, 0.5, -0.5])
        // Without a names list the pseudo-attribute keeps its printed name.
        #expect(system.constraint("c4")?.first == Anchor(item: grid, attribute: .custom("row-boundary")))
        #expect(system.constraint("c4")?.expression == nil)
        #expect(system.constraints.map(\.identifier) == ["GridView.bottom_containment", "GridView_Y_centering", nil, "GridView.top_containment"])
        #expect(system.errors.isEmpty)
        #expect(system.brokenConstraint == "c3")
    }

    @Test func rightToLeftVisualFormat() throws {
        let system = try #require(try Fixtures.corpus("rtl-vfl.log").systems.first)
        #expect(system.layoutDirection == .rightToLeft)
        #expect(system.item(address: "0x7f84d9c0be30")?.text == "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}")
        // |-(16)-[label](RTL): the label's right edge is 16 inside the superview's right edge.
        #expect(system.equations == [
            "0x7f84d9c0b5d0.right == 0x7f84d9c0be30.right + 16",
            "0x7f84d9c0be30.left == 0x7f84d9c0c2f0.right + 8",
            "0x7f84d9c0c2f0.left == 0x7f84d9c0b5d0.left + 16",
            "0x7f84d9c0be30.width == 200",
            "0x7f84d9c0c2f0.width == 120",
            "0x7f84d9c0b5d0.width == 320",
        ])
        #expect(system.constraints.prefix(3).allSatisfy { $0.layoutDirection == .rightToLeft })
        #expect(system.constraints[3].layoutDirection == nil)
        #expect(system.brokenConstraint == "c5")
    }

    @Test func labelTextEscapesAndTheRawNewlineOfTheBrokenConstraint() throws {
        let system = try #require(try Fixtures.corpus("label-text-escapes.log").systems.first)
        #expect(system.diagnostics.isEmpty)
        #expect(system.item(address: "0x7fa0b5e0d1a0")?.text == "Don\u{2019}t miss\nthe sale")
        #expect(system.item(address: "0x7fa0b5e0d4e0")?.text == "YOU'RE IN")
        #expect(system.item(address: "0x7fa0b5e0d820")?.text == "Say \"hi\" \u{270B}")
        #expect(system.constraints.count == 4)
        #expect(system.brokenConstraint == "c1")
        #expect(system.equations[2] == "0x7fa0b5e0d4e0.top == 0x7fa0b5e0d1a0.bottom + 4")
        #expect(system.item(address: "0x7fa0b5e0d1a0")?.displayName == "Label 'Don\u{2019}t miss the sale'")
    }

    @Test func invalidEntriesAreDiagnosedAndTheRestKept() throws {
        let system = try #require(try Fixtures.corpus("invalid-entry.log").systems.first)
        #expect(system.constraints.map(\.address) == ["0x600002d4ead0", "0x600002d4ebc0", "0x600002d4ec10", "0x600002d4ecb0"])
        let readErrors = system.errors.filter { $0.constraintID == nil }
        #expect(readErrors.map(\.code) == ["expected-relation", "expected-attribute", "expected-hex-digit", "expected-number"])
        #expect(readErrors.map(\.line) == [7, 9, 10, 13])
        #expect(readErrors.map(\.column) == [70, 63, 59, 103])
        #expect(readErrors[0].message == "expected a relation (==, <=, >=) after 'UILabel:0x7fa3c9e1b2f0.width'")
        #expect(readErrors[2].message.contains("found 'g'"))
        // The width related to a top is read, then reported by the attribute rules.
        let rule = try #require(system.diagnostics("size-to-position").first)
        #expect(rule.constraintID == "c4")
        #expect(rule.line == 14)
        #expect(system.brokenConstraint == "c1")
    }
}
