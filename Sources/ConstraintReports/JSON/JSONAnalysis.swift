import ConstraintAnalysis
import ConstraintModel

/// What the analysis found in one system, as the JSON report writes it. Its keys sit in the
/// system object next to the keys the reader filled in (`JSONSystem`), and are left out together
/// when no analysis ran.
public struct JSONAnalysis: Encodable, Sendable, Hashable {
    /// What is wrong, who owns it; `fixes[0]` is the fix to make first.
    public var verdict: Verdict
    /// The required constraints (with the implicit ones) can all hold.
    public var satisfiable: Bool
    /// The report of this system is not the whole story: it lists only part of a layout (a log,
    /// so free motions are expected), or a phase of the analysis was cut short (`partialReasons`).
    public var partial: Bool
    /// Why the analysis is partial beyond the system being a log: each phase cut short by the
    /// time budget or a limit. Empty when every phase ran to its end.
    public var partialReasons: [PartialReason]

    public struct PartialReason: Encodable, Sendable, Hashable {
        /// `conflicts`, `fixes`, `layout`, `diagrams` or `limits`.
        public var phase: String
        public var reason: String
    }
    public var conflictSearchComplete: Bool
    public var conflicts: [Conflict]
    public var fixes: [Fix]
    public var rejectedFixes: [RejectedFix]
    public var ambiguities: [Ambiguity]
    public var ambiguousItems: [AmbiguousItem]
    /// Interface Builder scenes only, when there are any: ambiguous items Xcode's own check does
    /// not report (`XcodeSilentAmbiguity`), kept out of `ambiguousItems`.
    public var xcodeSilentAmbiguousItems: [SilentAmbiguousItem]?
    public var degreesOfFreedom: DegreesOfFreedom
    public var redundancies: [Redundancy]
    @Nullable public var engineRecovery: EngineRecovery?
    public var missingContext: [ContextExplanation]
    public var snaps: [Snap]
    /// Assumptions the analysis made (an assumed container, …), as diagnostics.
    public var analysisNotes: [JSONDiagnostic]
    public var frames: [Frame]
    public var dependencyGraph: DependencyGraph

    public struct Redundancy: Encodable, Sendable, Hashable {
        public var constraintIDs: [String]
        /// `duplicate`, `consistentOnlyAtThisSize` or `implied`.
        public var kind: String
        public var description: String
    }

    public struct EngineRecovery: Encodable, Sendable, Hashable {
        public var brokenConstraintID: String
        public var resolvesConflict: Bool
        public var isInAConflict: Bool
        public var description: String
    }

    public struct ContextExplanation: Encodable, Sendable, Hashable {
        public var parameter: String
        public var description: String
    }

    /// A printed decimal read as the simple fraction it rounds (`94.3333` → 283/3).
    public struct Snap: Encodable, Sendable, Hashable {
        public var constraintID: String
        public var literal: String
        @Nullable public var value: Double?
        public var valueExact: String
    }

    /// An item's frame in the solved layout (after the best fix when the system conflicts).
    public struct Frame: Encodable, Sendable, Hashable {
        public var item: String
        @Nullable public var x: Double?
        @Nullable public var xExact: String?
        @Nullable public var y: Double?
        @Nullable public var yExact: String?
        @Nullable public var width: Double?
        @Nullable public var widthExact: String?
        @Nullable public var height: Double?
        @Nullable public var heightExact: String?
    }

    public struct DependencyGraph: Encodable, Sendable, Hashable {
        public struct Edge: Encodable, Sendable, Hashable {
            public var constraintID: String
            public var items: [String]
            public var axes: [String]
            public var origin: String
            public var isRequired: Bool
        }

        public struct Component: Encodable, Sendable, Hashable {
            public var axis: String
            public var items: [String]
            public var constraintIDs: [String]
        }

        public var edges: [Edge]
        public var components: [Component]
    }

