import ConstraintAnalysis
import ConstraintModel

/// What the analysis assumed or read differently from the text: printed decimals read as the
/// fractions they round, assumed containers, and for logs why free motions are not problems.
public struct AnalysisNotesSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis else { return [] }
        var notes: [[String]] = []
        var seen: Set<String> = []
        for snap in diagnosis.snaps where seen.insert("\(snap.constraintID) \(snap.literal)").inserted {
            notes.append(AnalysisWording.wrapped("Read \(snap.literal) (\(snap.constraintID)) as \(snap.value.formatted()).", prefix: "  - "))
        }
        for note in diagnosis.notes {
            let place = note.constraintID.map { "\($0) (line \(note.line))" } ?? "line \(note.line)"
            notes.append(AnalysisWording.wrapped("\(place): \(AnalysisWording.closed(note.message))", prefix: "  - "))
        }
        if diagnosis.isPartialSystem {
            let what = report.system.format == .consoleLog
                ? "a log lists only the constraints of one conflict"
                : "a constraint list shows only part of the layout"
            let perAxis = Axis.allCases.map { "\($0.rawValue) \(diagnosis.degreesOfFreedom[$0] ?? 0)" }.joined(separator: ", ")
            notes.append(
                AnalysisWording.wrapped(
                    "Free motions are expected and not reported as problems: \(what), not everything that places its views (degrees of freedom left: \(perAxis)).",
                    prefix: "  - "))
        }
        for cut in diagnosis.partialAnalyses {
            notes.append(AnalysisWording.wrapped("Partial analysis (\(cut.phase)): \(cut.reason)", prefix: "  - "))
        }
        guard !notes.isEmpty else { return [] }
        return [styler.apply(.sectionTitle, to: "Notes")] + notes.flatMap { $0 }
    }
}
