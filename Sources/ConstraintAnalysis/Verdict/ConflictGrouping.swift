/// One cause, told once: conflicts that differ only in implicit rows (`size ≥ 0`) or in which
/// link of the same chain they use are one problem. Each conflict keeps its own minimal set (the
/// proof); grouping only numbers them and puts each group's lead — the one written most in the
/// developer's own constraints — first.
enum ConflictGrouping {
    /// The conflicts reordered so that each group is contiguous with its lead first, each with its
    /// 1-based `group`. The input order is the preference order; leads keep it.
    static func grouped(_ conflicts: [Conflict]) -> [Conflict] {
        var groups: [[Conflict]] = []
        for conflict in conflicts {
            if let index = groups.firstIndex(where: { sameCause($0[0], conflict) }) {
                groups[index].append(conflict)
            } else {
                groups.append([conflict])
            }
        }
        var result: [Conflict] = []
        for (number, group) in groups.enumerated() {
            for var conflict in group {
                conflict.group = number + 1
                result.append(conflict)
            }
        }
        return result
    }

    /// Same axes, and the constraints of one contain the other's (they differ only in implicit
    /// rows), or they share all but one link each (another link of the same chain).
    static func sameCause(_ lead: Conflict, _ other: Conflict) -> Bool {
        guard Set(lead.axes) == Set(other.axes) else { return false }
        let a = Set(lead.constraintIDs)
        let b = Set(other.constraintIDs)
        if a.isSubset(of: b) || b.isSubset(of: a) { return !a.isEmpty && !b.isEmpty }
        let shared = a.intersection(b).count
        return a.subtracting(b).count <= 1 && b.subtracting(a).count <= 1 && shared >= 2
    }
}
