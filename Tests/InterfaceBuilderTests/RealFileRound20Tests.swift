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

    /// An unbordered NSTokenField's saved frame reaches 2 points beyond its alignment rectangle
    /// on each side, as an unbordered text field's does (AppleProg's Lesson 78: the "To:" label,
    /// 23 wide at x 18, is 19 wide from 20 in its alignment rectangle; the token field 8 after
    /// it, at 47, and 20 from the 503-wide view's trailing edge, is saved at x 45, 440 wide).
    /// Read as its saved frame, it needed 4 points more than the row leaves, and the two views'
    /// compression resistances tied. By hand: x 20 + 19 + 8 = 47, width 503 − 20 − 47 = 436.
    @Test func anUnborderedTokenFieldHasATextFieldsInsets() throws {
        let solved = try ReaderEvidenceTests.solve(
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="roo-r20-09">
                <rect key="frame" x="0.0" y="0.0" width="503" height="401"/>
                <subviews>
                    <tokenField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tok-r20-09">
                        <rect key="frame" x="45" y="366" width="440" height="15"/>
                        <tokenFieldCell key="cell" selectable="YES" editable="YES" alignment="left" id="tkc-r20-09">
                            <font key="font" metaFont="label" size="12"/>
                        </tokenFieldCell>
                    </tokenField>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="lab-r20-09">
                        <rect key="frame" x="18" y="366" width="23" height="16"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="To:" id="lbc-r20-09">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="tok-r20-09" firstAttribute="leading" secondItem="lab-r20-09" secondAttribute="trailing" constant="8" id="gap-r20-09"/>
                    <constraint firstItem="tok-r20-09" firstAttribute="top" secondItem="roo-r20-09" secondAttribute="top" constant="20" id="top-r20-09"/>
                    <constraint firstItem="lab-r20-09" firstAttribute="top" secondItem="roo-r20-09" secondAttribute="top" constant="19" id="ltp-r20-09"/>
                    <constraint firstItem="lab-r20-09" firstAttribute="leading" secondItem="roo-r20-09" secondAttribute="leading" constant="20" id="lea-r20-09"/>
                    <constraint firstAttribute="trailing" secondItem="tok-r20-09" secondAttribute="trailing" constant="20" id="tra-r20-09"/>
                </constraints>
            </customView>
            """, toolsVersion: "15705", macOS: true)
        #expect(solved.diagnosis.ambiguities.isEmpty, "\(solved.diagnosis.ambiguities.map(\.description))")
        let token = try solved.frame("tok-r20-09")
        #expect(token.x == 47 && token.width == 436, "\(token)")
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

    /// A storyboard of Xcode 6 (toolsVersion 6205, the 600 × 600 Any canvas, no `<device>`)
    /// after stuartbreckenridge's SelfSizingCells Main.storyboard: a table view pinned to the
    /// root's margins less 16 (IB's way of pinning to the edge when the margin is 16), saved at x
    /// 0, 600 wide and clean; and a prototype cell saved with no `<rect>` at all, whose content
    /// view holds a label between its margins. Before, the table view was called misplaced (the
    /// root's margin taken as 20, as on a device 414 points wide or more) and the cell was left out
    /// silently. By hand: the table view at x 16 − 16 = 0, 600 wide; the cell's content view as
    /// wide as its table (600) and as high as its row (60) less the separator (1 point in files
    /// that name no device), so 59; the label at the content view's 8-point margins (Xcode 6):
    /// x 8, y 8 + 2 = 10, 600 − 16 = 584 wide, and its bottom 8 above the content view's bottom:
    /// 59 − 8 − 10 = 41 high.
    static let anyCanvasDocument = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6205" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-r20-05">
            <scenes>
                <scene sceneID="scn-r20-05">
                    <objects>
                        <viewController id="vc0-r20-05" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-r20-05"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-r20-05"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="roo-r20-05">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="tab-r20-05">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" reuseIdentifier="Cell" rowHeight="60" id="cel-r20-05">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-r20-05" id="cnt-r20-05">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-r20-05">
                                                            <rect key="frame" x="8" y="10" width="584" height="41"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="box-r20-05" firstAttribute="top" secondItem="cnt-r20-05" secondAttribute="topMargin" constant="2" id="c01-r20-05"/>
                                                        <constraint firstItem="box-r20-05" firstAttribute="leading" secondItem="cnt-r20-05" secondAttribute="leadingMargin" id="c02-r20-05"/>
                                                        <constraint firstItem="box-r20-05" firstAttribute="trailing" secondItem="cnt-r20-05" secondAttribute="trailingMargin" id="c03-r20-05"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="box-r20-05" secondAttribute="bottom" id="c04-r20-05"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bot-r20-05" firstAttribute="top" secondItem="tab-r20-05" secondAttribute="bottom" id="c05-r20-05"/>
                                    <constraint firstItem="tab-r20-05" firstAttribute="top" secondItem="top-r20-05" secondAttribute="bottom" constant="-64" id="c06-r20-05"/>
                                    <constraint firstItem="tab-r20-05" firstAttribute="leading" secondItem="roo-r20-05" secondAttribute="leadingMargin" constant="-16" id="c07-r20-05"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="tab-r20-05" secondAttribute="trailing" constant="-16" id="c08-r20-05"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="scn-r20-06">
                    <objects>
                        <navigationController id="nav-r20-05" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-r20-05">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc0-r20-05" kind="relationship" relationship="rootViewController" id="seg-r20-05"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theAnyCanvasHasSixteenPointMarginsAndAFramelessCellIsRead() throws {
        let result = InterfaceBuilderReader.read(Self.anyCanvasDocument, file: "AnyCanvas.storyboard")
        let scene = try #require(result.systems.first { $0.items.contains { $0.sourceID == "tab-r20-05" } })
        let sceneSolved = ReaderEvidenceTests.Solved(system: scene, diagnosis: Analyzer(options: AnalysisOptions()).analyze(scene))
        let table = try sceneSolved.frame("tab-r20-05")
        #expect(table.x == 0 && table.width == 600, "\(table)")
        #expect(sceneSolved.misplacedSources.isEmpty, "\(sceneSolved.misplacedSources)")
        let cellSystem = try #require(result.systems.first { $0.items.contains { $0.sourceID == "box-r20-05" } })
        let cell = ReaderEvidenceTests.Solved(system: cellSystem, diagnosis: Analyzer(options: AnalysisOptions()).analyze(cellSystem))
        let content = try cell.frame("cnt-r20-05")
        #expect(content.width == 600 && content.height == 59, "\(content)")
        let box = try cell.frame("box-r20-05")
        #expect(box.x == 8 && box.y == 10 && box.width == 584 && box.height == 41, "\(box)")
        #expect(cell.misplacedSources.isEmpty, "\(cell.misplacedSources)")
    }

    /// After rlarjsdn3's InterfaceWithStoryboard storyboard (Xcode 15, retina6_12): a column in a
    /// scroll view, as wide as the scroll view, holding a fill-aligned vertical stack of two views
    /// that ask to be 300 wide. The stack makes its views as wide as itself (393), so each width
    /// conflicts with the pins that make the column 393 wide; Xcode saved both views 393 wide,
    /// breaking their widths and keeping everything else. A single change would also resolve both
    /// conflicts (the scroll view's trailing pin at 999 shrinks the whole column to 300), but the
    /// saved frames show what the designer sees: the widths are the fix, together. The conflict's
    /// arithmetic names the other constraints in the plural ("make", not "makes").
    static let columnDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-r20-07">
                    <objects>
                        <viewController id="vc0-r20-07" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="roo-r20-07">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-r20-07">
                                        <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="col-r20-07" userLabel="Column">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="232"/>
                                                <subviews>
                                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-r20-07">
                                                        <rect key="frame" x="0.0" y="16" width="393" height="200"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="one-r20-07" userLabel="First">
                                                                <rect key="frame" x="0.0" y="0.0" width="393" height="96"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="300" id="w01-r20-07"/>
                                                                    <constraint firstAttribute="height" constant="96" id="h01-r20-07"/>
                                                                </constraints>
                                                            </view>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="two-r20-07" userLabel="Second">
                                                                <rect key="frame" x="0.0" y="104" width="393" height="96"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="300" id="w02-r20-07"/>
                                                                    <constraint firstAttribute="height" constant="96" id="h02-r20-07"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                    </stackView>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="stk-r20-07" firstAttribute="leading" secondItem="col-r20-07" secondAttribute="leading" id="c01-r20-07"/>
                                                    <constraint firstAttribute="trailing" secondItem="stk-r20-07" secondAttribute="trailing" id="c02-r20-07"/>
                                                    <constraint firstItem="stk-r20-07" firstAttribute="top" secondItem="col-r20-07" secondAttribute="top" constant="16" id="c03-r20-07"/>
                                                    <constraint firstAttribute="bottom" secondItem="stk-r20-07" secondAttribute="bottom" constant="16" id="c04-r20-07"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="col-r20-07" firstAttribute="leading" secondItem="scr-r20-07" secondAttribute="leading" id="c05-r20-07"/>
                                            <constraint firstAttribute="trailing" secondItem="col-r20-07" secondAttribute="trailing" id="c06-r20-07"/>
                                            <constraint firstItem="col-r20-07" firstAttribute="top" secondItem="scr-r20-07" secondAttribute="top" id="c07-r20-07"/>
                                            <constraint firstAttribute="bottom" secondItem="col-r20-07" secondAttribute="bottom" id="c08-r20-07"/>
                                            <constraint firstItem="col-r20-07" firstAttribute="width" secondItem="scr-r20-07" secondAttribute="width" id="c09-r20-07"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-r20-07"/>
                                <constraints>
                                    <constraint firstItem="scr-r20-07" firstAttribute="leading" secondItem="saf-r20-07" secondAttribute="leading" id="c10-r20-07"/>
                                    <constraint firstItem="saf-r20-07" firstAttribute="trailing" secondItem="scr-r20-07" secondAttribute="trailing" id="c11-r20-07"/>
                                    <constraint firstItem="scr-r20-07" firstAttribute="top" secondItem="saf-r20-07" secondAttribute="top" id="c12-r20-07"/>
                                    <constraint firstItem="saf-r20-07" firstAttribute="bottom" secondItem="scr-r20-07" secondAttribute="bottom" id="c13-r20-07"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theConstraintsTheSavedFramesBreakAreTheFix() throws {
        let system = try #require(InterfaceBuilderReader.read(Self.columnDocument, file: "Column.storyboard").systems.first)
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        #expect(diagnosis.conflicts.count == 2, "\(diagnosis.conflicts.map(\.explanation))")
        let widths = Set(system.constraints.filter { ["w01-r20-07", "w02-r20-07"].contains($0.sourceID) }.map(\.id))
        #expect(widths.count == 2)
        let first = try #require(diagnosis.fixes.first)
        let lowered = Set([first.constraintID].compactMap { $0 } + first.alsoLowered.map(\.constraintID))
        #expect(lowered == widths, "\(lowered) \(first.rationale)")
        #expect(first.rationale.contains("saved frames"), "\(first.rationale)")
        // Independent of the fix search: with both widths at 999 the required constraints hold
        // (Fourier–Motzkin on the scene as written, less the two widths), and without either one
        // they still conflict.
        let lowering = OracleLowering(system)
        #expect(lowering.refused.isEmpty, "\(lowering.refused)")
        let withoutWidths = lowering.rows.filter { row in row.isRequired && !widths.contains { row.source == .constraint($0) } }.map(\.row)
        #expect(FourierMotzkinOracle.isFeasible(withoutWidths))
        #expect(!FourierMotzkinOracle.isFeasible(lowering.requiredRows))
        for explanation in diagnosis.conflicts.map(\.explanation) {
            #expect(!explanation.contains("constraints makes"), "\(explanation)")
        }
        // The Xcode-format finding of each conflict names the edit of that conflict's own width,
        // also when the fix lowers it together with the other (`alsoLowered`).
        var readers = ReaderRegistry.core
        readers.register(InterfaceBuilderReader())
        let source = SourceFile(path: "Column.storyboard", text: Self.columnDocument)
        let report = Report(inputs: [ReportInput.reading([source], file: "Column.storyboard", hint: .auto, readers: readers)], analysis: AnalysisOptions())
        let lines = XcodeDiagnosticsFormat.render(report).split(separator: "\n").filter { $0.contains("Conflicting constraints") }
        #expect(lines.count == 2)
        for (line, width) in zip(lines.sorted(), ["w01-r20-07", "w02-r20-07"]) {
            #expect(line.contains("Fix: select constraint \(width) "), "\(line)")
        }
    }

    /// A phone shows compact height only on its side: a size class whose height class differs from
    /// the saved orientation's is laid out on the screen turned (FezZHD's IOS-SizeClasses
    /// Converter storyboard, Xcode 8.3, retina4_7 upright: labels 425 and 415 points in from the
    /// margins in `heightClass=compact-widthClass=compact`, which fit the 667-point landscape
    /// width; read at the upright 375 they made three false conflicts). Here a 100-wide box is 100
    /// in from the leading margin and must end inside the trailing one; compact height moves it
    /// 450 in. By hand, on the 667 × 375 landscape screen (side margins 20, the system minimum on
    /// screens 414 wide or more; no status bar, so the top layout guide is 0 high): x = 20 + 450 =
    /// 470, ending at 570 ≤ 647; y = 0 + 20. Upright it would need 16 + 450 + 100 = 566 > 359.
    static let rotatingDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="scn-r20-08">
                    <objects>
                        <viewController id="vc0-r20-08" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tgd-r20-08"/>
                                <viewControllerLayoutGuide type="bottom" id="bgd-r20-08"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="roo-r20-08">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-r20-08">
                                        <rect key="frame" x="116" y="40" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="wid-r20-08"/>
                                            <constraint firstAttribute="height" constant="50" id="hei-r20-08"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-r20-08" firstAttribute="leading" secondItem="roo-r20-08" secondAttribute="leadingMargin" constant="100" id="lea-r20-08">
                                        <variation key="heightClass=compact-widthClass=compact" constant="450"/>
                                    </constraint>
                                    <constraint firstAttribute="trailingMargin" relation="greaterThanOrEqual" secondItem="box-r20-08" secondAttribute="trailing" id="tra-r20-08"/>
                                    <constraint firstItem="box-r20-08" firstAttribute="top" secondItem="tgd-r20-08" secondAttribute="bottom" constant="20" id="top-r20-08"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aCompactHeightSizeClassIsLaidOutOnThePhoneOnItsSide() throws {
        let system = try #require(InterfaceBuilderReader.read(Self.rotatingDocument, file: "Rotating.storyboard").systems.first)
        let diagnosis = Analyzer(options: AnalysisOptions()).analyze(system)
        let box = try #require(system.items.first { $0.sourceID == "box-r20-08" }?.id)
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.frames[box]?.x?.doubleValue == 116 && diagnosis.frames[box]?.y?.doubleValue == 40)
        let state = try #require(diagnosis.states.first { $0.name == "wC hC" })
        #expect(state.diagnosis.conflicts.isEmpty, "\(state.diagnosis.conflicts.map(\.explanation))")
        let frame = try #require(state.diagnosis.frames[box])
        #expect(frame.x?.doubleValue == 470 && frame.y?.doubleValue == 20, "\(frame)")
        let root = try #require(state.system.items.first(where: \.isRoot)?.frame)
        #expect(root.width.value == 667 && root.height.value == 375)
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

    /// A label that still shows Interface Builder's placeholder text ("Label", the text a label
    /// is dropped with; its real text comes from code) is named by the label the developer gave
    /// it in the outline, as Xcode's outline shows it: stuartbreckenridge's SelfSizingCells cell
    /// has four labels all reading "Label", labelled appName, appPrice, appSummary and appRights,
    /// which the report numbered Label1 'Label' … Label4 'Label'. A label with its own text keeps
    /// being named by it.
    @Test func aPlaceholderTextGivesWayToTheOutlineLabel() throws {
        let solved = try ReaderEvidenceTests.solve(
            """
            <view contentMode="scaleToFill" id="roo-r20-10">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="nam-r20-10" userLabel="appName">
                        <rect key="frame" x="8" y="10" width="304" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Price" translatesAutoresizingMaskIntoConstraints="NO" id="prc-r20-10" userLabel="appPrice">
                        <rect key="frame" x="8" y="40" width="304" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="nam-r20-10" firstAttribute="top" secondItem="roo-r20-10" secondAttribute="top" constant="10" id="c01-r20-10"/>
                    <constraint firstItem="prc-r20-10" firstAttribute="top" secondItem="roo-r20-10" secondAttribute="top" constant="40" id="c02-r20-10"/>
                </constraints>
            </view>
            """, device: "retina4_7")
        #expect(solved.system.items.first { $0.sourceID == "nam-r20-10" }?.displayName == "appName")
        #expect(solved.system.items.first { $0.sourceID == "prc-r20-10" }?.displayName == "Label 'Price'")
    }
}
