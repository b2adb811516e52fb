import ConstraintModel
import Testing
import TestSupport

/// The independent lowering, checked against rows written out by hand from Apple's attribute
/// definitions.
@Suite struct OracleLoweringTests {
    /// The lowered row of a system's only constraint, written with variable names.
    func loweredText(_ system: ConstraintSystem, _ id: String = "c1") -> String? {
        let lowering = OracleLowering(system)
        guard let lowered = lowering.rows(from: .constraint(id)).first else { return nil }
        return OracleLoweringTests.text(lowered.row, lowering.variables.names)
    }

    static func text(_ row: OracleRow, _ names: [String]) -> String {
        let terms = row.coefficients.filter { !$0.value.isZero }.map { ($0.key, $0.value) }.sorted { names[$0.0] < names[$1.0] }
        let left = terms.map { "\($0.1)·\(names[$0.0])" }.joined(separator: " + ")
        let symbol = row.relation == .eq ? "=" : (row.relation == .le ? "≤" : "≥")
        return "\(left) \(symbol) \(row.rhs)"
    }

    @Test func edgesCentresAndSizes() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        let b = layout.view("B")
        layout.add(a.leading == layout.root.leading + 20)
        layout.add(b.leading >= a.trailing + 8)
        layout.add(b.centerX == a.centerX)
        layout.add(a.bottom <= b.top - 4)
        layout.add(a.width == 2 * b.width + 10)
        layout.add(b.height == 44)
        layout.add(a.right == b.left)
        let system = layout.system
        #expect(loweredText(system, "c1") == "-1·item1.x + 1·item2.x = 20")
        #expect(loweredText(system, "c2") == "-1·item2.width + -1·item2.x + 1·item3.x ≥ 8")
        #expect(loweredText(system, "c3") == "-1/2·item2.width + -1·item2.x + 1/2·item3.width + 1·item3.x = 0")
        #expect(loweredText(system, "c4") == "1·item2.height + 1·item2.y + -1·item3.y ≤ -4")
        #expect(loweredText(system, "c5") == "1·item2.width + -2·item3.width = 10")
        #expect(loweredText(system, "c6") == "1·item3.height = 44")
        #expect(loweredText(system, "c7") == "1·item2.width + 1·item2.x + -1·item3.x = 0")
    }

    @Test func impliedRowsOfACompleteSystem() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let label = layout.view(
            "Label", intrinsicContentSize: IntrinsicContentSize(width: 50, height: nil, horizontalHugging: 251, horizontalCompressionResistance: 1000))
        _ = layout.view("Unused")
        layout.add(label.top == layout.root.top)
        let lowering = OracleLowering(layout.system)
        #expect(lowering.isComplete)
        // A complete system places every item: each size is non-negative, even unmentioned ones.
        for item in ["item1", "item2", "item3"] {
            for axis in Axis.allCases {
                #expect(lowering.rows(from: .sizeNonNegative(item: item, axis: axis)).count == 1)
            }
        }
        let rootWidth = lowering.rows(from: .rootSize(item: "item1", axis: .horizontal)).map(\.row)
        #expect(rootWidth.map { OracleLoweringTests.text($0, lowering.variables.names) } == ["1·item1.width = 320"])
        let hugging = lowering.rows(from: .hugging(item: "item2", axis: .horizontal))
        let compression = lowering.rows(from: .compressionResistance(item: "item2", axis: .horizontal))
        #expect(hugging.map(\.priority) == [251])
        #expect(hugging.map(\.row.relation) == [.le])
        #expect(compression.map(\.isRequired) == [true])
        #expect(compression.map(\.row.rhs) == [OracleFraction(50)])
        #expect(lowering.rows(from: .hugging(item: "item2", axis: .vertical)).isEmpty)
        #expect(lowering.requiredRows.count == 4 + 6 + 1 + 1)
        #expect(lowering.optionalLevels.count == 1)
    }

    @Test func aLogOnlyBoundsTheSizesItMentions() {
        var system = ConstraintSystem(source: SourceInfo(file: "log", firstLine: 1, lastLine: 1), format: .consoleLog)
        system.items = [LayoutItem(id: "item1"), LayoutItem(id: "item2", kind: .layoutGuide, allowsNegativeSize: true)]
        system.constraints = [
            LayoutConstraint(id: "c1", first: Anchor(item: "item1", .height), constant: 20),
            LayoutConstraint(id: "c2", first: Anchor(item: "item2", .height), constant: -5),
        ]
        let lowering = OracleLowering(system)
        #expect(lowering.rows(from: .sizeNonNegative(item: "item1", axis: .vertical)).count == 1)
        #expect(lowering.rows(from: .sizeNonNegative(item: "item1", axis: .horizontal)).isEmpty)
        // A guide that allows negative dimensions gets no bound.
        #expect(lowering.rows(from: .sizeNonNegative(item: "item2", axis: .vertical)).isEmpty)
        #expect(FourierMotzkinOracle.isFeasible(lowering.requiredRows))
    }

    @Test func refusesWhatNeedsJudgement() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        layout.add(a.leadingMargin == layout.root.leading)
        layout.add(a.leading == 2 * layout.root.leading)
        layout.add(a.width == 10)
        var system = layout.system
        system.constraints[2].constant = nil
        system.constraints.append(LayoutConstraint(id: "c4", first: Anchor(item: "item2", .top), constant: 5))
        let lowering = OracleLowering(system)
        #expect(Set(lowering.refused.keys) == ["c1", "c2", "c3", "c4"])
        #expect(!lowering.isComplete)

        var rightToLeft = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let b = rightToLeft.view("B")
        rightToLeft.add(b.leading == rightToLeft.root.leading)
        rightToLeft.add(b.left == rightToLeft.root.left)
        rightToLeft.setLayoutDirection(.rightToLeft)
        #expect(Set(OracleLowering(rightToLeft.system).refused.keys) == ["c1"])
    }

    @Test func snapsAreUsedOnlyWithinTheLiteralsPrecision() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        layout.add(a.width == 94.3333)
        var system = layout.system
        system.constraints[0].constant = LayoutNumber(94.3333, literal: "94.3333")
        let third = OracleLowering(system, snaps: [OracleSnap(owner: "c1", literal: "94.3333", value: OracleFraction(283, 3))])
        #expect(third.rows(from: .constraint("c1"))[0].row.rhs == OracleFraction(283, 3))
        #expect(third.rejectedSnaps.isEmpty)
        let far = OracleLowering(system, snaps: [OracleSnap(owner: "c1", literal: "94.3333", value: OracleFraction(94))])
        #expect(far.rows(from: .constraint("c1"))[0].row.rhs == OracleFraction(943_333, 10_000))
        #expect(far.rejectedSnaps.count == 1)
    }

    @Test func decimalLiterals() {
        #expect(OracleFraction(decimalLiteral: "-16") == OracleFraction(-16))
        #expect(OracleFraction(decimalLiteral: "+ 8") == OracleFraction(8))
        #expect(OracleFraction(decimalLiteral: "- 0.5") == OracleFraction(-1, 2))
        #expect(OracleFraction(decimalLiteral: "65.4") == OracleFraction(327, 5))
        #expect(OracleFraction(decimalLiteral: ".25") == OracleFraction(1, 4))
        #expect(OracleFraction(decimalLiteral: "2.5e-3") == OracleFraction(1, 400))
        #expect(OracleFraction(decimalLiteral: "1E2") == OracleFraction(100))
        #expect(OracleFraction(decimalLiteral: "9/16") == OracleFraction(9, 16))
        for bad in ["", "abc", "1.2.3", "1e", "nan", "inf", "1/0", "--1"] {
            #expect(OracleFraction(decimalLiteral: bad) == nil, "\(bad)")
        }
        #expect(OracleFraction.halfUnitOfLastDigit("94.3333") == OracleFraction(1, 20_000))
        #expect(OracleFraction.halfUnitOfLastDigit("8") == OracleFraction(1, 2))
        #expect(OracleFraction.halfUnitOfLastDigit("2.5e-3") == OracleFraction(1, 20_000))
    }
}
