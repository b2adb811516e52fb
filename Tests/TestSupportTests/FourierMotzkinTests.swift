import BigInt
import Testing
import TestSupport

@Suite struct FourierMotzkinFeasibilityTests {
    @Test func handMadeSystems() {
        #expect(FourierMotzkinOracle.isFeasible([]))
        #expect(FourierMotzkinOracle.isFeasible([OracleRow([0: 1], .le, 1), OracleRow([0: 1], .ge, 1)]))
        #expect(!FourierMotzkinOracle.isFeasible([OracleRow([0: 1], .le, 1), OracleRow([0: 1], .ge, 2)]))
        // A row without variables reads 0 REL rhs.
        #expect(!FourierMotzkinOracle.isFeasible([OracleRow([:], .ge, 1)]))
        #expect(FourierMotzkinOracle.isFeasible([OracleRow([:], .le, 0)]))
        // x + y = 10, x ≥ 6, y ≥ 6.
        let overfull = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([0: 1], .ge, 6), OracleRow([1: 1], .ge, 6)]
        #expect(!FourierMotzkinOracle.isFeasible(overfull))
        #expect(FourierMotzkinOracle.isFeasible(Array(overfull.dropLast())))
        // A chain a ≤ b ≤ c ≤ d with d − a ≤ 3 and each step at least 1 is tight but feasible; a
        // fourth unit step is not.
        var chain = (0..<3).map { OracleRow([$0: -1, $0 + 1: 1], .ge, 1) }
        chain.append(OracleRow([0: -1, 3: 1], .le, 3))
        #expect(FourierMotzkinOracle.isFeasible(chain))
        chain.append(OracleRow([3: -1, 4: 1], .ge, 1))
        chain.append(OracleRow([0: -1, 4: 1], .le, 3))
        #expect(!FourierMotzkinOracle.isFeasible(chain))
    }

    @Test func plantedSolutionsAreFeasible() {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<150 {
            let system = RandomSystems.plantedFeasible(variables: 4, rows: 8, using: &generator)
            #expect(FourierMotzkinOracle.isFeasible(system.rows))
        }
    }

    @Test func plantedCertificatesAreInfeasible() {
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<150 {
            let system = RandomSystems.plantedInfeasible(variables: 6, rows: 9, using: &generator)
            #expect(!FourierMotzkinOracle.isFeasible(system.rows))
        }
    }

    @Test func handlesTheAdvertisedSizeQuickly() {
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<3 {
            let system = RandomSystems.plantedFeasible(variables: 8, rows: 30, using: &generator)
            #expect(FourierMotzkinOracle.isFeasible(system.rows))
        }
    }
}

@Suite struct FourierMotzkinRangeTests {
    @Test func boundedUnboundedAndInfeasible() throws {
        // x + y = 10, x ≥ 2, y ≥ 3.
        let rows = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([0: 1], .ge, 2), OracleRow([1: 1], .ge, 3)]
        let x = try #require(FourierMotzkinOracle.range(of: [0: 1], over: rows))
        #expect(x.lower == 2 && x.upper == 7)
        let difference = try #require(FourierMotzkinOracle.range(of: [0: 1, 1: -1], over: rows))
        #expect(difference.lower == -6 && difference.upper == 4)
        let half = OracleFraction(1, 2)
        let halfSum = try #require(FourierMotzkinOracle.range(of: [0: half, 1: half], over: rows))
        #expect(halfSum.lower == 5 && halfSum.upper == 5)

