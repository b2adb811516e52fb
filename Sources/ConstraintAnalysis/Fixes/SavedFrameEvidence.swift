import ConstraintModel
import LayoutMath

/// What an Interface Builder file's saved frames say about a conflict: Xcode lays the scene out
/// and saves the frames it drew, so when they keep every constraint of a conflict but one of
/// yours, that one is what the canvas already shows broken, and the layout the developer sees is
/// the one without it (rlarjsdn3's InterfaceWithStoryboard storyboard, Xcode 15: three image views
/// 300 wide by their own constraints in a fill-aligned stack as wide as its 393-point scroll view,
/// saved 393 wide; the fix is their widths, not the scroll view's trailing pin, which would
/// shrink the whole column to 300). Other inputs save no frames, and nothing is found.
struct SavedFrameEvidence {
    let problem: LayoutProblem
    var systemOwned: Set<Int> = []

    /// Constraint index → why, for one of your constraints in each conflict that the saved frames
    /// break while they keep every other constraint of that conflict they can be compared with
    /// (at least one). Empty unless every conflict has such a constraint: the evidence then
    /// accounts for the whole scene.
    func constraintsShownBroken(by conflicts: [FoundConflict]) -> [Int: String] {
        let system = problem.system
        guard system.format == .interfaceBuilder, !conflicts.isEmpty,
            !system.diagnostics.contains(where: { $0.code == "other-device" })
        else { return [:] }
        let saved = SavedFrames(problem: problem)
        // A view the misplacement check leaves out is still drawn at its saved frame, unless the
        // frame is not of this layout: read with insets not known here, saved in another size
        // class, or hidden (the reader's notes of those codes).
        let untrusted: Set<String> = ["alignment-insets-unknown", "saved-size-class", "hidden-view"]
        let includingNotJudged = !system.diagnostics.contains { untrusted.contains($0.code) }
        var shown: [Int: String] = [:]
        for conflict in conflicts {
            var broken: [Int] = []
            var kept = 0
            for row in conflict.rows {
                guard let index = problem.rows[row].origin.constraintIndex else { continue }
                switch saved.breaks(system.constraints[index], includingNotJudged: includingNotJudged) {
                case true?: broken.append(index)
                case false?: kept += 1
                case nil: continue
                }
            }
            guard broken.count == 1, kept >= 1, let index = broken.first, !systemOwned.contains(index),
                system.constraints[index].origin == .developer
            else { return [:] }
            shown[index] = reason(for: system.constraints[index], saved: saved)
        }
        return shown
    }

    private func reason(for constraint: LayoutConstraint, saved: SavedFrames) -> String {
        let name = problem.system.displayName(of: constraint.first.item)
        var detail = ""
        if constraint.second == nil, let attribute = constraint.first.attribute.standard, attribute == .width || attribute == .height,
            let value = saved.value(of: constraint.first, includingNotJudged: true), let wanted = constraint.constant?.value
        {
            detail = " (\(name) is saved \(LayoutNumber.format(value)) \(attribute == .width ? "wide" : "high"), it asks \(LayoutNumber.format(wanted)))"
        }
        return "Interface Builder's saved frames break it\(detail) and keep every other constraint of its conflict: the layout drawn in Xcode is the one without it, so remove it or let it give (at 999)"
    }
}
