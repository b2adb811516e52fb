import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Xcode saves the frames of the size class the file is shown in (liwangqiang/SizeclassWithStackView,
/// an iPad storyboard whose stack is horizontal in `widthClass=regular` and vertical in Any: saved
/// side by side). The reader analyses the base (Any) layout, so views a variation of the saved
/// size class changes, and the views tied to them, are not judged for misplacement.
struct SavedSizeClassTests {
    /// One scene on `device`: a box 100 wide in Any and 200 in regular width, saved `savedWidth`
    /// wide, and a second box on its own, saved where its constraints put it.
    static func storyboard(device: String, savedWidth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="\(device)" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes><scene sceneID="scn-sc-001"><objects>
                <viewController id="vcr-sc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="roo-sc-001">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="var-sc-001">
                                <rect key="frame" x="20" y="100" width="\(savedWidth)" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="wid-sc-001">
                                        <variation key="widthClass=regular" constant="200"/>
                                    </constraint>
                                    <constraint firstAttribute="height" constant="50" id="hgt-sc-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fix-sc-001">
                                <rect key="frame" x="20" y="300" width="60" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="wfx-sc-001"/>
                                    <constraint firstAttribute="height" constant="60" id="hfx-sc-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="var-sc-001" firstAttribute="leading" secondItem="roo-sc-001" secondAttribute="leading" constant="20" id="lea-sc-001"/>
                            <constraint firstItem="var-sc-001" firstAttribute="top" secondItem="roo-sc-001" secondAttribute="top" constant="100" id="top-sc-001"/>
                            <constraint firstItem="fix-sc-001" firstAttribute="leading" secondItem="roo-sc-001" secondAttribute="leading" constant="20" id="lfx-sc-001"/>
                            <constraint firstItem="fix-sc-001" firstAttribute="top" secondItem="roo-sc-001" secondAttribute="top" constant="300" id="tfx-sc-001"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func solve(_ text: String) throws -> ReaderEvidenceTests.Solved {
        let system = try #require(InterfaceBuilderReader.read(text, file: "SizeClass.storyboard").systems.first)
        return ReaderEvidenceTests.Solved(system: system, diagnosis: Analyzer(options: AnalysisOptions()).analyze(system))
    }

    @Test func viewsAVariationOfTheSavedSizeClassChangesAreNotJudged() throws {
        let solved = try Self.solve(Self.storyboard(device: "ipad9_7", savedWidth: 200))
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged.contains("var-sc-001"))
        #expect(!notJudged.contains("fix-sc-001"))
        #expect(solved.misplacedSources.isEmpty)
    }

    /// On an upright phone (compact width) the regular-width variation is not the saved one.
    @Test func variationsOfOtherSizeClassesLeaveViewsJudged() throws {
        let solved = try Self.solve(Self.storyboard(device: "retina4_7", savedWidth: 200))
        #expect(solved.misplacedSources == ["var-sc-001"])
    }
}
