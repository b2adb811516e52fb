import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// Reader rules from the stop-20 triage of 15 real storyboards and XIBs (`Docs/interface-builder.md`),
/// each on a small document written here; frames are worked out by hand in the comments.
struct RealFileRound20Tests {
    /// An NSTokenField is a text field (NSTokenField is a subclass of NSTextField): its height is
    /// its text's, so one pinned at its top and sides is placed (AppleProg's Lesson 78
    /// ViewController.xib, Xcode 11.3: a "To:" label and a token field over a separator, saved
    /// clean). Read as an unknown element, it had no height and the layout a free motion.
    @Test func aTokenFieldHasTheHeightOfItsText() throws {
        let solved = try ReaderEvidenceTests.solve(
            """
            <customView id="roo-r20-01">
                <rect key="frame" x="0.0" y="0.0" width="503" height="401"/>
                <subviews>
                    <tokenField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tok-r20-01">
                        <rect key="frame" x="20" y="366" width="463" height="15"/>
                        <tokenFieldCell key="cell" selectable="YES" editable="YES" alignment="left" id="tkc-r20-01">
                            <font key="font" metaFont="label" size="12"/>
                        </tokenFieldCell>
                    </tokenField>
                </subviews>
                <constraints>
                    <constraint firstItem="tok-r20-01" firstAttribute="top" secondItem="roo-r20-01" secondAttribute="top" constant="20" id="top-r20-01"/>
                    <constraint firstItem="tok-r20-01" firstAttribute="leading" secondItem="roo-r20-01" secondAttribute="leading" constant="20" id="lea-r20-01"/>
                    <constraint firstAttribute="trailing" secondItem="tok-r20-01" secondAttribute="trailing" constant="20" id="tra-r20-01"/>
                </constraints>
            </customView>
            """, toolsVersion: "15705", macOS: true)
        let token = try #require(solved.system.items.first { $0.sourceID == "tok-r20-01" })
        #expect(token.className == "NSTokenField")
        #expect(solved.diagnosis.degreesOfFreedom.values.reduce(0, +) == 0, "\(solved.diagnosis.ambiguities.map(\.description))")
        // By hand: 20 from the top, 20 from each side of 503: 463 wide.
        let frame = try solved.frame("tok-r20-01")
        #expect(frame.y == 20 && frame.x == 20 && frame.width == 463)
    }

    /// A view its autoresizing mask lays out follows its superview: when the superview is
    /// misplaced, the subview's frame differs only because the superview's does, and Xcode flags
    /// the superview alone (cocoa-rest-client's FastSearchSavedRequests.xib, Xcode 7.3: a scroll
    /// view and a text field saved misplaced, the scroll view's clip view and table view, laid out
    /// by their masks, not). Here a container pinned to the 375 × 667 root's edges is saved at
    /// (10, 10) 100 × 100, and its subview fills it through its mask: by hand the constraints give
    /// the container (0, 0) 375 × 667 and the subview (0, 0) 375 × 667 in it.
    @Test func aViewItsMaskLaysOutIsNotMisplacedWithItsSuperview() throws {
        let solved = try ReaderEvidenceTests.solve(
            """
            <view contentMode="scaleToFill" id="roo-r20-04">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-r20-04">
                        <rect key="frame" x="10" y="10" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="fil-r20-04">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </subviews>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-r20-04" firstAttribute="top" secondItem="roo-r20-04" secondAttribute="top" id="top-r20-04"/>
                    <constraint firstItem="box-r20-04" firstAttribute="leading" secondItem="roo-r20-04" secondAttribute="leading" id="lea-r20-04"/>
                    <constraint firstAttribute="trailing" secondItem="box-r20-04" secondAttribute="trailing" id="tra-r20-04"/>
                    <constraint firstAttribute="bottom" secondItem="box-r20-04" secondAttribute="bottom" id="bot-r20-04"/>
                </constraints>
            </view>
            """, device: "retina4_7")
        let filler = try solved.frame("fil-r20-04")
        #expect(filler.width == 375 && filler.height == 667)
        #expect(solved.misplacedSources == ["box-r20-04"], "\(solved.misplacedSources)")
    }

    /// Xcode's outline names a view by the text it shows: an AppKit text field whose title has a
    /// line break is saved with it in its cell's `<string key="title">` (AppleProg's Lesson 69
    /// ViewController.xib: "I am a fancy / View Controller"), and a UIKit button with a
    /// configuration (Xcode 13 and later) shows the configuration's title, not the `normal`
    /// state's placeholder "Button" IB also writes (Rio-iOS's UIStackViewAutoLayoutSample
    /// storyboard: a "Like" button).
    @Test func viewsAreNamedByTheTextTheyShow() throws {
        let appKit = try ReaderEvidenceTests.solve(
            """
            <customView id="roo-r20-02">
                <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                <subviews>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="lab-r20-02">
                        <rect key="frame" x="190" y="120" width="101" height="32"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" alignment="center" id="cel-r20-02">
                            <font key="font" usesAppearanceFont="YES"/>
                            <string key="title">I am a fancy
            View Controller</string>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-r20-02" firstAttribute="centerY" secondItem="roo-r20-02" secondAttribute="centerY" id="cey-r20-02"/>
                    <constraint firstItem="lab-r20-02" firstAttribute="centerX" secondItem="roo-r20-02" secondAttribute="centerX" id="cex-r20-02"/>
                </constraints>
            </customView>
            """, toolsVersion: "15400", macOS: true)
        #expect(appKit.system.items.first { $0.sourceID == "lab-r20-02" }?.displayName == "TextField 'I am a fancy'")
        let uiKit = try ReaderEvidenceTests.solve(
            """
            <view contentMode="scaleToFill" id="roo-r20-03">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-r20-03">
                        <rect key="frame" x="168" y="409" width="57.333333333333329" height="34.333333333333314"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Like">
                            <fontDescription key="titleFontDescription" type="boldSystem" pointSize="17"/>
                        </buttonConfiguration>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="btn-r20-03" firstAttribute="centerY" secondItem="roo-r20-03" secondAttribute="centerY" id="cey-r20-03"/>
                    <constraint firstItem="btn-r20-03" firstAttribute="centerX" secondItem="roo-r20-03" secondAttribute="centerX" id="cex-r20-03"/>
                </constraints>
            </view>
            """, toolsVersion: "22685", device: "retina6_12")
        #expect(uiKit.system.items.first { $0.sourceID == "btn-r20-03" }?.displayName == "Button 'Like'")
    }
}
