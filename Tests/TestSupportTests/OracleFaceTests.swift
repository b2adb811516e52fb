import Testing
import TestSupport

/// The optimal-face and conflict oracles on systems whose answers are known by hand.
@Suite struct OracleFaceTests {
    @Test func projectedDimensions() {
        let box = [OracleRow([0: 1], .ge, 0), OracleRow([0: 1], .le, 1), OracleRow([1: 1], .ge, 0), OracleRow([1: 1], .le, 1)]
        #expect(FourierMotzkinOracle.projectedDimension(of: box, onto: [0, 1]) == 2)
        #expect(FourierMotzkinOracle.projectedDimension(of: box, onto: [1]) == 1)
        // The diagonal x = y of the box is one-dimensional, whichever way it is projected.
        let diagonal = box + [OracleRow([0: 1, 1: -1], .eq, 0)]
        #expect(FourierMotzkinOracle.projectedDimension(of: diagonal, onto: [0, 1]) == 1)
        #expect(FourierMotzkinOracle.projectedDimension(of: diagonal, onto: [1]) == 1)
        // A corner is a point; a segment in (x, y, z) with x fixed projects to a line in (y, z).
        #expect(FourierMotzkinOracle.projectedDimension(of: box + [OracleRow([0: 1, 1: 1], .ge, 2)], onto: [0, 1]) == 0)
        let segment = [OracleRow([0: 1], .eq, 3), OracleRow([1: 1, 2: 1], .eq, 10), OracleRow([1: 1], .ge, 0)]
        #expect(FourierMotzkinOracle.projectedDimension(of: segment, onto: [0, 1, 2]) == 1)
        #expect(FourierMotzkinOracle.projectedDimension(of: segment + [OracleRow([1: 1], .le, -1)], onto: [0]) == nil)
        // Fixing x at a vertex of a triangle would lose a dimension; the interior choice keeps it.
        let triangle = [OracleRow([0: 1], .ge, 0), OracleRow([1: 1], .ge, 0), OracleRow([0: 1, 1: 1], .le, 1)]
        #expect(FourierMotzkinOracle.projectedDimension(of: triangle, onto: [0, 1]) == 2)
    }

    @Test func equalPrioritiesTradeViolation() throws {
        // 0 ≤ x ≤ 100 required; x ≥ 10 and x ≤ 5 both wanted at 500: any x in [5, 10] is optimal.
        let required = [OracleRow([0: 1], .ge, 0), OracleRow([0: 1], .le, 100)]
        let tied = [(row: OracleRow([0: 1], .ge, 10), priority: 500.0), (row: OracleRow([0: 1], .le, 5), priority: 500.0)]
        let face = try #require(OracleFace(required: required, optional: tied))
        #expect(!face.isDetermined(0))
        #expect(face.rowsWithUndeterminedViolation == [0, 1])
        #expect(face.projectedDimension(onto: [0]) == 1)
        // With distinct priorities the higher one wins outright.
        let ordered = [(row: tied[0].row, priority: 750.0), tied[1]]
        let decided = try #require(OracleFace(required: required, optional: ordered))
        #expect(decided.isDetermined(0))
        #expect(decided.rowsWithUndeterminedViolation.isEmpty)
        // A variable in no row moves on its own; an infeasible required part has no face.
        #expect(!decided.isDetermined(7))
        #expect(decided.projectedDimension(onto: [0, 7]) == 1)
        #expect(OracleFace(required: [OracleRow([0: 1], .ge, 1), OracleRow([0: 1], .le, 0)], optional: []) == nil)
    }

    @Test func independentBlocksAreSolvedApart() throws {
        // x = y @250 and y = 5 @250 fix both; z is pulled to 3 and 4 at equal priority (a tie).
        let optional = [
            (row: OracleRow([0: 1, 1: -1], .eq, 0), priority: 250.0), (row: OracleRow([1: 1], .eq, 5), priority: 250.0),
            (row: OracleRow([2: 1], .eq, 3), priority: 250.0), (row: OracleRow([2: 1], .eq, 4), priority: 250.0),
        ]
        let face = try #require(OracleFace(required: [], optional: optional))
        #expect(face.isDetermined(0) && face.isDetermined(1))
        #expect(!face.isDetermined(2))
        #expect(face.rowsWithUndeterminedViolation == [2, 3])
    }

    @Test func minimalConflictsByBlock() {
        // x ≤ 1 with x ≥ 2; y ≤ 1 with y ≥ 2 or y ≥ 3; z fine.
        let rows = [
            OracleRow([0: 1], .le, 1), OracleRow([0: 1], .ge, 2), OracleRow([1: 1], .le, 1), OracleRow([1: 1], .ge, 2),
            OracleRow([1: 1], .ge, 3), OracleRow([2: 1], .ge, 0), OracleRow([:], .ge, 1),
        ]
        let conflicts = FourierMotzkinOracle.minimalConflictsByBlock(rows, hard: [])
        #expect(conflicts.map(Set.init) == [[0, 1], [2, 3], [2, 4], [6]])
        // A hard row is never part of a reported set.
        #expect(FourierMotzkinOracle.minimalConflictsByBlock(rows, hard: [2]).map(Set.init) == [[0, 1], [3], [4], [6]])
        #expect(FourierMotzkinOracle.minimalConflictsByBlock(rows, hard: [], maximumSoftRows: 2) == nil)
        #expect(FourierMotzkinOracle.rowBlocks(rows) == [[0, 1], [2, 3, 4], [5], [6]])
    }
}
