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

@Suite struct CircuitWithDependencyTests {
    @Test func agreesWithTheExactCheck() {
        // x = 1, y = 2, x + y = 4: a circuit with dependency (1, 1, −1).
        let rows = [OracleRow([0: 1], .eq, 1), OracleRow([1: 1], .eq, 2), OracleRow([0: 1, 1: 1], .eq, 4)]
        let dependency = [OracleFraction(1), OracleFraction(1), OracleFraction(-1)]
        #expect(CertificateCheck.isCircuit(rows: rows, dependency: dependency))
        #expect(CertificateCheck.isCircuit(rows: rows))
        // A wrong dependency, a zero in it, or an extra row (rank too low) is refused.
        #expect(!CertificateCheck.isCircuit(rows: rows, dependency: [1, 1, 1]))
        #expect(!CertificateCheck.isCircuit(rows: rows + [OracleRow([2: 1], .eq, 0)], dependency: dependency + [0]))
        let doubled = rows + [OracleRow([0: 2], .eq, 2)]
        #expect(!CertificateCheck.isCircuit(rows: doubled, dependency: [1, 1, -1, 1]))
        #expect(!CertificateCheck.isCircuit(rows: doubled))
    }

    @Test func randomCircuits() {
        var generator = SeededGenerator(seed: 77)
        var compared = 0
        for _ in 0..<40 {
            // rank r among r + 1 rows: a circuit exactly when the dependency has no zero.
            let matrix = RandomSystems.matrix(rank: 4, rows: 5, columns: 6, using: &generator)
            let rows = matrix.map { OracleRow(coefficients: $0, relation: .eq, rhs: 0) }
            let exact = CertificateCheck.isCircuit(rows: rows)
            // The dependency: solve with the last row left out by brute force over the exact check.
            if let dependency = dependencyVector(of: matrix) {
                #expect(CertificateCheck.isCircuit(rows: rows, dependency: dependency) == exact)
                compared += 1
            }
        }
        #expect(compared > 20)
    }

    /// A nonzero y with yA = 0 for 5 rows of rank 4, by Cramer-free elimination on the transpose.
    func dependencyVector(of rows: [[Int: OracleFraction]]) -> [OracleFraction]? {
        let columns = Set(rows.flatMap(\.keys)).sorted()
        // Unknowns y0…y4; equations: for each column c, Σ y_i A[i][c] = 0; fix y of a pivot-free
        // unknown to 1 by trying each as the free one.
        for free in rows.indices {
            var equations = columns.map { column in rows.indices.map { rows[$0][column] ?? OracleFraction(0) } }
            equations.append(rows.indices.map { $0 == free ? OracleFraction(1) : OracleFraction(0) })
            var rightSide = [OracleFraction](repeating: 0, count: equations.count)
            rightSide[rightSide.count - 1] = 1
            if let solution = solve(equations, rightSide, unknowns: rows.count) { return solution }
        }
        return nil
    }

    func solve(_ matrix: [[OracleFraction]], _ rightSide: [OracleFraction], unknowns: Int) -> [OracleFraction]? {
        var rows = zip(matrix, rightSide).map { $0 + [$1] }
        var pivotRow = 0
        var pivots: [Int] = []
        for column in 0..<unknowns {
            guard let found = (pivotRow..<rows.count).first(where: { !rows[$0][column].isZero }) else { continue }
            rows.swapAt(pivotRow, found)
            let pivot = rows[pivotRow][column]
            rows[pivotRow] = rows[pivotRow].map { $0 / pivot }
            for other in rows.indices where other != pivotRow && !rows[other][column].isZero {
                let factor = rows[other][column]
                rows[other] = zip(rows[other], rows[pivotRow]).map { $0 - factor * $1 }
            }
            pivots.append(column)
            pivotRow += 1
        }
        if rows[pivotRow...].contains(where: { !$0[unknowns].isZero }) { return nil }
        guard pivots.count == unknowns else { return nil }
        return (0..<unknowns).map { rows[$0][unknowns] }
    }
}

@Suite struct OracleFaceFormTests {
    @Test func formsAcrossBlocks() throws {
        // Block A: x0 + x1 = 10 (x0 free within it); block B: x2 = 3, x3 ≥ 0 wanted small at 250.
        let required = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([2: 1], .eq, 3), OracleRow([3: 1], .ge, 0)]
        let optional = [(row: OracleRow([3: 1], .le, 0), priority: 250.0)]
        let face = try #require(OracleFace(required: required, optional: optional))
        #expect(face.isDetermined([0: 1, 1: 1]))
        #expect(!face.isDetermined([0: 1]))
        #expect(face.isDetermined([0: 1, 1: 1, 2: 2, 3: 5]))
        #expect(!face.isDetermined([0: 1, 2: 1]))
        #expect(!face.isDetermined([9: 1]))
        #expect(face.isDetermined([:]))
    }
}

@Suite struct OracleFaceOptimalityTests {
    @Test func pointsOnAndOffTheFace() throws {
        // x in [0, 100] required; x ≥ 10 @750 beats x ≤ 5 @500: the optimum is x = 10.
        let required = [OracleRow([0: 1], .ge, 0), OracleRow([0: 1], .le, 100)]
        let optional = [(row: OracleRow([0: 1], .ge, 10), priority: 750.0), (row: OracleRow([0: 1], .le, 5), priority: 500.0)]
        let face = try #require(OracleFace(required: required, optional: optional))
        #expect(face.isOptimal([0: 10]))
        #expect(!face.isOptimal([0: 5]))
        #expect(!face.isOptimal([0: 12]))
        // An equal-priority tie makes the whole segment optimal.
        let tie = try #require(OracleFace(required: required, optional: [(optional[0].row, 500), optional[1]]))
        #expect(tie.isOptimal([0: 5]) && tie.isOptimal([0: OracleFraction(15, 2)]) && tie.isOptimal([0: 10]))
        #expect(!tie.isOptimal([0: 11]))
    }
}
