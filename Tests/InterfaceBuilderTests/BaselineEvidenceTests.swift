import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Baseline constraints between views whose text is drawn differently place one of them by an
/// assumed offset, so those views are not judged for misplacement (Docs/interface-builder.md,
/// "Misplacement not judged").
struct BaselineEvidenceTests {
    /// A first baseline tied to another view's last baseline is as uncertain as two first or
    /// two last baselines: darjeelingsteve/uistackview_adaptivity's tvOS county view (Xcode 11)
    /// hangs a body label's first baseline 40 below a headline's last baseline, saved clean.
    @Test func aFirstBaselineTiedToALastBaselineOfAnotherFontIsNotJudged() throws {
        let body = """
            <view contentMode="scaleToFill" id="roo-bl-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="128"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="hea-bl-001">
                        <rect key="frame" x="8" y="8" width="304" height="74"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="bod-bl-001">
                        <rect key="frame" x="8" y="85" width="304" height="35"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="hea-bl-001" firstAttribute="top" secondItem="roo-bl-001" secondAttribute="top" constant="8" id="top-bl-001"/>
                    <constraint firstItem="hea-bl-001" firstAttribute="leading" secondItem="roo-bl-001" secondAttribute="leading" constant="8" id="lea-bl-001"/>
                    <constraint firstItem="bod-bl-001" firstAttribute="leading" secondItem="roo-bl-001" secondAttribute="leading" constant="8" id="leb-bl-001"/>
                    <constraint firstItem="bod-bl-001" firstAttribute="firstBaseline" secondItem="hea-bl-001" secondAttribute="baseline" constant="40" id="bas-bl-001"/>
                </constraints>
            </view>
            """
        let solved = try ReaderEvidenceTests.solve(body)
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged.contains("bod-bl-001"))
        #expect(notJudged.contains("hea-bl-001"))
    }

    /// A view whose vertical position comes only through a view aligned by an unknown baseline
    /// is as unsure: iina's FreeSelectingViewController.xib (Xcode 8.3) centres Cancel on Done,
    /// whose baseline is tied to a label's, and Xcode saved both buttons clean. The label above,
    /// pinned to the top, and a button beside them pinned to the top itself stay judged.
    @Test func aViewPlacedOnlyThroughABaselineAlignedViewIsNotJudged() throws {
        let body = """
            <customView id="roo-bl-002">
                <rect key="frame" x="0.0" y="0.0" width="500" height="60"/>
                <subviews>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="lab-bl-002">
                        <rect key="frame" x="24" y="18" width="207" height="17"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Drag to select the desired region." id="lac-bl-002"><font key="font" metaFont="system"/></textFieldCell>
                    </textField>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="don-bl-002">
                        <rect key="frame" x="410" y="8" width="72" height="32"/>
                        <buttonCell key="cell" type="push" title="Done" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="doc-bl-002"><font key="font" metaFont="system"/></buttonCell>
                    </button>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="can-bl-002">
                        <rect key="frame" x="332" y="8" width="82" height="32"/>
                        <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="cac-bl-002"><font key="font" metaFont="system"/></buttonCell>
                    </button>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="hel-bl-002">
                        <rect key="frame" x="250" y="8" width="72" height="32"/>
                        <buttonCell key="cell" type="push" title="Help" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="hec-bl-002"><font key="font" metaFont="system"/></buttonCell>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="lab-bl-002" firstAttribute="top" secondItem="roo-bl-002" secondAttribute="top" constant="25" id="c01-bl-002"/>
                    <constraint firstItem="lab-bl-002" firstAttribute="leading" secondItem="roo-bl-002" secondAttribute="leading" constant="26" id="c02-bl-002"/>
                    <constraint firstItem="don-bl-002" firstAttribute="baseline" secondItem="lab-bl-002" secondAttribute="baseline" id="c03-bl-002"/>
                    <constraint firstAttribute="trailing" secondItem="don-bl-002" secondAttribute="trailing" constant="24" id="c04-bl-002"/>
                    <constraint firstItem="don-bl-002" firstAttribute="leading" secondItem="can-bl-002" secondAttribute="trailing" constant="8" id="c05-bl-002"/>
                    <constraint firstItem="can-bl-002" firstAttribute="centerY" secondItem="don-bl-002" secondAttribute="centerY" id="c06-bl-002"/>
                    <constraint firstItem="can-bl-002" firstAttribute="leading" secondItem="hel-bl-002" secondAttribute="trailing" constant="8" id="c07-bl-002"/>
                    <constraint firstItem="hel-bl-002" firstAttribute="top" secondItem="roo-bl-002" secondAttribute="top" constant="21" id="c09-bl-002"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "12121", macOS: true)
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged.contains("don-bl-002"))
        #expect(notJudged.contains("can-bl-002"))
        #expect(!notJudged.contains("hel-bl-002"))
    }
    /// A chain closed through an assumed baseline offset: a 32-point title pinned 20 below the
    /// top, a 34-high text 8 below it, and a button 20 above the bottom whose first baseline is
    /// 16 below the text's. Whatever the offsets really are, the title's height takes up the
    /// difference (NetNewsWire's AccountsDelete.xib, Xcode 10.2: saved 39 high, clean; the assumed
    /// offset gives 42), so it is not judged with the two baseline-aligned views; its position
    /// and the others' sides are.
    @Test func aViewStretchedByAChainThroughABaselineIsNotJudged() throws {
        let body = """
            <customView id="roo-bc-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="140"/>
                <subviews>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-bc-001">
                        <rect key="frame" x="18" y="81" width="215" height="39"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Delete Account" id="ttc-bc-001">
                            <font key="font" metaFont="system" size="32"/>
                        </textFieldCell>
                    </textField>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bdy-bc-001">
                        <rect key="frame" x="18" y="39" width="264" height="34"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="34" id="bdh-bc-001"/>
                        </constraints>
                        <textFieldCell key="cell" lineBreakMode="charWrapping" title="Are you sure?" id="bdc-bc-001">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn-bc-001">
                        <rect key="frame" x="206" y="13" width="80" height="32"/>
                        <buttonCell key="cell" type="push" title="Delete" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="btc-bc-001">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="ttl-bc-001" firstAttribute="top" secondItem="roo-bc-001" secondAttribute="top" constant="20" id="c01-bc-001"/>
                    <constraint firstItem="ttl-bc-001" firstAttribute="leading" secondItem="roo-bc-001" secondAttribute="leading" constant="20" id="c02-bc-001"/>
                    <constraint firstItem="bdy-bc-001" firstAttribute="top" secondItem="ttl-bc-001" secondAttribute="bottom" constant="8" id="c03-bc-001"/>
                    <constraint firstItem="bdy-bc-001" firstAttribute="leading" secondItem="roo-bc-001" secondAttribute="leading" constant="20" id="c04-bc-001"/>
                    <constraint firstAttribute="trailing" secondItem="bdy-bc-001" secondAttribute="trailing" constant="20" id="c05-bc-001"/>
                    <constraint firstAttribute="bottom" secondItem="btn-bc-001" secondAttribute="bottom" constant="20" id="c06-bc-001"/>
                    <constraint firstAttribute="trailing" secondItem="btn-bc-001" secondAttribute="trailing" constant="20" id="c07-bc-001"/>
                    <constraint firstItem="btn-bc-001" firstAttribute="firstBaseline" secondItem="bdy-bc-001" secondAttribute="baseline" constant="16" id="c08-bc-001"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "14490.70", macOS: true)
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged == ["ttl-bc-001", "bdy-bc-001", "btn-bc-001"])
        #expect(solved.misplacedSources.isEmpty)
        let note = solved.system.diagnostics.first { $0.message.contains("take its height") || $0.message.contains("takes its height") }
        #expect(note?.message.contains("(ttl-bc-001) takes its height from a chain through them") == true)
    }
}
