/// Where an eliminator keeps its definitions: one record per definition and every definition's
/// terms side by side in one shared pair of arrays.
///
/// Why not a struct with its own two arrays per basic variable: a large layout has hundreds of
/// thousands of basic variables. Their small arrays were as many allocations, every read of a
/// definition in the elimination's inner loops copied (retained and released) them, and freeing
/// the eliminator freed each one: together a seventh of a 10,000-view analysis's instructions.
/// Here a definition is a range of the shared arrays, read in place.
///
/// A definition that is replaced or removed leaves its terms behind as garbage; the arrays are
/// compacted before a new definition is stored once the garbage outweighs what is live, so a kept
/// elimination edited many times stays proportional to its live definitions.
struct DefinitionStore {
    struct Record {
        /// The definition's terms are `termVariables[termStart ..< termStart + termCount]`,
        /// with coefficients at the same places of `termCoefficients`.
        var termStart: Int
        var termCount: Int
        var constant: Rational
        /// The pivot's coefficient in its row, to turn substitutions back into row multipliers.
        var pivotCoefficient: Rational
        var rowTag: Int
        var priority: Int
        /// The rows this definition was built from (nil: its own row alone). A definition made
        /// from a full expansion stands for its row minus the rows that expansion used.
        var rowCombination: [Int: Rational]?

        var termRange: Range<Int> { termStart..<(termStart + termCount) }
    }

    /// Per variable: its record's index in `records`, or -1 when it is free.
    private(set) var slot: [Int]
    private(set) var records: [Record] = []
    private(set) var termVariables: [Int] = []
    private(set) var termCoefficients: [Rational] = []
    private var garbageTerms = 0
    private var garbageRecords = 0

    init(variableCount: Int) {
        slot = Array(repeating: -1, count: variableCount)
    }

    /// Room for `records` more definitions with `terms` terms in all. A large layout defines
    /// hundreds of thousands of variables in one pass, and growing the three arrays by doubling
    /// copied each of them several times into memory the process had not touched yet.
    mutating func reserve(records count: Int, terms: Int) {
        records.reserveCapacity(records.count + count)
        termVariables.reserveCapacity(termVariables.count + terms)
        termCoefficients.reserveCapacity(termCoefficients.count + terms)
    }

    /// Stores `variable`'s definition (replacing any it had): `terms` gives its terms in order.
    mutating func store(
        _ variable: Int, constant: Rational, pivotCoefficient: Rational, rowTag: Int, priority: Int,
        terms: (inout [Int], inout [Rational]) -> Void
    ) {
        compactIfMostlyGarbage()
        remove(variable)
        let start = termVariables.count
        terms(&termVariables, &termCoefficients)
        records.append(Record(
            termStart: start, termCount: termVariables.count - start, constant: constant,
            pivotCoefficient: pivotCoefficient, rowTag: rowTag, priority: priority, rowCombination: nil))
        slot[variable] = records.count - 1
    }

    /// Makes `variable` free; its terms become garbage.
    mutating func remove(_ variable: Int) {
        let index = slot[variable]
        guard index >= 0 else { return }
        garbageTerms += records[index].termCount
        garbageRecords += 1
        slot[variable] = -1
    }

    mutating func setRowCombination(_ rows: [Int: Rational], of variable: Int) {
        let index = slot[variable]
        guard index >= 0 else { return }
        records[index].rowCombination = rows
    }

    /// Copies the live definitions into fresh arrays, in order of variable, once the garbage is
    /// both large and more than half of what is stored. Never called while a range is being read.
    private mutating func compactIfMostlyGarbage() {
        guard garbageTerms + garbageRecords > 4096, 2 * garbageTerms >= termVariables.count || 2 * garbageRecords >= records.count
        else { return }
        var newRecords: [Record] = []
        var newVariables: [Int] = []
        var newCoefficients: [Rational] = []
        newRecords.reserveCapacity(records.count - garbageRecords)
        newVariables.reserveCapacity(termVariables.count - garbageTerms)
        newCoefficients.reserveCapacity(termVariables.count - garbageTerms)
        for variable in slot.indices where slot[variable] >= 0 {
            var record = records[slot[variable]]
            let start = newVariables.count
            newVariables.append(contentsOf: termVariables[record.termRange])
            newCoefficients.append(contentsOf: termCoefficients[record.termRange])
            record.termStart = start
            newRecords.append(record)
            slot[variable] = newRecords.count - 1
        }
        records = newRecords
        termVariables = newVariables
        termCoefficients = newCoefficients
        garbageTerms = 0
        garbageRecords = 0
    }
}
