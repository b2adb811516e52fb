import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// How stack views with equal spacing are laid out when nothing outside fixes their length:
/// Xcode saves them at the length their views and the spacing take (WordPress's
/// PostingActivityLegend.xib, a horizontal legend pinned at its leading edge with a `≥` trailing
/// margin; a vertical stack pinned at its centre in an Xcode 8 storyboard), and reports no
/// ambiguity. Expected frames are worked out by hand.
struct StackDistributionEvidenceTests {
    /// A horizontal stack of three fixed-width views, `spacing` 10 apart, pinned 16 from the
    /// leading edge and top of a 375 × 44 view and at least 16 from its trailing edge.
    static func legend(distribution: String) -> String {
        func box(_ id: String, x: Int, width: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="w\(id)"/>
                    <constraint firstAttribute="height" constant="20" id="h\(id)"/>
                </constraints>
            </view>
            """
        }
        return """
            <view contentMode="scaleToFill" id="roo-sd-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sd-001">
                        <rect key="frame" x="16" y="12" width="160" height="20"/>
                        <subviews>
                            \(box("bxa-sd-001", x: 0, width: 40))
                            \(box("bxb-sd-001", x: 50, width: 50))
                            \(box("bxc-sd-001", x: 110, width: 50))
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stk-sd-001" firstAttribute="leading" secondItem="roo-sd-001" secondAttribute="leading" constant="16" id="lea-sd-001"/>
                    <constraint firstItem="stk-sd-001" firstAttribute="top" secondItem="roo-sd-001" secondAttribute="top" constant="12" id="top-sd-001"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="stk-sd-001" secondAttribute="trailing" constant="16" id="tra-sd-001"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
    }

    @Test func anEqualSpacingStackFreeToGrowKeepsItsGapsAtTheSpacing() throws {
        let solved = try ReaderEvidenceTests.solve(Self.legend(distribution: "equalSpacing"))
        #expect(!solved.isAmbiguous("stk-sd-001"))
        #expect(!solved.isAmbiguous("bxc-sd-001"))
        // 40 + 10 + 50 + 10 + 50 = 160 wide from x 16; the last box at 16 + 110 (frames are in the root's
        // coordinates here).
        let stack = try solved.frame("stk-sd-001")
        #expect(abs(stack.width - 160) < 0.01)
        #expect(abs(try solved.frame("bxc-sd-001").x - 126) < 0.01)
        #expect(solved.misplacedSources.isEmpty)
    }

    /// A view arranged in a centre-aligned stack with nothing deciding its thickness across the
    /// stack is set by UIKit's ambiguity suppression, which Xcode does not check: WordPress's
    /// PostingActivityLegend.xib saves an empty 80-wide stack 20 high (its stack's height) and
    /// StatsTotalRow.xib an image stack of views without heights 38 high, both clean. Such a
    /// view, and what it holds, is not judged; a view with a height of its own still is.
    @Test func aViewWhoseThicknessOnlyAmbiguitySuppressionSetsIsNotJudged() throws {
        let body = """
            <view contentMode="scaleToFill" id="roo-sd-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sd-002">
                        <rect key="frame" x="16" y="12" width="150" height="20"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="emp-sd-002">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                                <constraints><constraint firstAttribute="width" constant="80" id="wem-sd-002"/></constraints>
                            </stackView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sd-002">
                                <rect key="frame" x="90" y="2" width="60" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="wbo-sd-002"/>
                                    <constraint firstAttribute="height" constant="16" id="hbo-sd-002"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stk-sd-002" firstAttribute="leading" secondItem="roo-sd-002" secondAttribute="leading" constant="16" id="lea-sd-002"/>
                    <constraint firstItem="stk-sd-002" firstAttribute="top" secondItem="roo-sd-002" secondAttribute="top" constant="12" id="top-sd-002"/>
                    <constraint firstAttribute="bottom" secondItem="stk-sd-002" secondAttribute="bottom" constant="12" id="btm-sd-002"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        let solved = try ReaderEvidenceTests.solve(body)
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged.contains("emp-sd-002"))
        #expect(!notJudged.contains("box-sd-002"))
        #expect(solved.misplacedSources.isEmpty)
    }
}
