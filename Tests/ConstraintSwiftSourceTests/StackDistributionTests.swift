import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// The spacing and proportional distributions of UIStackView: the rows are those UIKit logs
/// (identifiers and relations checked by hand against published logs), and where the views end
/// up is worked out by hand and checked with the independent Fourier–Motzkin oracle, which
/// shares no code with the reader or the analysis.
struct StackDistributionTests {
    /// A 300-point-wide horizontal stack at the view's top-left, its arranged views made by `views`.
    static func screen(distribution: String, spacing: Int = 0, members: String, arranged: String, setup: String = "") -> String {
        """
        import UIKit
        class Screen: UIViewController {
        \(members)
        override func viewDidLoad() {
        let stack = UIStackView(arrangedSubviews: [\(arranged)])
        stack.distribution = .\(distribution)
        stack.spacing = \(spacing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        \(setup)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.topAnchor.constraint(equalTo: view.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        }
        }
        """
    }

    static let threeFixedViews = (
        members: "let a = UIView()\nlet b = UIView()\nlet c = UIView()",
        setup: """
            a.widthAnchor.constraint(equalToConstant: 40).isActive = true
            b.widthAnchor.constraint(equalToConstant: 80).isActive = true
            c.widthAnchor.constraint(equalToConstant: 40).isActive = true
            """)

    static func read(_ code: String) throws -> ConstraintSystem {
        try #require(SwiftSourceReader().read([SourceFile(path: "Stack.swift", text: code)]).systems.first)
    }

    static func item(_ name: String, _ system: ConstraintSystem) throws -> String {
        try #require(system.items.first { $0.name == name }).id
    }

    /// The value every optimal layout gives `x + share · width` of an item, by the oracle (the
    /// lexicographic optimum over the priority levels, then the range of the form on it); nil
    /// when it is not one value.
    static func oracleValue(_ system: ConstraintSystem, item: String, widthShare: Int = 0) throws -> OracleFraction? {
        let lowering = OracleLowering(system)
        #expect(lowering.refused.isEmpty, "\(lowering.refused)")
        let face = try #require(FourierMotzkinOracle.lexicographicOptimum(required: lowering.requiredRows, levels: lowering.optionalLevels))
        let x = try #require(lowering.variables.existingIndex(of: "\(item).x"))
        var form: [Int: OracleFraction] = [x: 1]
        if widthShare != 0, let width = lowering.variables.existingIndex(of: "\(item).width") { form[width] = OracleFraction(1, widthShare) }
        guard let range = FourierMotzkinOracle.range(of: form, over: face), let lower = range.lower, lower == range.upper else { return nil }
        return lower
    }

    @Test func equalSpacingMakesGapGuidesWithEqualWidthsAndMinimumSpacing() throws {
        let code = Self.screen(
            distribution: "equalSpacing", spacing: 10, members: Self.threeFixedViews.members, arranged: "a, b, c",
            setup: Self.threeFixedViews.setup)
        let system = try Self.read(code)
        let gaps = system.items.filter { $0.className == "_UIOLAGapGuide" }
        #expect(gaps.count == 2)
        #expect(gaps.allSatisfy { $0.kind == .stackSpacer })
        let rows = system.constraints.filter { $0.origin == .stackView }
        #expect(rows.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        let spacing = rows.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 2 && spacing.allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant?.value == 10 })
        let equal = rows.filter { $0.identifier == "UISV-fill-equally" }
        #expect(equal.count == 1 && equal[0].priority == .required)
        #expect(Set(equal[0].itemIDs) == Set(gaps.map(\.id)))
        // 300 − (40 + 80 + 40) = 140 of room, two equal gaps of 70: b starts at 110, c at 260.
        #expect(try Self.oracleValue(system, item: Self.item("b", system)) == OracleFraction(110))
        #expect(try Self.oracleValue(system, item: Self.item("c", system)) == OracleFraction(260))
    }

