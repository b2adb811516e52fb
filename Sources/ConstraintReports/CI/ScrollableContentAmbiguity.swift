import ConstraintAnalysis
import ConstraintModel

/// Xcode reports a scroll view whose content size nothing decides ("Scrollable content size is
/// ambiguous for …") on the scroll view, and saves it `ambiguous="YES"`, though its own frame is
/// fixed (IBDecodable's ScrollViewWithLayoutGuides.xib: a top-level scroll view with a content
/// layout guide and no content). The analysis finds the content area free; for an Interface
/// Builder scene the scroll view is listed too, on the same axis, with neither its position nor
/// its size free.
public enum ScrollableContentAmbiguity {
    public static func listingScrollViews(_ diagnosis: Diagnosis, in system: ConstraintSystem) -> Diagnosis {
        guard system.format == .interfaceBuilder, let scrollViews = system.scene?.scrollViewsOfContentAreas, !scrollViews.isEmpty
        else { return diagnosis }
        var listed = diagnosis
        for entry in diagnosis.ambiguousItems where entry.sizeIsFree {
            guard let scrollView = scrollViews[entry.item],
                !listed.ambiguousItems.contains(where: { $0.item == scrollView && $0.axis == entry.axis })
            else { continue }
            var scrollViewEntry = entry
            (scrollViewEntry.item, scrollViewEntry.positionIsFree, scrollViewEntry.sizeIsFree) = (scrollView, false, false)
            listed.ambiguousItems.append(scrollViewEntry)
        }
        return listed
    }
}
