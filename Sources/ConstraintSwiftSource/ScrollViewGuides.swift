import ConstraintModel

/// What UIKit itself holds of a scroll view's two guides. `frameLayoutGuide` is the scroll view's
/// frame; `contentLayoutGuide` starts at the content's origin, which is the scroll view's top
/// leading corner while the content is not scrolled (its size is the content's, left to the
/// code). Without these rows a view pinned to either guide would be reported free to slide.
enum ScrollViewGuides {
    static func constraints(of recorder: LayoutRecorder, included: Set<String>) -> [RecordedConstraint] {
        var made: [RecordedConstraint] = []
        for key in recorder.itemOrder where included.contains(key) {
            guard let guide = recorder[key], let scrollView = guide.owner, included.contains(scrollView),
                let property = key.split(separator: ".").last
            else { continue }
            let edges: [LayoutAttribute]
            switch property {
            case "frameLayoutGuide": edges = [.top, .leading, .bottom, .trailing]
            case "contentLayoutGuide": edges = [.top, .leading]
            default: continue
            }
            for edge in edges {
                var pinned = RecordedConstraint(
                    first: Anchor(item: key, edge), second: Anchor(item: scrollView, edge),
                    text: "\(guide.name).\(edge.rawValue) == \(recorder.name(of: scrollView)).\(edge.rawValue)", location: guide.location)
                pinned.isActive = true
                pinned.origin = .layoutGuide
                made.append(pinned)
            }
        }
        return made
    }
}
