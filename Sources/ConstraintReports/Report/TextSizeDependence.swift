import ConstraintAnalysis
import ConstraintModel

/// Whether a verdict on Swift layout code depends on the text sizes the reader estimated.
///
/// The reader cannot measure text; it estimates a label's or button's intrinsic width from its
/// literal text and font and names those views in its `estimated-intrinsic-size` note. The
/// system is analysed again with every estimated width scaled to half and to twice the estimate
/// (a much shorter and a much longer text, or a smaller and a larger font). When the kind of
/// verdict is the same at both, it holds "whatever the text". When it is not, the factor at
/// which it changes is narrowed down by halving the interval, and the report names the range of
/// factors (and widths) over which the verdict holds and what it becomes beyond.
public struct TextSizeDependence: Sendable, Hashable {
    public struct EstimatedItem: Sendable, Hashable {
        public var id: String
        public var name: String
        public var estimatedWidth: Double
    }

    /// The verdict kind at one set of sizes, in words (`fully determined`, `ambiguous: …`, `a conflict: …`).
    public struct Change: Sendable, Hashable {
        /// The factor nearest the estimate at which the other verdict was seen.
        public var factor: Double
        public var verdict: String
    }

    public static let smallerFactor = 0.5
    public static let largerFactor = 2.0
    /// Halvings of the interval where the verdict changes: 1/32 of it.
    static let refinements = 5

    public var items: [EstimatedItem]
    /// The verdict at the estimated sizes, in the same words as the changes.
    public var verdict: String
    /// The factors of the estimated widths over which the verdict was seen to hold.
    public var holdsFrom: Double
    public var holdsUpTo: Double
    /// What the verdict becomes below `holdsFrom` and above `holdsUpTo`; nil when it holds to the end.
    public var below: Change?
    public var above: Change?

    public var holdsWhateverTheText: Bool { below == nil && above == nil }

    /// The options of the re-runs: only the kind of verdict is compared, so one conflict, one
    /// fix and no states are enough (whether a conflict exists and which motions are free do not
    /// depend on how many conflicts and fixes are listed).
    static func checkingOptions(_ options: AnalysisOptions) -> AnalysisOptions {
        var lighter = options
        lighter.maximumConflicts = 1
        lighter.maximumFixes = 1
        lighter.analysesStates = false
        return lighter
    }

    /// The dependence of every analysed system of at most `largest` constraints that has one, by
    /// position in `reports`. The systems are checked on all cores: each check only reads its
    /// own system and diagnosis, and the re-runs are most of the time a folder of sources takes.
    static func checkAll(_ reports: [SystemReport], analyzer: Analyzer, largest: Int) -> [(position: Int, dependence: TextSizeDependence)] {
        let candidates: [(position: Int, system: ConstraintSystem, diagnosis: Diagnosis)] = reports.enumerated().compactMap { position, report in
            guard let diagnosis = report.diagnosis, report.system.format == .swiftSource, report.system.constraints.count <= largest else { return nil }
            return (position, report.system, diagnosis)
        }
        guard !candidates.isEmpty else { return [] }
        let found = ParallelMap.map(candidates) { candidate in
            check(candidate.system, diagnosis: candidate.diagnosis, analyze: analyzer.analyze)
        }
        return zip(candidates, found).compactMap { candidate, dependence in dependence.map { (candidate.position, $0) } }
    }

    /// Nil for systems that are not Swift source or have no estimated text size.
    static func check(_ system: ConstraintSystem, diagnosis: Diagnosis, analyze: (ConstraintSystem) -> Diagnosis) -> TextSizeDependence? {
        guard system.format == .swiftSource else { return nil }
        let items = system.items.compactMap { item -> EstimatedItem? in
            guard let width = item.intrinsicContentSize?.width?.value, width > 0, SystemReport.hasEstimatedSize(item.id, in: system) else { return nil }
            return EstimatedItem(id: item.id, name: item.displayName, estimatedWidth: width)
        }
        guard !items.isEmpty else { return nil }
        // Without conflicts the lighter options change nothing the signature reads; with them,
        // the base is re-run with the same options as the scaled systems, so like is compared with like.
        let base = VerdictKindSignature(diagnosis.conflicts.isEmpty ? diagnosis : analyze(system))
        func signature(at factor: Double) -> VerdictKindSignature {
            var scaled = system
            for index in scaled.items.indices {
                guard let estimate = items.first(where: { $0.id == scaled.items[index].id }) else { continue }
                scaled.items[index].intrinsicContentSize?.width = LayoutNumber(estimate.estimatedWidth * factor)
            }
            return VerdictKindSignature(analyze(scaled))
        }
        /// The last factor from 1 towards `end` with the base verdict, and the first with another.
        func boundary(towards end: Double) -> (holds: Double, change: Change?) {
            let atEnd = signature(at: end)
            guard atEnd != base else { return (end, nil) }
            var holds = 1.0
            var changed = (factor: end, signature: atEnd)
            for _ in 0..<refinements {
                let middle = (holds + changed.factor) / 2
                let found = signature(at: middle)
                if found == base { holds = middle } else { changed = (middle, found) }
            }
            return (holds, Change(factor: changed.factor, verdict: changed.signature.words))
        }
        let lower = boundary(towards: smallerFactor)
        let upper = boundary(towards: largerFactor)
        return TextSizeDependence(
            items: items, verdict: base.words, holdsFrom: lower.holds, holdsUpTo: upper.holds, below: lower.change, above: upper.change)
    }
}

/// The kind of a verdict, without the numbers that move with the sizes: whether the layout
/// conflicts, and how many free motions each axis has and of which kinds.
struct VerdictKindSignature: Hashable {
    var conflicts: Bool
    var freedom: [Int]
    var ambiguityKinds: [String]

    init(_ diagnosis: Diagnosis) {
        conflicts = !diagnosis.conflicts.isEmpty
        freedom = Axis.allCases.map { diagnosis.degreesOfFreedom[$0] ?? 0 }
        ambiguityKinds = Set(diagnosis.ambiguities.map { "\($0.axis.rawValue) \($0.kind.rawValue)" }).sorted()
    }

    var words: String {
        var parts: [String] = []
        if conflicts { parts.append("a conflict") }
        let free = freedom.reduce(0, +)
        if free > 0 || !ambiguityKinds.isEmpty {
            let ties = ambiguityKinds.contains { $0.hasSuffix(AmbiguityKind.priorityTie.rawValue) }
            parts.append("ambiguous (\(free) free motion\(free == 1 ? "" : "s")\(ties ? ", a priority tie" : ""))")
        }
        return parts.isEmpty ? "fully determined" : parts.joined(separator: " and ")
    }
}
