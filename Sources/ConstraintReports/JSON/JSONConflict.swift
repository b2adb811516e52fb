import ConstraintAnalysis

extension JSONAnalysis {
    public struct Conflict: Encodable, Sendable, Hashable {
        /// 1-based cause number: conflicts that are the same problem share it; the first of a group leads.
        public var group: Int
        public var constraintIDs: [String]
        public var implicit: [ImplicitConstraint]
        public var explanation: String
        public var complete: Bool
        @Nullable public var overBy: Double?
        public var overByExact: String
        public var isSubPoint: Bool
        /// `horizontal` and/or `vertical`.
        public var axes: [String]
        public var includesBrokenConstraint: Bool
        public var certificate: Certificate
        /// `constraintIDs` as equations with display names, in the same order.
        public var displayNames: [String] = []
    }

    public struct ImplicitConstraint: Encodable, Sendable, Hashable {
        public var item: String
        /// `horizontal` or `vertical`.
        public var axis: String
        /// `==`, `<=` or `>=`.
        public var relation: String
        /// `sizeNonNegative`, `rootSize`, `rootPosition`, `assumption`, `guideEdge`, `hugging`, `compressionResistance`.
        public var kind: String
        public var description: String
        /// The display name of `item`.
        public var displayName: String = ""
    }

    /// The Farkas certificate, and whether the report's own independent check accepted it.
    public struct Certificate: Encodable, Sendable, Hashable {
        public var rows: [CertificateRow]
        public var minimalityByRank: Bool
        /// One point per row (same order as `rows`) satisfying every other row: variable → exact.
        public var minimalityWitnesses: [[String: String]]
        public var checked: Bool
        @Nullable public var checkFailure: String?
    }

    public struct CertificateRow: Encodable, Sendable, Hashable {
        /// The constraint id, or the implicit row in words.
        public var source: String
        public var coefficients: [String: String]
        public var relation: String
        public var rhs: String
        public var multiplier: String
    }

    static func conflict(_ conflict: ConstraintAnalysis.Conflict, verdict: CertificateVerdict, names: JSONDisplayNames) -> Conflict {
        var json = Conflict(
            group: conflict.group,
            constraintIDs: conflict.constraintIDs,
            implicit: conflict.implicit.map {
                ImplicitConstraint(
                    item: $0.item, axis: $0.axis.rawValue, relation: JSONRelation.ascii($0.relation), kind: $0.kind,
                    description: $0.description, displayName: names.item($0.item))
            },
            explanation: conflict.explanation, complete: conflict.complete,
            overBy: JSONExact.number(conflict.overBy), overByExact: JSONExact.text(conflict.overBy),
            isSubPoint: conflict.isSubPoint, axes: conflict.axes.map(\.rawValue),
            includesBrokenConstraint: conflict.includesBrokenConstraint,
            certificate: Certificate(
                rows: conflict.certificate.map {
                    CertificateRow(
                        source: $0.source, coefficients: JSONExact.texts($0.coefficients),
                        relation: JSONRelation.ascii($0.relation), rhs: JSONExact.text($0.rhs),
                        multiplier: JSONExact.text($0.multiplier))
                },
                minimalityByRank: conflict.minimalityByRank,
                minimalityWitnesses: conflict.minimalityWitnesses.map(JSONExact.texts),
                checked: verdict.isValid, checkFailure: verdict.failure))
        json.displayNames = conflict.constraintIDs.map(names.constraint)
        return json
    }
}
