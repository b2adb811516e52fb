import ConstraintIngest
import ConstraintModel
import Testing

@Suite("Equation notation: constraints")
struct EquationGrammarTests {
    private func single(_ line: String, file: String = "test") -> (LayoutConstraint, ConstraintSystem) {
        let system = EquationTesting.read(line, file: file)
        #expect(system.constraints.count == 1, "\(line) should give one constraint; diagnostics: \(system.diagnostics.map(\.message))")
        return (system.constraints.first ?? LayoutConstraint(id: "none", first: Anchor(item: "none", .width)), system)
    }

    @Test("the Auto Layout Guide's own forms")
    func guideForms() {
        let (spacing, system) = single("Button_2.leading = 1.0 * Button_1.trailing + 8.0")
        #expect(EquationTesting.describe(spacing, in: system) == "Button_2.leading == 1 × Button_1.trailing + 8 @1000")
        #expect(spacing.multiplier.literal == "1.0")
        #expect(spacing.constant?.literal == "8.0")

        let (height, heightSystem) = single("View.height = 0.0 * NotAnAttribute + 40.0")
        #expect(height.second == nil)
        #expect(height.multiplier.value == 1, "a multiplier of nothing is stored as 1")
        #expect(EquationTesting.describe(height, in: heightSystem) == "View.height == 40 @1000")
        #expect(heightSystem.items.map(\.name) == ["View"], "NotAnAttribute is not an item")
    }

