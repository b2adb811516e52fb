import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// AppKit stacks with a distribution, their edge insets, steppers, table cell views saved alone in
/// a XIB and image views drawing SF Symbols. Each snippet is self-written; expected frames are
/// worked out by hand in the root's coordinates (y down), every view at the root's origin.
struct AppKitStackAndCellTests {
    static func box(_ id: String, width: Int, height: Int = 30) -> String {
        """
        <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <constraints>
                <constraint firstAttribute="width" constant="\(width)" id="w\(id)"/>
                <constraint firstAttribute="height" constant="\(height)" id="h\(id)"/>
            </constraints>
        </customView>
        """
    }

    /// A horizontal fill-distributed NSStackView, `width` × 50, spacing 82, insets `inset` on
    /// every side, holding two 40-wide boxes, with `constraints` of its own.
    static func stack(width: Int, inset: Int?, constraints: String) -> String {
        let insets = inset.map { #"<edgeInsets key="edgeInsets" left="\#($0)" right="\#($0)" top="\#($0)" bottom="\#($0)"/>"# } ?? ""
        return """
            <stackView distribution="fill" orientation="horizontal" alignment="top" spacing="82" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" id="stk-ak-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                <subviews>
                    \(Self.box("bxa-ak-001", width: 40))
                    \(Self.box("bxb-ak-001", width: 40))
                </subviews>
                \(insets)
                <constraints>\(constraints)</constraints>
            </stackView>
            """
    }

    /// NSStackView holds its spacing at max(750, its hugging priority), so a gap the file sets
    /// between two arranged views wins: by hand 10 + 40 + 10 + 40 + 10 fills the 110-wide stack,
    /// the second box at x 60, where a required spacing of 82 conflicted.
    @Test func aConstraintBetweenArrangedViewsWinsOverAnAppKitStacksSpacing() throws {
        let gap = #"<constraint firstItem="bxb-ak-001" firstAttribute="leading" secondItem="bxa-ak-001" secondAttribute="trailing" constant="10" id="gap-ak-001"/>"#
        let solved = try ReaderEvidenceTests.solve(Self.stack(width: 110, inset: 10, constraints: gap), toolsVersion: "22505", macOS: true)
        #expect(solved.diagnosis.conflicts.isEmpty)
        #expect(abs(try solved.frame("bxb-ak-001").x - 60) < 0.01)
    }

    /// NSStackView aligns its views at a low priority (260, as a dump of its constraints shows:
    /// `NSStackView.Align.0 … @260`), so a constraint the file sets across the stack wins: in a
    /// 50-high stack aligned at the top, a 30-high box the file puts 4 below the stack's top is
    /// at y 4 by hand, with no conflict, and the other box stays at the top (y 0), placed.
    /// (phpmon's StatsView.xib: three stacks in a top-aligned NSStackView pinned 4 from its top
    /// and bottom, saved at y 4, clean; nextcloud's ShareTableItemView.xib: a label centred on
    /// an image view in a top-aligned stack, saved centred.)
    @Test func aConstraintAcrossAnAppKitStackWinsOverItsAlignment() throws {
        let top = #"<constraint firstItem="bxa-ak-001" firstAttribute="top" secondItem="stk-ak-001" secondAttribute="top" constant="4" id="top-ak-001"/>"#
        let solved = try ReaderEvidenceTests.solve(Self.stack(width: 182, inset: nil, constraints: top), toolsVersion: "19529", macOS: true)
        #expect(solved.diagnosis.conflicts.isEmpty)
        #expect(abs(try solved.frame("bxa-ak-001").y - 4) < 0.01)
        #expect(abs(try solved.frame("bxb-ak-001").y) < 0.01)
        #expect(!solved.isAmbiguous("bxb-ak-001"))
    }

    /// NSStackView's fillEqually holds its views at one length at a low priority (260 in the same
    /// dump: `NSStackView.Distribution.EqualSizing.0 … @260`), so a length the file gives one
    /// view wins: in a 200-wide stack with spacing 10, a box the file makes 120 wide leaves by
    /// hand 200 − 120 − 10 = 70 to the other, with no conflict. (phpmon's StatsView.xib: three
    /// stacks of a fillEqually NSStackView saved 87, 68 and 75 wide, each as wide as its label.)
    @Test func aLengthTheFileGivesWinsOverAnAppKitStacksEqualSizing() throws {
        let body = """
            <stackView distribution="fillEqually" orientation="horizontal" alignment="top" spacing="10" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" id="stk-ak-005">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="bxa-ak-005">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="wbxa-ak-005"/>
                            <constraint firstAttribute="height" constant="30" id="hbxa-ak-005"/>
                        </constraints>
                    </customView>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="bxb-ak-005">
                        <rect key="frame" x="130" y="0.0" width="70" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="hbxb-ak-005"/>
                        </constraints>
                    </customView>
                </subviews>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "19529", macOS: true)
        #expect(solved.diagnosis.conflicts.isEmpty)
        #expect(abs(try solved.frame("bxb-ak-005").width - 70) < 0.01)
        #expect(!solved.isAmbiguous("bxb-ak-005"))
    }

    /// The equal sizing goes through one ideal length: views whose content needs more keep it,
    /// and the others share what is left as nearly equally as they can. In a 270-wide stack with
    /// spacing 20 whose views need at least 87, 59 and 75, by hand the first keeps 87 and the
    /// 143 left go to the other two; the spread from 87 is smallest with the third at its 75 and
    /// the second at 68 (phpmon's StatsView.xib saves exactly 87, 68 and 75). Held pairwise to
    /// the first view's length instead, any split of the 143 would cost the same: a tie.
    @Test func anAppKitStackSharesWhatIsLeftThroughOneIdealLength() throws {
        func box(_ id: String, least: Int) -> String {
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(least)" height="30"/>
                <constraints>
                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\(least)" id="w\(id)"/>
                    <constraint firstAttribute="height" constant="30" id="h\(id)"/>
                </constraints>
            </customView>
            """
        }
        let body = """
            <stackView distribution="fillEqually" orientation="horizontal" alignment="top" spacing="20" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" id="stk-ak-006">
                <rect key="frame" x="0.0" y="0.0" width="270" height="30"/>
                <subviews>
                    \(box("bxa-ak-006", least: 87))
                    \(box("bxb-ak-006", least: 59))
                    \(box("bxc-ak-006", least: 75))
                </subviews>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "19529", macOS: true)
        #expect(solved.diagnosis.conflicts.isEmpty)
        #expect(solved.diagnosis.ambiguities.isEmpty, "\(solved.diagnosis.ambiguities.map(\.description))")
        #expect(abs(try solved.frame("bxa-ak-006").width - 87) < 0.01)
        #expect(abs(try solved.frame("bxb-ak-006").width - 68) < 0.01)
        #expect(abs(try solved.frame("bxc-ak-006").width - 75) < 0.01)
    }

    /// The stack's edge insets pad its views: in a 182-wide stack, by hand the first box at
    /// (10, 10), the second one the 82-point spacing later at x 132.
    @Test func anAppKitStacksEdgeInsetsPadItsViews() throws {
        let solved = try ReaderEvidenceTests.solve(Self.stack(width: 182, inset: 10, constraints: ""), toolsVersion: "22505", macOS: true)
        let first = try solved.frame("bxa-ak-001")
        #expect(abs(first.x - 10) < 0.01 && abs(first.y - 10) < 0.01)
        #expect(abs(try solved.frame("bxb-ak-001").x - 132) < 0.01)
    }

    /// An NSStepper is 13 wide in its alignment rectangle, so a 96-wide field, the 8-point
    /// spacing and a stepper fill a 117-wide stack exactly and nothing is free (with UIStepper's
    /// 94 the stepper squeezed against the spacing, a priority tie).
    @Test func anAppKitStepperHasItsOwnMetrics() throws {
        let body = """
            <stackView distribution="fill" orientation="horizontal" alignment="top" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" id="stk-ak-003">
                <rect key="frame" x="0.0" y="0.0" width="117" height="21"/>
                <subviews>
                    \(Self.box("fld-ak-003", width: 96, height: 21))
                    <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="stp-ak-003">
                        <rect key="frame" x="101" y="-3" width="19" height="28"/>
                        <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="stc-ak-003"/>
                    </stepper>
                </subviews>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "22505", macOS: true)
        #expect(!solved.isAmbiguous("stp-ak-003"))
        #expect(abs(try solved.frame("stp-ak-003").width - 13) < 0.01)
    }

    /// A XIB that holds only an NSTableCellView (its subviews directly inside it) is read as a
    /// layout of its own.
    @Test func aTableCellViewSavedAloneIsALayout() throws {
        let body = """
            <tableCellView id="tcv-ak-004">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <subviews>
                    \(Self.box("bxa-ak-004", width: 40))
                </subviews>
                <constraints>
                    <constraint firstItem="bxa-ak-004" firstAttribute="leading" secondItem="tcv-ak-004" secondAttribute="leading" constant="5" id="lea-ak-004"/>
                    <constraint firstItem="bxa-ak-004" firstAttribute="top" secondItem="tcv-ak-004" secondAttribute="top" constant="5" id="top-ak-004"/>
                </constraints>
            </tableCellView>
            """
        let solved = try ReaderEvidenceTests.solve(body, toolsVersion: "22505", macOS: true)
        #expect(abs(try solved.frame("bxa-ak-004").x - 5) < 0.01)
    }

    /// An NSImageView drawing an SF Symbol takes the symbol's alignment rectangle, which the file
    /// does not hold: constrained 32 × 32 and saved 32 × 43, it is not judged for misplacement.
    @Test func anAppKitSymbolImageViewIsNotJudged() throws {
        let body = """
            <customView id="roo-ak-005">
                <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                <subviews>
                    <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="img-ak-005">
                        <rect key="frame" x="0.0" y="22" width="32" height="43"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="32" id="wid-ak-005"/>
                            <constraint firstAttribute="height" constant="32" id="hgt-ak-005"/>
                        </constraints>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyUpOrDown" id="imc-ak-005">
                            <imageReference key="image" image="link.circle.fill" catalog="system" symbolScale="large"/>
                        </imageCell>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="img-ak-005" firstAttribute="leading" secondItem="roo-ak-005" secondAttribute="leading" id="lea-ak-005"/>
                    <constraint firstItem="img-ak-005" firstAttribute="top" secondItem="roo-ak-005" secondAttribute="top" id="top-ak-005"/>
                </constraints>
            </customView>
            """
        let solved = try ReaderEvidenceTests.solve(body, resources: #"<image name="link.circle.fill" catalog="system" width="20" height="20"/>"#, toolsVersion: "22505", macOS: true)
        #expect(solved.misplacedSources.isEmpty)
        #expect(solved.system.scene?.notJudgedSourceIDs.contains("img-ak-005") == true)
    }
}
