import ConstraintAnalysis
import ConstraintModel
import TestSupport
import Testing

/// Changes that cannot change the answer: the order of the constraints, doubling every length,
/// and writing left/right for leading/trailing in a left-to-right layout. Satisfiability, the
/// conflicts (when both searches are complete), the free items and the degrees of freedom must
/// all stay the same.
@Suite struct MetamorphicTests {
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case permuted
        case scaledByTwo
        case leftRightForLeadingTrailing

        var testDescription: String { rawValue }

        func apply(to system: ConstraintSystem, seed: UInt64) -> ConstraintSystem {
            switch self {
            case .permuted: return LayoutTransforms.permuted(system, seed: seed ^ 0xA5A5)
            case .scaledByTwo: return LayoutTransforms.scaled(system, by: 2)
            case .leftRightForLeadingTrailing: return LayoutTransforms.swappingDirectionalAttributes(system)
            }
        }
    }

    /// The verdicts that must survive the change, in a form that compares across systems.
    struct Verdicts: Equatable, CustomStringConvertible {
        var isSatisfiable: Bool
        /// Conflicts as sorted constraint ids plus implicit rows; nil when the search was cut short.
        var conflicts: Set<[String]>?
        var freeItems: Set<String>
        var degreesOfFreedom: [Axis: Int]
        var hasPriorityTie: Bool
        /// For a conflicting layout the free motions are those after the best fix, and which of two
        /// equally cheap fixes is best follows the input order: motions are compared only after the
        /// same fix.
        var bestFix: String?

        init(_ diagnosis: Diagnosis) {
            bestFix =
                diagnosis.isSatisfiable
                ? nil
                : diagnosis.fixes.first.map { fix in
                    "\(fix.action) \(fix.constraintID ?? fix.item ?? "") \(fix.alsoLowered.map(\.constraintID).sorted())"
                }
            isSatisfiable = diagnosis.isSatisfiable
            conflicts =
                diagnosis.conflictSearchIsComplete
                ? Set(diagnosis.conflicts.map { $0.constraintIDs.sorted() + $0.implicit.map { "\($0.kind) \($0.item) \($0.axis)" }.sorted() })
                : nil
            freeItems = Set(diagnosis.ambiguousItems.map { "\($0.item) \($0.axis) position \($0.positionIsFree) size \($0.sizeIsFree)" })
            degreesOfFreedom = diagnosis.degreesOfFreedom
            hasPriorityTie = diagnosis.ambiguities.contains { $0.kind == .priorityTie }
        }

        /// Equal, except that a conflict list cut short on either side is not compared, nor the
        /// motions of conflicting layouts whose best fixes differ.
        func agrees(with other: Verdicts) -> Bool {
            var mine = self
            var theirs = other
            if mine.conflicts == nil || theirs.conflicts == nil {
                mine.conflicts = nil
                theirs.conflicts = nil
            }
            if !isSatisfiable && mine.bestFix != theirs.bestFix {
                mine.forgetMotions()
                theirs.forgetMotions()
            }
            return mine == theirs
        }

        private mutating func forgetMotions() {
            freeItems = []
            degreesOfFreedom = [:]
            hasPriorityTie = false
            bestFix = nil
        }

        var description: String {
            "satisfiable \(isSatisfiable), conflicts \(conflicts.map { $0.sorted { $0.lexicographicallyPrecedes($1) } } ?? []), free \(freeItems.sorted()), DOF \(degreesOfFreedom.sorted { $0.key < $1.key }), tie \(hasPriorityTie)"
        }
    }

    static let perShape = 40

    @Test(arguments: Change.allCases)
    func verdictsSurvive(_ change: Change) {
        var mismatches = Mismatches()
        var compared = 0
        for shape in RandomLayoutShape.allCases {
            for analysed in RandomCorpus.analysed(shape).prefix(Self.perShape * Sweep.factor) {
                let changed = change.apply(to: analysed.layout.system, seed: analysed.layout.seed)
                let before = Verdicts(analysed.diagnosis)
                let after = Verdicts(Analyzer().analyze(changed))
                if !before.agrees(with: after) {
                    mismatches.record(analysed.layout, "before: \(before)\n   after: \(after)")
                }
                compared += 1
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(compared == RandomLayoutShape.allCases.count * Self.perShape * Sweep.factor)
    }

    @Test func rightToLeftMeansTheMirroredLeftToRight() {
        var mismatches = Mismatches()
        for shape in RandomLayoutShape.allCases {
            for analysed in RandomCorpus.analysed(shape).prefix(Self.perShape * Sweep.factor) {
                let (rightToLeft, equivalent) = LayoutTransforms.rightToLeft(analysed.layout.system)
                let mirrored = Analyzer().analyze(rightToLeft)
                let reference = Analyzer().analyze(equivalent)
                if !Verdicts(mirrored).agrees(with: Verdicts(reference)) {
                    mismatches.record(analysed.layout, "right to left: \(Verdicts(mirrored))\n   mirrored left to right: \(Verdicts(reference))")
                }
                // The two are one linear system, so a unique layout must come out the same.
                if mirrored.isSatisfiable && mirrored.isUnambiguous && reference.isUnambiguous && mirrored.frames != reference.frames {
                    mismatches.record(analysed.layout, "right to left gives other frames than its mirrored left-to-right twin")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func theChangesChangeTheInput() throws {
        let directional: Set<AnchorAttribute> = [.standard(.leading), .standard(.trailing)]
        let system = try #require(
            RandomCorpus.analysed(.planted).map(\.layout.system).first { system in
                system.constraints.count > 3 && system.constraints.contains { directional.contains($0.first.attribute) }
            })
        #expect(LayoutTransforms.scaled(system, by: 2).constraints.map(\.constant) != system.constraints.map(\.constant))
        #expect(LayoutTransforms.permuted(system, seed: 1).constraints.map(\.id) != system.constraints.map(\.id))
        let swapped = LayoutTransforms.swappingDirectionalAttributes(system)
        #expect(swapped.constraints.map(\.first) != system.constraints.map(\.first) || swapped.constraints.map(\.second) != system.constraints.map(\.second))
    }
}
