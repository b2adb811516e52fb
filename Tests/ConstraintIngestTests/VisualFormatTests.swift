import ConstraintIngest
import ConstraintModel
import Testing

@Suite("VFL lines")
struct VisualFormatTests {
    /// Expected constraint: description with names, text, column, system spacing.
    private struct Expected: CustomStringConvertible {
        var constraint: String
        var text: String
        var column: Int
        var systemSpacing = false
        var description: String { "\(constraint) | \(text) @\(column)" }
    }

    private func check(_ text: String, line: Int, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) {
        let system = EquationTesting.read(text)
        #expect(EquationTesting.errors(in: system).isEmpty, "\(system.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let found = system.constraints.filter { $0.line == line }
        #expect(found.map { EquationTesting.describe($0, in: system) } == expected.map(\.constraint), sourceLocation: sourceLocation)
        #expect(found.map(\.text) == expected.map(\.text), sourceLocation: sourceLocation)
        #expect(found.map(\.column) == expected.map(\.column), sourceLocation: sourceLocation)
        #expect(found.map(\.constantIsSystemSpacing) == expected.map(\.systemSpacing), sourceLocation: sourceLocation)
        #expect(found.allSatisfy { $0.className == "NSLayoutConstraint" && $0.origin == .developer }, sourceLocation: sourceLocation)
    }

    @Test("edges, spacing and an equal-width predicate")
    func horizontalRow() {
        check(
            "root Superview 375x100\nH:|-[Red]-8-[Blue(==Red)]-|", line: 2,
            [
                Expected(constraint: "Red.leading == 1 × Superview.leading + 20 @1000", text: "H:|-[Red]", column: 3, systemSpacing: true),
                Expected(constraint: "Blue.leading == 1 × Red.trailing + 8 @1000", text: "H:[Red]-8-[Blue]", column: 10),
                Expected(constraint: "Blue.width == 1 × Red.width + 0 @1000", text: "H:[Blue(==Red)]", column: 19),
                Expected(constraint: "Superview.trailing == 1 × Blue.trailing + 20 @1000", text: "H:[Blue]-|", column: 26, systemSpacing: true),
            ])
    }

    @Test("vertical lines use top and bottom; sizes use height")
    func vertical() {
        check(
            "root Superview 375x100\nV:|-20-[Red(>=44@750)]-[Blue]|", line: 2,
            [
                Expected(constraint: "Red.top == 1 × Superview.top + 20 @1000", text: "V:|-20-[Red]", column: 3),
                Expected(constraint: "Red.height >= 44 @750", text: "V:[Red(>=44@750)]", column: 13),
                Expected(constraint: "Blue.top == 1 × Red.bottom + 8 @1000", text: "V:[Red]-[Blue]", column: 23, systemSpacing: true),
                Expected(constraint: "Superview.bottom == 1 × Blue.bottom + 0 @1000", text: "V:[Blue]|", column: 30),
            ])
    }

    @Test("predicate lists, relations and priorities in spacings, flush views, no orientation")
    func predicates() {
        check(
            "root S 320x480\n[button(>=70,<=100)]-(>=8@750,<=20)-[field][label]", line: 2,
            [
                Expected(constraint: "button.width >= 70 @1000", text: "H:[button(>=70)]", column: 9),
                Expected(constraint: "button.width <= 100 @1000", text: "H:[button(<=100)]", column: 14),
                Expected(constraint: "field.leading >= 1 × button.trailing + 8 @750", text: "H:[button]-(>=8@750)-[field]", column: 23),
                Expected(constraint: "field.leading <= 1 × button.trailing + 20 @1000", text: "H:[button]-(<=20)-[field]", column: 31),
                Expected(constraint: "label.leading == 1 × field.trailing + 0 @1000", text: "H:[field][label]", column: 44),
            ])
    }

    @Test("metrics in spacings, sizes and priorities; Apple's plain-size predicate")
    func metrics() {
        check(
            "root S 320x480\nmetrics pad = 12, wide = 100, strong = 999\nH:|-pad-[a(wide@strong)]-(pad)-[b(100@20)]", line: 3,
            [
                Expected(constraint: "a.leading == 1 × S.leading + 12 @1000", text: "H:|-pad-[a]", column: 3),
                Expected(constraint: "a.width == 100 @999", text: "H:[a(wide@strong)]", column: 12),
                Expected(constraint: "b.leading == 1 × a.trailing + 12 @1000", text: "H:[a]-(pad)-[b]", column: 27),
                Expected(constraint: "b.width == 100 @20", text: "H:[b(100@20)]", column: 35),
            ])
    }