        let ray = try #require(FourierMotzkinOracle.range(of: [0: 1], over: [OracleRow([0: 1], .ge, 1)]))
        #expect(ray.lower == 1 && ray.upper == nil)
        let free = try #require(FourierMotzkinOracle.range(of: [0: 1], over: [OracleRow([1: 1], .ge, 1)]))
        #expect(free.lower == nil && free.upper == nil)
        #expect(FourierMotzkinOracle.range(of: [0: 1], over: [OracleRow([1: 1], .ge, 1), OracleRow([1: 1], .le, 0)]) == nil)
    }

    @Test func constantObjective() throws {
        // An empty objective is the constant 0.
        let bounds = try #require(FourierMotzkinOracle.range(of: [:], over: [OracleRow([0: 1], .ge, 1)]))
        #expect(bounds.lower == 0 && bounds.upper == 0)
    }

    @Test func determinedVariables() {
        // x + y = 10, x − y = 2 fixes both; adding z ≥ 0 leaves z free above.
        let rows = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([0: 1, 1: -1], .eq, 2), OracleRow([2: 1], .ge, 0)]
        #expect(FourierMotzkinOracle.isDetermined(variable: 0, over: rows))
        #expect(FourierMotzkinOracle.isDetermined(variable: 1, over: rows))
        #expect(!FourierMotzkinOracle.isDetermined(variable: 2, over: rows))
        // Two inequalities that pinch: w ≤ 4, w ≥ 4.
        #expect(FourierMotzkinOracle.isDetermined(variable: 3, over: [OracleRow([3: 1], .le, 4), OracleRow([3: 1], .ge, 4)]))
        #expect(!FourierMotzkinOracle.isDetermined(variable: 0, over: [OracleRow([0: 1], .le, 4), OracleRow([0: 1], .ge, 5)]))
    }

    /// Against an independent answer: in the plane, the extremes of a linear objective over a
    /// bounded polygon occur at vertices, which are intersections of two boundary lines.
    @Test func matchesVertexEnumerationInThePlane() throws {
        var generator = SeededGenerator(seed: 41)
        var feasibleCases = 0
        var infeasibleCases = 0
        for _ in 0..<120 {
            var rows = (0..<5).map { _ -> OracleRow in
                let a = Int.random(in: -4...4, using: &generator)
                let b = Int.random(in: -4...4, using: &generator)
                let relation: OracleRelation = [.le, .ge, .le, .ge, .eq].randomElement(using: &generator)!
                return OracleRow([0: a, 1: b].filter { $0.value != 0 }, relation, Int.random(in: -12...12, using: &generator))
            }
            // A box keeps every feasible polygon bounded.
            for variable in 0..<2 {
                rows += [OracleRow([variable: 1], .le, 20), OracleRow([variable: 1], .ge, -20)]
            }
            let objective: [Int: OracleFraction] = [
                0: OracleFraction(Int.random(in: -3...3, using: &generator)),
                1: OracleFraction(Int.random(in: -3...3, using: &generator)),
            ]
            let vertices = planarVertices(of: rows)
            let bounds = FourierMotzkinOracle.range(of: objective, over: rows)
            if vertices.isEmpty {
                infeasibleCases += 1
                #expect(bounds == nil)
                continue
            }
            feasibleCases += 1
            let values = vertices.map { OracleRow(coefficients: objective, relation: .eq, rhs: 0).leftSide(at: $0) }
            let found = try #require(bounds)
            #expect(found.lower == values.min())
            #expect(found.upper == values.max())
        }
        // Both outcomes must be exercised.
        #expect(feasibleCases > 3 && infeasibleCases > 3)
    }

    /// The same in space: vertices are intersections of three boundary planes.
    @Test func matchesVertexEnumerationInSpace() throws {
        var generator = SeededGenerator(seed: 42)
        var feasibleCases = 0
        var infeasibleCases = 0
        for _ in 0..<25 {
            var rows = (0..<5).map { _ -> OracleRow in
                let coefficients = (0..<3).map { _ in Int.random(in: -3...3, using: &generator) }
                let relation: OracleRelation = [.le, .ge, .le, .ge, .eq].randomElement(using: &generator)!
                let terms = Dictionary(uniqueKeysWithValues: coefficients.enumerated().filter { $0.element != 0 })
                return OracleRow(terms, relation, Int.random(in: -12...12, using: &generator))
            }
            for variable in 0..<3 {
                rows += [OracleRow([variable: 1], .le, 15), OracleRow([variable: 1], .ge, -15)]
            }
            let objective: [Int: OracleFraction] = Dictionary(
                uniqueKeysWithValues: (0..<3).map { ($0, OracleFraction(Int.random(in: -3...3, using: &generator))) })
            let vertices = spatialVertices(of: rows)
            let bounds = FourierMotzkinOracle.range(of: objective, over: rows)
            if vertices.isEmpty {
                infeasibleCases += 1
                #expect(bounds == nil)
                continue
            }
            feasibleCases += 1
            let values = vertices.map { OracleRow(coefficients: objective, relation: .eq, rhs: 0).leftSide(at: $0) }
            let found = try #require(bounds)
            #expect(found.lower == values.min())
            #expect(found.upper == values.max())
        }
        // Both outcomes must be exercised.
        #expect(feasibleCases > 3 && infeasibleCases > 3)
    }

    private func spatialVertices(of rows: [OracleRow]) -> [[Int: OracleFraction]] {
        func determinant(_ m: [[OracleFraction]]) -> OracleFraction {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        var vertices: [[Int: OracleFraction]] = []
        for first in rows.indices {
            for second in rows.indices where second > first {
                for third in rows.indices where third > second {
                    let chosen = [rows[first], rows[second], rows[third]]
                    let matrix = chosen.map { row in (0..<3).map { row.coefficients[$0] ?? 0 } }
                    let base = determinant(matrix)
                    if base.isZero { continue }
                    // Cramer's rule: replace one column by the right-hand sides.
                    var point: [Int: OracleFraction] = [:]
                    for column in 0..<3 {
                        var replaced = matrix
                        for row in 0..<3 { replaced[row][column] = chosen[row].rhs }
                        point[column] = determinant(replaced) / base
                    }
                    if CertificateCheck.satisfies(rows: rows, point: point) { vertices.append(point) }
                }
            }
        }
        return vertices
    }

    private func planarVertices(of rows: [OracleRow]) -> [[Int: OracleFraction]] {
        var vertices: [[Int: OracleFraction]] = []
        for first in rows.indices {
            for second in rows.indices where second > first {
                let (a1, b1) = (rows[first].coefficients[0] ?? 0, rows[first].coefficients[1] ?? 0)
                let (a2, b2) = (rows[second].coefficients[0] ?? 0, rows[second].coefficients[1] ?? 0)
                let determinant = a1 * b2 - a2 * b1
                if determinant.isZero { continue }
                // Cramer's rule.
                let x = (rows[first].rhs * b2 - rows[second].rhs * b1) / determinant
                let y = (a1 * rows[second].rhs - a2 * rows[first].rhs) / determinant
                let point: [Int: OracleFraction] = [0: x, 1: y]
                if CertificateCheck.satisfies(rows: rows, point: point) { vertices.append(point) }
            }
        }
        return vertices
    }
}

