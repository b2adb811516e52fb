import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// A view its autoresizing mask places moves only because its superview's size does: the
/// constraint to suggest is that size, not a pin on the masked view (in Interface Builder, adding
/// a constraint to such a view turns its mask off and leaves it less placed than before). Over
/// `FixedFrameEvidenceTests`' scene: a box whose height nothing fixes, holding a masked button.
struct MaskPlacedPinTests {
    @Test func theBoxsSizeIsSuggestedNotAPinOnTheMaskedView() throws {
        let solved = try ReaderEvidenceTests.solve(FixedFrameEvidenceTests.body, device: "retina4_7")
        let box = try #require(solved.system.items.first { $0.sourceID == "box-ff-001" }?.id)
        let fix = try #require(solved.diagnosis.ambiguities.compactMap(\.suggestion).first)
        #expect(fix.item == box, "\(fix)")
        #expect(fix.constraintText == "Box.height == 200", "\(String(describing: fix.constraintText))")
        // Independent of the suggester's own check: the scene with that constraint written into
        // the file, read and analysed from scratch, has no free motion left, and Fourier–Motzkin
        // finds its required constraints satisfiable.
        let withHeight = FixedFrameEvidenceTests.body.replacingOccurrences(
            of: "</constraints>",
            with: #"<constraint firstItem="box-ff-001" firstAttribute="height" constant="200" id="hei-ff-001"/></constraints>"#)
        let fixed = try ReaderEvidenceTests.solve(withHeight, device: "retina4_7")
        #expect(FourierMotzkinOracle.isFeasible(OracleLowering(fixed.system).requiredRows))
        #expect(fixed.diagnosis.degreesOfFreedom.values.reduce(0, +) == 0, "\(fixed.diagnosis.ambiguities.map(\.description))")
        #expect(abs(try fixed.frame("box-ff-001").height - 200) < 0.001)
    }
}