    @Test("negative spacing in parentheses, blanks between tokens")
    func negativeSpacing() {
        check(
            "root S 320x480\nH: [a] -(-2)- [b]", line: 2,
            [Expected(constraint: "b.leading == 1 × a.trailing + -2 @1000", text: "H:[a]-(-2)-[b]", column: 10)])
    }

    @Test("the superview is the views' declared superview, else the root")
    func superview() {
        let system = EquationTesting.read("root Screen 375x667\nview Card in Screen\nview Title in Card\nview Body in Card\nH:|[Title]-[Body]|\nV:|[Card]|")
        #expect(EquationTesting.errors(in: system).isEmpty)
        let descriptions = system.constraints.map { EquationTesting.describe($0, in: system) }
        #expect(
            descriptions == [
                "Title.leading == 1 × Card.leading + 0 @1000", "Body.leading == 1 × Title.trailing + 8 @1000",
                "Card.trailing == 1 × Body.trailing + 0 @1000", "Card.top == 1 × Screen.top + 0 @1000",
                "Screen.bottom == 1 × Card.bottom + 0 @1000",
            ])
    }

    @Test("VFL constraints sit among the others in line order")
    func order() {
        let system = EquationTesting.read("root S 100x100\nA.width = 1\nH:[A]-[B]\nB.width = 2\nautoresizing C frame 0,0,1,1\nD.width = 3")
        #expect(system.constraints.map(\.line) == [2, 3, 4, 5, 5, 5, 5, 6])
        #expect(system.constraints.map(\.id) == (1...8).map { "c\($0)" })
    }

    @Test("VFL errors", arguments: [
        ("H:|-[Red]-pad-[Blue]", 11, "unknown-metric", "unknown metric 'pad'; declare it above this line with 'metrics pad = 8'"),
        ("H:[Red]-(>=Blue)-[Green]", 12, "unknown-metric", "unknown metric 'Blue' (a spacing is a number or a metric; declare it above with 'metrics Blue = 8')"),
        ("H:[Red]-8@750-[Blue]", 10, "unreadable-vfl", "a spacing with a priority needs parentheses, for example -(8@750)-"),
        ("H:[Red", 7, "unreadable-vfl", "expected ']' to close the view '[Red'"),
        ("H:[]", 4, "unreadable-vfl", "expected a view name after '['"),
        ("H:|-", 5, "unreadable-vfl", "expected a spacing after '-': a number, a metric, '(predicates)', or '[' for the standard space"),
        ("H:[A]-8", 8, "unreadable-vfl", "expected '-' to end the spacing that starts here"),
        ("H:[A]-(=8)-[B]", 8, "unreadable-vfl", "unknown relation; use ==, >= or <="),
        ("H:[A(>=8]", 9, "unreadable-vfl", "expected ',' or ')' after the predicate"),
        ("H:[A]|[B]", 7, "unreadable-vfl", "expected the end of the line after the closing '|'"),
        ("H:[A] x", 7, "unreadable-vfl", "expected '-', '[' or '|' here"),
        ("|-[Guide]", 4, "unreadable-vfl", "'Guide' is a layout guide; a visual format string arranges views only"),
        ("H:|-[Screen]", 3, "vfl-no-superview", "'|' needs a superview, but 'Screen' has none: it is the root"),
        ("H:|-[Inner]-[Outer]", 14, "vfl-mixed-superviews", "'|' is ambiguous: 'Inner' is in 'Card' but 'Outer' is in 'Screen'"),
    ])
    func errors(line: String, column: Int, code: String, message: String) {
        let system = EquationTesting.read("root Screen 375x667\nguide Guide layout of Screen\nview Inner in Card\n\(line)\nA.width = 1")
        #expect(system.diagnostics.map(\.line) == [4])
        #expect(system.diagnostics.first?.column == column)
        #expect(system.diagnostics.first?.code == code)
        #expect(system.diagnostics.first?.message == message)
        #expect(system.constraints.map(\.line) == [5], "the VFL line adds nothing")
    }

    @Test("'|' without any root")
    func noRoot() {
        let system = EquationTesting.read("H:|-[A]")
        #expect(system.diagnostics.map(\.code) == ["vfl-no-superview", "no-root"])
        #expect(system.diagnostics.first?.message.contains("there is no root") == true)
    }
}