@Suite struct LexicographicOptimumTests {
    @Test func higherLevelWins() throws {
        // x ≥ 0 required; x = 10 at the higher level, x = 20 at the lower one.
        let face = try #require(
            FourierMotzkinOracle.lexicographicOptimum(
                required: [OracleRow([0: 1], .ge, 0)], levels: [[OracleRow([0: 1], .eq, 10)], [OracleRow([0: 1], .eq, 20)]]))
        #expect(FourierMotzkinOracle.isDetermined(variable: 0, over: face))
        let x = try #require(FourierMotzkinOracle.range(of: [0: 1], over: face))
        #expect(x.lower == 10)
        // Error variables follow the largest index: e₁ for x = 10 (violation 0), e₂ for x = 20 (10).
        #expect(FourierMotzkinOracle.range(of: [1: 1], over: face).map { [$0.lower, $0.upper] } == [0, 0])
        #expect(FourierMotzkinOracle.range(of: [2: 1], over: face).map { [$0.lower, $0.upper] } == [10, 10])
    }

    @Test func equalPriorityConflictLeavesATie() throws {
        // |x − 10| + |x − 20| is 10 for every x in [10, 20]: the optimum is not unique.
        let face = try #require(
            FourierMotzkinOracle.lexicographicOptimum(
                required: [], levels: [[OracleRow([0: 1], .eq, 10), OracleRow([0: 1], .eq, 20)]]))
        #expect(!FourierMotzkinOracle.isDetermined(variable: 0, over: face))
        let x = try #require(FourierMotzkinOracle.range(of: [0: 1], over: face))
        #expect(x.lower == 10 && x.upper == 20)
    }

    @Test func inequalitiesOnlyCostWhenViolated() throws {
        // Required: w = 100 − x, x ≥ 0. Optional: w ≥ 60 (level 1), x ≥ 50 (level 2), x ≤ 45 (level 3).
        let required = [OracleRow([0: 1, 1: 1], .eq, 100), OracleRow([0: 1], .ge, 0)]
        let face = try #require(
            FourierMotzkinOracle.lexicographicOptimum(
                required: required,
                levels: [[OracleRow([1: 1], .ge, 60)], [OracleRow([0: 1], .ge, 50)], [OracleRow([0: 1], .le, 45)]]))
        // Level 1 keeps x ≤ 40; level 2 pushes x up to 40; level 3 is then already met.
        let x = try #require(FourierMotzkinOracle.range(of: [0: 1], over: face))
        #expect(x.lower == 40 && x.upper == 40)
    }

    @Test func infeasibleRequiredRows() {
        let required = [OracleRow([0: 1], .le, 1), OracleRow([0: 1], .ge, 2)]
        #expect(FourierMotzkinOracle.lexicographicOptimum(required: required, levels: [[OracleRow([0: 1], .eq, 0)]]) == nil)
    }

    @Test func noLevelsGivesTheRequiredRows() throws {
        let required = [OracleRow([0: 1], .le, 1)]
        #expect(FourierMotzkinOracle.lexicographicOptimum(required: required, levels: []) == required)
    }
}

