import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Intrinsic sizes learnt from real files Xcode saved (Docs/interface-builder.md, "Intrinsic
/// sizes"); each on a small document written here, expected frames worked out by hand.
struct IntrinsicSizeEvidenceTests {
    /// A UILabel with no text has no size of its own (0 × 0): QGroundControl's launch screen
    /// (Xcode 7) has an empty label pinned at its sides and bottom, saved 21 high and flagged
    /// misplaced by Xcode.
    @Test func aLabelWithoutTextIsZeroHigh() throws {
        func label(text: String) -> String {
            """
            <view contentMode="scaleToFill" id="roo-is-001">
                <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(text) textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lab-is-001">
                        <rect key="frame" x="20" y="439" width="440" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="lab-is-001" secondAttribute="bottom" constant="20" id="btm-is-001"/>
                    <constraint firstItem="lab-is-001" firstAttribute="leading" secondItem="roo-is-001" secondAttribute="leading" constant="20" id="lea-is-001"/>
                    <constraint firstAttribute="trailing" secondItem="lab-is-001" secondAttribute="trailing" constant="20" id="tra-is-001"/>
                </constraints>
            </view>
            """
        }
        let empty = try ReaderEvidenceTests.solve(label(text: #"text="""#))
        #expect(abs(try empty.frame("lab-is-001").height) < 0.01)
        #expect(empty.misplacedSources == ["lab-is-001"])
        let worded = try ReaderEvidenceTests.solve(label(text: #"text="Version""#))
        #expect(abs(try worded.frame("lab-is-001").height - 20.5) < 0.01)
        #expect(worded.misplacedSources.isEmpty)
    }

    /// AppKit names an image view's image on its cell: CotEditor's HUDView.storyboard (Xcode 11)
    /// centres a 72 × 72 template image in its view with no size constraint, saved clean, so the
    /// image's size from `<resources>` sizes the view (before, it was read as having none, and
    /// its size was reported free).
    @Test func anAppKitImageViewTakesItsSizeFromItsCellsImage() throws {
        let body = """
            <customView id="roo-is-010">
                <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                <subviews>
                    <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img-is-010">
                        <rect key="frame" x="28" y="28" width="72" height="72"/>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" image="WrapTemplate" id="imc-is-010"/>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="img-is-010" firstAttribute="centerX" secondItem="roo-is-010" secondAttribute="centerX" id="cex-is-010"/>
                    <constraint firstItem="img-is-010" firstAttribute="centerY" secondItem="roo-is-010" secondAttribute="centerY" id="cey-is-010"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(
            body, resources: #"<resources><image name="WrapTemplate" width="72" height="72"/></resources>"#, toolsVersion: "15702", macOS: true)
        #expect(solved.diagnosis.ambiguousItems.isEmpty)
        #expect(abs(try solved.frame("img-is-010").width - 72) < 0.01)
        #expect(solved.misplacedSources.isEmpty)
    }

    /// On macOS a size taken from the saved frame (a bar progress indicator's thickness, a
    /// spinner's size) holds insets that may not be known, so it is an estimate like a text's:
    /// CotEditor's ProgressView.storyboard (Xcode 13) stacks a small bar and a small push button
    /// whose saved frames add up 9 points more than their constraints leave, saved clean. A
    /// priority tie between such sizes is then the estimate's (a note, not a warning).
    @Test func anAppKitSizeTakenFromTheSavedFrameIsAnEstimate() throws {
        let body = """
            <customView id="roo-is-011">
                <rect key="frame" x="0.0" y="0.0" width="420" height="40"/>
                <subviews>
                    <progressIndicator verticalHuggingPriority="750" maxValue="1" bezeled="NO" indeterminate="YES" controlSize="small" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar-is-011">
                        <rect key="frame" x="20" y="14" width="380" height="12"/>
                    </progressIndicator>
                </subviews>
                <constraints>
                    <constraint firstItem="bar-is-011" firstAttribute="centerY" secondItem="roo-is-011" secondAttribute="centerY" id="cey-is-011"/>
                    <constraint firstItem="bar-is-011" firstAttribute="leading" secondItem="roo-is-011" secondAttribute="leading" constant="20" id="lea-is-011"/>
                    <constraint firstAttribute="trailing" secondItem="bar-is-011" secondAttribute="trailing" constant="20" id="tra-is-011"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "19529", macOS: true)
        #expect(solved.system.scene?.estimatedSizeSourceIDs.contains("bar-is-011") == true)
    }

    /// A UISwitch keeps its 51 × 31 whatever frame it is given: JRG-Developer's ALBooleanCell.xib
    /// (Xcode 5) squeezes one 2 points between two 173-wide labels and the cell's edge, and Xcode
    /// saved it 51 wide and clean. Its constraints decide its width there, so it is not judged;
    /// a switch placed by one edge on each axis is.
    @Test func aSwitchSqueezedByItsConstraintsIsNotJudged() throws {
        func row(trailing: String) -> String {
            """
            <view contentMode="scaleToFill" id="roo-is-012">
                <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                <subviews>
                    <view contentMode="scaleToFill" horizontalCompressionResistancePriority="751" placeholderIntrinsicWidth="173" placeholderIntrinsicHeight="21" translatesAutoresizingMaskIntoConstraints="NO" id="lab-is-012">
                        <rect key="frame" x="58" y="10" width="173" height="21"/>
                    </view>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-is-012">
                        <rect key="frame" x="251" y="10" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-is-012" firstAttribute="leading" secondItem="roo-is-012" secondAttribute="leading" constant="58" id="c01-is-012"/>
                    <constraint firstItem="lab-is-012" firstAttribute="top" secondItem="roo-is-012" secondAttribute="top" constant="10" id="c02-is-012"/>
                    <constraint firstItem="swi-is-012" firstAttribute="leading" secondItem="lab-is-012" secondAttribute="trailing" constant="20" id="c03-is-012"/>
                    <constraint firstItem="swi-is-012" firstAttribute="top" secondItem="roo-is-012" secondAttribute="top" constant="10" id="c04-is-012"/>
                    \(trailing)
                </constraints>
            </view>
            """
        }
        let squeezed = try ReaderEvidenceTests.solve(
            row(trailing: #"<constraint firstAttribute="trailing" secondItem="swi-is-012" secondAttribute="trailing" constant="20" id="c05-is-012"/>"#),
            toolsVersion: "5056")
        #expect(abs(try squeezed.frame("swi-is-012").width - 49) < 0.01)
        #expect(squeezed.misplacedSources.isEmpty)
        let free = try ReaderEvidenceTests.solve(row(trailing: ""), toolsVersion: "5056")
        #expect(!(free.system.scene?.notJudgedSourceIDs.contains("swi-is-012") ?? true))
    }

    /// A large activity indicator is 37 × 37, a medium one 20 × 20: a `whiteLarge` indicator
    /// centred in a 600 × 600 root (Xcode 8.3) was saved 37 × 37; centred, it sits at 281.5.
    @Test func aLargeActivityIndicatorIs37PointsSquare() throws {
        func indicator(style: String) -> String {
            """
            <view contentMode="scaleToFill" id="roo-is-009">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <subviews>
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="spi-is-009">
                        <rect key="frame" x="281.5" y="281.5" width="37" height="37"/>
                    </activityIndicatorView>
                </subviews>
                <constraints>
                    <constraint firstItem="spi-is-009" firstAttribute="centerY" secondItem="roo-is-009" secondAttribute="centerY" id="cey-is-009"/>
                    <constraint firstItem="spi-is-009" firstAttribute="centerX" secondItem="roo-is-009" secondAttribute="centerX" id="cex-is-009"/>
                </constraints>
            </view>
            """
        }
        for style in ["whiteLarge", "large"] {
            let large = try ReaderEvidenceTests.solve(indicator(style: style), toolsVersion: "12118", device: "retina4_7")
            #expect(abs(try large.frame("spi-is-009").width - 37) < 0.01)
            #expect(large.misplacedSources.isEmpty)
        }
        let medium = try ReaderEvidenceTests.solve(indicator(style: "medium"), toolsVersion: "12118", device: "retina4_7")
        #expect(abs(try medium.frame("spi-is-009").width - 20) < 0.01)
    }

    /// A label limited to two lines (or any number but one) wraps like one with no limit, and
    /// IB measured the height of its lines at the width its constraints give into the saved
    /// frame: Ramotion's garland-view header (Xcode 9.2) pins a two-line 12-point question at
    /// its top and sides only, saved 29 high and clean, which one line's 14½ would call misplaced.
    @Test func aLabelOfSeveralLinesKeepsTheHeightIBMeasured() throws {
        func header(lines: String) -> String {
            """
            <view contentMode="scaleToFill" id="roo-is-005">
                <rect key="frame" x="0.0" y="0.0" width="292" height="128"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="What's your go-to song when you are singing in the shower?" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="lab-is-005">
                        <rect key="frame" x="20" y="15" width="252" height="29"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-is-005" firstAttribute="top" secondItem="roo-is-005" secondAttribute="top" constant="15" id="top-is-005"/>
                    <constraint firstItem="lab-is-005" firstAttribute="leading" secondItem="roo-is-005" secondAttribute="leading" constant="20" id="lea-is-005"/>
                    <constraint firstAttribute="trailing" secondItem="lab-is-005" secondAttribute="trailing" constant="20" id="tra-is-005"/>
                </constraints>
            </view>
            """
        }
        let twoLines = try ReaderEvidenceTests.solve(header(lines: "2"))
        #expect(abs(try twoLines.frame("lab-is-005").height - 29) < 0.01)
        #expect(twoLines.misplacedSources.isEmpty)
        // One line is the system font's line height, and a frame higher than that is misplaced.
        let oneLine = try ReaderEvidenceTests.solve(header(lines: "1"))
        #expect(abs(try oneLine.frame("lab-is-005").height - 14.5) < 0.01)
        #expect(oneLine.misplacedSources == ["lab-is-005"])
    }

    /// An AppKit bar progress indicator has a height of its own: CotEditor's
    /// CompactProgressView.storyboard (Xcode 12) centres a small one on a label and hangs a label
    /// 2 below it, with nothing else deciding its height, and Xcode saved it clean.
    @Test func anAppKitBarProgressIndicatorHasAnIntrinsicHeight() throws {
        let body = """
            <customView id="roo-is-002">
                <rect key="frame" x="0.0" y="0.0" width="420" height="48"/>
                <subviews>
                    <progressIndicator maxValue="1" indeterminate="YES" controlSize="small" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar-is-002">
                        <rect key="frame" x="106" y="24" width="273" height="12"/>
                    </progressIndicator>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-is-002">
                        <rect key="frame" x="20" y="20" width="78" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="78" id="wid-is-002"/>
                            <constraint firstAttribute="height" constant="20" id="hgt-is-002"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="box-is-002" firstAttribute="leading" secondItem="roo-is-002" secondAttribute="leading" constant="20" id="lea-is-002"/>
                    <constraint firstItem="box-is-002" firstAttribute="top" secondItem="roo-is-002" secondAttribute="top" constant="8" id="top-is-002"/>
                    <constraint firstItem="bar-is-002" firstAttribute="leading" secondItem="box-is-002" secondAttribute="trailing" constant="8" id="bla-is-002"/>
                    <constraint firstAttribute="trailing" secondItem="bar-is-002" secondAttribute="trailing" constant="41" id="btr-is-002"/>
                    <constraint firstItem="bar-is-002" firstAttribute="centerY" secondItem="box-is-002" secondAttribute="centerY" id="bcy-is-002"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "17503.1", macOS: true)
        #expect(!solved.isAmbiguous("bar-is-002"))
        #expect(abs(try solved.frame("bar-is-002").height - 12) < 0.01)
    }

    /// A tvOS caption button (TVUIKit) is sized by its image and title, which IB measured into
    /// the saved frame: darjeelingsteve/uistackview_adaptivity's tvOS county view (Xcode 11)
    /// places one by its top and leading edges only, saved clean at 156 × 122.
    @Test func aTVCaptionButtonHasTheSizeItsContentGives() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="15702" targetRuntime="AppleTV" useAutolayout="YES">
                <device id="appleTV" appearance="light"/>
                <scenes><scene sceneID="scn-is-003"><objects>
                    <viewController id="vcr-is-003" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-is-003">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <subviews>
                                <tvCaptionButtonView contentMode="scaleToFill" contentImage="heart" catalog="system" title="Favourite" translatesAutoresizingMaskIntoConstraints="NO" id="cap-is-003">
                                    <rect key="frame" x="800" y="725" width="156" height="122"/>
                                </tvCaptionButtonView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cap-is-003" firstAttribute="top" secondItem="roo-is-003" secondAttribute="top" constant="725" id="top-is-003"/>
                                <constraint firstItem="cap-is-003" firstAttribute="leading" secondItem="roo-is-003" secondAttribute="leading" constant="800" id="lea-is-003"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let system = try #require(InterfaceBuilderReader.read(text, file: "Caption.storyboard").systems.first)
        let solved = ReaderEvidenceTests.Solved(system: system, diagnosis: Analyzer(options: AnalysisOptions()).analyze(system))
        #expect(!solved.isAmbiguous("cap-is-003"))
        let frame = try solved.frame("cap-is-003")
        #expect(abs(frame.width - 156) < 0.01 && abs(frame.height - 122) < 0.01)
    }
}
