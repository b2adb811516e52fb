import ConstraintIngest
import ConstraintModel
import Testing

/// Single entries in every printed form, read from inline text. Each expected equation is the
/// hand translation of the entry above it.
struct EntryGrammarTests {
    /// Reads one list around `entries` and returns its only system.
    func read(_ entries: String...) throws -> ConstraintSystem {
        let text = "(\n" + entries.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n"
        let result = ConsoleLogReader.read(text, file: "inline.log")
        #expect(result.systems.count == 1)
        return try #require(result.systems.first)
    }

    @Test(arguments: [
        ("NSLayoutConstraint:0x1 H:[UIView:0xa(==UIView:0xb)]", "0xa.width == 0xb.width"),
        ("NSLayoutConstraint:0x1 V:[UIView:0xa(>=44@750)]", "0xa.height >= 44 @750"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-(>=NSSpace(8))-[UIView:0xb]", "0xb.leading >= 0xa.trailing + 8 (system spacing)"),
        ("NSLayoutConstraint:0x1 V:[UIView:0xa]-(0@250)-[UIView:0xb]", "0xb.top == 0xa.bottom @250"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-(10.5)-[UIView:0xb]", "0xb.leading == 0xa.trailing + 10.5"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-(-20)-[UIView:0xb]", "0xb.leading == 0xa.trailing - 20"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-[UIView:0xb]", "0xb.leading == 0xa.trailing + 8 (system spacing)"),
        ("NSLayoutConstraint:0x1 H:|-[UIView:0xa]", "0xa.leading == ?|.leading + 20 (system spacing)"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa][UIView:0xb]", "0xb.leading == 0xa.trailing"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-8-[UIView:0xb]", "0xb.leading == 0xa.trailing + 8"),
        ("NSLayoutConstraint:0x1 V:[UIView:0xa(139.5)]", "0xa.height == 139.5"),
        ("NSLayoutConstraint:0x1 H:[UIView:0xa]-(NSLayoutAnchorConstraintSpace(8))-[UIView:0xb]", "0xb.leading == 0xa.trailing + 8 (system spacing)"),
    ])
    func visualFormat(_ entry: String, _ expected: String) throws {
        let system = try read(entry)
        // An unnamed `|` is an item named "superview"; the formatter shows it as `?|`.
        let equation = system.equation(system.constraints[0]).replacingOccurrences(of: "superview.", with: "?|.")
        #expect(equation == expected)
    }

    @Test(arguments: [
        ("NSLayoutConstraint:0x1 UIView:0xa.height == - 16", "0xa.height == -16"),
        ("NSLayoutConstraint:0x1 UIView:0xa.width == 100 @750", "0xa.width == 100 @750"),
        ("NSLayoutConstraint:0x1 UIView:0xa.width == 100@999", "0xa.width == 100 @999"),
        ("NSLayoutConstraint:0x1 UIView:0xa.width == 100 priority:250", "0xa.width == 100 @250"),
        ("NSLayoutConstraint:0x1 UIView:0xa.width <= 0.5*UIView:0xb.width - 8", "0xa.width <= 0.5*0xb.width - 8"),
        ("NSLayoutConstraint:0x1 UIView:0xa.top == UIView:0xb.bottom >= NSSpace(8)", "0xa.top == 0xb.bottom + 8 (system spacing)"),
        ("NSLayoutConstraint:0x1 UIView:0xa.centerX == UIView:0xb.centerXWithinMargins", "0xa.centerX == 0xb.centerXWithinMargins"),
        ("NSLayoutConstraint:0x1 UIView:0xa.lastBaseline == UILabel:0xb.baseline", "0xa.lastBaseline == 0xb.lastBaseline"),
        ("NSLayoutConstraint:0x1 NSView:0xa.width == 1e+03", "0xa.width == 1e+03"),
        ("MASLayoutConstraint:0x1 UIView:0xa.height == 20 ^low", "0xa.height == 20 @250"),
        ("MASLayoutConstraint:0x1 UIView:0xa.height == 20 ^fitting size", "0xa.height == 20 @50"),
        ("NSLayoutConstraint: 0x1 UIView:0xa.width == 5", "0xa.width == 5"),
    ])
    func equation(_ entry: String, _ expected: String) throws {
        let system = try read(entry)
        #expect(system.equations == [expected])
        #expect(system.errors.isEmpty)
    }

    @Test func numbersKeepTheirLiterals() throws {
        let system = try read(
            "NSLayoutConstraint:0x1 UIView:0xa.height == - 16", "NSLayoutConstraint:0x2 UIView:0xa.width == 94.3333",
            "NSLayoutConstraint:0x3 UIView:0xa.width == UIView:0xb.width * 0.384615 + 8.0")
        #expect(system.constraints[0].constant == LayoutNumber(-16, literal: "-16"))
        #expect(system.constraints[0].constant?.literal == "-16")
        #expect(system.constraints[1].constant?.literal == "94.3333")
        #expect(system.constraints[2].multiplier.literal == "0.384615")
        #expect(system.constraints[2].constant?.literal == "8.0")
    }

    @Test func quotedNamesAndGenericClasses() throws {
        let system = try read(
            "NSLayoutConstraint:0x1 H:|-(8)-[my view]   (active, names: 'my view':0x7a, '|':MyApp.Box<MyApp.Thing>:0x7b )",
            "NSLayoutConstraint:0x2 MyApp.Box<MyApp.Thing>:0x7b.width == 100   (active)")
        #expect(system.equations == ["0x7a.leading == 0x7b.leading + 8", "0x7b.width == 100"])
        #expect(system.item(address: "0x7a")?.name == "my view")
        #expect(system.item(address: "0x7b")?.className == "MyApp.Box<MyApp.Thing>")
        #expect(system.item(address: "0x7a")?.superviewID == system.item(address: "0x7b")?.id)
    }

    @Test func namesWithColonsAndParentheses() throws {
        let system = try read(
            "NSLayoutConstraint:0x1 12600urn:li:fs_updateV2:(....height == Feed.Cell:0x7c.height   (active, names: 12600urn:li:fs_updateV2:(...:0x7d )",
            "NSLayoutConstraint:0x2 V:|-(0)-[12600urn:li:fs_updateV2:(...]   (active, names: 12600urn:li:fs_updateV2:(...:0x7d, '|':Feed.Cell:0x7c )")
        #expect(system.equations == ["0x7d.height == 0x7c.height", "0x7d.top == 0x7c.top"])
        #expect(system.item(address: "0x7d")?.name == "12600urn:li:fs_updateV2:(...")
        #expect(system.errors.isEmpty)
    }

    @Test func unresolvedNamesAndUnnamedSuperviewsAreKeptByName() throws {
        let system = try read("NSLayoutConstraint:0x1 header label.height == 20", "NSLayoutConstraint:0x2 H:|-(4)-[UIView:0xa]")
        let label = try #require(system.item(named: "header label"))
        #expect(label.address == nil)
        #expect(system.diagnostics("unresolved-name").map(\.constraintID) == ["c1"])
        let superview = try #require(system.item(named: "superview"))
        #expect(superview.address == nil)
        #expect(system.item(address: "0xa")?.superviewID == superview.id)
        #expect(system.diagnostics("unnamed-superview").map(\.severity) == [.warning])
    }

    @Test func unknownAttributesBecomeCustom() throws {
        let system = try read("NSLayoutConstraint:0x1 UIView:0xa.widht == 5")
        #expect(system.constraints[0].first.attribute == .custom("widht"))
        #expect(system.diagnostics("unknown-attribute").count == 1)
    }

    @Test func expressionWithConstantsAndNoNames() throws {
        let system = try read("NSLayoutConstraint:0x1 (UIView:0xa.top + 10) == -(UIView:0xb.bottom - 2)")
        let expression = try #require(system.constraints[0].expression)
        #expect(expression.left.map(\.coefficient.value) == [1])
        #expect(expression.leftConstant.value == 10)
        #expect(expression.right.map(\.coefficient.value) == [-1])
        #expect(expression.rightConstant.value == 2)
    }

    @Test func deeplyNestedExpressionIsAnErrorNotACrash() throws {
        let deep = String(repeating: "(", count: 200) + "UIView:0xa.top" + String(repeating: ")", count: 200)
        let system = try read("NSLayoutConstraint:0x1 \(deep) == UIView:0xb.top")
        #expect(system.constraints.isEmpty)
        #expect(system.errors.count == 1)
    }

    @Test func visualFormatWithTwoRelationsIsAnError() throws {
        let system = try read("NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa]-(8)-|   (active, names: '|':UIView:0xb )")
        #expect(system.constraints.isEmpty)
        #expect(system.errors.map(\.code) == ["unexpected-text"])
        #expect(system.errors.first?.line == 2)
    }

    @Test func badAddressInAnItemPointsAtTheDigit() throws {
        let system = try read("NSLayoutConstraint:0x1 UIView:0x7fq.width == 5")
        let error = try #require(system.errors.first)
        // `    "<NSLayoutConstraint:0x1 UIView:0x7fq` puts the `q` in column 41.
        #expect((error.line, error.column) == (2, 41))
        #expect(error.code == "expected-hex-digit")
    }

    @Test func sameAddressDifferentTextKeepsBoth() throws {
        let system = try read("NSLayoutConstraint:0x1 UIView:0xa.width == 5", "NSLayoutConstraint:0x1 UIView:0xa.width == 6")
        #expect(system.constraints.count == 2)
        #expect(system.diagnostics("duplicate-address").map(\.line) == [3])
    }

    @Test func platformByMajorityOfClasses() throws {
        #expect(try read("NSLayoutConstraint:0x1 NSTextField:0xa.width == NSView:0xb.width").platform == .macOS)
        #expect(try read("NSLayoutConstraint:0x1 NSKVONotifying_MyView:0xa.width == 5").platform == .unknown)
        #expect(try read("NSLayoutConstraint:0x1 MyView:0xa.width == 5").platform == .unknown)
        #expect(try read("NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' MyView:0xa.width == 5").platform == .iOS)
    }
}
