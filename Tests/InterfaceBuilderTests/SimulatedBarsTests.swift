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

    /// A bottom bar simulated on a navigation controller is drawn under every controller it
    /// shows, its root and what `show` or `push` segues lead to: Tianyu95's XMessage.storyboard
    /// (Xcode 7) gives its navigation controller a simulated tab bar, and a chat controller pushed
    /// two levels in keeps a 40-point bar 0 above its bottom layout guide (at priority 900),
    /// which Xcode flagged misplaced where it was saved at the canvas's bottom.
    @Test func aNavigationControllersSimulatedBottomBarCoversWhatItShows() throws {
        func storyboard(metrics: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="nsc-bb-003"><objects>
                        <navigationController id="nav-bb-003" sceneMemberID="viewController">
                            \(metrics)
                            <connections><segue destination="lst-bb-003" kind="relationship" relationship="rootViewController" id="seg-bb-003"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="lsc-bb-003"><objects>
                        <viewController id="lst-bb-003" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lro-bb-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-bb-003">
                                        <rect key="frame" x="10" y="80" width="100" height="30"/>
                                        <connections><segue destination="vcr-bb-003" kind="push" id="psh-bb-003"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="vsc-bb-003"><objects>
                        <viewController id="vcr-bb-003" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-bb-003"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-bb-003"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rot-bb-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-bb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                        <constraints><constraint firstAttribute="height" constant="40" id="hgt-bb-003"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pin-bb-001" firstAttribute="leading" secondItem="rot-bb-003" secondAttribute="leading" id="lea-bb-003"/>
                                    <constraint firstAttribute="trailing" secondItem="pin-bb-001" secondAttribute="trailing" id="tra-bb-003"/>
                                    <constraint firstItem="bot-bb-003" firstAttribute="top" secondItem="pin-bb-001" secondAttribute="bottom" constant="10" id="btm-bb-003"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        #expect(try Self.bottomGuideTop(in: storyboard(metrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)) == 618)
        #expect(try Self.bottomGuideTop(in: storyboard(metrics: "")) == 667)
    }
}
