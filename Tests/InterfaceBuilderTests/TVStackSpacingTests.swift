import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// A UIKit stack with standard spacing on Apple TV leaves 60 points between its views, not an
/// iPhone's 8. XCGLogger's tvOS demo storyboard (Xcode 11.4, saved clean): nine buttons of a
/// 1800-wide fillEqually stack saved 146.5 or 147 wide and 60 apart; read with 8 they were nine
/// misplaced views (193 wide). Here three views of a 1000-wide stack: (1000 − 2 × 60) / 3.
struct TVStackSpacingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-tv-001">
            <device id="appleTV" appearance="light"/>
            <scenes>
                <scene sceneID="scn-tv-001">
                    <objects>
                        <viewController id="vc-tv-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-tv-001">
                                        <rect key="frame" x="460" y="490" width="1000" height="100"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v01-tv-001">
                                                <rect key="frame" x="0.0" y="0.0" width="293.33333333333331" height="100"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v02-tv-001">
                                                <rect key="frame" x="353.33333333333331" y="0.0" width="293.33333333333331" height="100"/>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v03-tv-001">
                                                <rect key="frame" x="706.66666666666663" y="0.0" width="293.33333333333331" height="100"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="hgt-tv-001"/>
                                            <constraint firstAttribute="width" constant="1000" id="wid-tv-001"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stk-tv-001" firstAttribute="centerX" secondItem="roo-tv-001" secondAttribute="centerX" id="cx-tv-001"/>
                                    <constraint firstItem="stk-tv-001" firstAttribute="centerY" secondItem="roo-tv-001" secondAttribute="centerY" id="cy-tv-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func standardSpacingOnAppleTVIsSixty() throws {
        let system = try #require(InterfaceBuilderReader.read(Self.storyboard, file: "TV.storyboard").systems.first)
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let solved = ReaderEvidenceTests.Solved(system: system, diagnosis: diagnosis)
        // The saved frames are the oracle.
        let second = try solved.frame("v02-tv-001")
        #expect(abs(second.x - (460 + 353.333)) < 0.01 && abs(second.width - 293.333) < 0.01, "\(second)")
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }
}
