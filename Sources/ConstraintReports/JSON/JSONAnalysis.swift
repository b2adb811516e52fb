import ConstraintModel

/// The analysis' findings as the JSON report writes them.
public enum JSONAnalysis {
    public struct Conflict: Encodable, Sendable, Hashable {
        public var constraintIDs: [String]
        public var implicit: [ImplicitConstraint]
        public var explanation: String
        public var complete: Bool
    }

    public struct ImplicitConstraint: Encodable, Sendable, Hashable {
        public var item: String
        /// `horizontal` or `vertical`.
        public var axis: String
        public var relation: String
    }

    public struct Fix: Encodable, Sendable, Hashable {
        public var action: String
        @Nullable public var constraintID: String?
        @Nullable public var item: String?
        @Nullable public var priority: Double?
        public var consequence: String
    }

    public struct Ambiguity: Encodable, Sendable, Hashable {
        public var axis: String
        public var items: [String]
        public var kind: String
        public var description: String
    }

    /// Free directions per axis; an axis the analysis did not measure is null.
    public struct DegreesOfFreedom: Encodable, Sendable, Hashable {
        @Nullable public var horizontal: Int?
        @Nullable public var vertical: Int?
    }

    static func conflicts(_ findings: AnalysisFindings) -> [Conflict] {
        findings.conflicts.map { conflict in
            Conflict(
                constraintIDs: conflict.constraintIDs,
                implicit: conflict.implicit.map { ImplicitConstraint(item: $0.item, axis: $0.axis.rawValue, relation: $0.relation) },
                explanation: conflict.explanation, complete: conflict.isComplete)
        }
    }

    static func fixes(_ findings: AnalysisFindings) -> [Fix] {
        findings.fixes.map {
            Fix(
                action: $0.action, constraintID: $0.constraintID, item: $0.item,
                priority: $0.priority.flatMap { finiteOrNil($0.value) }, consequence: $0.consequence)
        }
    }

    static func ambiguities(_ findings: AnalysisFindings) -> [Ambiguity] {
        findings.ambiguities.map { Ambiguity(axis: $0.axis.rawValue, items: $0.items, kind: $0.kind, description: $0.description) }
    }

    static func degreesOfFreedom(_ findings: AnalysisFindings) -> DegreesOfFreedom {
        DegreesOfFreedom(horizontal: findings.degreesOfFreedom[.horizontal], vertical: findings.degreesOfFreedom[.vertical])
    }
}
