import LayoutMath

/// A set of sparse vectors kept in reduced echelon form as they arrive, one at a time: each
/// kept row has a pivot column where it is 1 and every other row is 0. Adding a vector costs
/// one reduction against the rows whose pivots it touches and one elimination of its own pivot
/// from the rows that have it, so exploring a face of dimension d over n unknowns costs about
/// d sparse row operations per direction, instead of a fresh elimination of everything known
/// (`ExactLinearAlgebra.nullSpace`, O(d·n) per probe) each time.
struct IncrementalEchelon {
    let columns: Int
    private(set) var rows: [[Int: Rational]] = []
    /// The same row operations applied to a companion of each row (the full direction it is the
    /// projection of).
    private(set) var companions: [[Int: Rational]] = []
    private(set) var pivots: [Int] = []
    private var rowOfPivot: [Int: Int] = [:]
    /// Rows with a non-zero entry in a column (pivot columns excluded: only their own row has them).
    private var rowsUsing: [Int: Set<Int>] = [:]
    /// The smallest column that may still be free.
    private var firstFreeCandidate = 0

    init(columns: Int) { self.columns = columns }

    var count: Int { rows.count }

    /// Reduces `vector` by the kept rows; adds it when independent. Returns whether it was added.
    @discardableResult
    mutating func add(_ vector: [Int: Rational], companion: [Int: Rational] = [:]) -> Bool {
        var row = vector.filter { !$0.value.isZero }
        var partner = companion
        for (column, value) in vector where !value.isZero {
            guard let pivotRow = rowOfPivot[column], let factor = row[column], !factor.isZero else { continue }
            Self.combine(&row, rows[pivotRow], -factor)
            Self.combine(&partner, companions[pivotRow], -factor)
        }
        guard let pivot = row.keys.min(), let pivotValue = row[pivot] else { return false }
        let scale = pivotValue.reciprocal
        row = row.mapValues { $0 * scale }
        partner = partner.mapValues { $0 * scale }
        let index = rows.count
        for other in rowsUsing[pivot] ?? [] {
            guard let factor = rows[other][pivot], !factor.isZero else { continue }
            let before = Set(rows[other].keys)
            Self.combine(&rows[other], row, -factor)
            Self.combine(&companions[other], partner, -factor)
            let after = Set(rows[other].keys)
            for column in after.subtracting(before) where rowOfPivot[column] == nil { rowsUsing[column, default: []].insert(other) }
            for column in before.subtracting(after) { rowsUsing[column]?.remove(other) }
        }
        rowsUsing[pivot] = nil
        rows.append(row)
        companions.append(partner)
        pivots.append(pivot)
        rowOfPivot[pivot] = index
        for column in row.keys where column != pivot { rowsUsing[column, default: []].insert(index) }
        return true
    }

    /// A vector orthogonal to every kept row (nil when they span every column): 1 at the first
    /// free column, minus that column's entries at the pivots.
    mutating func orthogonalVector() -> [Int: Rational]? {
        while firstFreeCandidate < columns, rowOfPivot[firstFreeCandidate] != nil { firstFreeCandidate += 1 }
        guard firstFreeCandidate < columns else { return nil }
        let free = firstFreeCandidate
        var vector: [Int: Rational] = [free: 1]
        for other in rowsUsing[free] ?? [] {
            if let value = rows[other][free], !value.isZero { vector[pivots[other]] = -value }
        }
        return vector
    }

    /// The kept rows and companions ordered by pivot column.
    func orderedByPivot() -> [(vector: [Int: Rational], companion: [Int: Rational])] {
        rows.indices.sorted { pivots[$0] < pivots[$1] }.map { (rows[$0], companions[$0]) }
    }

    private static func combine(_ row: inout [Int: Rational], _ other: [Int: Rational], _ factor: Rational) {
        for (column, value) in other {
            let updated = (row[column] ?? 0) + value * factor
            row[column] = updated.isZero ? nil : updated
        }
    }
}
