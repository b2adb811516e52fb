import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// On random satisfiable layouts (complete systems): what the analysis calls free is exactly what
/// is not determined on the lexicographic optimal face Fourier–Motzkin computes, its degrees of
/// freedom are the face's dimension, and it reports a priority tie exactly when equal-priority
/// rows trade violation on that face.
@Suite struct RandomAmbiguityTests {
    static let satisfiableShapes: [RandomLayoutShape] = [.planted, .unpinned, .determined, .mixed]

    @Test(arguments: satisfiableShapes)
    func freeItemsAreExactlyTheUndeterminedOnes(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var freeSeen = 0
        for analysed in RandomCorpus.oracleSample(shape) where analysed.diagnosis.isSatisfiable {
            guard let face = analysed.oracle.optimalFace() else {
                mismatches.record(analysed.layout, "the analysis found it satisfiable, Fourier–Motzkin did not")
                continue
            }
            for item in analysed.layout.system.items {
                for axis in Axis.allCases {
                    let reported = analysed.diagnosis.ambiguousItems.first { $0.item == item.id && $0.axis == axis }
                    for isSize in [false, true] {
                        let oracleFree = analysed.oracle.variable(item: item.id, axis: axis, size: isSize).map { !face.isDetermined($0) } ?? true
                        let engineFree = (isSize ? reported?.sizeIsFree : reported?.positionIsFree) ?? false
                        if oracleFree != engineFree {
                            mismatches.record(
                                analysed.layout,
                                "\(item.id).\(isSize ? axis.sizeName : axis.positionName): analysis says free \(engineFree), the optimal face \(oracleFree)")
                        }
                        if oracleFree { freeSeen += 1 }
                    }
                }
            }
            if let known = analysed.layout.knownFreePosition,
                !(analysed.diagnosis.ambiguousItems.contains { $0.item == known.item && $0.axis == known.axis && $0.positionIsFree })
            {
                mismatches.record(analysed.layout, "\(known.item)'s \(known.axis) position is never constrained, yet not reported free")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(freeSeen > 0)
    }

    @Test(arguments: satisfiableShapes)
    func degreesOfFreedomAreTheFaceDimension(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        for analysed in RandomCorpus.oracleSample(shape) where analysed.diagnosis.isSatisfiable {
            guard let face = analysed.oracle.optimalFace() else { continue }
            let items = analysed.layout.system.items.map(\.id)
            for axis in Axis.allCases {
                let expected = analysed.oracle.degreesOfFreedom(on: axis, items: items, face: face)
                let reported = analysed.diagnosis.degreesOfFreedom[axis] ?? 0
                if expected != reported {
                    mismatches.record(analysed.layout, "\(axis) degrees of freedom: analysis \(reported), face dimension \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: satisfiableShapes)
    func priorityTiesAreExactlyTheTradedViolations(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var tiesSeen = 0
        for analysed in RandomCorpus.oracleSample(shape) where analysed.diagnosis.isSatisfiable {
            guard let face = analysed.oracle.optimalFace() else { continue }
            let traded = analysed.oracle.tiedSources(on: face)
            let ties = analysed.diagnosis.ambiguities.filter { $0.kind == .priorityTie }
            if traded.isEmpty == !ties.isEmpty {
                mismatches.record(analysed.layout, "analysis reports \(ties.count) priority ties; rows trading violation on the face: \(traded)")
            }
            let tradedConstraints = Set(traded.compactMap { source -> String? in
                if case .constraint(let id) = source { return id }
                return nil
            })
            let tiedConstraints = Set(ties.flatMap(\.tiedConstraints))
            if tradedConstraints != tiedConstraints {
                mismatches.record(analysed.layout, "tied constraints: analysis \(tiedConstraints.sorted()), face \(tradedConstraints.sorted())")
            }
            if !traded.isEmpty { tiesSeen += 1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        // Unpinned layouts are sparse: ties among their few optional rows are rare.
        if shape != .unpinned { #expect(tiesSeen > 0, "no layout with a priority tie was drawn") }
    }

    @Test(arguments: satisfiableShapes)
    func solvedFramesAreALexicographicOptimum(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checked = 0
        for analysed in RandomCorpus.oracleSample(shape) where analysed.diagnosis.isSatisfiable {
            guard let face = analysed.oracle.optimalFace() else { continue }
            let point = analysed.diagnosis.framePoint(over: analysed.verifier.lowering.variables)
            if !face.isOptimal(point) {
                mismatches.record(analysed.layout, "the solved frames are not optimal for the priorities")
            }
            checked += 1
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked > 0)
    }

    /// Each suggestion an ambiguity carries (a constraint to add, or a tied constraint's new
    /// priority) applied to the input by its text and fields alone: Fourier–Motzkin must find
    /// the layout still satisfiable and its optimal face of lower dimension.
    @Test(arguments: satisfiableShapes)
    func suggestionsRemoveFreedomOnTheOptimalFace(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checked = 0
        for analysed in RandomCorpus.oracleSample(shape) where analysed.diagnosis.isSatisfiable && !analysed.diagnosis.ambiguities.isEmpty {
            let system = analysed.layout.system
            let items = system.items.map(\.id)
            guard let face = analysed.oracle.optimalFace() else { continue }
            let before = Axis.allCases.map { analysed.oracle.degreesOfFreedom(on: $0, items: items, face: face) }.reduce(0, +)
            for ambiguity in analysed.diagnosis.ambiguities {
                guard let suggestion = ambiguity.suggestion else { continue }
                var changed = system
                if suggestion.action == .addConstraint, let text = suggestion.constraintText {
                    for (number, part) in text.components(separatedBy: "; ").enumerated() {
                        guard let added = FixApplication.addedConstraint(part, id: "pin\(number + 1)", in: changed) else {
                            mismatches.record(analysed.layout, "cannot read the suggested constraint \(part)")
                            continue
                        }
                        changed.constraints.append(added)
                    }
                } else if suggestion.action == .changePriority, let id = suggestion.constraintID, let priority = suggestion.priority,
                    let index = changed.constraints.firstIndex(where: { $0.id == id })
                {
                    changed.constraints[index].priority = priority
                } else {
                    continue  // an item's content priority: the random layouts' intrinsic sizes are not rewritten here
                }
                let oracle = OracleVerdicts(OracleLowering(changed))
                guard let after = oracle.optimalFace() else {
                    mismatches.record(analysed.layout, "\(suggestion.constraintText ?? suggestion.constraintID ?? "") makes the layout unsatisfiable")
                    continue
                }
                let remaining = Axis.allCases.map { oracle.degreesOfFreedom(on: $0, items: items, face: after) }.reduce(0, +)
                if remaining >= before {
                    mismatches.record(
                        analysed.layout, "\(suggestion.constraintText ?? suggestion.constraintID ?? ""): \(remaining) degrees of freedom after, \(before) before")
                }
                checked += 1
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked > 0)
    }
}
