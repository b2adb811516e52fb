import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// What a XIB's top-level view and a cell's content view are laid out in, learnt from real files
/// Xcode saved (Docs/interface-builder.md, "Agreement with Xcode"); each rule on a small XIB
/// written here, expected frames worked out by hand.
struct RootAndCellEvidenceTests {
    /// A top-level view `height` high holding a view pinned 11 below its safe area's top, saved at
    /// y 11; `freeform` adds the size inspector's Freeform simulated size.
    static func row(height: Int, freeform: Bool) -> String {
        """
        <view contentMode="scaleToFill" id="roo-rc-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-rc-001">
                    <rect key="frame" x="16" y="11" width="343" height="38"/>
                    <constraints><constraint firstAttribute="height" constant="38" id="hgt-rc-001"/></constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box-rc-001" firstAttribute="top" secondItem="saf-rc-001" secondAttribute="top" constant="11" id="top-rc-001"/>
                <constraint firstItem="box-rc-001" firstAttribute="leading" secondItem="saf-rc-001" secondAttribute="leading" constant="16" id="lea-rc-001"/>
                <constraint firstItem="saf-rc-001" firstAttribute="trailing" secondItem="box-rc-001" secondAttribute="trailing" constant="16" id="tra-rc-001"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="saf-rc-001"/>
            \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
        </view>
        """
    }

    /// WordPress's StatsTotalRow.xib (Xcode 10) and PostingActivityLegend.xib (Xcode 14), both
    /// retina4_7 and Freeform: rows pinned to the safe area's top saved at the inset from the
    /// view's top, so no status bar is simulated above a freeform view.
    @Test func aFreeformTopLevelViewOnAPhoneWithoutSensorHousingHasNoStatusBar() throws {
        let solved = try ReaderEvidenceTests.solve(Self.row(height: 60, freeform: true), device: "retina4_7")
        #expect(abs(try solved.frame("box-rc-001").y - 11) < 0.01)
        #expect(solved.misplacedSources.isEmpty)
    }

    /// A screen-sized top-level view keeps the status bar in files older than Xcode 11
    /// (StringsLint's test XIB, Xcode 10, retina4_7: a label pinned 50 below the safe area saved
    /// at y 70) and loses it from Xcode 11 (IBLinter's DuplicateConstraint.xib, Xcode 11.5,
    /// retina4_7: views pinned to the safe area saved at their constants), and a freeform view on
    /// a notched phone keeps the sensor housing's inset (SwiftMessages' CardView.xib, retina6_1,
    /// content saved 44 below the top).
    @Test func screenSizedAndNotchedTopLevelViewsKeepTheirTopInset() throws {
        let screen = try ReaderEvidenceTests.solve(Self.row(height: 667, freeform: false), toolsVersion: "14460", device: "retina4_7")
        #expect(abs(try screen.frame("box-rc-001").y - 31) < 0.01)
        let xcode11 = try ReaderEvidenceTests.solve(Self.row(height: 667, freeform: false), toolsVersion: "16097", device: "retina4_7")
        #expect(abs(try xcode11.frame("box-rc-001").y - 11) < 0.01)
        let notched = try ReaderEvidenceTests.solve(Self.row(height: 160, freeform: true), device: "retina6_1")
        #expect(abs(try notched.frame("box-rc-001").y - 55) < 0.01)
    }

