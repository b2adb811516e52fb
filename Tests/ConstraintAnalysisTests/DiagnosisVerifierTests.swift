import ConstraintAnalysis
import ConstraintModel
import LayoutMath
import TestSupport
import Testing

/// The verifier on hand-made layouts: it passes the analysis's real answers, and it catches each
/// kind of wrong answer when one is planted into a real diagnosis (so its checks can fail).
@Suite struct DiagnosisVerifierTests {
    /// 20 + 300 + 20 = 340 in a 320-wide root.
    static func overconstrainedRow() -> ConstraintSystem {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = layout.view("Box")
        layout.add(box.leading == layout.root.leading + 20)
        layout.add(box.width == 300)
        layout.add(layout.root.trailing == box.trailing + 20)
        layout.add(box.top == layout.root.top + 10)
        layout.add(box.height == 40)
        return layout.system
    }

    /// A view squeezed to a negative width: the conflict needs the implicit `width ≥ 0`.
    static func negativeWidth() -> ConstraintSystem {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let a = layout.view("A")
        let b = layout.view("B")
        layout.add(a.leading == layout.root.leading + 200)
        layout.add(b.leading == a.trailing + 8)
        layout.add(b.trailing == layout.root.trailing - 200)
        return layout.system
    }

    static func verified(_ system: ConstraintSystem) -> (Diagnosis, DiagnosisVerification) {
        let diagnosis = Analyzer().analyze(system)
        return (diagnosis, DiagnosisVerifier(system: system, diagnosis: diagnosis).verify())
    }

    @Test func realAnswersPass() throws {
        let (row, rowCheck) = Self.verified(Self.overconstrainedRow())
        #expect(!row.isSatisfiable)
        #expect(rowCheck.problems.isEmpty, "\(rowCheck.problems)")
        #expect(rowCheck.conflictsCheckedByFourierMotzkin == row.conflicts.count)
        let rowSources = try #require(rowCheck.conflictSources.first ?? nil)
        #expect(rowSources == [.constraint("c1"), .constraint("c2"), .constraint("c3"), .rootSize(item: "item1", axis: .horizontal)])

        let (squeeze, squeezeCheck) = Self.verified(Self.negativeWidth())
        #expect(squeezeCheck.problems.isEmpty, "\(squeezeCheck.problems)")
        #expect(squeezeCheck.conflictSources.contains { $0?.contains(.sizeNonNegative(item: "item3", axis: .horizontal)) ?? false })
        #expect(!squeeze.isSatisfiable)

        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = layout.view("Box")
        layout.add(box.leading == layout.root.leading + 20)
        layout.add(box.trailing == layout.root.trailing - 20)
        layout.add(box.centerY == layout.root.centerY)
        layout.add(box.height == 50)
        let (fits, fitsCheck) = Self.verified(layout.system)
        #expect(fits.isSatisfiable)
        #expect(fitsCheck.problems.isEmpty, "\(fitsCheck.problems)")
        #expect(fitsCheck.frameRowsChecked >= 4)
    }

    @Test func catchesAWrongMultiplier() throws {
        var diagnosis = Analyzer().analyze(Self.overconstrainedRow())
        diagnosis.conflicts[0].certificate[0].multiplier = -diagnosis.conflicts[0].certificate[0].multiplier
        let problems = DiagnosisVerifier(system: Self.overconstrainedRow(), diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .farkas })
    }

    @Test func catchesAWrongWitness() throws {
        var diagnosis = Analyzer().analyze(Self.overconstrainedRow())
        var witness = diagnosis.conflicts[0].minimalityWitnesses[1]
        let name = try #require(witness.keys.sorted().first)
        witness[name] = (witness[name] ?? 0) + Rational(1000)
        diagnosis.conflicts[0].minimalityWitnesses[1] = witness
        let problems = DiagnosisVerifier(system: Self.overconstrainedRow(), diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .witness })
    }

    @Test func catchesWrongLists() {
        var diagnosis = Analyzer().analyze(Self.negativeWidth())
        let system = Self.negativeWidth()
        var missingID = diagnosis
        missingID.conflicts[0].constraintIDs.removeLast()
        #expect(DiagnosisVerifier(system: system, diagnosis: missingID).verify().problems.contains { $0.check == .sources })
        let withImplicit = diagnosis.conflicts.firstIndex { !$0.implicit.isEmpty }
        if let withImplicit {
            diagnosis.conflicts[withImplicit].implicit.removeAll()
            #expect(DiagnosisVerifier(system: system, diagnosis: diagnosis).verify().problems.contains { $0.check == .sources })
        } else {
            Issue.record("the squeeze conflict lists no implicit row")
        }
    }

    @Test func catchesARowThatMeansSomethingElse() {
        var diagnosis = Analyzer().analyze(Self.overconstrainedRow())
        let index = diagnosis.conflicts[0].certificate.firstIndex { $0.source == "c2" }!
        // Shift c2's constant and the contradiction's size together: still a valid Farkas proof,
        // but no longer c2's row.
        diagnosis.conflicts[0].certificate[index].rhs += Rational(5)
        let problems = DiagnosisVerifier(system: Self.overconstrainedRow(), diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .rowMeaning })
    }

    @Test func catchesAConflictThatIsNotMinimal() throws {
        // c1..c3 conflict; c6 (Box.width ≥ 10) holds anyway, so adding it with multiplier 0 keeps
        // the Farkas proof valid but makes the set non-minimal.
        var system = Self.overconstrainedRow()
        system.constraints.append(
            LayoutConstraint(id: "c6", first: Anchor(item: "item2", .width), relation: .greaterThanOrEqual, constant: 10))
        var diagnosis = Analyzer().analyze(system)
        let widthRow = try #require(diagnosis.conflicts[0].certificate.first { $0.source == "c2" })
        var extra = widthRow
        extra.source = "c6"
        extra.relation = "≥"
        extra.rhs = 10
        extra.multiplier = 0
        diagnosis.conflicts[0].certificate.append(extra)
        diagnosis.conflicts[0].constraintIDs.append("c6")
        diagnosis.conflicts[0].minimalityWitnesses = []
        diagnosis.conflicts[0].minimalityByRank = false
        let problems = DiagnosisVerifier(system: system, diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .independentMinimality })
        #expect(problems.contains { $0.check == .witness })
        #expect(!problems.contains { $0.check == .farkas })
    }

    @Test func catchesFramesThatBreakARequiredRow() throws {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let box = layout.view("Box")
        layout.add(box.leading == layout.root.leading + 20)
        layout.add(box.width == 100)
        var diagnosis = Analyzer().analyze(layout.system)
        let frame = try #require(diagnosis.frames[box.id])
        diagnosis.frames[box.id]?.x = (frame.x ?? 0) + Rational(1)
        let problems = DiagnosisVerifier(system: layout.system, diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .frames })
        diagnosis.frames[box.id]?.width = nil
        #expect(DiagnosisVerifier(system: layout.system, diagnosis: diagnosis).verify().problems.contains { $0.detail.contains("no solved value") })
    }

    @Test func catchesSelfContradiction() {
        var diagnosis = Analyzer().analyze(Self.overconstrainedRow())
        diagnosis.isSatisfiable = true
        let problems = DiagnosisVerifier(system: Self.overconstrainedRow(), diagnosis: diagnosis).verify().problems
        #expect(problems.contains { $0.check == .consistency })
    }
}
