import ConstraintIngest
import ConstraintModel

/// What belongs to an input rather than to one of its systems: the reader used, "nothing could
/// be read", and diagnostics outside any system. Left out for inputs that read cleanly, and for
/// files that could not be opened: that is an error message, which goes to standard error.
struct InputSection {
    func lines(for input: ReportInput, styler: TextStyler) -> [String] {
        guard input.unopenedReason == nil, input.isUnreadable || !input.diagnostics.isEmpty else { return [] }
        var parts = ["Input \(ModelWording.fileName(input.file))"]
        if let reader = input.reader { parts.append("read as \(Self.readerName(reader))") }
        if input.isUnreadable { parts.append("no constraint could be read") }
        if input.hasNoLayoutToCheck { parts.append("no Auto Layout to check") }
        var lines = [styler.apply(.heading, to: parts.joined(separator: " · "))]
        let diagnostics = DiagnosticsSection.lines(input.diagnostics, styler: styler)
        if !diagnostics.isEmpty { lines += [""] + diagnostics }
        return lines
    }

    static func readerName(_ reader: InputFormatHint) -> String {
        switch reader {
        case .log, .auto: return "a console log"
        case .equations: return "an equation set"
        case .swift: return "Swift source"
        case .ib: return "an Interface Builder file"
        }
    }
}