    @Test("relations", arguments: [
        ("=", Relation.equal), ("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual),
        ("≥", .greaterThanOrEqual), ("≤", .lessThanOrEqual),
    ])
    func relations(symbol: String, relation: Relation) {
        let (constraint, _) = single("Red.width \(symbol) Blue.width")
        #expect(constraint.relation == relation)
    }

    @Test("multiplier before or after the second item, with or without blanks")
    func multipliers() {
        for line in ["Red.width = 0.5 * Blue.width", "Red.width = Blue.width * 0.5", "Red.width=0.5*Blue.width", "Red.width = Blue.width*0.5"] {
            let (constraint, system) = single(line)
            #expect(EquationTesting.describe(constraint, in: system) == "Red.width == 0.5 × Blue.width + 0 @1000", "\(line)")
            #expect(constraint.multiplier.literal == "0.5")
        }
        let (negative, _) = single("Red.width = -1 * Blue.width")
        #expect(negative.multiplier.value == -1)
    }

    @Test("constants after the item and bare constants")
    func constants() {
        let cases: [(String, Double, String?)] = [
            ("Red.leading = Blue.trailing + 8", 8, "8"),
            ("Red.leading = Blue.trailing - 8", -8, "-8"),
            ("Red.leading = Blue.trailing - 8.5", -8.5, "-8.5"),
            ("Red.leading = Blue.trailing + -8", -8, "-8"),
            ("Red.leading = Blue.trailing - -8", 8, "8"),
            ("Red.leading = Blue.trailing", 0, nil),
            ("Red.width = 100", 100, "100"),
            ("Red.width = -20", -20, "-20"),
            ("Red.width = + 20", 20, "20"),
            ("Red.width = - 20", -20, "-20"),
        ]
        for (line, value, literal) in cases {
            let (constraint, _) = single(line)
            #expect(constraint.constant?.value == value, "\(line)")
            #expect(constraint.constant?.literal == literal, "\(line)")
        }
        let (bare, _) = single("Red.width = 100")
        #expect(bare.second == nil)
    }

    @Test("numbers: decimals, exponents and exact fractions keep their literal")
    func numbers() {
        let cases: [(String, Double, String)] = [
            ("8", 8, "8"), ("8.0", 8, "8.0"), (".5", 0.5, ".5"), ("0.384615", 0.384615, "0.384615"),
            ("2.22507e-308", 2.22507e-308, "2.22507e-308"), ("1E3", 1000, "1E3"), ("1.5e+2", 150, "1.5e+2"),
            ("1/3", 1.0 / 3.0, "1/3"), ("9/16", 0.5625, "9/16"), ("1.5/2", 0.75, "1.5/2"), ("1 / 3", 1.0 / 3.0, "1/3"),
            ("123456789012345678901234567890", 1.2345678901234568e29, "123456789012345678901234567890"),
            ("0.1000000000000000055511151231257827", 0.1, "0.1000000000000000055511151231257827"),
        ]
        for (text, value, literal) in cases {
            let (constraint, _) = single("Red.width = \(text)")
            #expect(constraint.constant?.value == value, "\(text)")
            #expect(constraint.constant?.literal == literal, "\(text)")
            let (multiplied, _) = single("Red.width = \(text) * Blue.width")
            #expect(multiplied.multiplier.value == value, "\(text) as a multiplier")
            #expect(multiplied.multiplier.literal == literal, "\(text) as a multiplier")
        }
        let (negativeFraction, _) = single("Red.leading = Blue.leading - 1/3")
        #expect(negativeFraction.constant?.literal == "-1/3")
        #expect(negativeFraction.constant?.value == -1.0 / 3.0)
    }

    @Test("priorities: numbers and words")
    func priorities() {
        let cases: [(String, Double)] = [
            ("", 1000), ("@750", 750), ("@ 999", 999), ("@999.5", 999.5), ("@required", 1000), ("@high", 750),
            ("@low", 250), ("@defaultHigh", 750), ("@defaultLow", 250), ("@fittingSizeLevel", 50), ("@Required", 1000),
        ]
        for (suffix, value) in cases {
            let (constraint, _) = single("Red.width = 100 \(suffix)")
            #expect(constraint.priority.value == value, "\(suffix)")
        }
    }

    @Test("identifiers in double or single quotes, before or after the priority")
    func identifiers() {
        for line in ["Red.width = 100 \"RedWidth\"", "Red.width = 100 'RedWidth'", "Red.width = 100 @750 \"RedWidth\"", "Red.width = 100 \"RedWidth\" @750"] {
            let (constraint, _) = single(line)
            #expect(constraint.identifier == "RedWidth", "\(line)")
        }
        let (withHash, _) = single("Red.width = 100 \"width # not a comment\" # a comment")
        #expect(withHash.identifier == "width # not a comment")
        #expect(withHash.text == "Red.width = 100 \"width # not a comment\"")
    }

    @Test("an identifier Apple gives a system constraint sets its origin, as in logs")
    func identifierOrigin() {
        let (cell, _) = single("Cell.width = 320 \"UIView-Encapsulated-Layout-Width\"")
        #expect(cell.origin == .encapsulatedLayout)
        let (plain, _) = single("Cell.width = 320 \"CellWidth\"")
        #expect(plain.origin == .developer)
    }

    @Test("every attribute name the model accepts", arguments: LayoutAttribute.allCases.filter { $0 != .notAnAttribute })
    func attributes(attribute: LayoutAttribute) {
        let (constraint, _) = single("Red.\(attribute.rawValue) = Blue.\(attribute.rawValue)")
        #expect(constraint.first.attribute == .standard(attribute))
        #expect(constraint.second?.attribute == .standard(attribute))
    }

    @Test("baseline is AppKit's lastBaseline")
    func baseline() {
        let (constraint, _) = single("Red.baseline = Blue.baseline")
        #expect(constraint.first.attribute == .standard(.lastBaseline))
    }

    @Test("comments, blank lines and line endings")
    func layout() {
        let text = "# header\n\n   \n// another comment\r\nRed.width = 100 // trailing\r\n\tBlue.width = 50   # trailing\nGreen.width = 1"
        let system = EquationTesting.read(text)
        #expect(system.constraints.map(\.line) == [5, 6, 7])
        #expect(system.constraints.map(\.column) == [1, 2, 1])
        #expect(system.constraints.map(\.text) == ["Red.width = 100", "Blue.width = 50", "Green.width = 1"])
        #expect(system.diagnostics.map(\.code) == ["no-root"], "nothing to complain about but the missing root")
        #expect(system.source.lastLine == 7)
    }

    @Test("ids: items and constraints in order of first appearance")
    func ids() {
        let system = EquationTesting.read("Red.leading = Superview.leading\nBlue.leading = Red.trailing\nSuperview.trailing = Blue.trailing")
        #expect(system.items.map(\.id) == ["item1", "item2", "item3"])
        #expect(system.items.map(\.name) == ["Red", "Superview", "Blue"])
        #expect(system.constraints.map(\.id) == ["c1", "c2", "c3"])
        #expect(system.constraints[1].first == Anchor(item: "item3", .leading))
        #expect(system.constraints[1].second == Anchor(item: "item1", .trailing))
    }

    @Test("the system read from an equation set")
    func systemFields() {
        let system = EquationTesting.read("Red.width = 100", file: "layout.constraints")
        #expect(system.format == .equations)
        #expect(system.isComplete)
        #expect(system.source == SourceInfo(file: "layout.constraints", firstLine: 1, lastLine: 1))
        #expect(system.constraints[0].className == "NSLayoutConstraint")
        #expect(system.constraints[0].origin == .developer)
    }

    @Test("a keyword followed by a dot is an item name")
    func keywordAsItem() {
        let (constraint, system) = single("view.width = root.width")
        #expect(EquationTesting.describe(constraint, in: system) == "view.width == 1 × root.width + 0 @1000")
    }

    @Test("the model's attribute rules run on every constraint")
    func attributeRules() {
        let system = EquationTesting.read("Red.width = Blue.leading\nRed.leading = 20\nSuperview.leading = 0")
        #expect(system.diagnostics.map(\.code) == ["size-to-position", "position-to-constant"])
        #expect(system.diagnostics.map(\.line) == [1, 2], "the root (Superview) may pin a position to a constant")
        #expect(system.constraints.count == 3, "rule problems are reported, not skipped")
    }

    @Test("reading twice gives the same system")
    func deterministic() throws {
        for name in try EquationTesting.corpusFileNames() {
            let text = try EquationTesting.corpusFile(name)
            #expect(EquationTesting.read(text) == EquationTesting.read(text), "\(name)")
        }
    }
}
