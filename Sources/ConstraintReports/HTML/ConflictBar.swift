import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// A conflict drawn to scale: the two sides of its arithmetic as two bars on one ruler
/// ("the cell is 80⅓ tall" against "12 + 64 + 12 = 88 of content"), with the difference marked.
///
/// Computed from the Farkas certificate alone, so it is exact and holds for any conflict: the
/// multiplied rows add up to `0 (relation) Σ multiplier·rhs`, which is false. Each row's share of
/// that sum, `multiplier·rhs`, is a length; the rows with positive shares are one side, the rows
/// with negative shares the other, and the two sides' totals differ by exactly the conflict's
/// contradiction. Rows that contribute nothing (`width = other.width`, `height ≥ 0`) tie the sides
/// together and are listed as such.
public struct ConflictBar: Hashable, Sendable {
    public struct Segment: Hashable, Sendable {
        /// The constraint id (`c4`), or nil for an implicit row (a root's frame, `height ≥ 0`).
        public var constraintID: String?
        /// What the bar writes on the segment: the id, or "implicit".
        public var tag: String { constraintID ?? "implicit" }
        /// The row as a person reads it (`ImageView.height = 64`).
        public var label: String
        public var length: Rational
        /// How many times the row counts (its certificate multiplier's size), shown when not 1.
        public var times: Rational
    }

    /// The side with fewer rows: usually the container's size.
    public var container: [Segment]
    /// The other side: the content's lengths.
    public var content: [Segment]
    /// Rows that join the sides without a length of their own.
    public var links: [String]

    public var containerLength: Rational { container.reduce(Rational(0)) { $0 + $1.length } }
    public var contentLength: Rational { content.reduce(Rational(0)) { $0 + $1.length } }
    /// Content minus container: positive for an overrun, negative for a gap.
    public var difference: Rational { contentLength - containerLength }

    /// nil when the certificate has no lengths to draw (both sides zero).
    public init?(conflict: Conflict, system: ConstraintSystem) {
        var positive: [Segment] = []
        var negative: [Segment] = []
        var links: [String] = []
        for row in conflict.certificate {
            let share = row.multiplier * row.rhs
            let constraint = system.constraint(row.source)
            let label = constraint.map(ConstraintEquation(system: system).text(for:)) ?? row.source
            if share.isZero {
                links.append(constraint == nil ? row.source : "\(row.source) (\(label))")
                continue
            }
            let segment = Segment(constraintID: constraint?.id, label: label, length: share.magnitude, times: row.multiplier.magnitude)
            if share.signum > 0 { positive.append(segment) } else { negative.append(segment) }
        }
        guard !positive.isEmpty || !negative.isEmpty else { return nil }
        // In the order the explanation names them ("12 + 64 + 12"), implicit rows last.
        let order = Dictionary(conflict.constraintIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let rank = { (segment: Segment) in segment.constraintID.flatMap { order[$0] } ?? Int.max }
        positive = positive.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        negative = negative.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        if positive.count <= negative.count {
            container = positive
            content = negative
        } else {
            container = negative
            content = positive
        }
        self.links = links
    }
}
