import ConstraintModel

/// Numbers as reports print them: the literal the input used (so `94.3333` stays `94.3333`),
/// with a real minus sign (U+2212) because a hyphen is easy to miss next to a name.
enum NumberText {
    static let minusSign = "\u{2212}"

    static func isNegative(_ number: LayoutNumber) -> Bool { number.value < 0 }

    /// `8`, `0.4`, `−16`.
    static func signed(_ number: LayoutNumber) -> String {
        isNegative(number) ? minusSign + magnitude(number) : magnitude(number)
    }

    /// The number without its sign: `16` for `-16`.
    static func magnitude(_ number: LayoutNumber) -> String {
        let text = number.description
        if text.hasPrefix("-") { return String(text.dropFirst()) }
        return text
    }

    static func priority(_ priority: Priority) -> String {
        priority.value < 0 ? minusSign + Priority(-priority.value).description : priority.description
    }
}