    /// duckduckgo's HomeMessageCell.xib (Xcode 12): a collection view cell whose content view has
    /// `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint to the cell. Xcode
    /// flags the content view ambiguous and lays its content out at the width the content gives
    /// (a 100-wide label 8 from each side: 116), not at the cell's 315.
    @Test func aCellContentViewWithoutAutoresizingIsPlacedByNothing() throws {
        let cell = """
            <collectionViewCell opaque="NO" contentMode="center" id="cel-rc-002">
                <rect key="frame" x="0.0" y="0.0" width="315" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" translatesAutoresizingMaskIntoConstraints="NO" id="con-rc-002">
                    <rect key="frame" x="0.0" y="0.0" width="315" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lab-rc-002">
                            <rect key="frame" x="8" y="8" width="100" height="44"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wid-rc-002"/>
                                <constraint firstAttribute="height" constant="44" id="hgt-rc-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lab-rc-002" firstAttribute="leading" secondItem="con-rc-002" secondAttribute="leading" constant="8" id="lea-rc-002"/>
                        <constraint firstAttribute="trailing" secondItem="lab-rc-002" secondAttribute="trailing" constant="8" id="tra-rc-002"/>
                        <constraint firstItem="lab-rc-002" firstAttribute="top" secondItem="con-rc-002" secondAttribute="top" constant="8" id="top-rc-002"/>
                        <constraint firstAttribute="bottom" secondItem="lab-rc-002" secondAttribute="bottom" constant="8" id="btm-rc-002"/>
                    </constraints>
                </collectionViewCellContentView>
            </collectionViewCell>
            """
        let solved = try ReaderEvidenceTests.solve(cell)
        #expect(solved.isAmbiguous("con-rc-002"))
        // The label only slides with the content view: Xcode does not flag it.
        let silent = XcodeSilentAmbiguity.reasons(solved.diagnosis, in: solved.system)
        let label = try #require(solved.system.items.first { $0.sourceID == "lab-rc-002" }?.id)
        let labelEntries = solved.diagnosis.ambiguousItems.indices.filter { solved.diagnosis.ambiguousItems[$0].item == label }
        #expect(labelEntries.allSatisfy { silent[$0] == .movesWithSuperview })
        #expect(abs(try solved.frame("con-rc-002").width - 116) < 0.01)
        #expect(!solved.misplacedSources.contains("lab-rc-002"))
    }

    /// Before Xcode 9 a cell's content view that preserves its superview's layout margins has the
    /// cell's 15-point side margins: SwipeCellKit's MailExample storyboard (Xcode 8.2, retina5_5)
    /// pins a stack to a 414-wide content view's leadingMargin and 8 inside its trailingMargin,
    /// saved at x 15, 376 wide. One that does not preserve them keeps UIView's 8 (LoopKit's
    /// ButtonTableViewCell.xib, Xcode 7.3: a button at topMargin saved at y 8).
    @Test func anOldCellContentViewPreservingItsSuperviewsMarginsHasFifteenAtTheSides() throws {
        func cell(preserves: Bool) -> String {
            let attribute = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
            return """
                <tableViewCell contentMode="scaleToFill" \(attribute) id="cel-rc-003">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="141"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(attribute) tableViewCell="cel-rc-003" id="con-rc-003">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="140.5"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-rc-003">
                                <rect key="frame" x="15" y="8" width="376" height="80"/>
                                <constraints><constraint firstAttribute="height" constant="80" id="hgt-rc-003"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row-rc-003" firstAttribute="leading" secondItem="con-rc-003" secondAttribute="leadingMargin" id="lea-rc-003"/>
                            <constraint firstAttribute="trailingMargin" secondItem="row-rc-003" secondAttribute="trailing" constant="8" id="tra-rc-003"/>
                            <constraint firstItem="row-rc-003" firstAttribute="top" secondItem="con-rc-003" secondAttribute="top" constant="8" id="top-rc-003"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """
        }
        let preserving = try ReaderEvidenceTests.solve(cell(preserves: true), toolsVersion: "11762", device: "retina5_5").frame("row-rc-003")
        #expect(preserving.x == 15 && preserving.width == 376)
        let own = try ReaderEvidenceTests.solve(cell(preserves: false), toolsVersion: "11762", device: "retina5_5").frame("row-rc-003")
        #expect(own.x == 8 && own.width == 390)
    }

