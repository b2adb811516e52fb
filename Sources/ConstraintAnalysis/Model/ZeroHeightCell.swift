import ConstraintModel
import LayoutMath

/// A self-sizing table view cell whose content gives it a height of 0: nothing ties the content
/// view's top to its bottom through the content (a label pinned at its top only, a badge centred
/// on the content view), so the fitting height UIKit measures for `UITableView.automaticDimension`
/// is 0. UIKit does not show the row at 0: it logs "Warning once only: Detected a case where
/// constraints ambiguously suggest a height of zero for a tableview cell's content view. We're
/// considering the collapse unintentional and using standard height instead." and lays the cell
/// out at the standard row height (44 points), where the content is placed by constraints that
/// never sized it.
enum ZeroHeightCell {
    static let code = Diagnosis.zeroHeightCellCode

    /// A note at each self-sizing content view (`HostSize`'s fitting-height row) whose solved
    /// height is 0, located where its cell is declared.
    static func notes(problem: LayoutProblem, frames: [String: SolvedFrame], selection: RowSelection = RowSelection()) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for row in problem.rows {
            guard case .fittingSize(let index, .vertical) = row.origin, problem.system.items.indices.contains(index) else { continue }
            let item = problem.system.items[index]
            guard frames[item.id]?.height?.isZero == true else { continue }
            if growsWithHeldImageHeights(index, problem: problem, selection: selection) { continue }
            let mention = problem.system.constraints.first { $0.itemIDs.contains(item.id) }
            notes.append(Diagnostic(
                severity: .warning, line: item.sourceLocation?.line ?? mention?.line ?? 1,
                column: item.sourceLocation?.column ?? mention?.column ?? 1,
                message: "\(item.displayName), a self-sizing table view cell's content view, is 0 high: no chain of constraints through its content runs from its top to its bottom, so UIKit logs that constraints \"ambiguously suggest a height of zero for a tableview cell's content view\" and shows the row at the standard height (44 points) instead, its content not fitted to it; pin the content's top and bottom to \(item.displayName) (or give the content a height that reaches both)",
                code: code, file: item.sourceLocation?.file ?? mention?.sourceLocation?.file))
        }
        return notes
    }

    /// Whether the content view is 0 high only because the height of an image the code does not
    /// give (`IntrinsicHeight` of a Swift file's image view, one unknown value the fitting height
    /// or a hold leaves at 0) is 0: with every such height 1 point, the content view grows. On a
    /// device the image gives the row its height, so the cell is not one with no height (a photo
    /// pinned to its four edges); a photo pinned at its top only still leaves it at 0.
    static func growsWithHeldImageHeights(_ item: Int, problem: LayoutProblem, selection: RowSelection) -> Bool {
        guard problem.system.heldSymbols?.contains("IntrinsicHeight") == true,
            let height = problem.existingVariable(VariableKey(item: item, axis: .vertical, role: .size))
        else { return false }
        let imageHeights = (0..<problem.variableCount).filter { problem.key(of: $0).role == .parameter("IntrinsicHeight") }
        guard !imageHeights.isEmpty else { return false }
        // Holds already made for them (at 0) give way to the raised values.
        let holds = problem.rows.indices.filter { index in
            guard case .assumption(let variable) = problem.rows[index].origin else { return false }
            return imageHeights.contains(variable)
        }
        let raised = imageHeights.map { variable in
            LayoutRow(
                coefficients: SparseVector(terms: [(variable, 1)]), relation: .equal, rhs: 1, priority: .required,
                origin: .assumption(variable: variable))
        }
        let solved = LayoutSolver.solve(problem.adding(rows: raised), selection: selection.excluding(holds), full: true)
        guard solved.isFeasible, height < solved.values.count else { return false }
        return solved.values[height] > 0
    }
}
