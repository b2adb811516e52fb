import ConstraintAnalysis
import ConstraintModel
import Foundation

/// What follow mode prints: a compact block for each new distinct system (headline verdict,
/// the minimal conflict, the first fix), one counter line for a repeat, and a summary; or the
/// same as JSON Lines, one object per line.
public struct FollowReport: Sendable {
    public var styler: TextStyler

    public init(styler: TextStyler = .plain) {
        self.styler = styler
    }

    /// The block for a system seen for the first time, ending with a newline.
    public func newSystem(_ report: SystemReport) -> String {
        let system = report.system
        var lines: [String] = []
        let place = ModelWording.lineRange(system.source).map { " · \($0)" } ?? ""
        let headline: String
        if let diagnosis = report.diagnosis, let conflict = diagnosis.conflicts.first {
            let count = diagnosis.conflicts.count
            headline = "Conflict #\(report.number): \(count == 1 ? "1 minimal conflict" : "\(count) minimal conflicts")"
            lines.append(styler.apply(.heading, to: TerminalText.escaped(headline + " · \(ModelWording.systemKind(system))\(place) · \(report.fingerprint)")))
            lines += TextLayout.wrap(TerminalText.escaped(conflict.explanation), firstPrefix: "  ", indent: "  ", width: TextLayout.wrapWidth)
            if let fix = diagnosis.fixes.first {
                let wording = FixWording(system: system, redundancies: diagnosis.redundancies)
                lines += TextLayout.wrap(TerminalText.escaped("Fix: " + wording.imperative(fix) + "."), firstPrefix: "  ", indent: "    ", width: TextLayout.wrapWidth)
            }
        } else {
            let verdict = report.diagnosis == nil ? "not analysed (no constraint read)" : "no conflict among the logged constraints"
            headline = "Log #\(report.number): \(verdict)"
            lines.append(styler.apply(.heading, to: TerminalText.escaped(headline + " · \(ModelWording.systemKind(system))\(place) · \(report.fingerprint)")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line for a repeat of a system already shown.
    public func repeatLine(number: Int, fingerprint: String, occurrences: Int) -> String {
        "  #\(number) again (\(fingerprint)): seen \(ModelWording.grouped(occurrences)) times\n"
    }

    /// The closing lines: how many logs, how many distinct, the most repeated.
    public func summary(_ tally: ConflictTally) -> String {
        var text = "Summary: \(ModelWording.count(tally.totalCount, "log")), \(tally.distinctCount) distinct"
        let repeated = tally.repeated.prefix(5)
        if !repeated.isEmpty {
            text += "; most repeated: " + repeated.map { "#\($0.number) ×\(ModelWording.grouped($0.occurrences))" }.joined(separator: ", ")
        }
        return text + "\n"
    }

    // MARK: JSON Lines

    /// The system's usual JSON object (with `fingerprint` and `occurrences`) on one line.
    public static func jsonLine(_ report: SystemReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONReport.system(report)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A repeat: `{"event":"repeat","fingerprint":…,"number":…,"occurrences":…}`.
    public static func jsonRepeatLine(number: Int, fingerprint: String, occurrences: Int) -> String {
        "{\"event\":\"repeat\",\"fingerprint\":\"\(fingerprint)\",\"number\":\(number),\"occurrences\":\(occurrences)}\n"
    }

    public static func jsonSummaryLine(_ tally: ConflictTally) -> String {
        "{\"distinct\":\(tally.distinctCount),\"event\":\"summary\",\"logs\":\(tally.totalCount)}\n"
    }
}
