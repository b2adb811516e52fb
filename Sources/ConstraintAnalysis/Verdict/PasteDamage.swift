import ConstraintModel

/// What a cut or damaged paste leaves undecided, from the reader's diagnostics: each with its
/// line, for the verdict to say plainly instead of guessing at the missing part.
enum PasteDamage {
    /// Diagnostic codes that mean part of the conflict is missing from the text.
    static let codes: [String: String] = [
        "unterminated-list": "the list of constraints never closes, so the rest of the conflict is missing",
        "truncated-entry": "an entry is cut off mid-text",
        "missing-will-attempt": "the \"Will attempt to recover\" part is missing, so which constraint was broken is unknown",
        "no-broken-constraint": "the \"Will attempt to recover\" part is missing, so which constraint was broken is unknown",
        "cut-broken-entry": "the paste ends inside the \"Will attempt to recover\" entry, so which constraint was broken is unknown",
        "elided-entries": "entries were replaced by \"...\" in the paste",
        "lost-constant": "a constant was lost from an entry",
        "redacted": "the log was redacted (<private>)",
        "empty-entry": "an entry is empty",
        // UIKit always lists the constraint it breaks among the conflicting ones.
        "broken-not-listed": "the constraint broken to recover is not in the list, so the paste holds only part of the conflict",
    ]

    /// Codes that leave only the broken constraint unknown: the list itself closed, so every
    /// constraint of the conflict is there and what it says can still be decided.
    static let brokenConstraintOnly: Set<String> = ["missing-will-attempt", "no-broken-constraint", "cut-broken-entry"]

    /// Whether the damage hides constraints of the conflict (not only which one was broken).
    static func hidesConstraints(in system: ConstraintSystem) -> Bool {
        system.diagnostics.contains { codes[$0.code] != nil && !brokenConstraintOnly.contains($0.code) }
    }

    static func undecided(in system: ConstraintSystem) -> [String] {
        system.diagnostics.compactMap { diagnostic in
            codes[diagnostic.code].map { "line \(diagnostic.line): \($0)." }
        }
    }
}
