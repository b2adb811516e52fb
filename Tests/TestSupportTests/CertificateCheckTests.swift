import BigInt
import Testing
import TestSupport

@Suite struct FarkasCertificateTests {
    /// x ≤ 1 and x ≥ 2.
    let contradictoryBounds = [OracleRow([0: 1], .le, 1), OracleRow([0: 1], .ge, 2)]
    /// x + y = 10, x ≥ 6, y ≥ 6.
    let overfullSum = [OracleRow([0: 1, 1: 1], .eq, 10), OracleRow([0: 1], .ge, 6), OracleRow([1: 1], .ge, 6)]

    @Test func acceptsValidCertificates() {
        #expect(CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: [1, -1]))
        let scaled = [OracleFraction(2, 3), OracleFraction(-2, 3)]
        #expect(CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: scaled))
        #expect(CertificateCheck.isFarkasCertificate(rows: overfullSum, multipliers: [1, -1, -1]))
    }

    @Test func rejectsWrongSigns() {
        // The combination is zero but the signs reverse the inequalities.
        #expect(!CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: [-1, 1]))
        #expect(!CertificateCheck.isFarkasCertificate(rows: overfullSum, multipliers: [-1, 1, 1]))
    }

    @Test func rejectsNonzeroCombinations() {
        #expect(!CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: [1, -2]))
        #expect(!CertificateCheck.isFarkasCertificate(rows: overfullSum, multipliers: [1, -1, 0]))
    }

    @Test func rejectsNonnegativeRightSideAndBadShapes() {
        #expect(!CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: [0, 0]))
        #expect(!CertificateCheck.isFarkasCertificate(rows: contradictoryBounds, multipliers: [1]))
        // x ≤ 2, x ≥ 1 is feasible: the same multipliers give 0 ≤ 1, which proves nothing.
        let feasible = [OracleRow([0: 1], .le, 2), OracleRow([0: 1], .ge, 1)]
        #expect(!CertificateCheck.isFarkasCertificate(rows: feasible, multipliers: [1, -1]))
    }

    @Test func equalityMultipliersMayHaveEitherSign() {
        // x = 1 and x = 2 need y = (1, −1); written the other way round they need y = (−1, 1).
        let rows = [OracleRow([0: 1], .eq, 1), OracleRow([0: 1], .eq, 2)]
        #expect(CertificateCheck.isFarkasCertificate(rows: rows, multipliers: [1, -1]))
        #expect(!CertificateCheck.isFarkasCertificate(rows: rows, multipliers: [-1, 1]))
        #expect(CertificateCheck.isFarkasCertificate(rows: rows.reversed(), multipliers: [-1, 1]))
    }

    @Test func noCertificateExistsForPlantedFeasibleSystems() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let system = RandomSystems.plantedFeasible(variables: 3, rows: 5, using: &generator)
            #expect(CertificateCheck.satisfies(rows: system.rows, point: system.point))
            let multipliers = system.rows.map { row -> OracleFraction in
                let size = OracleFraction(Int.random(in: 0...3, using: &generator))
                switch row.relation {
                case .le: return size
                case .ge: return -size
                case .eq: return Bool.random(using: &generator) ? size : -size
                }
            }
            #expect(!CertificateCheck.isFarkasCertificate(rows: system.rows, multipliers: multipliers))
        }
    }

    @Test func plantedCertificatesAreAccepted() {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<300 {
            let system = RandomSystems.plantedInfeasible(variables: 3, rows: 4, using: &generator)
            #expect(CertificateCheck.isFarkasCertificate(rows: system.rows, multipliers: system.certificate))
        }
    }
}

@Suite struct PointCheckTests {
    @Test func missingVariablesCountAsZero() {
        let rows = [OracleRow([0: 1, 1: 1], .eq, 3), OracleRow([2: 1], .le, 0)]
        #expect(CertificateCheck.satisfies(rows: rows, point: [0: 1, 1: 2]))
        #expect(!CertificateCheck.satisfies(rows: rows, point: [0: 1, 1: 2, 2: 1]))
        #expect(!CertificateCheck.satisfies(rows: rows, point: [0: 3, 1: 1]))
        #expect(CertificateCheck.satisfies(rows: [], point: [:]))
    }
}

