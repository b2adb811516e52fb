import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// The legacy top layout guide spans the simulated status bar, and nothing when the controller's
/// `simulatedStatusBarMetrics` is `<nil>` (as Loop's status widget storyboard, saved by Xcode 9.3
/// with a stack pinned to the guide at y 0), and the navigation bar IB infers above a controller
/// a navigation controller shows.
struct SimulatedStatusBarTests {
    /// A retina4_7 controller whose 40-point box sits 10 below its top layout guide, optionally
    /// the root of a navigation controller (whose bar may be hidden).
    static func storyboard(
        metrics: String, navigation: String? = nil, navigationBar: String = "", landscape: Bool = false, toolsVersion: String = "13771",
        device: String = "retina4_7"
    ) -> String {
        let navigationScene = navigation.map { attributes in
            """
            <scene sceneID="nsc-sb-001"><objects>
                <navigationController id="nav-sb-001" \(attributes) sceneMemberID="viewController">
                    \(navigationBar)
                    <connections><segue destination="vcr-sb-001" kind="relationship" relationship="rootViewController" id="seg-sb-001"/></connections>
                </navigationController>
            </objects></scene>
            """
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="\(device)" orientation="\(landscape ? "landscape" : "portrait")"><adaptation id="fullscreen"/></device>
            <scenes>
                \(navigationScene)
                <scene sceneID="vsc-sb-001"><objects>
                    <viewController id="vcr-sb-001" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-sb-001"/>
                            <viewControllerLayoutGuide type="bottom" id="bot-sb-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rot-sb-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(landscape ? 667 : 375)" height="\(landscape ? 375 : 667)"/>
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

    static func boxTop(
        metrics: String, navigation: String? = nil, navigationBar: String = "", landscape: Bool = false, toolsVersion: String = "13771",
        device: String = "retina4_7"
    ) throws -> Double {
        let text = storyboard(
            metrics: metrics, navigation: navigation, navigationBar: navigationBar, landscape: landscape, toolsVersion: toolsVersion, device: device)
        let result = InterfaceBuilderReader.read(text, file: "StatusBar.storyboard")
        let system = try #require(result.systems.first { $0.items.contains { $0.sourceID == "box-sb-001" } })
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

    /// By hand: under a navigation controller the guide ends below the status bar and the bar,
    /// 20 + 44 upright, so the box is at 74; on its side the phone shows no status bar and a
    /// 32-point bar (LocalWeather, Xcode 9.3), so 42; a hidden bar, or a controller whose
    /// simulatedTopBarMetrics is <nil>, leaves the status bar alone: 30.
    @Test func theTopGuideSpansAnInferredNavigationBar() throws {
        #expect(try Self.boxTop(metrics: "", navigation: "") == 74)
        #expect(try Self.boxTop(metrics: "", navigation: "", landscape: true) == 42)
        #expect(try Self.boxTop(metrics: "", navigation: #"navigationBarHidden="YES""#) == 30)
        #expect(try Self.boxTop(metrics: #"<nil key="simulatedTopBarMetrics"/>"#, navigation: "") == 30)
        // A bar with large titles is taller by an amount not known here: not inferred, as before.
        let largeTitles = #"<navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" id="bar-sb-001"/>"#
        #expect(try Self.boxTop(metrics: "", navigation: "", navigationBar: largeTitles) == 30)
    }

    /// From Xcode 11 a controller a navigation (or tab bar) controller shows is drawn without the
    /// status bar of a phone that has none of a sensor housing: by hand, 44 + 10 under the bar
    /// (kodeco's MessagingApp Contacts, Xcode 11.3; DonMag's CenteredScroll, Xcode 11.4); so is a
    /// controller no container shows, 0 + 10 (mattneub's DesignableTest storyboard, Xcode 12,
    /// retina4_0: views 34 and 164 below the safe area's top saved at y 34 and 164); before
    /// Xcode 11 it keeps it, 20 + 10. A 4-inch phone upright has the 44-point bar of a regular
    /// height, not the 32 of a phone on its side.
    @Test func fromXcode11AContainersChildHasNoStatusBar() throws {
        #expect(try Self.boxTop(metrics: "", navigation: "", toolsVersion: "16096") == 54)
        #expect(try Self.boxTop(metrics: "", toolsVersion: "16096") == 10)
        #expect(try Self.boxTop(metrics: "", toolsVersion: "16096", device: "retina4_0") == 10)
        #expect(try Self.boxTop(metrics: "") == 30)
        #expect(try Self.boxTop(metrics: "", navigation: "", toolsVersion: "16096", device: "retina4_0") == 54)
        #expect(try Self.boxTop(metrics: "", navigation: "", device: "retina4_0") == 74)
    }
    /// A controller a container view embeds is drawn at the container's size with no status bar
    /// or device inset: by hand a box 10 below its root's safe area is at y 10 (kharrison's
    /// Container storyboard, Xcode 8.3: an embedded map pinned to its root's topMargin saved at
    /// y 0), where a screen's controller would put it 20 lower.
    @Test func anEmbeddedControllerHasNoStatusBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="hsc-sb-003"><objects>
                        <viewController id="hst-sb-003" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hro-sb-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="ctr-sb-003">
                                        <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                        <connections><segue destination="emb-sb-003" kind="embed" id="seg-sb-003"/></connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="esc-sb-003"><objects>
                        <viewController id="emb-sb-003" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ero-sb-003">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sb-003">
                                        <rect key="frame" x="0.0" y="10" width="375" height="40"/>
                                        <constraints><constraint firstAttribute="height" constant="40" id="hgt-sb-003"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-sb-003" firstAttribute="leading" secondItem="ero-sb-003" secondAttribute="leading" id="lea-sb-003"/>
                                    <constraint firstAttribute="trailing" secondItem="box-sb-003" secondAttribute="trailing" id="tra-sb-003"/>
                                    <constraint firstItem="box-sb-003" firstAttribute="top" secondItem="saf-sb-003" secondAttribute="top" constant="10" id="top-sb-003"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="saf-sb-003"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let result = InterfaceBuilderReader.read(text, file: "Embed.storyboard")
        let system = try #require(result.systems.first { $0.items.contains { $0.sourceID == "box-sb-003" } })
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "box-sb-003" }?.id)
        #expect(try #require(diagnosis.frames[box]?.y?.doubleValue) == 10)
    }

