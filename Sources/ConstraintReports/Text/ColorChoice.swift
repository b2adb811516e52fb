/// When a text report may use ANSI colour.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour only for a terminal that can show it and a user who has not opted out.
    case auto
    case always
    case never

    /// Decides whether to colour output for one destination.
    ///
    /// `auto` follows no-color.org: `NO_COLOR` set to anything but the empty string turns colour
    /// off, and `TERM=dumb` marks a terminal that cannot show escapes. Files and pipes are never
    /// coloured in `auto`, so redirected reports stay clean.
    public func usesColor(destinationIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            guard destinationIsTerminal else { return false }
            if environment["TERM"] == "dumb" { return false }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return true
        }
    }
}
