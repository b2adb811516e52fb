import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// The smallest reproductions of the engine defects in /work/verify-findings.md. Each records a
/// known issue while the defect is there; once it is fixed the test reports that the known issue
/// no longer occurs, and the wrapper should go.
@Suite struct KnownEngineIssueTests {
    @Test func requiredCompressionResistanceIsListedInTheConflict() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let label = layout.view(
            "Label", intrinsicContentSize: IntrinsicContentSize(width: 50, height: 20, horizontalCompressionResistance: 1000))
        layout.add(label.width == 40)
        let diagnosis = Analyzer().analyze(layout.system)
        let conflict = try #require(diagnosis.conflicts.first)
        // The certificate itself is right: c1 and the required compression resistance.
        #expect(conflict.certificate.count == 2)
        #expect(DiagnosisVerifier(system: layout.system, diagnosis: diagnosis).verify().problems(.farkas).isEmpty)
        withKnownIssue("the compression-resistance row is in no list: see verify-findings.md #1") {
            #expect(conflict.constraintIDs.count + conflict.implicit.count == conflict.certificate.count)
            #expect(conflict.implicit.contains { $0.item == label.id && $0.axis == .horizontal })
        }
    }

    @Test func mixedFixNamesItsAutoresizingAction() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let view = layout.view("V")
        layout.add(view.width == 28)
        layout.add((view.width == 28).origin(.autoresizingMask))
        layout.add(view.width == 52)
        let diagnosis = Analyzer().analyze(layout.system)
        #expect(!diagnosis.isSatisfiable)
        #expect(diagnosis.fixes.count >= 2)
        withKnownIssue("a lowered constraint plus a disabled autoresizing mask is reported as lowerPriority alone: see verify-findings.md #2") {
            for fix in diagnosis.fixes where fix.isVerified {
                guard case .success(let fixed) = FixApplication.apply(fix, to: layout.system) else {
                    Issue.record("fix \(fix.action) cannot be applied")
                    continue
                }
                let feasible = FourierMotzkinOracle.isFeasible(OracleLowering(fixed).requiredRows)
                #expect(
                    feasible,
                    "fix \(fix.action) \(fix.constraintID ?? fix.item ?? "") leaves the required rows infeasible")
            }
        }
    }

    @Test func inactiveConstraintTakesNoPart() throws {
        let log = """
            (
                "<NSLayoutConstraint:0x600001a1c000 UIView:0x7fa001000100.width == 10   (active)>",
                "<NSLayoutConstraint:0x600001a1c050 UIView:0x7fa001000100.width == 20   (inactive)>"
            )
            """
        let system = try #require(ConsoleLogReader.read(log, file: "inactive.log").systems.first)
        #expect(system.constraints.map(\.isActive) == [true, false])
        let lowering = OracleLowering(system)
        #expect(lowering.refused["c2"] != nil)
        #expect(FourierMotzkinOracle.isFeasible(lowering.requiredRows))
        let satisfiable = Analyzer().analyze(system).isSatisfiable
        withKnownIssue("an inactive constraint is analysed as active: see verify-findings.md #3") {
            #expect(satisfiable, "the only active constraint is width = 10")
        }
    }
}
