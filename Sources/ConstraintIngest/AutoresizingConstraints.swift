import ConstraintModel

/// The autoresizing-mask constraints of one view, for readers outside this module (Swift
/// source) that know a view keeps `translatesAutoresizingMaskIntoConstraints = true`.
public enum AutoresizingConstraints {
    /// The `NSAutoresizingMaskLayoutConstraint`s UIKit adds for `frame` and `mask` in a superview
    /// of `superviewSize` (nil when unknown: then only the parts that do not need it). Ids are
    /// left empty for the caller to number.
    public static func make(
        viewID: String, viewName: String, frame: Rect, mask: AutoresizingMask,
        superviewID: String, superviewName: String, superviewSize: (width: LayoutNumber, height: LayoutNumber)?
    ) -> [LayoutConstraint] {
        AutoresizingTranslation.translate(
            AutoresizingTranslation.View(id: viewID, name: viewName, frame: frame, mask: mask),
            in: AutoresizingTranslation.Superview(id: superviewID, name: superviewName, size: superviewSize),
            line: 0, column: 0
        ).constraints
    }
}
