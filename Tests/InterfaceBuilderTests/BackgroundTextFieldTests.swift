import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// An AppKit label (a text field with no border, no bezel and no background) reaches 2 points
/// beyond its alignment rectangle at each side; one that draws its background aligns at its
/// frame. Hammerspoon's HSChooserTableCellView.xib (Xcode 7.2): text fields with
/// `drawsBackground="YES"` placed 2 after a 36-wide image saved at x 38, and one 60 wide by its
/// constraint saved 60 wide, all clean in Xcode. The saved frames are the oracle.
struct BackgroundTextFieldTests {
    static func view(drawsBackground: Bool) -> String {
        """
        <customView id="roo-bt-001">
            <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="txt-bt-001">
                    <rect key="frame" x="\(drawsBackground ? 38 : 36)" y="10" width="\(drawsBackground ? 60 : 64)" height="17"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="60" id="wid-bt-001"/>
                    </constraints>
                    <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Text"\(drawsBackground ? #" drawsBackground="YES""# : "") id="cel-bt-001">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="txt-bt-001" firstAttribute="leading" secondItem="roo-bt-001" secondAttribute="leading" constant="38" id="lea-bt-001"/>
                <constraint firstItem="txt-bt-001" firstAttribute="top" secondItem="roo-bt-001" secondAttribute="top" constant="13" id="top-bt-001"/>
            </constraints>
        </customView>
        """
    }

    @Test(arguments: [true, false])
    func aTextFieldThatDrawsItsBackgroundAlignsAtItsFrame(drawsBackground: Bool) throws {
        let solved = try ReaderEvidenceTests.solve(Self.view(drawsBackground: drawsBackground), toolsVersion: "9531", macOS: true)
        #expect(solved.misplacedSources.isEmpty, "\(solved.misplacedSources)")
    }
}
