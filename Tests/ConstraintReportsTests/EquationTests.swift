import ConstraintModel
import ConstraintReports
import Testing

@Suite("Constraints in symbols")
struct EquationTests {
    static let minus = "\u{2212}"

    @Test(arguments: [
        (Relation.equal, "="), (.lessThanOrEqual, "≤"), (.greaterThanOrEqual, "≥"),
    ])
    func relationSymbols(_ relation: Relation, _ symbol: String) {
        #expect(PhrasingFixture.equation(PhrasingFixture.constraint(.width, relation, constant: 121)) == "Box.width \(symbol) 121")
    }

    @Test func optionalPrioritiesFollowAnAtSign() {
        let constraint = PhrasingFixture.constraint(.width, .greaterThanOrEqual, constant: 121, priority: 750)
        #expect(PhrasingFixture.equation(constraint) == "Box.width ≥ 121 @750")
    }

    @Test(arguments: [
        (LayoutNumber?.some(8), false, "Box.leading = Panel.trailing + 8"),
        (LayoutNumber(-16, literal: "-16"), false, "Box.leading = Panel.trailing \(minus) 16"),
        (LayoutNumber(0), false, "Box.leading = Panel.trailing"),
        (nil, false, "Box.leading = Panel.trailing + ?"),
        (LayoutNumber(8), true, "Box.leading = Panel.trailing + system spacing (8)"),
        (LayoutNumber(-8), true, "Box.leading = Panel.trailing \(minus) system spacing (8)"),
    ])
    func constants(_ constant: LayoutNumber?, _ systemSpacing: Bool, _ expected: String) {
        let constraint = PhrasingFixture.constraint(.leading, to: .trailing, constant: constant, systemSpacing: systemSpacing)
        #expect(PhrasingFixture.equation(constraint) == expected)
    }

    @Test(arguments: [
        (LayoutNumber?.some(40), "Box.width = 40"), (LayoutNumber(-5), "Box.width = \(minus)5"), (nil, "Box.width = ?"),
    ])
    func constantsAlone(_ constant: LayoutNumber?, _ expected: String) {
        #expect(PhrasingFixture.equation(PhrasingFixture.constraint(.width, constant: constant)) == expected)
    }

    @Test func multipliersUseATimesSign() {
        let constraint = PhrasingFixture.constraint(.width, multiplier: LayoutNumber(0.4, literal: "0.4"), to: .width, constant: 10)
        #expect(PhrasingFixture.equation(constraint) == "Box.width = 0.4 × Panel.width + 10")
    }

    @Test func expressionsKeepEveryTerm() throws {
        let system = SampleSystems.gridWindow
        let constraint = try #require(system.constraint("c1"))
        #expect(
            ConstraintEquation(system: system).text(for: constraint)
                == "TextField 'Name:'.leading \(Self.minus) GridView.leading = 0.5 × Button 'OK'.leading \(Self.minus) 0.5 × GridView.row-boundary + 4"
        )
    }

    @Test func expressionWithAnEmptySideShowsItsConstant() {
        let expression = ExpressionForm(
            left: [LinearTerm(coefficient: -1, anchor: Anchor(item: "item1", .top)), LinearTerm(coefficient: 2, anchor: Anchor(item: "item2", .top))],
            leftConstant: -3, right: [], rightConstant: 0)
        let constraint = LayoutConstraint(id: "c1", first: Anchor(item: "item1", .top), expression: expression)
        #expect(PhrasingFixture.equation(constraint) == "\(Self.minus)Box.top + 2 × Panel.top \(Self.minus) 3 = 0")
        #expect(PhrasingFixture.sentence(constraint) == "Minus Box's top edge plus 2 times Panel's top edge minus 3 should equal 0.")
    }

    @Test func bareAutoresizingPositionsNameTheirSuperview() {
        let constraint = PhrasingFixture.constraint(.minX, constant: 0, measuredIn: "item2")
        #expect(PhrasingFixture.equation(constraint) == "Box.minX = 0 in Panel")
    }
}
