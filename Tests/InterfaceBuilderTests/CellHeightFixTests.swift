import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing

/// A table cell's content view in Interface Builder is as tall as its row (the cell's saved
/// height less the separator): a conflict between that height and the content's constraints
/// is the same conflict a running table logs against `UIView-Encapsulated-Layout-Height`, and
/// the expert's first fix is the same: the last constraint along the axis gives (priority 999),
/// so the row can grow to fit; never the first, which would let the content slide out of the
/// top. (ascentman's AutoLayout2 storyboard, Xcode 9.3: a prototype cell 44 high whose content
/// needs at least 94, whose first fix was "lower the title's top pin".)
struct CellHeightFixTests {
    /// A 44-high cell (content view 43.5) holding a box pinned 8 from the top, 40 high, and 8
    /// from the bottom: 8 + 40 + 8 = 56 > 43.5, by hand 12.5 too many.
    static let cell = """
        <tableViewCell contentMode="scaleToFill" id="cel-ch-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-ch-001" id="cnt-ch-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-ch-001">
                        <rect key="frame" x="16" y="8" width="288" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="hgt-ch-001"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-ch-001" firstAttribute="leading" secondItem="cnt-ch-001" secondAttribute="leading" constant="16" id="lea-ch-001"/>
                    <constraint firstAttribute="trailing" secondItem="box-ch-001" secondAttribute="trailing" constant="16" id="tra-ch-001"/>
                    <constraint firstItem="box-ch-001" firstAttribute="top" secondItem="cnt-ch-001" secondAttribute="top" constant="8" id="top-ch-001"/>
                    <constraint firstAttribute="bottom" secondItem="box-ch-001" secondAttribute="bottom" constant="8" id="bot-ch-001"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """

    @Test func theBottomPinGivesFirstInACellTooShortForItsContent() throws {
        let solved = try ReaderEvidenceTests.solve(Self.cell, toolsVersion: "14113", device: "retina4_7")
        let conflict = try #require(solved.diagnosis.conflicts.first)
        #expect(abs(conflict.overBy.doubleValue - 12.5) < 0.01, "\(conflict)")
        let first = try #require(solved.diagnosis.fixes.first)
        let changed = try #require(solved.system.constraints.first { $0.id == first.constraintID })
        #expect(changed.sourceID == "bot-ch-001", "first fix: \(first.rationale) on \(changed.text)")
        #expect(first.priority == 999)
        #expect(first.isVerified)
    }
}
