import ConstraintModel

/// UIKit reads a constraint between a scroll view's edge and a view inside it as one on the
/// scroll view's content area, not its frame (Apple's "Working with Scroll Views": edges and
/// margins attach to the content area; width, height and centres to the frame; anything outside
/// the scroll view to the frame). Content pinned to the edges (the way before iOS 11's guides)
/// is as tall as it needs then, not as tall as the scroll view: the edge is read as the same
/// edge of the scroll view's `contentLayoutGuide`, which UIKit holds at the scroll view's top
/// leading corner and sizes by the content.
extension LayoutRecorder {
    static let scrollContentEdges: Set<LayoutAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]

    mutating func attachScrollContentEdgesToContentGuides(index: SourceIndex) {
        for position in constraints.indices {
            let constraint = constraints[position]
            guard let second = constraint.second else { continue }
            if let guide = contentGuide(for: constraint.first, other: second.item, index: index) {
                constraints[position].first.item = guide
            } else if let guide = contentGuide(for: second, other: constraint.first.item, index: index) {
                constraints[position].second?.item = guide
            }
        }
    }

    /// The content guide `anchor`'s scroll view stands for when `other` is inside that scroll view.
    private mutating func contentGuide(for anchor: Anchor, other: String, index: SourceIndex) -> String? {
        guard let attribute = anchor.attribute.standard, Self.scrollContentEdges.contains(attribute),
            let scrollView = self[anchor.item], scrollView.kind == .view, let className = scrollView.className,
            index.uikitBase(of: className) == "UIScrollView", isInside(other, anchor.item)
        else { return nil }
        return guide(of: anchor.item, property: "contentLayoutGuide", kind: .layoutGuide, location: scrollView.location)
    }

    /// Whether `key` is a view somewhere below `ancestor` (not a guide of it).
    private func isInside(_ key: String, _ ancestor: String) -> Bool {
        var current = self[key]?.superview
        var steps = 0
        while let candidate = current, steps < 1000 {
            if candidate == ancestor { return true }
            current = self[candidate]?.superview
            steps += 1
        }
        return false
    }
}
