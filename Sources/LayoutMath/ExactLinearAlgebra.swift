/// Small exact dense-ish linear algebra on sparse rows (`[column: value]`), for the optimal
/// face of one component: null spaces and reduced bases. Components are small, so clarity wins
/// over speed here.
public enum ExactLinearAlgebra {
    /// A basis of `{ d : row·d = 0 for every row }` over `columns` coordinates.
    public static func nullSpace(of rows: [[Int: Rational]], columns: Int) -> [[Int: Rational]] {
        let (reduced, pivotColumns) = rowEchelon(rows, columnOrder: Array(0..<columns))
        let pivotSet = Set(pivotColumns)
        var basis: [[Int: Rational]] = []
        for free in 0..<columns where !pivotSet.contains(free) {
            var vector: [Int: Rational] = [free: 1]
            for (row, pivot) in zip(reduced, pivotColumns) {
                if let value = row[free], !value.isZero { vector[pivot] = -value }
            }
            basis.append(vector)
        }
        return basis
    }

    /// Reduced row echelon form with pivots chosen in `columnOrder`; returns the non-zero rows
    /// (each with pivot coefficient 1) and their pivot columns.
    public static func rowEchelon(_ rows: [[Int: Rational]], columnOrder: [Int]) -> ([[Int: Rational]], [Int]) {
        var (reduced, pivots, _) = echelon(rows.map { ($0, [Int: Rational]()) }, columnOrder: columnOrder)
        reduced = reduced.map { $0 }
        return (reduced.map(\.0), pivots)
    }

    /// The rank of a set of sparse rows.
    public static func rank(of rows: [[Int: Rational]]) -> Int {
        let columns = Set(rows.flatMap(\.keys)).sorted()
        return rowEchelon(rows, columnOrder: columns).1.count
    }

    /// Reduces `vectors` to an independent basis of their span (reduced echelon form in
    /// `columnOrder`), applying the same row operations to `companions` (e.g. the full
    /// directions the vectors are projections of). Zero rows are dropped.
    public static func reducedBasis(
        _ vectors: [[Int: Rational]], companions: [[Int: Rational]], columnOrder: [Int]
    ) -> [(vector: [Int: Rational], companion: [Int: Rational])] {
        let (rows, _, _) = echelon(Array(zip(vectors, companions)), columnOrder: columnOrder)
        return rows.map { (vector: $0.0, companion: $0.1) }
    }

    private static func echelon(
        _ input: [([Int: Rational], [Int: Rational])], columnOrder: [Int]
    ) -> ([([Int: Rational], [Int: Rational])], [Int], Int) {
        var rows = input.map { (clean($0.0), clean($0.1)) }
        var pivots: [Int] = []
        var done = 0
        for column in columnOrder {
            guard let found = (done..<rows.count).first(where: { !(rows[$0].0[column] ?? 0).isZero }) else { continue }
            rows.swapAt(done, found)
            let scale = rows[done].0[column]!.reciprocal
            rows[done] = (scaled(rows[done].0, scale), scaled(rows[done].1, scale))
            for other in rows.indices where other != done {
                guard let factor = rows[other].0[column], !factor.isZero else { continue }
                rows[other] = (
                    combined(rows[other].0, rows[done].0, -factor), combined(rows[other].1, rows[done].1, -factor)
                )
            }
            pivots.append(column)
            done += 1
        }
        return (Array(rows.prefix(done)), pivots, done)
    }

    private static func clean(_ row: [Int: Rational]) -> [Int: Rational] { row.filter { !$0.value.isZero } }

    private static func scaled(_ row: [Int: Rational], _ factor: Rational) -> [Int: Rational] {
        row.mapValues { $0 * factor }
    }

    private static func combined(_ row: [Int: Rational], _ other: [Int: Rational], _ factor: Rational) -> [Int: Rational] {
        var result = row
        for (column, value) in other {
            let updated = (result[column] ?? 0) + value * factor
            result[column] = updated.isZero ? nil : updated
        }
        return result
    }
}
