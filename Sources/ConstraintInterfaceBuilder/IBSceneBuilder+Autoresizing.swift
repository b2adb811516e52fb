import ConstraintIngest
import ConstraintModel

extension IBSceneBuilder {
    /// A view without `translatesAutoresizingMaskIntoConstraints="NO"` (or with `fixedFrame="YES"`) is laid out by its frame and
    /// autoresizing mask (absent = nothing flexible), turned into constraints at run time.
    /// `displayNames` (by item id) name the view and its superview in the constraints' text.
    func addAutoresizingConstraints(_ node: XMLElementNode, parent: XMLElementNode?, displayNames: [String: String]) {
        // `fixedFrame="YES"` views are laid out by their frame even when saved with
        // translatesAutoresizingMaskIntoConstraints="NO" (IB pins them at build time).
        guard let parent, node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES",
            let sourceID = node["id"], !arrangedViews.contains(sourceID),
            let view = itemForSourceID[sourceID], let superview = parent["id"].flatMap({ itemForSourceID[$0] }),
            let laidOut = autoresizingFrame(of: node, in: parent)
        else { return }
        // A UIKit view with a fixed frame and no constraints (`fixedFrame="YES"` with
        // translatesAutoresizingMaskIntoConstraints off) gets IB's prototyping constraints at build
        // time, which fix "the view's current size and position relative to the top-left corner"
        // (Auto Layout Guide, Working with Constraints in Interface Builder;
        // `NSIBPrototypingLayoutConstraint`, "IB auto generated at build time for view with fixed
        // frame"), whatever mask the file keeps: as a mask with nothing flexible. Xcode's checks
        // agree: in Quizzler's storyboard (Xcode 11) of four buttons with the same flexible mask in
        // an ambiguous container, the one laid out by its mask is flagged ambiguous and the three
        // fixed-frame ones are not; no fixed-frame view of the 175 measured files is flagged.
        let prototyped = context.platform == .iOS && node["fixedFrame"] == "YES" && node["translatesAutoresizingMaskIntoConstraints"] == "NO"
        let maskElement = prototyped ? nil : node.children.first { $0.name == "autoresizingMask" }
        func flag(_ name: String) -> Bool { maskElement?[name] == "YES" }
        let mask = AutoresizingMask(
            horizontal: .init(flexibleLeadingMargin: flag("flexibleMinX"), flexibleSize: flag("widthSizable"), flexibleTrailingMargin: flag("flexibleMaxX")),
            // On macOS the frame stays y-up (autoresizingFrame), as the analysis reads AppKit's
            // minY: the bottom margin, measured up from the superview's bottom edge.
            vertical: .init(flexibleLeadingMargin: flag("flexibleMinY"), flexibleSize: flag("heightSizable"), flexibleTrailingMargin: flag("flexibleMaxY")))
        let made = AutoresizingConstraints.make(
            viewID: view, viewName: displayNames[view] ?? node["userLabel"] ?? node.name, frame: laidOut.frame, mask: mask, superviewID: superview,
            superviewName: displayNames[superview] ?? parent["userLabel"] ?? parent.name, superviewSize: laidOut.superSize, line: node.line,
            column: location(of: node).column ?? 1)
        constraints += made.constraints.map { constraint in
            var constraint = constraint
            constraint.sourceLocation = location(of: node)
            if prototyped {
                constraint.className = "NSIBPrototypingLayoutConstraint"
                constraint.origin = .interfaceBuilderPrototyping
                constraint.identifier = "IB auto generated at build time for view with fixed frame"
                constraint.autoresizingMask = nil
            }
            return constraint
        }
    }
}
