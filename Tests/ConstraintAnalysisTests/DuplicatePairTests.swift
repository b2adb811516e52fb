@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// Duplicates are found by comparing only constraints of one relation, multiplier and pair of
/// anchors (a conflict along a 10,000-view chain holds 20,002 constraints, and comparing every
/// pair took minutes). The pairs must be exactly those every-pair comparison finds, in its order.
@Suite struct DuplicatePairTests {
    /// What the search replaced: every pair, in order, compared by `sameShape`.
    static func everyPair(_ indices: [Int], _ constraints: [LayoutConstraint]) -> [[Int]] {
        var pairs: [[Int]] = []
        for (position, a) in indices.enumerated() {
            for b in indices.dropFirst(position + 1)
            where DuplicateFixes.sameShape(constraints[a], constraints[b]) && constraints[a].constant != constraints[b].constant {
                pairs.append([a, b])
            }
        }
        return pairs
    }

    /// Random constraints over two views and three attributes, so that many are repeated, some
    /// written the other way round, with another constant or multiplier; the indices are visited
    /// in a shuffled order.
    @Test(arguments: 0..<20)
    func bucketedPairsAreEveryPairsPairs(_ seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed + 1))
        let views = ["A", "B"]
        let attributes = ["top", "bottom", "height"]
        var lines = ["root Superview 375x667"]
        for _ in 0..<60 {
            let first = "\(views.randomElement(using: &random)!).\(attributes.randomElement(using: &random)!)"
            let second = "\(views.randomElement(using: &random)!).\(attributes.randomElement(using: &random)!)"
            let relation = ["==", "==", "<=", ">="].randomElement(using: &random)!
            let multiplier = ["", "", "2 * "].randomElement(using: &random)!
            let constant = [0, 8, -8].randomElement(using: &random)!
            lines.append("\(first) \(relation) \(multiplier)\(second) + \(constant)")
        }
        let system = try #require(EquationSetReader.read(lines.joined(separator: "\n") + "\n", file: "duplicates").systems.first)
        let indices = Array(system.constraints.indices).shuffled(using: &random)
        let expected = Self.everyPair(indices, system.constraints)
        let found = DuplicateFixes.duplicatesWithDifferentConstants(among: indices, in: system.constraints).map { [$0.0, $0.1] }
        #expect(found == expected)
        #expect(!expected.isEmpty, "no duplicates: this seed compares nothing")
    }
}
