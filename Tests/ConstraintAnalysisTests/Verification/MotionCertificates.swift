import ConstraintAnalysis
import ConstraintModel
import TestSupport

/// Checks free motions by their certificates alone, with the independent lowering: moving the
/// solved frames along a motion's vector keeps every required equality exactly (the vector is in
/// their null space), keeps every required inequality for a small step on at least one side (a
/// motion may start at a corner of its range), and leaves each priority level's total violation
/// unchanged there (the moved layout is as good as the solved one).
struct MotionCertificates {
    let diagnosis: Diagnosis
    let lowering: OracleLowering
    static let step = OracleFraction(1, 64)

    /// Problems found in up to `sample` motions spread over the list (first and last included).
    func problems(sample: Int = 12) -> [String] {
        let motions = diagnosis.ambiguities
        guard !motions.isEmpty else { return [] }
        let picked = Set((0..<min(sample, motions.count)).map { $0 * (motions.count - 1) / max(1, min(sample, motions.count) - 1) })
        return picked.sorted().flatMap { problems(of: motions[$0], number: $0) }
    }

    func problems(of ambiguity: Ambiguity, number: Int) -> [String] {
        let label = "motion \(number) (\(ambiguity.items.prefix(3).joined(separator: ", ")))"
        var vector: [Int: OracleFraction] = [:]
        for (name, rate) in ambiguity.motionVector {
            guard let index = lowering.variables.existingIndex(of: name) else { continue }
            vector[index] = rate.oracle
        }
        // Unknowns no lowered row mentions (a width nothing constrains) move without touching any
        // row, so the certificate holds; the free items themselves are checked by the other tests.
        guard !vector.isEmpty else { return [] }
        var problems: [String] = []
        for lowered in lowering.rows where lowered.isRequired && lowered.row.relation == .eq {
            let change = lowered.row.coefficients.reduce(OracleFraction(0)) { $0 + $1.value * (vector[$1.key] ?? 0) }
            if !change.isZero { problems.append("\(label): moves \(lowered.source), a required equality, by \(change) per unit") }
        }
        let point = diagnosis.framePoint(over: lowering.variables)
        let sides = [Self.step, -Self.step].map { step -> Bool in
            var moved = point
            for (index, rate) in vector { moved[index] = (moved[index] ?? 0) + rate * step }
            let required = lowering.rows.filter { $0.isRequired && $0.row.coefficients.keys.allSatisfy { moved[$0] != nil } }
            guard required.allSatisfy({ $0.row.isSatisfied(by: moved) }) else { return false }
            return levelViolations(at: moved) == levelViolations(at: point)
        }
        if !sides.contains(true) { problems.append("\(label): a small step either way breaks a required row or worsens a priority level") }
        return problems
    }

    private func levelViolations(at point: [Int: OracleFraction]) -> [Double: OracleFraction] {
        var totals: [Double: OracleFraction] = [:]
        for lowered in lowering.rows where !lowered.isRequired && lowered.row.coefficients.keys.allSatisfy({ point[$0] != nil }) {
            let excess = lowered.row.leftSide(at: point) - lowered.row.rhs
            let violation: OracleFraction
            switch lowered.row.relation {
            case .eq: violation = excess.magnitude
            case .le: violation = excess.signum > 0 ? excess : 0
            case .ge: violation = excess.signum < 0 ? -excess : 0
            }
            totals[lowered.priority, default: 0] = totals[lowered.priority, default: 0] + violation
        }
        return totals
    }
}