    /// A navigation controller a container view embeds draws its root at the container's size
    /// too: below its 44-point bar, with no status bar above it (the container sits below the
    /// status bar on its own screen). By hand a box 10 below that root's safe area is at
    /// 44 + 10 = 54, where a screen's navigation root would put it at 20 + 44 + 10 = 74.
    /// (ascentman's EmbeddedVC storyboard, Xcode 9.3: an image pinned to such a root's safe area
    /// saved at y 44, clean.)
    @Test func theRootOfAnEmbeddedNavigationControllerHasItsBarButNoStatusBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="hsc-sb-004"><objects>
                        <viewController id="hst-sb-004" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hro-sb-004">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="ctr-sb-004">
                                        <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                                        <connections><segue destination="nav-sb-004" kind="embed" id="seg-sb-004"/></connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="nsc-sb-004"><objects>
                        <navigationController id="nav-sb-004" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-sb-004">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections><segue destination="emb-sb-004" kind="relationship" relationship="rootViewController" id="rel-sb-004"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="esc-sb-004"><objects>
                        <viewController id="emb-sb-004" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ero-sb-004">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sb-004">
                                        <rect key="frame" x="0.0" y="54" width="375" height="40"/>
                                        <constraints><constraint firstAttribute="height" constant="40" id="hgt-sb-004"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-sb-004" firstAttribute="leading" secondItem="ero-sb-004" secondAttribute="leading" id="lea-sb-004"/>
                                    <constraint firstAttribute="trailing" secondItem="box-sb-004" secondAttribute="trailing" id="tra-sb-004"/>
                                    <constraint firstItem="box-sb-004" firstAttribute="top" secondItem="saf-sb-004" secondAttribute="top" constant="10" id="top-sb-004"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="saf-sb-004"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let result = InterfaceBuilderReader.read(text, file: "EmbedNavigation.storyboard")
        let system = try #require(result.systems.first { $0.items.contains { $0.sourceID == "box-sb-004" } })
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "box-sb-004" }?.id)
        #expect(try #require(diagnosis.frames[box]?.y?.doubleValue) == 54)
        #expect(MisplacedViews.find(in: system, diagnosis: diagnosis).isEmpty)
    }
}