    init(_ diagnosis: Diagnosis, system: ConstraintSystem, verdicts: [CertificateVerdict]) {
        verdict = Self.verdict(diagnosis.verdict)
        satisfiable = diagnosis.isSatisfiable
        partial = diagnosis.isPartialSystem || !diagnosis.partialAnalyses.isEmpty
        partialReasons = diagnosis.partialAnalyses.map { PartialReason(phase: $0.phase, reason: $0.reason) }
        conflictSearchComplete = diagnosis.conflictSearchIsComplete
        let names = JSONDisplayNames(system: system)
        // One wording for all fixes: it indexes the redundancies, and thousands of duplicates make
        // thousands of fixes.
        let wording = FixWording(system: system, redundancies: diagnosis.redundancies)
        let fix = { (fix: ConstraintAnalysis.Fix) -> Fix in Self.fix(fix, system: system, wording: wording) }
        conflicts = zip(diagnosis.conflicts, verdicts).map { Self.conflict($0, verdict: $1, names: names) }
        fixes = diagnosis.fixes.map(fix)
        rejectedFixes = diagnosis.rejectedFixes.map { RejectedFix(fix: fix($0.fix), reason: $0.reason) }
        ambiguities = Self.ambiguities(diagnosis.ambiguities, names: names, fix: fix)
        let silent = XcodeSilentAmbiguity.reasons(diagnosis, in: system)
        let items = diagnosis.ambiguousItems.map {
            AmbiguousItem(
                item: $0.item, axis: $0.axis.rawValue, positionIsFree: $0.positionIsFree, sizeIsFree: $0.sizeIsFree,
                displayName: names.item($0.item))
        }
        ambiguousItems = items.indices.filter { silent[$0] == nil }.map { items[$0] }
        let silentItems = items.indices.compactMap { index in silent[index].map { SilentAmbiguousItem(item: items[index], reason: $0.rawValue) } }
        xcodeSilentAmbiguousItems = silentItems.isEmpty ? nil : silentItems
        degreesOfFreedom = DegreesOfFreedom(
            horizontal: diagnosis.degreesOfFreedom[.horizontal] ?? 0, vertical: diagnosis.degreesOfFreedom[.vertical] ?? 0)
        redundancies = diagnosis.redundancies.map {
            Redundancy(constraintIDs: $0.constraintIDs, kind: $0.kind.rawValue, description: $0.description)
        }
        engineRecovery = diagnosis.engineRecovery.map {
            EngineRecovery(
                brokenConstraintID: $0.brokenConstraintID, resolvesConflict: $0.resolvesConflict, isInAConflict: $0.isInAConflict,
                description: $0.description)
        }
        missingContext = diagnosis.missingContext.map { ContextExplanation(parameter: $0.parameter, description: $0.description) }
        snaps = diagnosis.snaps.map {
            Snap(constraintID: $0.constraintID, literal: $0.literal, value: JSONExact.number($0.value), valueExact: JSONExact.text($0.value))
        }
        analysisNotes = diagnosis.notes.map(JSONDiagnostic.init)
        // In item order, not the dictionary's: the same input must give the same bytes.
        frames = system.items.compactMap { item in
            diagnosis.frames[item.id].map { frame in
                Frame(
                    item: item.id, x: frame.x.flatMap(JSONExact.number), xExact: frame.x.map(JSONExact.text),
                    y: frame.y.flatMap(JSONExact.number), yExact: frame.y.map(JSONExact.text),
                    width: frame.width.flatMap(JSONExact.number), widthExact: frame.width.map(JSONExact.text),
                    height: frame.height.flatMap(JSONExact.number), heightExact: frame.height.map(JSONExact.text))
            }
        }
        let graph = diagnosis.dependencyGraph
        dependencyGraph = DependencyGraph(
            edges: graph.edges.map {
                DependencyGraph.Edge(
                    constraintID: $0.constraintID, items: $0.items, axes: $0.axes.map(\.rawValue), origin: $0.origin.rawValue,
                    isRequired: $0.isRequired)
            },
            components: graph.components.map {
                DependencyGraph.Component(axis: $0.axis.rawValue, items: $0.items, constraintIDs: $0.constraintIDs)
            })
    }
}
