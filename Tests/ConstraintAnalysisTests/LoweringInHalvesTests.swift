@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Testing

/// A large plain layout is lowered in two halves at once (`LayoutProblem.lowerConstraints`), the
/// second half numbering its unknowns on its own and then taken over. Checked against lowering
/// the same system in order on one thread (`halvesAbove: Int.max`): the same unknowns in the same
/// order, the same rows with the same coefficients, records, snaps and notes — with the halves
/// split at every few constraints, a second half that is not plain (lowered in order instead) and
/// a first half that is not (which stays the first half's).
@Suite struct LoweringInHalvesTests {
    /// A row of views between the root's edges, widths equal to the first one's, fractions that
    /// snap, sizes with hugging; `extra` lines go in at `position` (0 to 1 of the way down).
    static func system(views: Int, extra: [String] = [], at position: Double = 0.5) -> ConstraintSystem {
        var lines = ["Root.leading == 0", "Root.top == 0", "Root.width == 375", "Root.height == 667"]
        for index in 0..<views {
            let left = index == 0 ? "Root.leading" : "V\(index - 1).trailing"
            lines.append("V\(index).leading == 1.0 * \(left) + 8.0")
            lines.append("V\(index).top == Root.top + \(index % 7).5")
            lines.append("V\(index).height == V\(index).width - 94.3333 @\(index % 3 == 0 ? 750 : 1000)")
            if index > 0 { lines.append("V\(index).width == V0.width") }
            lines.append("V\(index).centerY <= Root.centerY - \(index % 5) @250")
        }
        lines.append("Root.trailing == V\(views - 1).trailing + 8.0")
        let at = Int(Double(lines.count) * position)
        lines.insert(contentsOf: extra, at: at)
        return EquationSetReader.read(lines.joined(separator: "\n"), file: "halves.txt", limits: .unlimited).systems[0]
    }

    /// - Returns: whether the halves were lowered at once.
    @discardableResult
    static func expectSameLowering(_ system: ConstraintSystem, threshold: Int) -> Bool {
        var options = AnalysisOptions()
        options.snapsPrintedNumbers = true
        let inOrder = LayoutProblem(system: system, options: options, halvesAbove: Int.max)
        let inHalves = LayoutProblem(system: system, options: options, halvesAbove: threshold)
        #expect(inHalves.variableCount == inOrder.variableCount)
        #expect((0..<inOrder.variableCount).allSatisfy { inHalves.key(of: $0) == inOrder.key(of: $0) })
        #expect(inHalves.mentionedFirstBy == inOrder.mentionedFirstBy)
        #expect(inHalves.rows.count == inOrder.rows.count)
        for (mine, theirs) in zip(inHalves.rows, inOrder.rows) {
            #expect(mine.coefficients == theirs.coefficients && mine.rhs == theirs.rhs && mine.relation == theirs.relation)
            #expect(mine.priority == theirs.priority && mine.origin == theirs.origin)
        }
        #expect(inHalves.rows.indices.allSatisfy { inHalves.loweringOrder(ofRow: $0) == inOrder.loweringOrder(ofRow: $0) })
        #expect(system.constraints.indices.allSatisfy { inHalves.recordedSecondItem(ofConstraint: $0) == inOrder.recordedSecondItem(ofConstraint: $0) })
        #expect(inHalves.snaps == inOrder.snaps)
        #expect(inHalves.notes.map(\.message) == inOrder.notes.map(\.message))
        #expect(!inOrder.loweredInHalves)
        return inHalves.loweredInHalves
    }

    @Test func aPlainLayoutLowersAlikeInHalves() {
        let system = Self.system(views: 60)
        #expect(!system.constraints.isEmpty)
        for threshold in [2, 10, 100] { #expect(Self.expectSameLowering(system, threshold: threshold)) }
        // Each snapped constant is noted once, in constraint order.
        var options = AnalysisOptions()
        options.snapsPrintedNumbers = true
        #expect(LayoutProblem(system: system, options: options, halvesAbove: 2).snaps.count == 60)
    }

    @Test func aSecondHalfThatIsNotPlainIsLoweredInOrder() {
        // A margin makes a parameter with an assumed value; system spacing is not plain either.
        let system = Self.system(views: 40, extra: ["V30.leadingMargin == Root.leadingMargin", "V31.leading == V30.trailing + NSSpace(8)"], at: 0.8)
        #expect(!Self.expectSameLowering(system, threshold: 2))
    }

    @Test func aFirstHalfThatIsNotPlainStaysTheFirstHalfs() {
        let system = Self.system(views: 40, extra: ["V3.leadingMargin == Root.leadingMargin", "V4.width == 0.5 * Root.width"], at: 0.1)
        #expect(Self.expectSameLowering(system, threshold: 2))
    }
}
