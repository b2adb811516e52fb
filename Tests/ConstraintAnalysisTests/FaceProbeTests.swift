@testable import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// A label that lost its `centerY` deep in a self-sizing table: its rows reach the cell's top,
/// which the elimination writes as the sum of every height above it, so one component holds
/// every cell above the label. Its optimal face is found from the optimum's tableau, not with
/// two optimisations per unknown (a 1,000-cell table took two minutes that way; BENCHMARKS.md,
/// "A loose label deep in a table"). The degrees of freedom are checked by Fourier–Motzkin.
@Suite struct FaceProbeTests {
    /// `count` cells stacked under each other as `gen.py`'s table writes them: a title with
    /// intrinsic height 20.5 inside 11 pt insets, and a detail of intrinsic height
    /// `detailHeight`, centred on the title except in cell `loose`.
    static func table(_ count: Int, loose: Int, detailHeight: String = "20.5") -> String {
        var lines = ["root Superview 375x20000"]
        for index in 0..<count {
            let (cell, title, detail) = ("Cell\(index)", "Title\(index)", "Detail\(index)")
            lines += [
                "\(cell).leading == Superview.leading", "\(cell).trailing == Superview.trailing",
                index == 0 ? "\(cell).top == Superview.top" : "\(cell).top == Cell\(index - 1).bottom",
                "\(title).leading == \(cell).leading + 16", "\(detail).trailing == \(cell).trailing - 16",
                "\(detail).leading >= \(title).trailing + 8",
                "\(title).top == \(cell).top + 11", "\(cell).bottom == \(title).bottom + 11",
                "\(detail).top >= \(cell).top + 11", "\(cell).bottom >= \(detail).bottom + 11",
                "\(title).width <= 200 @251", "\(title).width >= 200 @751",
                "\(title).height <= 20.5 @250", "\(title).height >= 20.5 @750",
                "\(detail).width <= 80 @250", "\(detail).width >= 80 @750",
                "\(detail).height <= \(detailHeight) @250", "\(detail).height >= \(detailHeight) @750",
            ]
            if index != loose { lines.append("\(detail).centerY == \(title).centerY") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The component the loose label makes, solved to its optimum.
    static func looseComponent(_ text: String) throws -> (component: LayoutSolver.Component, solver: ComponentSolver) {
        let system = try #require(EquationSetReader.read(text, file: "face-probe-test").systems.first)
        let problem = LayoutProblem(system: system, options: AnalysisOptions())
        let reduced = ReducedSystem(problem: problem, selection: RowSelection(), includeOptional: true)
        let components = LayoutSolver.components(required: reduced.required, optional: reduced.optional)
        let largest = try #require(components.max { $0.parameters.count < $1.parameters.count })
        let solver = ComponentSolver(
            parameters: largest.parameters,
            expectedRows: largest.required.count + 3 * largest.optional.count + 3 * largest.parameters.count)
        for row in largest.required { solver.addRequired(row) }
        #expect(solver.checkRequired() == nil)
        solver.optimize(largest.optional)
        return (largest, solver)
    }

    /// The loose label cannot move (it is as tall as its title, so both insets hold it): no
    /// direction, and no unknown of the 40 cells above it needs an optimisation to show it.
    @Test func aHeldLooseLabelCostsNoOptimisationPerUnknown() throws {
        let (component, solver) = try Self.looseComponent(Self.table(40, loose: 39))
        #expect(component.parameters.count >= 80, "the loose label's rows reach every cell above it")
        #expect(solver.faceDirections().isEmpty)
        #expect(solver.optimisedProbeCount <= 2, "\(solver.optimisedProbeCount) probes optimised")
    }

    /// A shorter loose label can slide inside its cell: the one direction is still found, and
    /// only the few unknowns the tableau cannot decide are probed.
    @Test func aLooseLabelWithRoomStillSlides() throws {
        let (component, solver) = try Self.looseComponent(Self.table(40, loose: 39, detailHeight: "10"))
        #expect(component.parameters.count >= 80)
        let directions = solver.faceDirections()
        #expect(directions.count == 1)
        #expect(solver.optimisedProbeCount <= 4, "\(solver.optimisedProbeCount) probes optimised")
    }

    /// The whole analysis against Fourier–Motzkin, on tables small enough to project: the held
    /// label leaves the layout determined, the shorter one gives one vertical motion.
    @Test(arguments: [("20.5", 0), ("10", 1)])
    func degreesOfFreedomMatchTheOracle(_ variant: (detailHeight: String, vertical: Int)) throws {
        let text = Self.table(2, loose: 1, detailHeight: variant.detailHeight)
        let (system, diagnosis) = try AmbiguityGroupTests.analyse(text)
        let oracle = OracleVerdicts(OracleLowering(system))
        let face = try #require(oracle.optimalFace())
        let items = system.items.map(\.id)
        #expect(oracle.degreesOfFreedom(on: .vertical, items: items, face: face) == variant.vertical)
        #expect(diagnosis.degreesOfFreedom[.vertical] == variant.vertical)
        #expect(diagnosis.degreesOfFreedom[.horizontal] == oracle.degreesOfFreedom(on: .horizontal, items: items, face: face))
    }
}
