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
}
