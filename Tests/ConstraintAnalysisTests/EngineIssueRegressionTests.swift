import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import TestSupport
import Testing

/// The smallest reproductions of the engine defects the verification found (verify-findings.md
/// #1–#3, all fixed since), kept so they stay fixed.
@Suite struct EngineIssueRegressionTests {
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
        // #1: the required compression resistance must be named, not only used.
        #expect(conflict.constraintIDs.count + conflict.implicit.count == conflict.certificate.count)
        #expect(conflict.implicit.contains { $0.item == label.id && $0.axis == .horizontal && $0.kind == "compressionResistance" })
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
        // #2: every fix, applied as its fields say, must resolve the conflict.
        for fix in diagnosis.fixes where fix.isVerified {
            guard case .success(let fixed) = FixApplication.apply(fix, to: layout.system) else {
                Issue.record("fix \(fix.action) cannot be applied")
                continue
            }
            let feasible = FourierMotzkinOracle.isFeasible(OracleLowering(fixed).requiredRows)
            #expect(feasible, "fix \(fix.action) \(fix.constraintID ?? fix.item ?? "") leaves the required rows infeasible")
        }
        #expect(diagnosis.fixes.contains { $0.action == .disableAutoresizingMask && $0.item == view.id })
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
        #expect(lowering.isComplete && lowering.rows(from: .constraint("c2")).isEmpty)
        #expect(FourierMotzkinOracle.isFeasible(lowering.requiredRows))
        // #3: the only active constraint is width = 10.
        let satisfiable = Analyzer().analyze(system).isSatisfiable
        #expect(satisfiable)
    }
}

/// Reading back the constraints a fix adds, which the fix checks apply before re-solving.
@Suite struct AddedConstraintReadingTests {
    @Test func readsTheAnalysisNotation() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        _ = layout.view("V2")
        let system = layout.system
        let size = try #require(FixApplication.addedConstraint("V2.width == 42", id: "fix1", in: system))
        #expect(size.first == Anchor(item: "item2", .width) && size.second == nil && size.constant?.value == 42)
        let edge = try #require(FixApplication.addedConstraint("V2.leading == Superview.leading \u{2212} 10½", id: "fix2", in: system))
        #expect(edge.second == Anchor(item: "item1", .leading))
        #expect(edge.constant?.value == -10.5)
        #expect(OracleFraction(decimalLiteral: edge.constant?.literal ?? "") == OracleFraction(-21, 2))
        let flush = try #require(FixApplication.addedConstraint("V2.top == Superview.top", id: "fix3", in: system))
        #expect(flush.second == Anchor(item: "item1", .top) && flush.constant?.value == 0)
        #expect(FixApplication.addedConstraint("V2.width == ≈0.384615", id: "fix3", in: system) == nil)
        #expect(FixApplication.addedConstraint("Nobody.width == 4", id: "fix4", in: system) == nil)
    }
}
