import ConstraintModel
import TestSupport

/// What Fourier–Motzkin says about a system lowered by `OracleLowering` (so only for systems it
/// lowers completely).
struct OracleVerdicts {
    let lowering: OracleLowering

    init(_ lowering: OracleLowering) {
        precondition(lowering.isComplete, "oracle verdicts need a complete lowering")
        self.lowering = lowering
    }

    var isFeasible: Bool { FourierMotzkinOracle.isFeasible(lowering.requiredRows) }

    /// The minimal conflicts over the required rows, the root's frame counted as given (hard), or
    /// nil when a block is too large to brute-force.
    func minimalConflicts(maximumSoftRows: Int = 14) -> Set<Set<OracleRowSource>>? {
        let required = lowering.rows.filter(\.isRequired)
        let hard = Set(required.indices.filter { Self.isRootFrame(required[$0].source) })
        guard
            let subsets = FourierMotzkinOracle.minimalConflictsByBlock(
                required.map(\.row), hard: hard, maximumSoftRows: maximumSoftRows)
        else { return nil }
        return Set(subsets.map { Set($0.map { required[$0].source }) })
    }

    static func isRootFrame(_ source: OracleRowSource) -> Bool {
        switch source {
        case .rootPosition, .rootSize: return true
        default: return false
        }
    }

    /// The lexicographic optimal face (nil when the required rows conflict).
    func optimalFace() -> OracleFace? {
        let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
        return OracleFace(required: lowering.requiredRows, optional: optional)
    }

    /// The optional rows (as sources) whose violation is not the same in every optimal layout.
    func tiedSources(on face: OracleFace) -> [OracleRowSource] {
        let optional = lowering.rows.filter { !$0.isRequired }
        return face.rowsWithUndeterminedViolation.map { optional[$0].source }
    }

    /// The oracle variable of an item's position or size on an axis, nil when no row mentions it
    /// (it is then free).
    func variable(item: String, axis: Axis, size: Bool) -> Int? {
        lowering.variables.existingIndex(of: "\(item).\(size ? axis.sizeName : axis.positionName)")
    }

    /// How many independent ways the items' positions and sizes on `axis` move between optimal
    /// layouts.
    func degreesOfFreedom(on axis: Axis, items: [String], face: OracleFace) -> Int {
        let variables = items.flatMap { item in [false, true].map { variable(item: item, axis: axis, size: $0) } }
        let mentioned = variables.compactMap { $0 }
        return face.projectedDimension(onto: mentioned) + (variables.count - mentioned.count)
    }
}
