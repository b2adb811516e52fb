import ConstraintModel

/// Intrinsic content sizes are not in the code: UIKit measures the text at run time. A label or
/// button with a literal text gets an estimate from the text and its font: each character half
/// the point size wide (the average advance of the system font's lower-case letters), a line
/// 1.2 × the point size high, a button 12 points taller for its insets. Text the code does not
/// show is assumed `placeholderCharacters` long, with a note.
enum IntrinsicSizeEstimate {
    static let averageAdvancePerPoint = 0.5
    static let lineHeightPerPoint = 1.2
    static let buttonExtraHeight = 12.0
    static let placeholderCharacters = 10

    /// The item's intrinsic size; `fromText` when it is measured from a text (an estimate the
    /// report checks at other sizes), `assumedText` when that text is not in the code.
    static func size(of item: RecordedItem, base: String?) -> (size: IntrinsicContentSize?, assumedText: Bool, fromText: Bool) {
        var size = IntrinsicContentSize()
        var assumed = false
        var fromText = false
        if let declared = item.declaredIntrinsicSize {
            size.width = declared.width
            size.height = declared.height
        } else {
            switch base.flatMap({ UIKitCatalog.viewClasses[$0] }) ?? .none {
            case .none, .unknownContent:
                guard item.hugging.isEmpty && item.compressionResistance.isEmpty else { break }
                return (nil, false, false)
            case .fixed(let width, let height):
                size.width = width > 0 ? LayoutNumber(width) : nil
                size.height = LayoutNumber(height)
                let hugging = base.flatMap { UIKitCatalog.fixedSizeHugging[$0] } ?? [:]
                if let priority = hugging[.horizontal] { size.horizontalHugging = priority }
                if let priority = hugging[.vertical] { size.verticalHugging = priority }
            case .text:
                let fontSize = item.fontSize ?? base.flatMap { UIKitCatalog.defaultFontSize[$0] } ?? UIKitCatalog.standardFontSize
                let characters = item.text.map(\.count) ?? placeholderCharacters
                assumed = item.text == nil
                fromText = true
                let width = (Double(characters) * fontSize * averageAdvancePerPoint).rounded(.up)
                var height = (fontSize * lineHeightPerPoint).rounded(.up)
                if base == "UIButton" || base == "NSButton" { height += buttonExtraHeight }
                size.width = LayoutNumber(width)
                size.height = LayoutNumber(height)
                if let hugging = base.flatMap({ UIKitCatalog.defaultVerticalHugging[$0] }) { size.verticalHugging = hugging }
            }
        }
        if let priority = item.hugging[.horizontal] { size.horizontalHugging = priority }
        if let priority = item.hugging[.vertical] { size.verticalHugging = priority }
        if let priority = item.compressionResistance[.horizontal] { size.horizontalCompressionResistance = priority }
        if let priority = item.compressionResistance[.vertical] { size.verticalCompressionResistance = priority }
        return (size, assumed, fromText)
    }
}
