import TestSupport
import Testing

@testable import LayoutMath

/// The sparse and the dense simplex on the same small random systems, each against
/// Fourier–Motzkin (which shares nothing with them): the same feasibility verdict, a point that
/// satisfies every row, a Farkas certificate that adds up to `0 ≤ negative`, and the exact optimum
/// (or unboundedness) of a random objective.
@Suite struct ExactSimplexTests {
    struct RandomSystem {
        var variableCount: Int
        var lowerBounds: [Int: Int]
        var rows: [OracleRow]
        var objective: [Int: Int]

        init(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            func draw(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
            let count = draw(2...4)
            var bounds: [Int: Int] = [:]
            for variable in 0..<count where draw(0...1) == 0 { bounds[variable] = draw(-3...3) }
            var drawnRows: [OracleRow] = []
            for _ in 0..<draw(2...6) {
                var coefficients: [Int: Int] = [:]
                for variable in 0..<count where draw(0...2) > 0 { coefficients[variable] = draw(-3...3) }
                let relation: OracleRelation = [.le, .ge, .eq][draw(0...2)]
                drawnRows.append(OracleRow(coefficients.filter { $0.value != 0 }, relation, draw(-10...10)))
            }
            var drawnObjective: [Int: Int] = [:]
            for variable in 0..<count { drawnObjective[variable] = draw(-2...2) }
            variableCount = count
            lowerBounds = bounds
            rows = drawnRows
            objective = drawnObjective
        }

        /// The rows and the variables' own bounds, for the oracle.
        var oracleRows: [OracleRow] {
            rows + lowerBounds.map { OracleRow([$0.key: 1], .ge, $0.value) }
        }

        /// The system loaded into a simplex; returns the slack variable of each row.
        func load(into simplex: any ExactSimplex) -> [Int] {
            for variable in 0..<variableCount {
                simplex.addVariable(lower: lowerBounds[variable].map { Rational($0) }, upper: nil)
            }
            return rows.map { row in
                let form = SparseVector(terms: row.coefficients.sorted { $0.key < $1.key }.map { ($0.key, Rational($0.value)) })
                let rhs = Rational(row.rhs)
                switch row.relation {
                case .le: return simplex.addRow(form, lower: nil, upper: rhs)
                case .ge: return simplex.addRow(form, lower: rhs, upper: nil)
                case .eq: return simplex.addRow(form, lower: rhs, upper: rhs)
                }
            }
        }
    }

    /// "dense with room": rows reserve more columns than the problem reaches, as
    /// `ComponentSolver` sizes them, which must change nothing but allocation.
    static let simplexKinds: [String] = ["sparse", "dense", "dense with room"]

    static func makeSimplex(_ kind: String) -> any ExactSimplex {
        switch kind {
        case "sparse": return BoundedSimplex()
        case "dense": return DenseBoundedSimplex()
        default: return DenseBoundedSimplex(columnCapacity: 24)
        }
    }

    @Test(arguments: simplexKinds)
    func agreesWithFourierMotzkin(_ kind: String) throws {
        var feasibleSeen = 0
        var infeasibleSeen = 0
        for seed in UInt64(0)..<400 {
            let system = RandomSystem(seed: seed)
            let simplex = Self.makeSimplex(kind)
            let slacks = system.load(into: simplex)
            let oracleFeasible = FourierMotzkinOracle.isFeasible(system.oracleRows)
            switch simplex.check() {
            case .feasible:
                feasibleSeen += 1
                #expect(oracleFeasible, "seed \(seed): the simplex found a point, Fourier–Motzkin none")
                var point: [Int: OracleFraction] = [:]
                for variable in 0..<system.variableCount { point[variable] = simplex.value(of: variable).oracle }
                #expect(system.oracleRows.allSatisfy { $0.isSatisfied(by: point) }, "seed \(seed): \(point)")
                try checkOptimum(of: system, in: simplex, seed: seed)
            case .infeasible(let uses):
                infeasibleSeen += 1
                #expect(!oracleFeasible, "seed \(seed): a certificate for a feasible system")
                #expect(Self.isFarkasCertificate(uses, system: system, slacks: slacks), "seed \(seed): \(uses)")
            }
        }
        #expect(feasibleSeen > 50 && infeasibleSeen > 50)
    }

    private func checkOptimum(of system: RandomSystem, in simplex: any ExactSimplex, seed: UInt64) throws {
        let objective = system.objective.mapValues { OracleFraction($0) }
        let range = try #require(FourierMotzkinOracle.range(of: objective, over: system.oracleRows))
        let form = SparseVector(terms: system.objective.sorted { $0.key < $1.key }.map { ($0.key, Rational($0.value)) })
        switch simplex.minimize(form) {
        case .optimal(let value):
            #expect(range.lower.map { Rational($0) } == value, "seed \(seed): minimum \(value), oracle \(String(describing: range.lower))")
        case .unbounded:
            #expect(range.lower == nil, "seed \(seed): unbounded, oracle minimum \(String(describing: range.lower))")
        }
    }

    /// `Σ multiplier · (bound as x ≤ u or −x ≤ −l)`, each slack written out as its row's form,
    /// must cancel every variable and leave `0 ≤ negative`.
    static func isFarkasCertificate(_ uses: [BoundedSimplex.BoundUse], system: RandomSystem, slacks: [Int]) -> Bool {
        var combination: [Int: OracleFraction] = [:]
        var bound = OracleFraction(0)
        for use in uses {
            guard use.multiplier.signum > 0 else { return false }
            let multiplier = use.multiplier.oracle
            let sign = OracleFraction(use.isUpper ? 1 : -1)
            var form: [Int: OracleFraction]
            let limit: OracleFraction
            if let row = slacks.firstIndex(of: use.variable) {
                let oracleRow = system.rows[row]
                form = oracleRow.coefficients
                limit = oracleRow.rhs
            } else if use.variable < system.variableCount {
                form = [use.variable: OracleFraction(1)]
                guard !use.isUpper, let lower = system.lowerBounds[use.variable] else { return false }
                limit = OracleFraction(lower)
            } else {
                return false
            }
            for (variable, coefficient) in form { combination[variable, default: OracleFraction(0)] += multiplier * sign * coefficient }
            bound += multiplier * sign * limit
        }
        return combination.values.allSatisfy { $0 == OracleFraction(0) } && bound < OracleFraction(0)
    }
}
