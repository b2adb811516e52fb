import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// Stack views and margins as Interface Builder lays them out where the file saves less than
/// UIKit needs: a stack with custom layout margins arranges its views inside them, a view that
/// preserves its superview's margins takes them where they reach into it, `fillProportionally`
/// shares the length by intrinsic size, standard spacing is 8, and a text view that does not
/// scroll is sized by its text. Each snippet is self-written; expected frames are worked out by
/// hand, in the root's coordinates (every container here sits at the root's origin).
struct StackMarginsAndSpacingTests {
    /// A freeform 200 × 100 top-level view holding `content`, with `rootExtra` inside the root
    /// element (its margins) and `constraints` on it.
    static func root(_ content: String, constraints: String, rootExtra: String = "") -> String {
        """
        <view contentMode="scaleToFill" id="roo-sm-001">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                \(content)
            </subviews>
            <constraints>
                \(constraints)
            </constraints>
            \(rootExtra)
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """
    }

    /// `first` pinned to the root's four edges (or its top, leading and trailing edges).
    static func pinned(_ first: String, bottom: Bool = true) -> String {
        let edges = bottom ? ["top", "leading", "trailing", "bottom"] : ["top", "leading", "trailing"]
        return edges.enumerated().map { index, edge in
            #"<constraint firstItem="\#(first)" firstAttribute="\#(edge)" secondItem="roo-sm-001" secondAttribute="\#(edge)" id="pin-sm-00\#(index)"/>"#
        }.joined(separator: "\n")
    }

