import ConstraintDoctor
import Foundation
import Testing
import TestSupport

/// A cap on the gap between two views (`≤` where `≥` was meant) is offered reversed, first, when
/// that alone makes the layout hold; the claim is checked by the Fourier–Motzkin oracle on the
/// system with the relation reversed by hand, and the spare room by arithmetic worked out here.
@Suite struct GapReversalTests {
    static func system(_ text: String, format: InputFormatHint) -> ConstraintSystem? {
        Ingest.read(text, file: "test", format: format).systems.first
    }

    static func feasible(_ system: ConstraintSystem) -> Bool {
        FourierMotzkinOracle.isFeasible(OracleLowering(system).requiredRows)
    }

    static func reversing(_ id: String, in system: ConstraintSystem) -> ConstraintSystem {
        var copy = system
        for index in copy.constraints.indices where copy.constraints[index].id == id {
            copy.constraints[index].relation = copy.constraints[index].relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
        }
        return copy
    }

    @Test func theSwappedGapOfTheCorpusLogIsTheFirstFix() throws {
        let url = PackagePaths.root.appendingPathComponent("Corpus/verdicts/swapped-gap-relation.log")
        let system = try #require(Self.system(try String(contentsOf: url, encoding: .utf8), format: .log))
        let diagnosis = Analyzer().analyze(system)
        let fix = try #require(diagnosis.fixes.first)
        #expect(fix.action == .reverseRelation)
        #expect(fix.constraintID == "c5")
        #expect(fix.isVerified)
        #expect(diagnosis.verdict.kind == .swappedRelation)
        // Independently: infeasible as written, feasible with c5 reversed.
        #expect(!Self.feasible(system))
        #expect(Self.feasible(Self.reversing("c5", in: system)))
        // 844 − (47 + 40 + 44 + 12 + 44 + 24 + 50 + 16 + 34) = 533 pt of room the minimum gap leaves.
        #expect(fix.consequence.contains("533 pt to spare"), "\(fix.consequence)")
    }

    /// A cap towards the container's own edge keeps a view inside it: never reversed.
    @Test func aCapTowardsTheContainerIsNotReversed() throws {
        let text = """
            root Card 320x100
            view Title : UILabel
            Title.leading = Card.leading + 16
            Title.trailing <= Card.trailing - 16
            Title.width = 400
            Title.top = Card.top
            Title.height = 20
            """
        let system = try #require(Self.system(text, format: .equations))
        let diagnosis = Analyzer().analyze(system)
        #expect(!diagnosis.conflicts.isEmpty)
        #expect(!diagnosis.fixes.isEmpty)
        #expect(!diagnosis.fixes.contains { $0.action == .reverseRelation })
    }

    /// A minimum gap (`≥`) is what developers mean: reversing it into a cap is never offered.
    @Test func aMinimumGapIsNotReversed() throws {
        let minimum = """
            root Screen 320x100
            view A
            view B
            A.leading = Screen.leading
            A.width = 200
            B.leading >= A.trailing + 50
            B.width = 100
            B.trailing = Screen.trailing
            A.top = Screen.top
            A.height = 10
            B.top = Screen.top
            B.height = 10
            """
        let system = try #require(Self.system(minimum, format: .equations))
        let diagnosis = Analyzer().analyze(system)
        // 200 + 50 + 100 = 350 > 320.
        #expect(!diagnosis.conflicts.isEmpty)
        #expect(!diagnosis.fixes.isEmpty)
        #expect(!diagnosis.fixes.contains { $0.action == .reverseRelation })
        // The reversal would hold (a cap of 50 on a gap of 20), so only the rule keeps it out.
        #expect(Self.feasible(Self.reversing("c3", in: system)))
    }

    /// `--what-if` reads the change the fix writes (`c5 relation >=`) and its spelled-out forms.
    @Test func theRelationChangeIsReadBack() throws {
        let url = PackagePaths.root.appendingPathComponent("Corpus/verdicts/swapped-gap-relation.log")
        let system = try #require(Self.system(try String(contentsOf: url, encoding: .utf8), format: .log))
        let parser = LayoutChangeParser(system: system)
        for statement in ["c5 relation >=", "c5.relation = >=", "c5 relation ≥", "c5 relation greaterThanOrEqual"] {
            guard case .success(let step) = parser.step(statement), case .replace(let id, let constraint)? = step.changes.first else {
                Issue.record("'\(statement)' was not read as a replacement")
                continue
            }
            #expect(id == "c5")
            #expect(constraint.relation == .greaterThanOrEqual)
        }
        if case .success = parser.step("c5 relation sideways") { Issue.record("a relation that is not one was accepted") }
        let changed = Analyzer().analyze(system, applying: [try #require(try? parser.step("c5 relation >=").get()).changes[0]])
        #expect(changed.conflicts.isEmpty)
    }
}