@Suite struct MinimalUnsatisfiableSubsetTests {
    // 0: x ≥ 10, 1: x ≤ 5, 2: x ≤ 8, 3: y ≥ 0, 4: y ≤ −1.
    let rows = [
        OracleRow([0: 1], .ge, 10), OracleRow([0: 1], .le, 5), OracleRow([0: 1], .le, 8),
        OracleRow([1: 1], .ge, 0), OracleRow([1: 1], .le, -1),
    ]

    @Test func enumeratesAllMinimalSets() {
        #expect(FourierMotzkinOracle.minimalUnsatisfiableSubsets(rows, hard: []) == [[0, 1], [0, 2], [3, 4]])
    }

    @Test func hardRowsAreNeverReported() {
        #expect(FourierMotzkinOracle.minimalUnsatisfiableSubsets(rows, hard: [0, 3]) == [[1], [2], [4]])
    }

    @Test func feasibleAndHardInfeasibleSystems() {
        #expect(FourierMotzkinOracle.minimalUnsatisfiableSubsets(Array(rows[1...3]), hard: []) == [])
        #expect(FourierMotzkinOracle.minimalUnsatisfiableSubsets(rows, hard: [0, 1]) == [[]])
    }

    @Test func minimalityNeedsAllMembers() {
        // x + y = 10, x ≥ 6, y ≥ 6 is one three-row conflict: no pair conflicts.
        let overfull = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([0: 1], .ge, 6), OracleRow([1: 1], .ge, 6)]
        #expect(FourierMotzkinOracle.minimalUnsatisfiableSubsets(overfull, hard: []) == [[0, 1, 2]])
    }

    @Test func everyReportedSetIsInfeasibleAndMinimal() {
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<20 {
            let system = RandomSystems.plantedInfeasible(variables: 2, rows: 5, using: &generator)
            let sets = FourierMotzkinOracle.minimalUnsatisfiableSubsets(system.rows, hard: [])
            #expect(!sets.isEmpty)
            for set in sets {
                #expect(!FourierMotzkinOracle.isFeasible(set.sorted().map { system.rows[$0] }))
                for member in set {
                    #expect(FourierMotzkinOracle.isFeasible(set.subtracting([member]).sorted().map { system.rows[$0] }))
                }
            }
        }
    }
}