    static func box(_ id: String, width: Int? = nil, height: Int? = nil, extra: String = "") -> String {
        let sizes = [width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="w\#(id)"/>"# },
                     height.map { #"<constraint firstAttribute="height" constant="\#($0)" id="h\#(id)"/>"# }].compactMap { $0 }
        return """
            <view contentMode="scaleToFill" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <constraints>\(sizes.joined())</constraints>
            </view>
            """
    }

    /// A horizontal fill stack over the whole root with 10/20 custom margins: by hand its views sit
    /// inside them, the 40-wide box at x 20, y 10, 80 high, the other from x 60 to 180. Interface
    /// Builder saves no attribute for `isLayoutMarginsRelativeArrangement`; the custom margins
    /// are what its saved frames follow (kharrison's Margins and RevealStack storyboards).
    @Test func aStackWithCustomMarginsArrangesItsViewsInsideThem() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sm-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    \(Self.box("bxa-sm-001", width: 40))
                    \(Self.box("bxb-sm-001"))
                </subviews>
                <edgeInsets key="layoutMargins" top="10" left="20" bottom="10" right="20"/>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(Self.root(stack, constraints: Self.pinned("stk-sm-001")))
        let first = try solved.frame("bxa-sm-001")
        #expect(abs(first.x - 20) < 0.01 && abs(first.y - 10) < 0.01 && abs(first.height - 80) < 0.01)
        let second = try solved.frame("bxb-sm-001")
        #expect(abs(second.x - 60) < 0.01 && abs(second.width - 120) < 0.01)
        #expect(!solved.isAmbiguous("bxb-sm-001"))
    }

    /// A container over the whole root that preserves the root's 30-point margins: by hand a box
    /// pinned to the container's margins sits 30 in (its own margins are 8), so at x 30, y 30,
    /// 140 × 40.
    @Test func aViewThatPreservesItsSuperviewsMarginsTakesThemWhereTheyReachIn() throws {
        let inner = ["top", "leading", "trailing", "bottom"].enumerated().map { index, edge in
            #"<constraint firstItem="bxa-sm-002" firstAttribute="\#(edge)" secondItem="con-sm-002" secondAttribute="\#(edge)Margin" id="mar-sm-00\#(index)"/>"#
        }.joined(separator: "\n")
        let container = """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="con-sm-002">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>\(Self.box("bxa-sm-002"))</subviews>
                <constraints>\(inner)</constraints>
            </view>
            """
        let margins = #"<edgeInsets key="layoutMargins" top="30" left="30" bottom="30" right="30"/>"#
        let solved = try ReaderEvidenceTests.solve(Self.root(container, constraints: Self.pinned("con-sm-002"), rootExtra: margins))
        let box = try solved.frame("bxa-sm-002")
        #expect(abs(box.x - 30) < 0.01 && abs(box.y - 30) < 0.01 && abs(box.width - 140) < 0.01 && abs(box.height - 40) < 0.01)
    }

    /// Two views of placeholder widths 50 and 150 in a 200-wide fillProportionally stack with
    /// spacing 10: by hand 190 shared 1 : 3, so 47.5 and 142.5, and no priority tie.
    @Test func aFillProportionallyStackSharesItsLengthByIntrinsicSize() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sm-003">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    \(Self.box("bxa-sm-003", extra: #"placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="20""#))
                    \(Self.box("bxb-sm-003", extra: #"placeholderIntrinsicWidth="150" placeholderIntrinsicHeight="20""#))
                </subviews>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(Self.root(stack, constraints: Self.pinned("stk-sm-003")))
        #expect(!solved.isAmbiguous("bxa-sm-003") && !solved.isAmbiguous("bxb-sm-003"))
        #expect(abs(try solved.frame("bxa-sm-003").width - 47.5) < 0.01)
        #expect(abs(try solved.frame("bxb-sm-003").x - 57.5) < 0.01)
    }

    /// A vertical stack with standard spacing (`spacingType="standard"`, no spacing saved) of two
    /// 20-high boxes: by hand the second starts 8 below the first, at y 28.
    @Test func standardSpacingInAStackIsEightPoints() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sm-004">
                <rect key="frame" x="0.0" y="0.0" width="200" height="48"/>
                <subviews>
                    \(Self.box("bxa-sm-004", height: 20))
                    \(Self.box("bxb-sm-004", height: 20))
                </subviews>
            </stackView>
            """
        let solved = try ReaderEvidenceTests.solve(Self.root(stack, constraints: Self.pinned("stk-sm-004", bottom: false)))
        #expect(abs(try solved.frame("bxb-sm-004").y - 28) < 0.01)
    }

    /// A text view that does not scroll, pinned at its top and sides only, is sized by its text
    /// (no ambiguity); a scrolling one has no intrinsic size and its height is free.
    @Test func aTextViewThatDoesNotScrollHasAnIntrinsicHeight() throws {
        func textView(scrolls: Bool) -> String {
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(scrolls ? "" : #"scrollEnabled="NO""#) text="Hello" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txv-sm-005">
                <rect key="frame" x="0.0" y="0.0" width="200" height="33"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """
        }
        let fixed = try ReaderEvidenceTests.solve(Self.root(textView(scrolls: false), constraints: Self.pinned("txv-sm-005", bottom: false)))
        #expect(!fixed.isAmbiguous("txv-sm-005"))
        let scrolling = try ReaderEvidenceTests.solve(Self.root(textView(scrolls: true), constraints: Self.pinned("txv-sm-005", bottom: false)))
        #expect(scrolling.isAmbiguous("txv-sm-005"))
    }
    /// Booleans written `true` / `false` (Expo's SplashScreen.storyboard template) read as `YES` /
    /// `NO`: a logo with `translatesAutoresizingMaskIntoConstraints="false"` is placed by its
    /// constraints, not by its frame, so moving its saved frame off the centre makes it misplaced
    /// (by hand: centred in 200 × 100, a 40 × 20 logo is at (80, 40), saved at (10, 10)); a label
    /// whose text is "true" keeps it.
    @Test func trueAndFalseReadAsYesAndNo() throws {
        let content = """
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="40" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="false" id="log-sm-006">
                <rect key="frame" x="10" y="10" width="40" height="20"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="true" translatesAutoresizingMaskIntoConstraints="NO" id="lab-sm-006">
                <rect key="frame" x="0.0" y="80" width="40" height="20"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let centring = """
            <constraint firstItem="log-sm-006" firstAttribute="centerX" secondItem="roo-sm-001" secondAttribute="centerX" id="cnx-sm-006"/>
            <constraint firstItem="log-sm-006" firstAttribute="centerY" secondItem="roo-sm-001" secondAttribute="centerY" id="cny-sm-006"/>
            """
        let solved = try ReaderEvidenceTests.solve(Self.root(content, constraints: centring))
        let logo = try solved.frame("log-sm-006")
        #expect(abs(logo.x - 80) < 0.01 && abs(logo.y - 40) < 0.01)
        #expect(solved.misplacedSources == ["log-sm-006"])
        #expect(solved.system.items.first { $0.sourceID == "lab-sm-006" }?.text == "true")
    }
    /// A UISwitch's frame reaches 2 points beyond its 49 × 31 alignment rectangle on the right:
    /// pinned 20 from the trailing edge of a 200-wide view, it is saved at x 131, 51 wide (ending
    /// at 182, not 180), and a label 8 before it is 123 wide. By hand nothing is misplaced and the
    /// label solves 123 wide; with a 51-wide alignment rectangle both were 2 points off.
    @Test func aSwitchsFrameOverhangsItsAlignmentRectangle() throws {
        let content = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="250" text="Notifications" translatesAutoresizingMaskIntoConstraints="NO" id="lab-sm-007">
                <rect key="frame" x="0.0" y="39.5" width="123" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-sm-007">
                <rect key="frame" x="131" y="34.5" width="51" height="31"/>
            </switch>
            """
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="swi-sm-007" secondAttribute="trailing" constant="20" id="tra-sm-007"/>
            <constraint firstItem="swi-sm-007" firstAttribute="centerY" secondItem="roo-sm-001" secondAttribute="centerY" id="cny-sm-007"/>
            <constraint firstItem="lab-sm-007" firstAttribute="leading" secondItem="roo-sm-001" secondAttribute="leading" id="lea-sm-007"/>
            <constraint firstItem="swi-sm-007" firstAttribute="leading" secondItem="lab-sm-007" secondAttribute="trailing" constant="8" id="gap-sm-007"/>
            <constraint firstItem="lab-sm-007" firstAttribute="centerY" secondItem="swi-sm-007" secondAttribute="centerY" id="cnl-sm-007"/>
            """
        let solved = try ReaderEvidenceTests.solve(Self.root(content, constraints: constraints))
        #expect(abs(try solved.frame("lab-sm-007").width - 123) < 0.01)
        #expect(solved.misplacedSources.isEmpty)
    }
}