    /// A table cell without an accessory lays its content view out across all of it, less the
    /// one-point separator: the content view's saved frame can be left at a new cell's 320 × 43
    /// after the cell was made larger (heeween's Autolayout-budejie HYWRecommendUserCell.xib,
    /// Xcode 6.3: a 498 × 100 cell whose button, 20 from the content view's trailing edge and
    /// centred in it, is saved clean at x 428, y 37). A cell with an accessory keeps the saved
    /// content width, which leaves the accessory its room.
    @Test func aCellWithoutAccessoryLaysItsContentViewOutAtItsOwnSize() throws {
        func cell(accessory: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory) indentationWidth="10" rowHeight="100" id="cel-rc-009">
                        <rect key="frame" x="0.0" y="0.0" width="498" height="100"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-rc-009" id="cnt-rc-009">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-rc-009">
                                    <rect key="frame" x="428" y="37" width="50" height="25"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="wid-rc-009"/>
                                        <constraint firstAttribute="height" constant="25" id="hgt-rc-009"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="btn-rc-009" secondAttribute="trailing" constant="20" id="tra-rc-009"/>
                                <constraint firstAttribute="centerY" secondItem="btn-rc-009" secondAttribute="centerY" id="cny-rc-009"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        func misplaced(_ text: String) throws -> [String] {
            let system = try #require(InterfaceBuilderReader.read(text, file: "Cell.xib").systems.first)
            let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
            return MisplacedViews.find(in: system, diagnosis: diagnosis).compactMap { system.item($0.item)?.sourceID }
        }
        #expect(try misplaced(cell(accessory: "")).isEmpty)
        #expect(try misplaced(cell(accessory: #"accessoryType="disclosureIndicator""#)) == ["btn-rc-009"])
    }

    /// An AppKit storyboard's view controller is drawn under a window's title bar and toolbar:
    /// its root's safe area starts 52 below the top in files of Xcode 13 to 16 (CotEditor's
    /// GoToLineView.storyboard, Xcode 14, and InconsistentLineEndingsView.storyboard, Xcode 15:
    /// views pinned 20 and 8 below the safe area's top saved 72 and 60 below the root's top).
    @Test func anAppKitViewControllerRootHasATitleBarAboveItsSafeArea() throws {
        func storyboard(toolsVersion: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <scenes>
                    <scene sceneID="scn-rc-009">
                        <objects>
                            <viewController id="vco-rc-009" sceneMemberID="viewController">
                                <view key="view" id="roo-rc-009">
                                    <rect key="frame" x="0.0" y="0.0" width="220" height="194"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <subviews>
                                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box-rc-009">
                                            <rect key="frame" x="12" y="12" width="196" height="122"/>
                                        </customView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box-rc-009" firstAttribute="top" secondItem="saf-rc-009" secondAttribute="top" constant="8" id="c01-rc-009"/>
                                        <constraint firstItem="saf-rc-009" firstAttribute="bottom" secondItem="box-rc-009" secondAttribute="bottom" constant="12" id="c02-rc-009"/>
                                        <constraint firstItem="box-rc-009" firstAttribute="leading" secondItem="saf-rc-009" secondAttribute="leading" constant="12" id="c03-rc-009"/>
                                        <constraint firstItem="saf-rc-009" firstAttribute="trailing" secondItem="box-rc-009" secondAttribute="trailing" constant="12" id="c04-rc-009"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="saf-rc-009"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        func solve(_ toolsVersion: String) throws -> ReaderEvidenceTests.Solved {
            let system = try #require(InterfaceBuilderReader.read(storyboard(toolsVersion: toolsVersion), file: "Scene.storyboard").systems.first)
            return ReaderEvidenceTests.Solved(system: system, diagnosis: Analyzer(options: AnalysisOptions()).analyze(system))
        }
        let bigSur = try solve("22152")
        #expect(abs(try bigSur.frame("box-rc-009").y - 60) < 0.01)
        #expect(bigSur.misplacedSources.isEmpty)
        // Older files are left as they were read: nothing above the safe area.
        #expect(abs(try solve("16097").frame("box-rc-009").y - 8) < 0.01)
    }
}
