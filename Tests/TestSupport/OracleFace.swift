/// The optimal face of a prioritised layout, by Fourier–Motzkin: the required rows, then each
/// priority level's total violation minimised in turn (highest priority first), as Apple's
/// engine orders them.
///
/// The rows are first split into blocks that share no variable. Minimising a sum of per-block
/// violations reaches its minimum exactly when every block reaches its own, so the face is the
/// product of the blocks' faces and each block can be solved alone, which keeps every
/// elimination small.
public struct OracleFace: Sendable {
    /// One independent block: its face rows, and the error variable of each optional row in it.
    struct Block: Sendable {
        var face: [OracleRow]
        var variables: Set<Int>
        /// Optional row (index into the input) → its error variable in `face`.
        var errors: [Int: Int]
    }

    let blocks: [Block]
    let optionalRows: [OracleRow]

    /// Nil when the required rows have no solution.
    public init?(required: [OracleRow], optional: [(row: OracleRow, priority: Double)]) {
        optionalRows = optional.map(\.row)
        for row in required where row.coefficients.values.allSatisfy(\.isZero) {
            if !row.isSatisfied(by: [:]) { return nil }
        }
        let groups = Self.blocks(required: required, optional: optional.map(\.row))
        var blocks: [Block] = []
        for group in groups {
            let blockRequired = group.required.map { required[$0] }
            let priorities = Set(group.optional.map { optional[$0].priority }).sorted(by: >)
            let levelMembers = priorities.map { level in group.optional.filter { optional[$0].priority == level } }
            let levels = levelMembers.map { $0.map { optional[$0].row } }
            guard let face = FourierMotzkinOracle.lexicographicOptimum(required: blockRequired, levels: levels) else {
                return nil
            }
            // lexicographicOptimum numbers the error of the k-th optional row (levels in order,
            // rows in order) m + 1 + k, m being the largest variable index of its input.
            let firstError = FourierMotzkinOracle.freshVariable(after: blockRequired + levels.flatMap { $0 }, [:])
            var errors: [Int: Int] = [:]
            for (k, row) in levelMembers.flatMap({ $0 }).enumerated() { errors[row] = firstError + k }
            blocks.append(Block(face: face, variables: group.variables, errors: errors))
        }
        self.blocks = blocks
    }

    /// True when `point` is an optimal layout: it satisfies every face row once each optional
    /// row's error variable is set to that row's violation at the point.
    public func isOptimal(_ point: [Int: OracleFraction]) -> Bool {
        blocks.allSatisfy { block in
            var extended = point
            for (row, error) in block.errors { extended[error] = Self.violation(of: optionalRows[row], at: point) }
            return CertificateCheck.satisfies(rows: block.face, point: extended)
        }
    }

    static func violation(of row: OracleRow, at point: [Int: OracleFraction]) -> OracleFraction {
        let excess = row.leftSide(at: point) - row.rhs
        switch row.relation {
        case .eq: return excess.magnitude
        case .le: return excess.signum > 0 ? excess : 0
        case .ge: return excess.signum < 0 ? -excess : 0
        }
    }

    /// True when every optimal layout gives `variable` the same value.
    public func isDetermined(_ variable: Int) -> Bool {
        guard let block = blocks.first(where: { $0.variables.contains(variable) }) else { return false }
        return FourierMotzkinOracle.isDetermined(variable: variable, over: block.face)
    }

    /// True when every optimal layout gives the linear form the same value. The face is a product
    /// of the blocks' faces, so the form is fixed exactly when its part in each block is.
    public func isDetermined(_ form: [Int: OracleFraction]) -> Bool {
        var remaining = Set(form.filter { !$0.value.isZero }.keys)
        for block in blocks where !block.variables.isDisjoint(with: remaining) {
            let part = form.filter { block.variables.contains($0.key) && !$0.value.isZero }
            remaining.subtract(part.keys)
            guard let bounds = FourierMotzkinOracle.range(of: part, over: block.face), let lower = bounds.lower,
                let upper = bounds.upper, lower == upper
            else { return false }
        }
        // A variable in no row moves freely, and with it the form.
        return remaining.isEmpty
    }

    /// The optional rows (indices into the input) whose violation differs between optimal layouts:
    /// equal-priority rows trading violation, since each level's total is fixed on the face.
    public var rowsWithUndeterminedViolation: [Int] {
        blocks.flatMap { block in
            block.errors.filter { !FourierMotzkinOracle.isDetermined(variable: $0.value, over: block.face) }.map(\.key)
        }.sorted()
    }

    /// The dimension of the face's projection onto `variables`: how many independent ways those
    /// variables can move between optimal layouts.
    public func projectedDimension(onto variables: [Int]) -> Int {
        var total = 0
        for block in blocks {
            let own = variables.filter(block.variables.contains)
            total += FourierMotzkinOracle.projectedDimension(of: block.face, onto: own) ?? 0
        }
        // A variable no row mentions moves freely on its own.
        let mentioned = blocks.reduce(into: Set<Int>()) { $0.formUnion($1.variables) }
        return total + Set(variables).subtracting(mentioned).count
    }

    private struct Group {
        var required: [Int] = []
        var optional: [Int] = []
        var variables: Set<Int> = []
    }

    /// The rows' independent blocks, split back into required and optional indices.
    private static func blocks(required: [OracleRow], optional: [OracleRow]) -> [Group] {
        let all = required + optional
        return FourierMotzkinOracle.rowBlocks(all).compactMap { block in
            var group = Group()
            for index in block {
                if index < required.count { group.required.append(index) } else { group.optional.append(index - required.count) }
                group.variables.formUnion(all[index].coefficients.filter { !$0.value.isZero }.keys)
            }
            // Rows without variables were checked (required) or cannot change (optional).
            return group.variables.isEmpty ? nil : group
        }
    }
}

extension FourierMotzkinOracle {
    /// The dimension of the projection of the rows' solution set onto `variables`, or nil when there
    /// is no solution. Each variable that still moves counts one and is then fixed strictly inside
    /// its range: a hyperplane through the relative interior cuts a convex set's dimension by
    /// exactly one, so the count is the projection's dimension.
    public static func projectedDimension(of rows: [OracleRow], onto variables: [Int]) -> Int? {
        var current = rows
        var dimension = 0
        for variable in variables {
            guard let bounds = range(of: [variable: OracleFraction(1)], over: current) else { return nil }
            if let lower = bounds.lower, let upper = bounds.upper, lower == upper { continue }
            dimension += 1
            let inside: OracleFraction
            switch (bounds.lower, bounds.upper) {
            case (let lower?, let upper?): inside = (lower + upper) * OracleFraction(1, 2)
            case (let lower?, nil): inside = lower + 1
            case (nil, let upper?): inside = upper - 1
            case (nil, nil): inside = 0
            }
            current.append(OracleRow(coefficients: [variable: OracleFraction(1)], relation: .eq, rhs: inside))
        }
        return dimension
    }
}
