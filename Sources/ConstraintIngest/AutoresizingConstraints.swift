import ConstraintModel

/// The autoresizing translation for readers in other targets (the Interface Builder reader): the
/// `NSAutoresizingMaskLayoutConstraint`s a frame-laid-out view gets, with ids left empty for the
/// caller to number.
public enum AutoresizingConstraints {
    public static func make(
        viewID: String, viewName: String, frame: Rect, mask: AutoresizingMask,
        superviewID: String, superviewName: String, superviewSize: (width: LayoutNumber, height: LayoutNumber)?,
        line: Int, column: Int
    ) -> (constraints: [LayoutConstraint], axesMissingSuperviewSize: [Axis]) {
        let translation = AutoresizingTranslation.translate(
            .init(id: viewID, name: viewName, frame: frame, mask: mask),
            in: .init(id: superviewID, name: superviewName, size: superviewSize), line: line, column: column)
        return (translation.constraints, translation.axesMissingSuperviewSize)
    }
}
