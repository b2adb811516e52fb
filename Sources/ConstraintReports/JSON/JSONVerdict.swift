import ConstraintAnalysis

extension JSONAnalysis {
    /// The verdict of a system: `owner` (`developer`, `system`, `mixed`), `kind`, `headline`, and
    /// the catalogue entry (`knownIssue`) or `null`. `fixes[0]` is the fix to make first.
    public struct Verdict: Encodable, Sendable, Hashable {
        public var owner: String
        public var kind: String
        public var headline: String
        @Nullable public var knownIssue: KnownIssue?
        /// What a damaged paste left undecided, each with its line.
        public var undecided: [String]
        /// Constraint ids counted as the framework's private ones; no fix touches them.
        public var systemConstraintIDs: [String]
    }

    public struct KnownIssue: Encodable, Sendable, Hashable {
        public var id: String
        public var title: String
        public var platforms: [String]
        public var osVersions: String
        public var workaround: String
        public var reference: String
    }

    static func verdict(_ verdict: ConstraintAnalysis.Verdict) -> Verdict {
        Verdict(
            owner: verdict.owner.rawValue, kind: verdict.kind.rawValue, headline: verdict.headline,
            knownIssue: verdict.knownIssue.map {
                KnownIssue(
                    id: $0.id, title: $0.title, platforms: $0.platforms, osVersions: $0.osVersions, workaround: $0.workaround,
                    reference: $0.reference)
            },
            undecided: verdict.undecided, systemConstraintIDs: verdict.systemConstraintIDs)
    }
}
