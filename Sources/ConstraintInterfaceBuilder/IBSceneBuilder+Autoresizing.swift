import ConstraintIngest
import ConstraintModel

extension IBSceneBuilder {
    /// A view without `translatesAutoresizingMaskIntoConstraints="NO"` (or with `fixedFrame="YES"`) is laid out by its frame and
    /// autoresizing mask (absent = nothing flexible), turned into constraints at run time.
    func addAutoresizingConstraints(_ node: XMLElementNode, parent: XMLElementNode?) {
        // `fixedFrame="YES"` views are laid out by their frame even when saved with
        // translatesAutoresizingMaskIntoConstraints="NO" (IB pins them at build time).
        guard let parent, node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES",
            let sourceID = node["id"], !arrangedViews.contains(sourceID),
            let view = itemForSourceID[sourceID], let superview = parent["id"].flatMap({ itemForSourceID[$0] }),
            let laidOut = autoresizingFrame(of: node, in: parent)
        else { return }
        let maskElement = node.children.first { $0.name == "autoresizingMask" }
        func flag(_ name: String) -> Bool { maskElement?[name] == "YES" }
        let mask = AutoresizingMask(
            horizontal: .init(flexibleLeadingMargin: flag("flexibleMinX"), flexibleSize: flag("widthSizable"), flexibleTrailingMargin: flag("flexibleMaxX")),
            // On macOS the frame stays y-up (autoresizingFrame), as the analysis reads AppKit's
            // minY: the bottom margin, measured up from the superview's bottom edge.
            vertical: .init(flexibleLeadingMargin: flag("flexibleMinY"), flexibleSize: flag("heightSizable"), flexibleTrailingMargin: flag("flexibleMaxY")))
        let made = AutoresizingConstraints.make(
            viewID: view, viewName: node["userLabel"] ?? node.name, frame: laidOut.frame, mask: mask, superviewID: superview,
            superviewName: parent["userLabel"] ?? parent.name, superviewSize: laidOut.superSize, line: node.line,
            column: location(of: node).column ?? 1)
        constraints += made.constraints.map { constraint in
            var constraint = constraint
            constraint.sourceLocation = location(of: node)
            return constraint
        }
    }
}
