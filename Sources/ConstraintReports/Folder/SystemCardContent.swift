import ConstraintAnalysis
import ConstraintModel

/// What a system's card says, from its diagnosis.
struct SystemCardContent {
    let system: ConstraintSystem
    let diagnosis: Diagnosis

    /// The one sentence a reader sees first. For now the first conflict's arithmetic (or the
    /// first free motion); a per-system verdict with a headline and an owner can replace this
    /// function alone.
    static func headline(system: ConstraintSystem, diagnosis: Diagnosis) -> (tone: SystemCard.Tone, text: String) {
        if let conflict = diagnosis.conflicts.first {
            return (.problem, conflict.explanation)
        }
        if !diagnosis.isSatisfiable {
            return (.problem, "The required constraints cannot all hold, but no minimal conflict was found within the search budget.")
        }
        if !diagnosis.isPartialSystem, let ambiguity = diagnosis.ambiguities.first {
            return (.problem, "Ambiguous: " + ambiguity.description)
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
