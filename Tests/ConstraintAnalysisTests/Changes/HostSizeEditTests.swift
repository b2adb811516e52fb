import ConstraintDoctor
import Foundation
import LayoutMath
import TestSupport
import Testing

/// A frameless root whose size the constraints leave open is sized by its host (an assumption
/// row the lowering adds). Whether the constraints leave it open can depend on constants (two
/// inequalities that meet, or a conflict that stops the range from being computed), so a
/// constant edit there must give what a from-scratch solve gives, in both modes.
@Suite struct HostSizeEditTests {

    private func system(_ text: String) throws -> ConstraintSystem {
        try #require(Ingest.read(text, file: "host.constraints").systems.first)
    }

    private func constraintID(_ system: ConstraintSystem, constant: Double) throws -> String {
        try #require(system.constraints.first { $0.constant?.value == constant }).id
    }

    /// The root's solved width (frames are keyed by item id).
    private func rootWidth(_ verdict: LayoutVerdict, in system: ConstraintSystem) -> Rational? {
        guard let root = system.items.first(where: \.isRoot) else { return nil }
        return verdict.frames[root.id]?.width ?? nil
    }

    /// Applies one constant edit, then compares with a from-scratch solve of the edited system.
    private func edited(_ system: ConstraintSystem, id: String, to constant: Double, exactness: IncrementalLayoutSolver.Exactness) -> (LayoutVerdict, LayoutVerdict) {
        let engine = IncrementalLayoutSolver(system: system, exactness: exactness)
        _ = engine.verdict()
        engine.apply(ChangeStep(changes: [.setConstant(constraintID: id, constant: LayoutNumber(constant))]), mode: .design)
        return (engine.verdict(), IncrementalLayoutSolver.verdictFromScratch(engine.system))
    }

    /// A box 10 inside a root at least 300 wide, the box at most `from` wide; its bound edited to
    /// `to`: the incremental verdict must equal scratch, whose root is `rootWidth` wide.
    private func expectBoxEdit(from: Double, to: Double, rootWidth expected: Rational, exactness: IncrementalLayoutSolver.Exactness) throws {
        let layout = try system(
            """
            Superview.width >= 300
            Box.width <= \(Int(from))
            Superview.height = 600
            Box.leading = Superview.leading + 10
            Box.trailing = Superview.trailing - 10
            Box.top = Superview.top + 10
            Box.height = 40
            """)
        let (incremental, scratch) = edited(layout, id: try constraintID(layout, constant: from), to: to, exactness: exactness)
        #expect(scratch.isSatisfiable)
        #expect(rootWidth(scratch, in: layout) == expected)
        #expect(incremental == scratch)
    }

    @Test(arguments: [IncrementalLayoutSolver.Exactness.identical, .sameOptimum])
    func openingARootSizeBoundedToAPointAssumesTheHostSize(_ exactness: IncrementalLayoutSolver.Exactness) throws {
        // Width held at exactly 300 by two inequalities (the box inside it at most 280): no host
        // size. After the edit the width may be 300 to 500, so a from-scratch solve gives the
        // root its host's 390.
        try expectBoxEdit(from: 280, to: 480, rootWidth: 390, exactness: exactness)
    }

    @Test(arguments: [IncrementalLayoutSolver.Exactness.identical, .sameOptimum])
    func closingAnOpenRootSizeDropsTheHostSize(_ exactness: IncrementalLayoutSolver.Exactness) throws {
        // Width 300 to 500: the host's 390 is assumed. After the edit only 300 is possible, and a
        // from-scratch solve leaves the width to the constraints (an assumption of 390 kept
        // would make the layout unsatisfiable).
        try expectBoxEdit(from: 480, to: 280, rootWidth: 300, exactness: exactness)
    }

    @Test(arguments: [IncrementalLayoutSolver.Exactness.identical, .sameOptimum])
    func resolvingAConflictLetsTheHostSizeTheRoot(_ exactness: IncrementalLayoutSolver.Exactness) throws {
        // Lowered while the required constraints conflict (no range, so no host size); the edit
        // resolves the conflict and the root's width is open again.
        let layout = try system(
            """
            Superview.height = 600
            Box.leading = Superview.leading + 10
            Box.trailing = Superview.trailing - 10
            Box.width >= 50
            Box.width <= 40
            Box.top = Superview.top + 10
            Box.height = 40
            """)
        let (incremental, scratch) = edited(layout, id: try constraintID(layout, constant: 40), to: 900, exactness: exactness)
        #expect(scratch.isSatisfiable)
        #expect(rootWidth(scratch, in: layout) == 390)
        #expect(incremental == scratch)
    }
}
