extension FourierMotzkinOracle {
    /// Every minimal set S of soft rows (indices into `rows`, those not in `hard`) such that the hard
    /// rows plus S have no solution, by brute force per block of rows joined through shared
    /// variables: a minimal conflict never spans two blocks (its Farkas multipliers would split
    /// into two, and one part alone would already be a contradiction), so the blocks are searched
    /// one at a time. Nil when a block that is infeasible has more than `maximumSoftRows` soft rows,
    /// since brute force is exponential in them.
    public static func minimalConflictsByBlock(_ rows: [OracleRow], hard: Set<Int>, maximumSoftRows: Int = 16)
        -> [Set<Int>]?
    {
        var found: [Set<Int>] = []
        for block in rowBlocks(rows) {
            let local = block.map { rows[$0] }
            if isFeasible(local) { continue }
            let localHard = Set(block.indices.filter { hard.contains(block[$0]) })
            guard block.count - localHard.count <= maximumSoftRows else { return nil }
            for subset in minimalUnsatisfiableSubsets(local, hard: localHard) {
                found.append(Set(subset.map { block[$0] }))
            }
        }
        return found
    }

    /// Indices of rows grouped by shared variables; a row without variables is a block of its own.
    public static func rowBlocks(_ rows: [OracleRow]) -> [[Int]] {
        var parent: [Int: Int] = [:]
        func find(_ variable: Int) -> Int {
            var root = variable
            while let next = parent[root], next != root { root = next }
            return root
        }
        let variablesOfRow = rows.map { $0.coefficients.filter { !$0.value.isZero }.keys.sorted() }
        for variables in variablesOfRow {
            for variable in variables where parent[variable] == nil { parent[variable] = variable }
            for variable in variables.dropFirst() {
                let (a, b) = (find(variables[0]), find(variable))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var byRoot: [Int: [Int]] = [:]
        var constantRows: [[Int]] = []
        for (index, variables) in variablesOfRow.enumerated() {
            if let first = variables.first {
                byRoot[find(first), default: []].append(index)
            } else {
                constantRows.append([index])
            }
        }
        return byRoot.keys.sorted().map { byRoot[$0]! } + constantRows
    }
}