@Suite struct RankTests {
    private func row(_ entries: [Int: OracleFraction]) -> [Int: OracleFraction] { entries }

    @Test func handComputedRanks() {
        #expect(CertificateCheck.rank(of: []) == 0)
        #expect(CertificateCheck.rank(of: [[:], [0: 0]]) == 0)
        #expect(CertificateCheck.rank(of: [[0: 1, 1: 1], [0: 1, 1: -1], [0: 2]]) == 2)
        // left, right = left + width, width: the right row is the sum of the others.
        let halves: [[Int: OracleFraction]] = [[0: 1, 1: OracleFraction(1, 2)], [0: 1], [1: 1]]
        #expect(CertificateCheck.rank(of: halves) == 2)
        #expect(CertificateCheck.rank(of: [[0: 1], [1: 1], [2: 1], [0: 1, 1: 1, 2: 1]]) == 3)
    }

    @Test func modularRankCanOnlyDropAndDropsForSmallPrimes() {
        let rows: [[Int: OracleFraction]] = [[0: 1, 1: 1], [0: 1, 1: -1]]
        #expect(CertificateCheck.rank(of: rows) == 2)
        #expect(CertificateCheck.rankModulo(2, of: rows) == 1)
        #expect(CertificateCheck.rankModulo(1_000_000_007, of: rows) == 2)
        // Denominators are cleared per row before reducing: 1/3·x − 1/6·y ≡ 2x − y.
        let fractions: [[Int: OracleFraction]] = [[0: OracleFraction(1, 3), 1: OracleFraction(-1, 6)], [0: 2, 1: -1]]
        #expect(CertificateCheck.rankModulo(1_000_000_007, of: fractions) == 1)
    }

    @Test func randomLowRankProductsHaveTheirPlantedRank() {
        var generator = SeededGenerator(seed: 21)
        let primes: [UInt64] = [1_000_000_007, 9_223_372_036_854_775_783]
        for _ in 0..<60 {
            let plantedRank = Int.random(in: 0...4, using: &generator)
            let rows = RandomSystems.matrix(rank: plantedRank, rows: 6, columns: 5, using: &generator)
            #expect(CertificateCheck.rank(of: rows) == plantedRank)
            for prime in primes {
                #expect(CertificateCheck.rankModulo(prime, of: rows) == plantedRank)
            }
        }
    }
}

@Suite struct CircuitTests {
    @Test func circuits() {
        // x − y, y − z, x − z: dependent, every pair independent.
        #expect(CertificateCheck.isCircuit(rows: [[0: 1, 1: -1], [1: 1, 2: -1], [0: 1, 2: -1]]))
        #expect(CertificateCheck.isCircuit(rows: [[0: 1], [0: 2]]))
        // A zero row is dependent on its own.
        #expect(CertificateCheck.isCircuit(rows: [[0: 0]]))
    }

    @Test func notCircuits() {
        #expect(!CertificateCheck.isCircuit(rows: [] as [[Int: OracleFraction]]))
        #expect(!CertificateCheck.isCircuit(rows: [[0: 1]]))
        // Dependent, but z is not part of the dependency.
        #expect(!CertificateCheck.isCircuit(rows: [[0: 1], [1: 1], [0: 1, 1: 1], [2: 1]]))
        // Two independent dependencies.
        #expect(!CertificateCheck.isCircuit(rows: [[0: 1], [0: 1], [0: 1]]))
        #expect(!CertificateCheck.isCircuit(rows: [[0: 1], [1: 1]]))
    }

    @Test func rowFormIgnoresRightSides() {
        let rows = [OracleRow([0: 1, 1: -1], .eq, 8), OracleRow([0: 1, 1: -1], .eq, 9)]
        #expect(CertificateCheck.isCircuit(rows: rows))
    }
}
