import ConstraintModel
import LayoutMath
import Testing

@testable import ConstraintAnalysis

@Suite struct SolverSmokeTests {
    func overConstrainedRow() -> ConstraintSystem {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        layout.add(a.leading == layout.root.leading + 20)
        layout.add(a.width == 300)
        layout.add(layout.root.trailing == a.trailing + 20)
        return layout.system
    }

    @Test func overConstrainedRowIsInfeasibleWithCertificate() throws {
        let problem = LayoutProblem(system: overConstrainedRow(), options: AnalysisOptions())
        let result = LayoutSolver.solve(problem, full: false)
        let certificate = try #require(result.conflict)
        var sum = SparseVector()
        var rhs = Rational.zero
        for (row, y) in certificate.multipliers {
            sum.add(problem.rows[row].coefficients, times: y)
            rhs += y * problem.rows[row].rhs
        }
        #expect(sum.isConstant)
        #expect(rhs < 0)
    }

    @Test func missingLeadingLeavesOneMotion() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        layout.add(a.width == 100)
        layout.add(a.top == layout.root.top + 10)
        layout.add(a.height == 20)
        let problem = LayoutProblem(system: layout.system, options: AnalysisOptions())
        let result = LayoutSolver.solve(problem, full: true)
        #expect(result.isFeasible)
        #expect(result.motions.count == 1)
    }

    @Test func huggingTieIsAMotion() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20))
        let b = layout.view("B", intrinsicContentSize: IntrinsicContentSize(width: 60, height: 20))
        layout.add(a.leading == layout.root.leading)
        layout.add(b.leading == a.trailing)
        layout.add(layout.root.trailing == b.trailing)
        layout.add(a.top == layout.root.top)
        layout.add(b.top == layout.root.top)
        let problem = LayoutProblem(system: layout.system, options: AnalysisOptions())
        let result = LayoutSolver.solve(problem, full: true)
        #expect(result.isFeasible)
        #expect(result.motions.count == 1)
        #expect(result.motions.first?.tradedRows.count == 2)
    }
}
