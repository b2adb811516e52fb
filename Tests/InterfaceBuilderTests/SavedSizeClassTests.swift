import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Xcode saves the frames of the size class the file is shown in (liwangqiang/SizeclassWithStackView,
/// an iPad storyboard whose stack is horizontal in `widthClass=regular` and vertical in Any: saved
/// side by side). The reader analyses the base (Any) layout, so views a variation of the saved
/// size class changes, and the views tied to them, are not judged for misplacement.
struct SavedSizeClassTests {
    /// One scene on `device`: a box 100 wide in Any and 200 in regular width, saved `savedWidth`
    /// wide, and a second box on its own, saved where its constraints put it.
    static func storyboard(device: String, savedWidth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <device id="\(device)" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes><scene sceneID="scn-sc-001"><objects>
                <viewController id="vcr-sc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="roo-sc-001">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="var-sc-001">
                                <rect key="frame" x="20" y="100" width="\(savedWidth)" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="wid-sc-001">
                                        <variation key="widthClass=regular" constant="200"/>
                                    </constraint>
                                    <constraint firstAttribute="height" constant="50" id="hgt-sc-001"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fix-sc-001">
                                <rect key="frame" x="20" y="300" width="60" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="60" id="wfx-sc-001"/>
                                    <constraint firstAttribute="height" constant="60" id="hfx-sc-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="var-sc-001" firstAttribute="leading" secondItem="roo-sc-001" secondAttribute="leading" constant="20" id="lea-sc-001"/>
                            <constraint firstItem="var-sc-001" firstAttribute="top" secondItem="roo-sc-001" secondAttribute="top" constant="100" id="top-sc-001"/>
                            <constraint firstItem="fix-sc-001" firstAttribute="leading" secondItem="roo-sc-001" secondAttribute="leading" constant="20" id="lfx-sc-001"/>
                            <constraint firstItem="fix-sc-001" firstAttribute="top" secondItem="roo-sc-001" secondAttribute="top" constant="300" id="tfx-sc-001"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func solve(_ text: String) throws -> ReaderEvidenceTests.Solved {
        let system = try #require(InterfaceBuilderReader.read(text, file: "SizeClass.storyboard").systems.first)
        return ReaderEvidenceTests.Solved(system: system, diagnosis: Analyzer(options: AnalysisOptions()).analyze(system))
    }

    @Test func viewsAVariationOfTheSavedSizeClassChangesAreNotJudged() throws {
        let solved = try Self.solve(Self.storyboard(device: "ipad9_7", savedWidth: 200))
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(notJudged.contains("var-sc-001"))
        #expect(!notJudged.contains("fix-sc-001"))
        #expect(solved.misplacedSources.isEmpty)
    }

    /// On an upright phone (compact width) the regular-width variation is not the saved one.
    @Test func variationsOfOtherSizeClassesLeaveViewsJudged() throws {
        let solved = try Self.solve(Self.storyboard(device: "retina4_7", savedWidth: 200))
        #expect(solved.misplacedSources == ["var-sc-001"])
    }

    /// A box whose constraints are installed only for compact and for regular heights, none in
    /// Any: every device has one of the two, so the Any layout alone never runs. On a 4.7-inch
    /// phone upright (wC hR) the regular-height set places it at (20, 100), 80 × 40, by hand;
    /// the scene is neither ambiguous nor misplaced there. The compact-height set (10, 10),
    /// 200 × 30, stays a state. (eelfner's CustomTraits storyboard, Xcode 9.2: two views whose 16
    /// constraints are all installed for heightClass=compact or heightClass=regular, saved clean
    /// on an iPhone 8 Plus on its side.)
    @Test func aLayoutWhoseEveryHeightClassHasItsOwnConstraintsIsReadInTheSavedOne() throws {
        func pins(_ suffix: String, x: Int, y: Int, width: Int, height: Int) -> String {
            """
            <constraint firstItem="box-sc-009" firstAttribute="leading" secondItem="roo-sc-009" secondAttribute="leading" constant="\(x)" id="l\(suffix)-sc-009"/>
            <constraint firstItem="box-sc-009" firstAttribute="top" secondItem="roo-sc-009" secondAttribute="top" constant="\(y)" id="t\(suffix)-sc-009"/>
            <constraint firstItem="box-sc-009" firstAttribute="width" constant="\(width)" id="w\(suffix)-sc-009"/>
            <constraint firstItem="box-sc-009" firstAttribute="height" constant="\(height)" id="h\(suffix)-sc-009"/>
            """
        }
        func mask(_ key: String, _ suffix: String, _ kind: String) -> String {
            let entries = ["l", "t", "w", "h"].map { #"<\#(kind) reference="\#($0)\#(suffix)-sc-009"/>"# }.joined()
            return #"<variation key="\#(key)"><mask key="constraints">\#(entries)</mask></variation>"#
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes><scene sceneID="scn-sc-009"><objects>
                    <viewController id="vcr-sc-009" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-sc-009">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sc-009">
                                    <rect key="frame" x="20" y="100" width="80" height="40"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="frm-sc-009">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="50" id="wfr-sc-009"/>
                                        <constraint firstAttribute="height" constant="50" id="hfr-sc-009"/>
                                    </constraints>
                                    <variation key="heightClass=regular">
                                        <rect key="frame" x="200" y="300" width="50" height="50"/>
                                    </variation>
                                </view>
                            </subviews>
                            <constraints>
                                \(pins("c", x: 10, y: 10, width: 200, height: 30))
                                \(pins("r", x: 20, y: 100, width: 80, height: 40))
                                <constraint firstItem="frm-sc-009" firstAttribute="leading" secondItem="roo-sc-009" secondAttribute="leading" constant="200" id="lfr-sc-009"/>
                                <constraint firstItem="frm-sc-009" firstAttribute="top" secondItem="roo-sc-009" secondAttribute="top" constant="300" id="tfr-sc-009"/>
                            </constraints>
                            <variation key="default"><mask key="constraints">\(["c", "r"].flatMap { s in ["l", "t", "w", "h"].map { #"<exclude reference="\#($0)\#(s)-sc-009"/>"# } }.joined())</mask></variation>
                            \(mask("heightClass=compact", "c", "include"))
                            \(mask("heightClass=regular", "r", "include"))
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let solved = try Self.solve(text)
        #expect(solved.diagnosis.ambiguities.isEmpty, "\(solved.diagnosis.ambiguities.map(\.description))")
        let box = try solved.frame("box-sc-009")
        #expect(abs(box.x - 20) < 0.01 && abs(box.y - 100) < 0.01 && abs(box.width - 80) < 0.01 && abs(box.height - 40) < 0.01)
        #expect(MisplacedViews.find(in: solved.system, diagnosis: solved.diagnosis).isEmpty)
        let notJudged = solved.system.scene?.notJudgedSourceIDs ?? []
        #expect(!notJudged.contains("box-sc-009"))
        // A frame Xcode keeps for that size class (a `<rect>` in its variation) is not one the
        // reader applies: the view it belongs to is still not judged. Its base frame (0, 0)
        // is not where its constraints put it in any class.
        let framed = try #require(solved.system.items.first { $0.sourceID == "frm-sc-009" })
        #expect(notJudged.contains("frm-sc-009"), "\(framed.displayName) judged on its Any frame")
        let compact = try #require(solved.system.states.first { $0.name == "wAny hC" })
        let changes = compact.steps.flatMap(\.changes)
        // Eight constraints switched, and (since s20-ib) the phone turned: compact height shows
        // only on its side, 667 × 375 (`RealFileRound20Tests`).
        let switched = changes.filter { if case .setRootSize = $0 { return false } else { return true } }
        #expect(switched.count == 8, "\(changes)")
        #expect(changes.contains { if case .setRootSize(let width, let height) = $0 { return width == 667 && height == 375 } else { return false } })
    }
}
