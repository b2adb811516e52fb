import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// What a verified suggestion says remains ("3 free motions remain", "the layout is then fully
/// determined") is checked apart from the analysis: the suggestion is applied by its text and
/// Fourier–Motzkin computes the changed layout's degrees of freedom. The analysis counts them by
/// re-solving only the components the suggestion reaches (`ComponentRecheck`), so a reached
/// component left out, or a motion counted twice, shows here.
@Suite struct SuggestionRemainingCountTests {
    /// The number a consequence states, nil when it states none.
    static func statedRemaining(_ consequence: String) -> Int? {
        if consequence.contains("the layout is then fully determined") { return 0 }
        guard let range = consequence.range(of: #"[0-9]+ free motions? remain"#, options: .regularExpression) else { return nil }
        return Int(consequence[range].prefix { $0.isNumber })
    }

    @Test func theStatedNumberIsRead() {
        #expect(Self.statedRemaining("pins it (40); 3 free motions remain") == 3)
        #expect(Self.statedRemaining("adds 2 constraints at once; 1 free motion remain") == 1)
        #expect(Self.statedRemaining("pins it; the layout is then fully determined") == 0)
        #expect(Self.statedRemaining("then wins the tie") == nil)
    }

    @Test(arguments: [RandomLayoutShape.planted, .unpinned, .mixed])
    func statedRemainingMotionsAreWhatTheOracleFindsAfterTheSuggestion(_ shape: RandomLayoutShape) {
        var mismatches = Mismatches()
        var checked = 0
        for analysed in RandomCorpus.oracleSample(shape).prefix(40) where analysed.diagnosis.isSatisfiable {
            let diagnosis = analysed.diagnosis
            // Counts compare where every motion moves items, independently on its axis.
            guard diagnosis.degreesOfFreedom.values.reduce(0, +) == diagnosis.ambiguities.count else { continue }
            var seen: Set<String> = []
            for ambiguity in diagnosis.ambiguities {
                guard let fix = ambiguity.suggestion, fix.action == .addConstraint, let text = fix.constraintText,
                    seen.insert(text).inserted, let stated = Self.statedRemaining(fix.consequence)
                else { continue }
                var changed = analysed.layout.system
                for (number, part) in text.components(separatedBy: "; ").enumerated() {
                    guard let constraint = FixApplication.addedConstraint(part, id: "suggested\(number)", in: changed) else {
                        mismatches.record(analysed.layout, "\(part) does not read back")
                        continue
                    }
                    changed.constraints.append(constraint)
                }
                let oracle = OracleVerdicts(OracleLowering(changed))
                guard let face = oracle.optimalFace() else {
                    mismatches.record(analysed.layout, "\(text) makes the layout unsatisfiable")
                    continue
                }
                let items = changed.items.map(\.id)
                let after = Axis.allCases.map { oracle.degreesOfFreedom(on: $0, items: items, face: face) }.reduce(0, +)
                if after != stated { mismatches.record(analysed.layout, "\(text): says \(stated) remain, the oracle finds \(after)") }
                checked += 1
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(checked > 0)
    }
}
