import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// Xcode 11 and later save iPads with rounded corners under their own device ids; a file saved
/// for one is laid out as on that screen. Simplenote's SPSectionHeaderView.xib (Xcode 11.4,
/// `ipad11_0rounded`): a label pinned to its 414-wide top-level view's leading margin saved at
/// x 20, the system minimum margin of a screen's root 414 or more wide. Read as a view of no
/// known device, the root had 8-point margins and the label was called misplaced (x 20 → 8).
struct IPadDeviceTests {
    static let header = """
        <view contentMode="scaleToFill" id="roo-ip-001">
            <rect key="frame" x="0.0" y="0.0" width="414" height="58"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lab-ip-001">
                    <rect key="frame" x="20" y="5" width="384" height="48"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="lab-ip-001" firstAttribute="top" secondItem="roo-ip-001" secondAttribute="top" constant="5" id="top-ip-001"/>
                <constraint firstAttribute="bottom" secondItem="lab-ip-001" secondAttribute="bottom" constant="5" id="btm-ip-001"/>
                <constraint firstAttribute="trailing" secondItem="lab-ip-001" secondAttribute="trailing" constant="10" id="tra-ip-001"/>
                <constraint firstItem="lab-ip-001" firstAttribute="leading" secondItem="roo-ip-001" secondAttribute="leadingMargin" id="lea-ip-001"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """

    @Test(arguments: ["ipad11_0rounded", "ipad10_9rounded", "ipad7_9"])
    func aTopLevelViewOnARoundedIPadHasTheScreensSideMargins(device: String) throws {
        let solved = try ReaderEvidenceTests.solve(Self.header, toolsVersion: "15705", device: device)
        // The saved frame is the oracle: x 20, 384 wide.
        let label = try solved.frame("lab-ip-001")
        #expect(abs(label.x - 20) < 0.01 && abs(label.width - 384) < 0.01, "\(label)")
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }

    /// A device id the table does not list is said, not silently read as no device at all.
    @Test func anUnknownDeviceIsNoted() throws {
        let unknown = try ReaderEvidenceTests.solve(Self.header, toolsVersion: "15705", device: "ipad99_9rounded")
        #expect(unknown.system.diagnostics.contains { $0.code == "unknown-device" && $0.message.contains("'ipad99_9rounded'") })
        let known = try ReaderEvidenceTests.solve(Self.header, toolsVersion: "15705", device: "ipad11_0rounded")
        #expect(!known.system.diagnostics.contains { $0.code == "unknown-device" })
    }
}