    @Test func equalCenteringSpacesTheCentresAtALowPriority() throws {
        let code = Self.screen(
            distribution: "equalCentering", members: Self.threeFixedViews.members, arranged: "a, b, c", setup: Self.threeFixedViews.setup)
        let system = try Self.read(code)
        let edges = system.constraints.filter { $0.identifier == "UISV-distributing-edge" }
        #expect(edges.count == 4 && edges.allSatisfy { $0.second?.attribute == .standard(.centerX) })
        let equal = try #require(system.constraints.first { $0.identifier == "UISV-fill-equally" })
        #expect(equal.priority == 149)
        // Centres at 20 (a) and 280 (c); equal centre gaps put b's centre at 150, so b.x = 110.
        #expect(try Self.oracleValue(system, item: Self.item("b", system), widthShare: 2) == OracleFraction(150))
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicWidths() throws {
        // Estimates at 17 pt: "ab" is 17 wide, "abcdef" 51 wide (half the point size a character).
        let code = Self.screen(
            distribution: "fillProportionally", members: "let a = UILabel()\nlet b = UILabel()", arranged: "a, b",
            setup: "a.text = \"ab\"\nb.text = \"abcdef\"")
        let system = try Self.read(code)
        let rows = system.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(rows.count == 2)
        #expect(rows.map(\.priority) == [999, 998])
        #expect(rows.map { $0.multiplier.value } == [17.0 / 68, 51.0 / 68])
        // 300 shared 1 : 3: a is 75 wide, so b starts at 75.
        #expect(try Self.oracleValue(system, item: Self.item("b", system)) == OracleFraction(75))
    }

    @Test func aSingleProportionalViewFillsTheStackAtRequiredPriority() throws {
        let code = Self.screen(distribution: "fillProportionally", members: "let a = UILabel()", arranged: "a", setup: "a.text = \"ABC\"")
        let rows = try Self.read(code).constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(rows.count == 1 && rows[0].priority == .required && rows[0].multiplier.value == 1)
    }

    @Test func hiddenViewsTakeNoPartInTheGaps() throws {
        let code = Self.screen(
            distribution: "equalSpacing", members: Self.threeFixedViews.members, arranged: "a, b, c",
            setup: Self.threeFixedViews.setup + "\nb.isHidden = true")
        let system = try Self.read(code)
        #expect(system.items.filter { $0.className == "_UIOLAGapGuide" }.count == 1)
        #expect(!system.constraints.contains { $0.identifier == "UISV-fill-equally" })
    }
}

/// `.fillProportionally` over views without an intrinsic length: UIKit's proportions are not
/// defined there, so no proportion is made (the stack is read as `.fill`) and a located note
/// names the views.
struct ProportionalWithoutIntrinsicSizeTests {
    static let plainViews = (
        members: "let a = UIView()\nlet b = UIView()",
        setup: "a.widthAnchor.constraint(equalToConstant: 100).isActive = true")

    @Test(arguments: [0, 8])
    func plainViewsGetANoteAndNoProportion(spacing: Int) throws {
        let code = StackDistributionTests.screen(
            distribution: "fillProportionally", spacing: spacing, members: Self.plainViews.members, arranged: "a, b",
            setup: Self.plainViews.setup)
        let system = try StackDistributionTests.read(code)
        #expect(!system.constraints.contains { $0.identifier == "UISV-fill-proportionally" })
        let note = try #require(system.diagnostics.first { $0.code == "swift-stack-approximation" })
        #expect(note.severity == .note)
        // Located at the stack view's construction: line 6 of the screen (after two members), column 13.
        #expect(note.line == 6 && note.column == 13)
        #expect(note.message.hasPrefix("Stack.swift:6: stack view 'stack': distribution .fillProportionally: 'a', 'b' have no intrinsic width"))
        // As .fill: a keeps its 100 points and b takes the rest, after the spacing.
        #expect(try StackDistributionTests.oracleValue(system, item: StackDistributionTests.item("b", system)) == OracleFraction(100 + spacing))
    }

    @Test func oneViewWithoutAnIntrinsicWidthAmongLabelsIsNamed() throws {
        let code = StackDistributionTests.screen(
            distribution: "fillProportionally", members: "let a = UILabel()\nlet b = UIView()", arranged: "a, b", setup: "a.text = \"ab\"")
        let system = try StackDistributionTests.read(code)
        #expect(!system.constraints.contains { $0.identifier == "UISV-fill-proportionally" })
        #expect(system.diagnostics.contains { $0.message.contains("'b' has no intrinsic width") && !$0.message.contains("'a'") })
    }
}
