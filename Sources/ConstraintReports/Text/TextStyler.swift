/// The roles text takes in a report; the styler maps them to ANSI attributes.
public enum TextRole: Sendable, CaseIterable {
    case heading
    case sectionTitle
    case secondary
    case itemName
    case identifier
    case equation
    case footnoteMarker
    case broken
    case error
    case warning
    case note
}

/// A tiny ANSI styler. Disabled, it returns text unchanged, so the same rendering code produces
/// the plain report for files, pipes and goldens.
public struct TextStyler: Sendable {
    public let isEnabled: Bool
    /// Written instead of ESC, so that `TerminalText.escaped` can tell the styler's own codes
    /// from escape characters in the input; nil writes ESC itself.
    let escapeMarker: Unicode.Scalar?

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
        escapeMarker = nil
    }

    init(isEnabled: Bool, escapeMarker: Unicode.Scalar?) {
        self.isEnabled = isEnabled
        self.escapeMarker = escapeMarker
    }

    public static let plain = TextStyler(isEnabled: false)

    public func apply(_ role: TextRole, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        let escape = escapeMarker.map { String(Character($0)) } ?? "\u{1B}"
        return "\(escape)[\(Self.code(for: role))m" + text + "\(escape)[0m"
    }

    /// Bold for structure, colour for meaning; dim only for secondary detail so that nothing
    /// important is hard to read on either a light or a dark background.
    private static func code(for role: TextRole) -> String {
        switch role {
        case .heading: return "1;4"
        case .sectionTitle: return "1"
        case .secondary: return "2"
        case .itemName: return "36"
        case .identifier: return "1;33"
        case .equation: return "1"
        case .footnoteMarker: return "35"
        case .broken: return "1;31"
        case .error: return "1;31"
        case .warning: return "1;33"
        case .note: return "1;36"
        }
    }
}
