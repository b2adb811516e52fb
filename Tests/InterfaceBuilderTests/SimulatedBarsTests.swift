import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// Simulated bottom bars: a tab bar controller's children (and the first controller of a
/// navigation controller among them) are laid out above a tab bar, unless the controller's
/// `simulatedBottomBarMetrics` says otherwise; the bar covers the device's bottom inset too.
struct SimulatedBarsTests {
    /// Where the bar's edge lands, solved: 10 below the bottom of the box pinned 10 above it.
    static func bottomGuideTop(in text: String) throws -> Double {
        let result = InterfaceBuilderReader.read(text, file: "Bars.storyboard")
        let system = try #require(result.systems.first { $0.items.contains { $0.sourceID == "pin-bb-001" } })
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "pin-bb-001" }?.id)
        let frame = try #require(diagnosis.frames[box])
        return try #require(frame.y?.doubleValue) + (try #require(frame.height?.doubleValue)) + 10
    }

    /// A tab bar controller (or none) showing, directly or through a navigation controller, one
    /// view controller whose view keeps a 40-point box 10 above its bottom layout guide (or its
    /// safe area's bottom).
    static func storyboard(
        device: String = "retina4_7", inTab: Bool = true, throughNavigation: Bool = false, metrics: String = "",
        rootHeight: Double = 667, toSafeArea: Bool = false
    ) -> String {
        let tabChild = throughNavigation ? "nav-bb-001" : "vcr-bb-001"
        let tab = inTab ? """
            <scene sceneID="tsc-bb-001"><objects>
                <tabBarController id="tab-bb-001" sceneMemberID="viewController">
                    <connections><segue destination="\(tabChild)" kind="relationship" relationship="viewControllers" id="seg-bb-001"/></connections>
                </tabBarController>
            </objects></scene>
            """ : ""
        let navigation = throughNavigation ? """
            <scene sceneID="nsc-bb-001"><objects>
                <navigationController id="nav-bb-001" sceneMemberID="viewController">
                    <connections><segue destination="vcr-bb-001" kind="relationship" relationship="rootViewController" id="seg-bb-002"/></connections>
                </navigationController>
            </objects></scene>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    \(tab)
                    \(navigation)
                    <scene sceneID="vsc-bb-001"><objects>
                        <viewController id="vcr-bb-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-bb-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-bb-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rot-bb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-bb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                        <constraints><constraint firstAttribute="height" constant="40" id="hgt-bb-001"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pin-bb-001" firstAttribute="leading" secondItem="rot-bb-001" secondAttribute="leading" id="lea-bb-001"/>
                                    <constraint firstAttribute="trailing" secondItem="pin-bb-001" secondAttribute="trailing" id="tra-bb-001"/>
                                    <constraint firstItem="\(toSafeArea ? "saf-bb-001" : "bot-bb-001")" firstAttribute="\(toSafeArea ? "bottom" : "top")" secondItem="pin-bb-001" secondAttribute="bottom" constant="10" id="btm-bb-001"/>
                                </constraints>
                                \(toSafeArea ? #"<viewLayoutGuide key="safeArea" id="saf-bb-001"/>"# : "")
                            </view>
                            \(metrics)
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
    }

    /// Expected values are the screen's height minus the bar, worked out by hand: 667 − 49,
    /// 812 − (49 + 34), 667 − 44 (toolbar); none when no bar is simulated.
    @Test func theBottomGuideStartsAtTheSimulatedBar() throws {
        #expect(try Self.bottomGuideTop(in: Self.storyboard()) == 618)
        #expect(try Self.bottomGuideTop(in: Self.storyboard(throughNavigation: true)) == 618)
        #expect(try Self.bottomGuideTop(in: Self.storyboard(device: "retina5_9", rootHeight: 812)) == 729)
        // The safe area of the tab's root ends at the bar too.
        #expect(try Self.bottomGuideTop(in: Self.storyboard(device: "retina5_9", rootHeight: 812, toSafeArea: true)) == 729)
        #expect(try Self.bottomGuideTop(in: Self.storyboard(device: "retina5_9", inTab: false, rootHeight: 812, toSafeArea: true)) == 778)
        #expect(try Self.bottomGuideTop(in: Self.storyboard(metrics: #"<nil key="simulatedBottomBarMetrics"/>"#)) == 667)
        #expect(try Self.bottomGuideTop(in: Self.storyboard(inTab: false)) == 667)
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try Self.bottomGuideTop(in: Self.storyboard(inTab: false, metrics: toolbar)) == 623)
        // A root saved ending at the bar (its bottom edge not extended under it) is not covered.
        #expect(try Self.bottomGuideTop(in: Self.storyboard(rootHeight: 618)) == 618)
    }

    /// ib-004 of the shared corpus (Xcode 12.5, retina4_7): the tab's "Bottom" box is pinned 20
    /// above the bottom layout guide, and Xcode saved it ending at 319 + 279 = 598, i.e. a guide
    /// starting at 618: the solved box ends where Xcode drew it.
    @Test(.enabled(if: PackagePaths.exists(SharedIBCorpus.folder), "../shared/corpus/ib/ is not next to the package"))
    func aTabsViewEndsWhereXcodeSavedItAboveTheTabBar() throws {
        let url = SharedIBCorpus.folder.appendingPathComponent("ib-004.storyboard")
        let result = InterfaceBuilderReader.read(try String(contentsOf: url, encoding: .utf8), file: "ib-004.storyboard")
        let system = try #require(result.systems.first { $0.items.contains { $0.sourceID == "EXD-BO-hZ6" } })
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "EXD-BO-hZ6" })
        let solved = try #require(diagnosis.frames[box.id])
        let saved = try #require(box.frame)
        let solvedBottom = try #require(solved.y?.doubleValue) + (try #require(solved.height?.doubleValue))
        #expect(solvedBottom == saved.y.value + saved.height.value)
        #expect(saved.y.value + saved.height.value == 598)
    }
}
