import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// UIKit gives a subview the part of its superview's safe-area insets that overlaps it, and
/// measures its layout margins from that (`insetsLayoutMarginsFromSafeArea`). Simplenote's
/// NoticeView.xib (Xcode 12.2, retina6_1): a stack at the top of a 275 × 94 view arranges its
/// views inside its margins 44 below its top, under the sensor housing, where its own top margin
/// is 0; read with a subview's safe area at its bounds, its two views were misplaced (y 44 → 0).
/// Here a box at the top of such a view, with a view pinned to its own safe area's top and one to
/// its top margin; the saved frames (44 and 44 + 8 below the box's top) are the oracle.
struct SubviewSafeAreaTests {
    static func xib(useSafeAreas: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(useSafeAreas ? #" useSafeAreas="YES""# : "")>
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="roo-ss-001">
                    <rect key="frame" x="0.0" y="0.0" width="275" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-ss-001">
                            <rect key="frame" x="0.0" y="0.0" width="275" height="120"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="saf-ss-002">
                                    <rect key="frame" x="0.0" y="44" width="100" height="20"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mar-ss-002">
                                    <rect key="frame" x="150" y="52" width="100" height="20"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="gui-ss-001"/>
                            <constraints>
                                <constraint firstItem="saf-ss-002" firstAttribute="top" secondItem="gui-ss-001" secondAttribute="top" id="c01-ss-001"/>
                                <constraint firstItem="saf-ss-002" firstAttribute="leading" secondItem="box-ss-001" secondAttribute="leading" id="c02-ss-001"/>
                                <constraint firstItem="mar-ss-002" firstAttribute="top" secondItem="box-ss-001" secondAttribute="topMargin" id="c03-ss-001"/>
                                <constraint firstItem="mar-ss-002" firstAttribute="leading" secondItem="box-ss-001" secondAttribute="leading" constant="150" id="c04-ss-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-ss-001" firstAttribute="top" secondItem="roo-ss-001" secondAttribute="top" id="c05-ss-001"/>
                        <constraint firstItem="box-ss-001" firstAttribute="leading" secondItem="roo-ss-001" secondAttribute="leading" id="c06-ss-001"/>
                        <constraint firstAttribute="trailing" secondItem="box-ss-001" secondAttribute="trailing" id="c07-ss-001"/>
                        <constraint firstAttribute="bottom" secondItem="box-ss-001" secondAttribute="bottom" id="c08-ss-001"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    static func solve(useSafeAreas: Bool) throws -> ReaderEvidenceTests.Solved {
        let system = try #require(InterfaceBuilderReader.read(xib(useSafeAreas: useSafeAreas), file: "Subview.xib").systems.first)
        return ReaderEvidenceTests.Solved(system: system, diagnosis: Analyzer(options: AnalysisOptions()).analyze(system))
    }

    @Test func aSubviewUnderTheSensorHousingHasItsOwnSafeAreaAndMarginsBelowIt() throws {
        let solved = try Self.solve(useSafeAreas: true)
        #expect(abs(try solved.frame("saf-ss-002").y - 44) < 0.01)
        #expect(abs(try solved.frame("mar-ss-002").y - 52) < 0.01)
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }

    /// A document of Xcode 8 or older (no `useSafeAreas`) keeps subviews' margins at 8.
    @Test func withoutSafeAreasMarginsStayAtEight() throws {
        let solved = try Self.solve(useSafeAreas: false)
        #expect(abs(try solved.frame("mar-ss-002").y - 8) < 0.01)
    }
}
