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
    static func notes(problem: LayoutProblem, frames: [String: SolvedFrame]) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        for row in problem.rows {
            guard case .fittingSize(let index, .vertical) = row.origin, problem.system.items.indices.contains(index) else { continue }
            let item = problem.system.items[index]
            guard frames[item.id]?.height?.isZero == true else { continue }
            let mention = problem.system.constraints.first { $0.itemIDs.contains(item.id) }
            notes.append(Diagnostic(
                severity: .warning, line: item.sourceLocation?.line ?? mention?.line ?? 1,
                column: item.sourceLocation?.column ?? mention?.column ?? 1,
                message: "\(item.displayName), a self-sizing table view cell's content view, is 0 high: no chain of constraints through its content runs from its top to its bottom, so UIKit logs that constraints \"ambiguously suggest a height of zero for a tableview cell's content view\" and shows the row at the standard height (44 points) instead, its content not fitted to it; pin the content's top and bottom to \(item.displayName) (or give the content a height that reaches both)",
                code: code, file: item.sourceLocation?.file ?? mention?.sourceLocation?.file))
        }
        return notes
    }
}
