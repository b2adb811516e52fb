import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Control metrics and device insets learnt from real files Xcode saved clean (the third round of
/// real files, Docs/interface-builder.md): each on a small document written here, with frames
/// worked out by hand.
struct MetricsEvidenceTests {
    /// An AppKit image view without a frame style draws nothing outside its alignment rectangle,
    /// and a bevel (regular square) button of a classic-era file reaches 2 beyond it at the top
    /// and sides and 3 below: Rectangle's Accessibility.storyboard (Xcode 10.2) stacks a 60 × 60
    /// image view (60 × 60 by its constraints) and a bevel button 12 from their neighbours, saved
    /// 12, 10 and 9 apart and clean. Both are judged, at those insets.
    @Test func anImageViewAndAClassicBevelButtonHaveKnownInsets() throws {
        func body(buttonY: Int) -> String {
            """
            <customView id="roo-me-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img-me-001">
                        <rect key="frame" x="20" y="120" width="60" height="60"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="60" id="ihg-me-001"/>
                            <constraint firstAttribute="width" constant="60" id="iwd-me-001"/>
                        </constraints>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="icl-me-001"/>
                    </imageView>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-me-001">
                        <rect key="frame" x="18" y="\(buttonY)" width="104" height="46"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bwd-me-001"/>
                            <constraint firstAttribute="height" constant="41" id="bhg-me-001"/>
                        </constraints>
                        <buttonCell key="cell" type="bevel" title="Open" bezelStyle="regularSquare" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bcl-me-001">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="img-me-001" firstAttribute="top" secondItem="roo-me-001" secondAttribute="top" constant="20" id="itp-me-001"/>
                    <constraint firstItem="img-me-001" firstAttribute="leading" secondItem="roo-me-001" secondAttribute="leading" constant="20" id="ild-me-001"/>
                    <constraint firstItem="btn-me-001" firstAttribute="top" secondItem="img-me-001" secondAttribute="bottom" constant="12" id="btp-me-001"/>
                    <constraint firstItem="btn-me-001" firstAttribute="leading" secondItem="roo-me-001" secondAttribute="leading" constant="20" id="bld-me-001"/>
                </constraints>
            </customView>
            """
        }
        // Alignment rectangles (y from the top): the image at (20, 20) 60 × 60, the button 12
        // below it at (20, 92) 100 × 41. Its frame is 2 wider each side, 2 higher and 3 lower:
        // x 18, 104 × 46, from 90 to 136 from the top, saved y 200 − 136 = 64 up.
        let clean = try ReaderEvidenceTests.solve(body(buttonY: 64), toolsVersion: "14490.70", macOS: true)
        #expect(clean.system.scene?.notJudgedSourceIDs.isEmpty == true)
        #expect(clean.misplacedSources.isEmpty)
        let moved = try ReaderEvidenceTests.solve(body(buttonY: 59), toolsVersion: "14490.70", macOS: true)
        #expect(moved.misplacedSources == ["btn-me-001"])
    }

    /// Xcode 26 (toolsVersion 24000 and above) runs on macOS 15 or macOS 26, which draw controls
    /// differently, so the Big Sur metrics do not hold for its files: keycastr's Minimal.xib
    /// (toolsVersion 24765) has check boxes 18 high by their constraints saved 18 high, 16 below
    /// the view's top, and clean, where Big Sur's check boxes reach 1 beyond above and below.
    /// Their frames are not judged; an Xcode 16 file's are.
    @Test func xcode26FilesHaveNoKnownControlMetrics() throws {
        let body = """
            <customView id="roo-me-002">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="chk-me-002">
                        <rect key="frame" x="18" y="66" width="104" height="18"/>
                        <buttonCell key="cell" type="check" title="Modifier keys" bezelStyle="regularSquare" imagePosition="left" alignment="left" state="on" inset="2" id="ccl-me-002">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <constraints>
                            <constraint firstAttribute="height" constant="18" id="chg-me-002"/>
                        </constraints>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="chk-me-002" firstAttribute="top" secondItem="roo-me-002" secondAttribute="top" constant="16" id="ctp-me-002"/>
                    <constraint firstItem="chk-me-002" firstAttribute="leading" secondItem="roo-me-002" secondAttribute="leading" constant="20" id="cld-me-002"/>
                </constraints>
            </customView>
            """
        let xcode26 = try ReaderEvidenceTests.solve(body, toolsVersion: "24765", macOS: true)
        #expect(xcode26.misplacedSources.isEmpty)
        #expect(xcode26.system.scene?.notJudgedSourceIDs == ["chk-me-002"])
        let xcode16 = try ReaderEvidenceTests.solve(body, toolsVersion: "23727", macOS: true)
        #expect(xcode16.misplacedSources == ["chk-me-002"])
    }

    /// A UIKit control or image view that draws an SF Symbol (`catalog="system"`) is placed by
    /// the symbol's alignment rectangle, which its saved frame overhangs or falls short of by
    /// amounts the file does not hold: appbrewery's Clima (Xcode 12) gives two buttons with
    /// symbol background images 40-point height constraints, saved 39 and 38 high and clean.
    /// They are not judged; the same button with an image of its own is.
    @Test func aViewDrawingAnSFSymbolIsNotJudged() throws {
        func body(catalog: String) -> String {
            """
            <view contentMode="scaleToFill" id="roo-me-003">
                <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-me-003">
                        <rect key="frame" x="10" y="11" width="40" height="38"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="bhg-me-003"/>
                            <constraint firstAttribute="width" constant="40" id="bwd-me-003"/>
                        </constraints>
                        <state key="normal" backgroundImage="magnifyingglass" \(catalog)/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="btn-me-003" firstAttribute="top" secondItem="roo-me-003" secondAttribute="top" constant="10" id="btp-me-003"/>
                    <constraint firstItem="btn-me-003" firstAttribute="leading" secondItem="roo-me-003" secondAttribute="leading" constant="10" id="bld-me-003"/>
                </constraints>
            </view>
            """
        }
        let symbol = try ReaderEvidenceTests.solve(body(catalog: #"catalog="system""#))
        #expect(symbol.misplacedSources.isEmpty)
        #expect(symbol.system.scene?.notJudgedSourceIDs == ["btn-me-003"])
        let asset = try ReaderEvidenceTests.solve(body(catalog: ""))
        #expect(asset.misplacedSources == ["btn-me-003"])
    }

    /// Interface Builder gives the retina6_1 canvas (iPhone 11, XR) a 48-point safe area above
    /// from Xcode 14, as iOS 14 and later do at run time, and 44 before: appbrewery's ByteCoin
    /// (Xcode 14.0) has a stack 10 below the safe area's top saved at y 58, and its Clima
    /// (Xcode 12.0) and the shared corpus's ib-006 (Xcode 12.2) views at the 44 below it.
    @Test func theRetina6_1SafeAreaGrewTo48InXcode14() throws {
        func storyboard(toolsVersion: String, y: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="scn-me-004"><objects>
                    <viewController id="vcr-me-004" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-me-004">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-me-004">
                                    <rect key="frame" x="0.0" y="\(y)" width="414" height="165"/>
                                    <constraints><constraint firstAttribute="height" constant="165" id="hgt-me-004"/></constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-me-004"/>
                            <constraints>
                                <constraint firstItem="box-me-004" firstAttribute="top" secondItem="saf-me-004" secondAttribute="top" constant="10" id="top-me-004"/>
                                <constraint firstItem="box-me-004" firstAttribute="leading" secondItem="saf-me-004" secondAttribute="leading" id="lea-me-004"/>
                                <constraint firstItem="saf-me-004" firstAttribute="trailing" secondItem="box-me-004" secondAttribute="trailing" id="tra-me-004"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        }
        func misplaced(_ text: String) throws -> [String] {
            let system = try #require(InterfaceBuilderReader.read(text, file: "SafeArea.storyboard").systems.first)
            let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
            return MisplacedViews.find(in: system, diagnosis: diagnosis).compactMap { system.item($0.item)?.sourceID }
        }
        #expect(try misplaced(storyboard(toolsVersion: "21225", y: 58)).isEmpty)
        #expect(try misplaced(storyboard(toolsVersion: "21225", y: 54)) == ["box-me-004"])
        #expect(try misplaced(storyboard(toolsVersion: "20037", y: 54)).isEmpty)
    }

    /// Files older than Xcode 8 name no device, and IB drew a simulated navigation bar above
    /// their canvas (600 × 600 for any width and height) 44 high, as on an upright phone:
    /// kodeco's i9t ImageScale.storyboard (Xcode 7) pins an image 25 below the top layout guide
    /// of a controller with a simulated navigation bar, saved clean at y 89 (20 + 44 + 25).
    @Test func aDevicelessCanvasHasA44PointNavigationBar() throws {
        func storyboard(metrics: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8152.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <scenes><scene sceneID="scn-me-005"><objects>
                    <viewController id="vcr-me-005" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tgd-me-005"/>
                            <viewControllerLayoutGuide type="bottom" id="bgd-me-005"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="roo-me-005">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-me-005">
                                    <rect key="frame" x="175" y="89" width="250" height="158"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="250" id="wid-me-005"/>
                                        <constraint firstAttribute="height" constant="158" id="hgt-me-005"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-me-005" firstAttribute="centerX" secondItem="roo-me-005" secondAttribute="centerX" id="cnx-me-005"/>
                                <constraint firstItem="box-me-005" firstAttribute="top" secondItem="tgd-me-005" secondAttribute="bottom" constant="25" id="top-me-005"/>
                            </constraints>
                        </view>
                        \(metrics)
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        }
        func misplaced(_ text: String) throws -> [String] {
            let system = try #require(InterfaceBuilderReader.read(text, file: "Deviceless.storyboard").systems.first)
            let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
            return MisplacedViews.find(in: system, diagnosis: diagnosis).compactMap { system.item($0.item)?.sourceID }
        }
        let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        #expect(try misplaced(storyboard(metrics: navigationBar)).isEmpty)
        #expect(try misplaced(storyboard(metrics: "")) == ["box-me-005"])
    }

    /// From Xcode 11 a controller a `presentation` segue shows as a sheet (the automatic, page- or
    /// form-sheet style) is drawn as a card below the status bar, whose root is shorter than the
    /// screen and has no status bar inside: kodeco's alt-materials TodoApp (Xcode 11.4,
    /// retina4_7) centres a label at 0.7 of the safe area's centre in a 647-high sheet, saved
    /// clean at y 213.5 (0.7 × 323.5 less half its height). A full-screen presentation on this
    /// phone (no sensor housing) has no status bar above it either, as any controller from
    /// Xcode 11 (mattneub's DesignableTest storyboard, Xcode 12): the same 0…647 safe area.
    @Test func aSheetHasNoStatusBarAboveItsContent() throws {
        func storyboard(style: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="scn-me-006"><objects>
                        <viewController id="src-me-006" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sro-me-006">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-me-006">
                                        <rect key="frame" x="10" y="30" width="100" height="30"/>
                                        <connections><segue destination="dst-me-006" kind="presentation" \(style) id="seg-me-006"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="dsc-me-006"><objects>
                        <viewController id="dst-me-006" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-me-006">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-me-006">
                                        <rect key="frame" x="142" y="213.5" width="91" height="26"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="91" id="wid-me-006"/>
                                            <constraint firstAttribute="height" constant="26" id="hgt-me-006"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-me-006"/>
                                <constraints>
                                    <constraint firstItem="box-me-006" firstAttribute="centerY" secondItem="saf-me-006" secondAttribute="centerY" multiplier="0.7" id="cny-me-006"/>
                                    <constraint firstItem="box-me-006" firstAttribute="centerX" secondItem="saf-me-006" secondAttribute="centerX" id="cnx-me-006"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        func misplaced(_ text: String) throws -> [String] {
            let system = try #require(InterfaceBuilderReader.read(text, file: "Sheet.storyboard").systems.first { $0.items.contains { $0.sourceID == "box-me-006" } })
            let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
            return MisplacedViews.find(in: system, diagnosis: diagnosis).compactMap { system.item($0.item)?.sourceID }
        }
        #expect(try misplaced(storyboard(style: "")).isEmpty)
        #expect(try misplaced(storyboard(style: #"modalPresentationStyle="pageSheet""#)).isEmpty)
        #expect(try misplaced(storyboard(style: #"modalPresentationStyle="fullScreen""#)).isEmpty)
    }
}
