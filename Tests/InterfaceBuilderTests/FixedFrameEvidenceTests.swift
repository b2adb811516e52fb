import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// A UIKit view saved with `fixedFrame="YES"` and translatesAutoresizingMaskIntoConstraints off
/// gets Interface Builder's prototyping constraints at build time: its saved size and position
/// from the superview's top-left corner, whatever autoresizing mask the file keeps. Learnt from
/// Quizzler's storyboard (Xcode 11; ib-extra3 z019): four buttons with the same flexible mask in
/// a container whose height nothing fixes; Xcode flags the one laid out by its mask ambiguous and
/// not the three fixed-frame ones. Frames below are worked out by hand.
struct FixedFrameEvidenceTests {
    /// A 375 × 667 view holding a container pinned 16 from each side and 20 from the top, saved
    /// 300 wide and 200 high, with no height constraint: its height is free. In it, two buttons
    /// saved at (20, 40) 100 × 30 with every margin and the width flexible: `Masked` laid out by
    /// its mask, `Fixed` with a fixed frame.
    static let body = """
        <view contentMode="scaleToFill" id="roo-ff-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-ff-001" userLabel="Box">
                    <rect key="frame" x="16" y="20" width="300" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="msk-ff-001" userLabel="Masked">
                            <rect key="frame" x="20" y="40" width="100" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="fix-ff-001" userLabel="Fixed">
                            <rect key="frame" x="20" y="40" width="100" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                        </button>
                    </subviews>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-ff-001" firstAttribute="leading" secondItem="roo-ff-001" secondAttribute="leading" constant="16" id="c01-ff-001"/>
                <constraint firstAttribute="trailing" secondItem="box-ff-001" secondAttribute="trailing" constant="16" id="c02-ff-001"/>
                <constraint firstItem="box-ff-001" firstAttribute="top" secondItem="roo-ff-001" secondAttribute="top" constant="20" id="c03-ff-001"/>
            </constraints>
        </view>
        """

    @Test func aFixedFrameViewIsPinnedAtItsSavedFrameFromTheTopLeft() throws {
        let solved = try ReaderEvidenceTests.solve(Self.body, device: "retina4_7")
        let box = try solved.frame("box-ff-001")
        // The box is 375 − 16 − 16 = 343 wide; the masked button's flexible width takes its share
        // of the 43 points the box grew by, the fixed one keeps its saved frame from the box's
        // top-left corner: (16 + 20, 20 + 40) in the root, 100 × 30.
        #expect(abs(box.width - 343) < 0.001)
        let fixed = try solved.frame("fix-ff-001")
        #expect(abs(fixed.x - 36) < 0.001 && abs(fixed.width - 100) < 0.001 && abs(fixed.height - 30) < 0.001)
        #expect(abs(fixed.y - (box.y + 40)) < 0.001)
        let masked = try solved.frame("msk-ff-001")
        #expect(masked.width > 100.5, "the masked button's width should follow the box's")
        let origins = solved.system.constraints.filter { constraint in
            constraint.itemIDs.contains { solved.system.item($0)?.sourceID == "fix-ff-001" }
        }.map(\.origin)
        #expect(origins.count == 4 && origins.allSatisfy { $0 == .interfaceBuilderPrototyping }, "\(origins)")
    }

    @Test func onlyTheMaskedViewMovesWithTheFreeHeight() throws {
        let solved = try ReaderEvidenceTests.solve(Self.body, device: "retina4_7")
        #expect(solved.isAmbiguous("box-ff-001"))
        #expect(solved.isAmbiguous("msk-ff-001"), "its flexible margins share the box's free height")
        #expect(!solved.isAmbiguous("fix-ff-001"), "it only slides with the box, as Xcode sees it")
    }
}
