import ConstraintAnalysis
import ConstraintModel
import TestSupport

/// Applies a fix to the input system, by its documented meaning, without the analysis.
enum FixApplication {
    enum Outcome {
        case success(ConstraintSystem)
        case failure(String)
    }

    static func apply(_ fix: Fix, to system: ConstraintSystem) -> Outcome {
        var fixed = system
        var lowered = fix.alsoLowered
        switch fix.action {
        case .lowerPriority:
            guard let id = fix.constraintID, let priority = fix.priority else { return .failure("no constraint or priority") }
            lowered.insert((id, priority), at: 0)
        case .disableAutoresizingMask:
            guard let item = fix.item else { return .failure("no item") }
            fixed.constraints.removeAll { $0.origin == .autoresizingMask && $0.first.item == item }
            if fixed.constraints.count == system.constraints.count { return .failure("\(item) has no autoresizing constraints") }
        default:
            return .failure("\(fix.action) is not an action that resolves a conflict")
        }
        let priorities = lowered.map(\.priority)
        if Set(priorities).count != priorities.count { return .failure("lowers several constraints to the same priority \(priorities)") }
        for (id, priority) in lowered {
            guard priority < .required else { return .failure("\(id) 'lowered' to \(priority)") }
            guard let index = fixed.constraints.firstIndex(where: { $0.id == id }) else { return .failure("unknown constraint \(id)") }
            fixed.constraints[index].priority = priority
        }
        return .success(fixed)
    }
}

/// Whether a few developer actions can resolve every conflict, computed from the brute-force
/// conflicts: an action (lowering one developer constraint, or dropping one item's autoresizing
/// constraints) resolves a conflict when it touches one of its constraints.
enum FixOracle {
    static func hasCorrection(ofAtMost size: Int, for conflicts: Set<Set<OracleRowSource>>, in system: ConstraintSystem) -> Bool {
        var actions: [Set<String>] = []
        for constraint in system.constraints where constraint.origin == .developer { actions.append([constraint.id]) }
        let autoresizing = Dictionary(grouping: system.constraints.filter { $0.origin == .autoresizingMask }, by: \.first.item)
        for item in autoresizing.keys.sorted() { actions.append(Set(autoresizing[item]!.map(\.id))) }
        func resolves(_ chosen: [Set<String>]) -> Bool {
            let touched = chosen.reduce(into: Set<String>()) { $0.formUnion($1) }
            return conflicts.allSatisfy { conflict in
                conflict.contains { source in
                    if case .constraint(let id) = source { return touched.contains(id) }
                    return false
                }
            }
        }
        if resolves([]) { return true }
        for (index, first) in actions.enumerated() {
            if resolves([first]) { return true }
            if size >= 2 { for second in actions[(index + 1)...] where resolves([first, second]) { return true } }
        }
        return false
    }
}
