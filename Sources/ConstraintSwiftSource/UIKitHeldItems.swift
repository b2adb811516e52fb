import ConstraintModel

/// What UIKit itself holds in place, so that views pinned to these items are placed, not free.
///
/// A scroll view's two guides: `frameLayoutGuide` is the scroll view's
/// frame; `contentLayoutGuide` starts at the content's origin, which is the scroll view's top
/// leading corner while the content is not scrolled (its size is the content's, left to the
/// code). Without these rows a view pinned to either guide would be reported free to slide.
/// A view's `keyboardLayoutGuide` is held too, with the keyboard hidden: as wide as the view, from
/// the bottom of its safe area (UIKit's `usesBottomSafeArea`, on by default) to its bottom edge.
enum UIKitHeldItems {
    static let keyboardGuide = "keyboardLayoutGuide"
    static let safeAreaGuide = "safeAreaLayoutGuide"

    static func constraints(of recorder: LayoutRecorder, included: Set<String>) -> [RecordedConstraint] {
        var made: [RecordedConstraint] = []
        for key in recorder.itemOrder where included.contains(key) {
            guard let guide = recorder[key], let scrollView = guide.owner, included.contains(scrollView),
                let property = key.split(separator: ".").last
            else { continue }
            var edges: [(LayoutAttribute, to: String)]
            switch property {
            case "frameLayoutGuide": edges = [.top, .leading, .bottom, .trailing].map { ($0, scrollView) }
            case "contentLayoutGuide": edges = [.top, .leading].map { ($0, scrollView) }
            case Substring(keyboardGuide):
                edges = [.leading, .trailing, .bottom].map { ($0, scrollView) }
                let safeArea = "\(scrollView).\(safeAreaGuide)"
                guard included.contains(safeArea) else { continue }
                edges.append((.top, safeArea))
            default: continue
            }
            for (edge, holder) in edges {
                let holderEdge: LayoutAttribute = property == Substring(keyboardGuide) && edge == .top ? .bottom : edge
                var pinned = RecordedConstraint(
                    first: Anchor(item: key, edge), second: Anchor(item: holder, holderEdge),
                    text: "\(guide.name).\(edge.rawValue) == \(recorder.name(of: holder)).\(holderEdge.rawValue)", location: guide.location)
                pinned.isActive = true
                // The guide's top at the safe area's bottom is where the hidden keyboard leaves it: a
                // system view's row, so that the safe area guide keeps the edges the analysis gives it.
                pinned.origin = holder.hasSuffix(safeAreaGuide) ? .systemView : .layoutGuide
                made.append(pinned)
            }
        }
        return made
    }
}
