import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// The legacy top layout guide spans the simulated status bar, and nothing when the controller's
/// `simulatedStatusBarMetrics` is `<nil>` (as Loop's status widget storyboard, saved by Xcode 9.3
/// with a stack pinned to the guide at y 0).
struct SimulatedStatusBarTests {
    /// A 375 × 667 (retina4_7) controller whose 40-point box sits 10 below its top layout guide.
    static func storyboard(metrics: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="vsc-sb-001"><objects>
                    <viewController id="vcr-sb-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-sb-001"/>
                            <viewControllerLayoutGuide type="bottom" id="bot-sb-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rot-sb-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sb-001">
                                    <rect key="frame" x="0.0" y="10" width="375" height="40"/>
                                    <constraints><constraint firstAttribute="height" constant="40" id="hgt-sb-001"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-sb-001" firstAttribute="leading" secondItem="rot-sb-001" secondAttribute="leading" id="lea-sb-001"/>
                                <constraint firstAttribute="trailing" secondItem="box-sb-001" secondAttribute="trailing" id="tra-sb-001"/>
                                <constraint firstItem="box-sb-001" firstAttribute="top" secondItem="top-sb-001" secondAttribute="bottom" constant="10" id="top-sb-002"/>
                            </constraints>
                        </view>
                        \(metrics)
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static func boxTop(metrics: String) throws -> Double {
        let result = InterfaceBuilderReader.read(storyboard(metrics: metrics), file: "StatusBar.storyboard")
        let system = try #require(result.systems.first)
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "box-sb-001" }?.id)
        return try #require(diagnosis.frames[box]?.y?.doubleValue)
    }

    /// By hand: the guide ends at the 20-point status bar, so the box is at 20 + 10; with no
    /// status bar simulated the guide is empty and the box is at 0 + 10.
    @Test func theTopGuideSpansTheSimulatedStatusBar() throws {
        #expect(try Self.boxTop(metrics: "") == 30)
        #expect(try Self.boxTop(metrics: #"<nil key="simulatedStatusBarMetrics"/>"#) == 10)
    }
}
