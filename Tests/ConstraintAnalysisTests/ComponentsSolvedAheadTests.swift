@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import Testing

/// Components not in the cache are solved ahead on all cores when a solve has many
/// (`ComponentsSolvedAhead`). Each must be what solving that component alone gives, every
/// distinct key solved once, and a large layout's cells placed as each cell alone is placed.
@Suite struct ComponentsSolvedAheadTests {
    /// A table of `count` cells, a title and a detail label each, whose widths vary from cell to
    /// cell and repeat every `period` cells; some cells' labels do not fit and one gives way.
    static func table(count: Int, period: Int, firstCell: Int = 0) -> String {
        var lines = ["root Superview 375x2000"]
        for cell in firstCell..<(firstCell + count) {
            let titleWidth = 40 + (cell % period) * 7 % 230
            let detailWidth = 30 + (cell % period) * 13 % 190
            lines += [
                "Cell\(cell).leading == Superview.leading",
                "Cell\(cell).trailing == Superview.trailing",
                cell == firstCell ? "Cell\(cell).top == Superview.top" : "Cell\(cell).top == Cell\(cell - 1).bottom",
                "Title\(cell).leading == Cell\(cell).leading + 16",
                "Detail\(cell).trailing == Cell\(cell).trailing - 16",
                "Detail\(cell).leading >= Title\(cell).trailing + 8",
                "Title\(cell).top == Cell\(cell).top + 11",
                "Cell\(cell).bottom == Title\(cell).bottom + 11",
                "Detail\(cell).centerY == Title\(cell).centerY",
                "Title\(cell).width <= \(titleWidth) @251",
                "Title\(cell).width >= \(titleWidth) @751",
                "Detail\(cell).width <= \(detailWidth) @250",
                "Detail\(cell).width >= \(detailWidth) @750",
                "Title\(cell).height == 20",
                "Detail\(cell).height == 20",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func system(_ text: String) throws -> ConstraintSystem {
        try #require(EquationSetReader.read(text, file: "solved-ahead-test").systems.first)
    }

    /// What a solution says, comparable: point, level optima and every free direction.
    struct Summary: Equatable {
        var infeasible: [Int: Rational]?
        var point: [Int: Rational] = [:]
        var levels: [String] = []
        var directions: [String] = []

        init(_ solution: ComponentSolution) {
            switch solution {
            case .infeasible(let multipliers):
                infeasible = multipliers
            case .solved(let point, let levelOptima, let directions, _):
                self.point = point
                levels = levelOptima.map { "\($0.priority.value):\($0.violation)" }
                self.directions = directions.map { direction in
                    let motion = direction.motion.sorted { $0.key < $1.key }.map { "\($0.key)*\($0.value)" }
                    return "\(motion) [\(String(describing: direction.lower)), \(String(describing: direction.upper))] traded \(direction.tradedRows) pivot \(String(describing: direction.pivot))"
                }
            }
        }
    }

    /// With the default batch (one batch here) and with batches of 37 (eleven, one ending
    /// mid-way between two components to take).
    @Test(arguments: [ComponentsSolvedAhead.batchSize, 37])
    func eachComponentSolvedAheadIsTheOneSolvedAlone(batchSize: Int) throws {
        let system = try Self.system(Self.table(count: 600, period: 400))
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let reduced = ReducedSystem(problem: problem, selection: RowSelection(), includeOptional: true)
        let components = LayoutSolver.components(required: reduced.required, optional: reduced.optional)
        let keys = ComponentsSolvedAhead.keys(of: components) { _ in true }
        #expect(keys == components.map { ComponentCache.key(for: $0, full: true) })
        #expect(Set(keys).count >= ComponentsSolvedAhead.threshold, "the parallel path must be taken")
        var ahead = ComponentsSolvedAhead(components: components, keys: keys, cache: ComponentCache(), batchSize: batchSize)
        var seen: Set<ComponentCache.Key> = []
        var repeats = 0
        for (index, component) in components.enumerated() {
            let solvedAhead = ahead.take(index)
            guard seen.insert(keys[index]).inserted else {
                // A later component with the same key is left to the cache.
                #expect(solvedAhead == nil)
                repeats += 1
                continue
            }
            let found = try #require(solvedAhead, "component \(index) was not solved ahead")
            #expect(Summary(found) == Summary(ComponentSolution(solving: component, full: true)), "component \(index)")
            #expect(ahead.take(index) == nil, "a solution is handed out once")
        }
        #expect(repeats > 100, "the table repeats its cells' widths")
    }

    /// Independent of the solver's parts: every cell of a large table (solved with its
    /// components ahead, on several threads) gets the widths and horizontal positions that the
    /// same cell gets as a layout of its own (solved one component at a time).
    @Test func aLargeTablePlacesEachCellAsTheCellAlone() throws {
        let count = 400
        let table = try Self.system(Self.table(count: count, period: 397))
        let whole = Analyzer().analyze(table)
        #expect(whole.conflicts.isEmpty)
        func frame(_ name: String, in system: ConstraintSystem, _ diagnosis: Diagnosis) -> SolvedFrame? {
            system.items.first { $0.name == name }.flatMap { diagnosis.frames[$0.id] }
        }
        for cell in stride(from: 0, to: count, by: 7) {
            let single = try Self.system(Self.table(count: 1, period: 397, firstCell: cell))
            let alone = Analyzer().analyze(single)
            for label in ["Title\(cell)", "Detail\(cell)"] {
                let big = try #require(frame(label, in: table, whole))
                let small = try #require(frame(label, in: single, alone))
                #expect(big.x == small.x && big.width == small.width, "\(label): \(big) in the table, \(small) alone")
            }
        }
    }

    /// Keys compare content in the component's own numbering: the same rows over other unknowns
    /// give an equal key (and hash); a change of coefficient, right-hand side, relation, priority
    /// or requiredness gives another.
    @Test func keysCompareContentInTheComponentsOwnNumbering() {
        func component(_ first: Int, coefficient: Rational = 1, rhs: Rational = 10, relation: RowRelation = .lessOrEqual, priority: Priority = .init(250), required: Bool = false) -> LayoutSolver.Component {
            let row = ReducedRow(row: 7, coefficients: SparseVector(terms: [(first, 1), (first + 3, coefficient)]), relation: relation, rhs: rhs, priority: priority)
            let bound = ReducedRow(row: 8, coefficients: SparseVector(terms: [(first, 1)]), relation: .greaterOrEqual, rhs: 0, priority: .required)
            return required
                ? LayoutSolver.Component(parameters: [first, first + 3], required: [bound, row], optional: [])
                : LayoutSolver.Component(parameters: [first, first + 3], required: [bound], optional: [row])
        }
        let base = ComponentCache.key(for: component(2), full: true)
        let moved = ComponentCache.key(for: component(40), full: true)
        #expect(base == moved)
        #expect(base.hashValue == moved.hashValue)
        let variants = [
            component(2, coefficient: 2), component(2, rhs: 11), component(2, relation: .greaterOrEqual),
            component(2, priority: .init(251)), component(2, priority: .required, required: true),
        ]
        for variant in variants { #expect(ComponentCache.key(for: variant, full: true) != base) }
        #expect(ComponentCache.key(for: component(2), full: false) != base)
    }
}
