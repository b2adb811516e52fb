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
}
