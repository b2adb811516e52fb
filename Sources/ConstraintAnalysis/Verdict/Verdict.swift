/// Who has to act on a conflict.
public enum VerdictOwner: String, Sendable, Codable, CaseIterable {
    /// Every constraint in the conflict is the developer's, or made by the framework from the
    /// developer's own settings (autoresizing masks, stack views, cell sizes, margins).
    case developer
    /// Every constraint is made by UIKit/AppKit inside its own private views: nothing in the
    /// developer's code causes it.
    case system
    /// Both: the developer's constraints fight the framework's private ones.
    case mixed
}

/// What kind of problem a system shows, in the terms a developer searches for.
public enum VerdictKind: String, Sendable, Codable, CaseIterable {
    case selfSizingCell, autoresizingMask, stackViewHiding, stackViewSpacing, fixedSizeVsContainer, duplicate
    case systemBug, keyboard, temporaryFittingSize, zeroSizeContainer, aspectRatio, margins, truncated, other
    /// A required `≤`/`≥` that caps the gap between two views, where a minimum was meant.
    case swappedRelation
}

/// A conflict UIKit or AppKit is known to log, from the package's catalogue (`KnownIssues.json`).
public struct KnownIssue: Sendable, Hashable, Codable {
    public var id: String
    public var title: String
    public var platforms: [String]
    public var osVersions: String
    public var workaround: String
    /// A public page about it (an issue thread, a radar, Apple's documentation).
    public var reference: String
}

/// The first thing a report says about a system: what is wrong, who owns it, and (through the
/// diagnosis' `fixes[0]`) what to change first.
public struct Verdict: Sendable, Hashable {
    public var owner: VerdictOwner
    public var kind: VerdictKind
    /// One sentence in the developer's terms.
    public var headline: String
    public var knownIssue: KnownIssue?
    /// What could not be decided because the input was damaged (a cut paste), with its line.
    public var undecided: [String]
    /// Constraint ids the verdict counts as the framework's private ones (never offered as fixes).
    public var systemConstraintIDs: [String]
    /// True when `owner` says `developer` only because nothing in a cut paste says otherwise:
    /// every view left in it is a plain framework class (`UIView`, `UILabel`, …), which the
    /// framework builds its own views from too (`undecided` says why).
    public var ownerUndecided: Bool = false

    public init(
        owner: VerdictOwner, kind: VerdictKind, headline: String, knownIssue: KnownIssue? = nil, undecided: [String] = [],
        systemConstraintIDs: [String] = []
    ) {
        self.owner = owner
        self.kind = kind
        self.headline = headline
        self.knownIssue = knownIssue
        self.undecided = undecided
        self.systemConstraintIDs = systemConstraintIDs
    }

    /// Before any analysis ran.
    public static let notAnalysed = Verdict(owner: .developer, kind: .other, headline: "Not analysed.")
}
