import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Which elements are views and which views get a scroll view's content area, learnt from real
/// files (Docs/interface-builder.md, "Agreement with Xcode"); each rule on a small XIB written here.
struct ViewTreeEvidenceTests {
    /// A 320 × 568 view holding two scroll views saved without `<rect key="frame">` (`content`
    /// goes inside the first), stacked between the view's top and bottom with equal heights.
    static func twoScrollViews(content: String) -> String {
        """
        <view contentMode="scaleToFill" id="roo-vt-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-vt-001">\(content)</scrollView>
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-vt-001"/>
            </subviews>
            <constraints>
                <constraint firstItem="top-vt-001" firstAttribute="top" secondItem="roo-vt-001" secondAttribute="top" constant="20" id="c01-vt-001"/>
                <constraint firstItem="top-vt-001" firstAttribute="leading" secondItem="roo-vt-001" secondAttribute="leading" constant="16" id="c02-vt-001"/>
                <constraint firstAttribute="trailing" secondItem="top-vt-001" secondAttribute="trailing" constant="16" id="c03-vt-001"/>
                <constraint firstItem="bot-vt-001" firstAttribute="top" secondItem="top-vt-001" secondAttribute="bottom" constant="8" id="c04-vt-001"/>
                <constraint firstItem="bot-vt-001" firstAttribute="leading" secondItem="top-vt-001" secondAttribute="leading" id="c05-vt-001"/>
                <constraint firstItem="bot-vt-001" firstAttribute="trailing" secondItem="top-vt-001" secondAttribute="trailing" id="c06-vt-001"/>
                <constraint firstItem="bot-vt-001" firstAttribute="height" secondItem="top-vt-001" secondAttribute="height" id="c07-vt-001"/>
                <constraint firstAttribute="bottom" secondItem="bot-vt-001" secondAttribute="bottom" constant="20" id="c08-vt-001"/>
            </constraints>
        </view>
        """
    }

    /// Xcode 8 saved some views with no frame at all (Clima-iOS11's Main.storyboard,
    /// Storyboard2CodeApp's ScrollViewTests.storyboard): they are still views their constraints
    /// place, not elements to skip (before, the whole layout was dropped as unconstrained).
    @Test func aSubviewSavedWithoutAFrameIsStillLaidOut() throws {
        let solved = try ReaderEvidenceTests.solve(Self.twoScrollViews(content: ""), device: "retina4_0")
        let lower = try solved.frame("bot-vt-001")
        #expect(abs(lower.y - 288) < 0.01 && abs(lower.height - 260) < 0.01)
        #expect(solved.misplacedSources.isEmpty)
    }

    /// An empty scroll view has no content to size: Xcode saved ScrollViewTests.storyboard's two
    /// empty scroll views without a flag, so no content area with a free size is made for them.
    /// One holding a view placed by constraints keeps its content area, whose size the view's
    /// constraints must decide.
    @Test func onlyAScrollViewWithConstrainedContentHasAContentArea() throws {
        let empty = try ReaderEvidenceTests.solve(Self.twoScrollViews(content: ""), device: "retina4_0")
        #expect(empty.diagnosis.ambiguousItems.isEmpty)
        let filled = try ReaderEvidenceTests.solve(
            Self.twoScrollViews(
                content: """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vt-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c09-vt-001"/>
                                <constraint firstAttribute="height" constant="100" id="c10-vt-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-vt-001" firstAttribute="top" secondItem="top-vt-001" secondAttribute="top" id="c11-vt-001"/>
                        <constraint firstItem="box-vt-001" firstAttribute="leading" secondItem="top-vt-001" secondAttribute="leading" id="c12-vt-001"/>
                    </constraints>
                    """), device: "retina4_0")
        #expect(!filled.diagnosis.ambiguousItems.isEmpty)
    }

    /// Xcode 7 saved a collection view cell's content view without an IB id, with the
    /// constraints on the cell (Labgoo's CollectionViewCellWithSizeClassesDemo). The views inside
    /// are still the content view's subviews: they are judged for misplacement (here a label
    /// pinned 20 below the top, saved at y 30), and a size class's constraints between them have
    /// a common ancestor (before, each step was an error saying UIKit would raise).
    @Test func theSubviewsOfAContentViewWithoutAnIdHaveItAsSuperview() throws {
        let cell = """
            <collectionViewCell opaque="NO" contentMode="center" id="cel-vt-002">
                <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vt-002">
                            <rect key="frame" x="20" y="30" width="40" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="c01-vt-002"/>
                                <constraint firstAttribute="height" constant="20" id="c02-vt-002"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="box-vt-002" firstAttribute="top" secondItem="cel-vt-002" secondAttribute="top" constant="20" id="c03-vt-002"/>
                    <constraint firstItem="box-vt-002" firstAttribute="leading" secondItem="cel-vt-002" secondAttribute="leading" constant="20" id="c04-vt-002"/>
                </constraints>
            </collectionViewCell>
            """
        let solved = try ReaderEvidenceTests.solve(cell, toolsVersion: "9532")
        let box = try #require(solved.system.items.first { $0.sourceID == "box-vt-002" })
        #expect(box.superviewID == solved.system.items.first?.id)
        #expect(solved.misplacedSources == ["box-vt-002"])
    }

    /// An AppKit grid view is an NSGridView (Maccy's StorageSettingsViewController.xib, Xcode 15),
    /// not a view of an unknown class named after its element.
    @Test func aGridViewIsAnNSGridView() throws {
        let body = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="roo-vt-004">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <gridView xPlacement="leading" yPlacement="top" rowAlignment="lastBaseline" rowSpacing="8" columnSpacing="13" translatesAutoresizingMaskIntoConstraints="NO" id="grd-vt-004">
                        <rect key="frame" x="10" y="10" width="180" height="80"/>
                        <rows><gridRow id="row-vt-004"/></rows>
                        <columns><gridColumn id="col-vt-004"/></columns>
                        <gridCells><gridCell row="row-vt-004" column="col-vt-004" id="cel-vt-004"/></gridCells>
                    </gridView>
                </subviews>
                <constraints>
                    <constraint firstItem="grd-vt-004" firstAttribute="top" secondItem="roo-vt-004" secondAttribute="top" constant="10" id="c01-vt-004"/>
                    <constraint firstItem="grd-vt-004" firstAttribute="leading" secondItem="roo-vt-004" secondAttribute="leading" constant="10" id="c02-vt-004"/>
                    <constraint firstAttribute="trailing" secondItem="grd-vt-004" secondAttribute="trailing" constant="10" id="c03-vt-004"/>
                    <constraint firstAttribute="bottom" secondItem="grd-vt-004" secondAttribute="bottom" constant="10" id="c04-vt-004"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "22505", macOS: true)
        #expect(solved.system.items.first { $0.sourceID == "grd-vt-004" }?.className == "NSGridView")
    }
}
