import ConstraintIngest
import ConstraintModel

/// A view arranged in a UIKit stack aligned other than `fill` (or by baselines) takes its
/// thickness across the stack from its own content. When nothing gives it one (no intrinsic size
/// on that axis, no constraint of the file on that axis, nothing inside it that has either), only
/// UIKit's ambiguity suppression at priority 25 sets it, and Xcode does not check the frame it
/// saved against that: WordPress's PostingActivityLegend.xib saves an empty 80-wide stack in a
/// centre-aligned row at the row's 20-point height, StatsTotalRow.xib an image stack of views
/// without heights at its row's 38, both clean. Such a view and what it holds are not judged for
/// misplacement (a false flag is worse than a missing one); ambiguity is unaffected.
extension IBSceneBuilder {
    func noteSuppressedThickness(_ tree: [(node: XMLElementNode, parent: XMLElementNode?)]) {
        guard context.platform == .iOS else { return }
        let constrainedAxes = axesConstrainedByTheFile()
        var named: [String] = []
        for (stack, _) in tree where stack.name == "stackView" && Self.alignsByOwnThickness(stack["alignment"]) {
            let cross: Axis = stack["axis"] == "vertical" ? .horizontal : .vertical
            for view in IBViewTree.childViews(of: stack) where view["hidden"] != "YES" {
                let subtree = IBViewTree.subtree(of: view).map(\.node)
                let hasThickness = subtree.contains { node in
                    guard let id = node["id"], let item = itemForSourceID[id] else { return false }
                    return constrainedAxes[item, default: []].contains(cross) || hasIntrinsicLength(item, on: cross)
                }
                guard !hasThickness else { continue }
                for node in subtree {
                    guard let id = node["id"], let item = items.first(where: { $0.sourceID == id }), !notJudgedSources.contains(id) else { continue }
                    named.append(namingNotJudged(item.displayName, id: id))
                }
            }
        }
        guard !named.isEmpty else { return }
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "only UIKit's ambiguity suppression (priority 25) sets the thickness of these views across their stack, and Xcode does not check it, so misplacement is not checked for them: \(named.joined(separator: ", ")) (not judged: thickness suppressed)",
                code: MisplacedViewsNote.suppressedThicknessCode))
    }

    /// Alignments under which an arranged view keeps its own thickness across the stack
    /// (`fill` stretches it to the stack's; baselines place it by its text).
    private static func alignsByOwnThickness(_ alignment: String?) -> Bool {
        guard let alignment else { return false }
        return !["fill", "firstBaseline", "lastBaseline", "baseline"].contains(alignment)
    }

    /// For each item, the axes on which one of the file's own constraints names it.
    private func axesConstrainedByTheFile() -> [String: Set<Axis>] {
        var axes: [String: Set<Axis>] = [:]
        for constraint in constraints where constraint.origin == .developer {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                if let axis = anchor.attribute.standard?.axis { axes[anchor.item, default: []].insert(axis) }
            }
        }
        return axes
    }

    private func hasIntrinsicLength(_ item: String, on axis: Axis) -> Bool {
        guard let size = items.first(where: { $0.id == item })?.intrinsicContentSize else { return false }
        return (axis == .horizontal ? size.width : size.height) != nil
    }
}
