import ConstraintAnalysis
import ConstraintModel

/// What a system's card says, from its diagnosis.
struct SystemCardContent {
    let system: ConstraintSystem
    let diagnosis: Diagnosis

    /// The one sentence a reader sees first: the system's verdict (what is wrong, in the
    /// developer's terms) when there is a conflict or a cut paste, else what the analysis found.
    static func headline(system: ConstraintSystem, diagnosis: Diagnosis) -> (tone: SystemCard.Tone, text: String) {
        if !diagnosis.conflicts.isEmpty || diagnosis.verdict.kind == .truncated, diagnosis.verdict != .notAnalysed {
            return (.problem, diagnosis.verdict.headline)
        }
        if let conflict = diagnosis.conflicts.first {
            return (.problem, conflict.explanation)
        }
        if !diagnosis.isSatisfiable {
            return (.problem, "The required constraints cannot all hold, but no minimal conflict was found within the search budget.")
        }
        if !diagnosis.isPartialSystem, let ambiguity = diagnosis.ambiguities.first {
            return (.problem, "Ambiguous: " + ambiguity.description)
        }
        // Saved frames the constraints do not give: a warning, below a conflict or an ambiguity.
        let misplaced = MisplacedViews.find(in: system, diagnosis: diagnosis)
        if !misplaced.isEmpty {
            return (.warning, "Every constraint can hold and the layout is unique. " + MisplacedWording.verdict(misplaced, in: system))
        }
        return (.fine, diagnosis.isPartialSystem
            ? "The constraints this log shows can all hold together."
            : "Every constraint can hold and the layout is unique.")
    }

    var card: SystemCard {
        let headline = Self.headline(system: system, diagnosis: diagnosis)
        let fix = diagnosis.fixes.first ?? (diagnosis.conflicts.isEmpty && !diagnosis.isPartialSystem ? diagnosis.ambiguities.first?.suggestion : nil)
        let bars = diagnosis.conflicts.enumerated().compactMap { index, conflict in
            ConflictBar(conflict: conflict, system: system).map {
                SystemCard.Bar(number: index + 1, axes: conflict.axes.map(\.rawValue).joined(separator: " and "), bar: $0)
            }
        }
        return SystemCard(
            tone: headline.tone, verdict: headline.text,
            fixSummary: fix.map { FixWording(system: system, redundancies: diagnosis.redundancies).imperative($0) },
            fix: fix.map { FixCode(fix: $0, system: system) }, bars: Array(bars.prefix(4)))
    }
}
