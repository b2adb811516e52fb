import ConstraintModel

/// An AppKit view controller's root is its window's content view (or a view its host sizes the
/// same way): the window keeps its current size only at `NSLayoutPriorityWindowSizeStayPut`
/// (500), so that "constraints with higher priorities can adjust the window's size" (AppKit's
/// documentation). A text field's vertical hugging (750) or a content view pinned edge to edge
/// with fixed sizes resizes the window; constraints below 500 are met at the window's size.
/// Sizing the root as an iPhone's screen, required, made every such window a conflict or a tie.
enum WindowContentSize {
    /// The window's size when the code gives the root no frame: the window of Xcode's macOS app
    /// template (480 × 270, `appKitHostSize` in `UIKitCatalog.json`). Only constraints below 500
    /// ever see it. Should the catalogue not be read, 0 × 0, with the reader's warning.
    static let defaultSize = (
        width: LayoutNumber(UIKitCatalog.appKitHostSize?.width ?? 0), height: LayoutNumber(UIKitCatalog.appKitHostSize?.height ?? 0)
    )
    static let priority: Priority = 500
    static let defaultRect = Rect(x: 0, y: 0, width: defaultSize.width, height: defaultSize.height)

    /// `view.width == W @500` and `view.height == H @500`, of origin `systemView` (the window's,
    /// not the developer's), at the frame the code gave the root (`view = NSView(frame: …)` in
    /// `loadView`) or the default size.
    static func constraints(root key: String, item: RecordedItem) -> [RecordedConstraint] {
        let size = item.frame.map { (width: $0.width, height: $0.height) } ?? defaultSize
        return [(LayoutAttribute.width, size.width), (.height, size.height)].map { attribute, value in
            var held = RecordedConstraint(
                first: Anchor(item: key, attribute), constant: value, priority: priority,
                text: "\(item.name).\(attribute.rawValue) == \(value) @500 (the window's current size, windowSizeStayPut)",
                location: item.location)
            held.isActive = true
            held.origin = .systemView
            return held
        }
    }

    static func note(name: String, item: RecordedItem) -> String {
        let size = item.frame.map { (width: $0.width, height: $0.height) } ?? defaultSize
        let given = item.frame == nil ? ", the window of Xcode's macOS app template, as the code gives it no frame" : ", the frame the code gives it"
        return "'\(name)' is an AppKit view controller's root: its window sizes it, keeping its current size (\(size.width) × \(size.height)\(given)) at windowSizeStayPut (500), so constraints above 500 resize the window and those below are met at that size"
    }
}
