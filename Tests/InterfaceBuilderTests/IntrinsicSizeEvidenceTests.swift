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
}
