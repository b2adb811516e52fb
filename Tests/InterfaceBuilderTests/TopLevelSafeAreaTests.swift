import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// A XIB's top-level view that fits on the screen is drawn at the screen's top-left corner, and
/// its safe area is what the screen's unsafe edges cover of it there. Simplenote's SPSortBar.xib
/// (Xcode 11.4, retina6_1): a 414 × 49 bar whose 49-high content ends at the safe area's bottom,
/// which the device's 34-point bottom inset made a conflict; SnackbarView.xib (Xcode 12.0): a box
/// 47.5 above the safe area's bottom of a 344 × 278 view saved at y 178. A view wider than the
/// screen keeps the device's insets (SwiftMessages' CardView.xib, 510 × 160: content 34 above
/// the bottom margin). The saved frames, clean in Xcode, are the oracle.
struct TopLevelSafeAreaTests {
    /// A `width` × `height` freeform view holding a box 20 below its safe area's top and 10 above
    /// its bottom, saved at `savedY` and `savedHeight`.
    static func view(width: Int, height: Int, savedY: Double, savedHeight: Double) -> String {
        """
        <view contentMode="scaleToFill" id="roo-ts-001">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-ts-001">
                    <rect key="frame" x="0.0" y="\(savedY)" width="\(width)" height="\(savedHeight)"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="saf-ts-001"/>
            <constraints>
                <constraint firstItem="box-ts-001" firstAttribute="top" secondItem="saf-ts-001" secondAttribute="top" constant="20" id="top-ts-001"/>
                <constraint firstItem="saf-ts-001" firstAttribute="bottom" secondItem="box-ts-001" secondAttribute="bottom" constant="10" id="btm-ts-001"/>
                <constraint firstItem="box-ts-001" firstAttribute="leading" secondItem="roo-ts-001" secondAttribute="leading" id="lea-ts-001"/>
                <constraint firstAttribute="trailing" secondItem="box-ts-001" secondAttribute="trailing" id="tra-ts-001"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """
    }

    @Test func aViewThatFitsEndsAboveNoHomeIndicatorInset() throws {
        // 344 × 278 on a 414 × 896 phone: safe area 44 from the top, 0 from the bottom.
        let solved = try ReaderEvidenceTests.solve(Self.view(width: 344, height: 278, savedY: 64, savedHeight: 204), toolsVersion: "17156")
        let box = try solved.frame("box-ts-001")
        #expect(abs(box.y - 64) < 0.01 && abs(box.height - 204) < 0.01, "\(box)")
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }

    @Test func aBarAsShortAsTheTopInsetHasNoConflict() throws {
        // 414 × 49: a safe area 44 + 5 + 0; the box 20 below its top and 10 above its bottom
        // cannot fit, but the bar's own content pinned to the bottom can (SPSortBar).
        let bar = """
            <view contentMode="scaleToFill" id="roo-ts-002">
                <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-ts-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                        <constraints><constraint firstAttribute="height" constant="49" id="hgt-ts-002"/></constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-ts-002"/>
                <constraints>
                    <constraint firstItem="box-ts-002" firstAttribute="top" secondItem="roo-ts-002" secondAttribute="top" id="top-ts-002"/>
                    <constraint firstItem="saf-ts-002" firstAttribute="bottom" secondItem="box-ts-002" secondAttribute="bottom" id="btm-ts-002"/>
                    <constraint firstItem="box-ts-002" firstAttribute="leading" secondItem="saf-ts-002" secondAttribute="leading" id="lea-ts-002"/>
                    <constraint firstItem="saf-ts-002" firstAttribute="trailing" secondItem="box-ts-002" secondAttribute="trailing" id="tra-ts-002"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        let solved = try ReaderEvidenceTests.solve(bar, toolsVersion: "15705")
        #expect(solved.diagnosis.conflicts.isEmpty)
        #expect(FourierMotzkinOracle.isFeasible(OracleLowering(solved.system).requiredRows))
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }

    @Test func aViewWiderThanTheScreenKeepsTheDevicesInsets() throws {
        // 510 × 160: 44 at the top, 34 at the bottom (CardView).
        let solved = try ReaderEvidenceTests.solve(Self.view(width: 510, height: 160, savedY: 64, savedHeight: 52), toolsVersion: "17506")
        let box = try solved.frame("box-ts-001")
        #expect(abs(box.y - 64) < 0.01 && abs(box.height - 52) < 0.01, "\(box)")
    }
}
