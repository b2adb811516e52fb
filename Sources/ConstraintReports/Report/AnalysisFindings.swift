import ConstraintModel

/// What the analysis found in one system. The analysis engine fills this in; reports and the
/// exit status already know how to show it, so adding the engine changes no report code paths.
public struct AnalysisFindings: Hashable, Sendable {
    public var conflicts: [Conflict]
    public var fixes: [Fix]
    public var ambiguities: [Ambiguity]
    public var degreesOfFreedom: [Axis: Int]

    public init(conflicts: [Conflict] = [], fixes: [Fix] = [], ambiguities: [Ambiguity] = [], degreesOfFreedom: [Axis: Int] = [:]) {
        self.conflicts = conflicts
        self.fixes = fixes
        self.ambiguities = ambiguities
        self.degreesOfFreedom = degreesOfFreedom
    }

    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguities.isEmpty }

    /// A set of constraints that cannot all hold, with the implicit constraints
    /// (sizes ≥ 0, fixed frames) that take part.
    public struct Conflict: Hashable, Sendable {
        public var constraintIDs: [String]
        public var implicit: [ImplicitConstraint]
        public var explanation: String
        /// False when the search stopped at its budget and other conflicts may exist.
        public var isComplete: Bool

        public init(constraintIDs: [String], implicit: [ImplicitConstraint] = [], explanation: String, isComplete: Bool) {
            self.constraintIDs = constraintIDs
            self.implicit = implicit
            self.explanation = explanation
            self.isComplete = isComplete
        }
    }

    /// A constraint Auto Layout adds on its own, such as `width ≥ 0`.
    public struct ImplicitConstraint: Hashable, Sendable {
        public var item: String
        public var axis: Axis
        /// The relation in symbols, `width ≥ 0`.
        public var relation: String

        public init(item: String, axis: Axis, relation: String) {
            self.item = item
            self.axis = axis
            self.relation = relation
        }
    }

    /// One verified change that resolves a conflict.
    public struct Fix: Hashable, Sendable {
        /// A short stable verb for tools: `lowerPriority`, `remove`, `disableAutoresizingMask`, …
        public var action: String
        /// The constraint changed, or nil when the fix acts on an item.
        public var constraintID: String?
        /// The item changed, or nil when the fix acts on a constraint.
        public var item: String?
        /// The new priority, for priority changes.
        public var priority: Priority?
        /// What the layout does after the fix, in words.
        public var consequence: String

        public init(action: String, constraintID: String? = nil, item: String? = nil, priority: Priority? = nil, consequence: String) {
            self.action = action
            self.constraintID = constraintID
            self.item = item
            self.priority = priority
            self.consequence = consequence
        }
    }

    /// Items whose frames the constraints do not pin down on an axis.
    public struct Ambiguity: Hashable, Sendable {
        public var axis: Axis
        public var items: [String]
        /// A short stable word for tools: `position`, `size`, `priorityTie`, …
        public var kind: String
        public var description: String

        public init(axis: Axis, items: [String], kind: String, description: String) {
            self.axis = axis
            self.items = items
            self.kind = kind
            self.description = description
        }
    }
}
