import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import Testing
import TestSupport

/// A view has one name in a report. Interface Builder items are listed by their display name (a
/// button by its title, `Button 'True'`, even when Xcode's document outline labels it); a pin the
/// ambiguity analysis suggests, and the text of the autoresizing constraints the reader makes,
/// name it the same way, not by its Xcode label ("Masked").
struct OneNamePerViewTests {
    /// A labelled, titled button pinned only horizontally, and a labelled button laid out by its
    /// mask beside it.
    static let body = """
        <view contentMode="scaleToFill" id="roo-on-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="pin-on-001" userLabel="Pinned">
                    <rect key="frame" x="20" y="40" width="100" height="30"/>
                    <state key="normal" title="True"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="msk-on-001" userLabel="Masked">
                    <rect key="frame" x="20" y="100" width="100" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                    <state key="normal" title="False"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="pin-on-001" firstAttribute="leading" secondItem="roo-on-001" secondAttribute="leading" constant="20" id="c01-on-001"/>
                <constraint firstItem="pin-on-001" firstAttribute="width" constant="100" id="c02-on-001"/>
                <constraint firstItem="pin-on-001" firstAttribute="height" constant="30" id="c03-on-001"/>
            </constraints>
        </view>
        """

    @Test func theSuggestedPinNamesTheViewAsTheItemListDoes() throws {
        let solved = try ReaderEvidenceTests.solve(Self.body, device: "retina4_7")
        let pinned = try #require(solved.system.items.first { $0.sourceID == "pin-on-001" })
        #expect(pinned.displayName == "Button 'True'")
        let fix = try #require(solved.diagnosis.ambiguities.compactMap(\.suggestion).first)
        let text = try #require(fix.constraintText)
        #expect(text.hasPrefix("Button 'True'.top == "), "\(text)")
        #expect(!text.contains("Pinned"), "\(text)")
        // Every name the formula uses is one the item list shows: what is left of each `.attribute`.
        let names = Set(solved.system.items.map(\.displayName))
        for side in text.components(separatedBy: " == ") {
            let operand = side.components(separatedBy: " + ")[0].components(separatedBy: " − ")[0]
            guard let dot = operand.lastIndex(of: ".") else { continue }
            #expect(names.contains(String(operand[..<dot])), "\(operand) in \(text) is not an item's name")
        }
    }

    @Test func autoresizingConstraintsNameTheViewAsTheItemListDoes() throws {
        let solved = try ReaderEvidenceTests.solve(Self.body, device: "retina4_7")
        let masked = try #require(solved.system.items.first { $0.sourceID == "msk-on-001" })
        let root = try #require(solved.system.items.first { $0.sourceID == "roo-on-001" })
        let texts = solved.system.constraints.filter { $0.first.item == masked.id && $0.origin == .autoresizingMask }.map(\.text)
        #expect(texts.count == 4, "\(texts)")
        for text in texts {
            #expect(text.contains(" \(masked.displayName)."), "\(text)")
            #expect(!text.contains("Masked"), "\(text)")
        }
        // A flexible left margin measures the position against the root's width, named as listed.
        #expect(texts.contains { $0.contains("\(root.displayName).width") }, "\(texts)")
    }

    /// A label whose text holds a line break or is long is saved with its text in a `<string
    /// key="text">` element, not an attribute; Xcode's document outline names it by that text
    /// all the same (KilianCM's MoviesExplorer MovieTableViewCell.xib: a synopsis label). A text
    /// view's text is its content, not its name: Xcode calls it "Text View".
    @Test func aLabelIsNamedByTheTextOfItsStringElement() throws {
        let body = """
            <view contentMode="scaleToFill" id="roo-on-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="syn-on-002">
                        <rect key="frame" x="20" y="40" width="335" height="41"/>
                        <string key="text">Two friends
            and a long road</string>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txt-on-002">
                        <rect key="frame" x="20" y="100" width="335" height="100"/>
                        <string key="text">Notes</string>
                    </textView>
                </subviews>
                <constraints>
                    <constraint firstItem="syn-on-002" firstAttribute="leading" secondItem="roo-on-002" secondAttribute="leading" constant="20" id="c01-on-002"/>
                    <constraint firstItem="syn-on-002" firstAttribute="top" secondItem="roo-on-002" secondAttribute="top" constant="40" id="c02-on-002"/>
                    <constraint firstItem="txt-on-002" firstAttribute="leading" secondItem="roo-on-002" secondAttribute="leading" constant="20" id="c03-on-002"/>
                </constraints>
            </view>
            """
        let solved = try ReaderEvidenceTests.solve(body, device: "retina4_7")
        let label = try #require(solved.system.items.first { $0.sourceID == "syn-on-002" })
        #expect(label.displayName == "Label 'Two friends'", "\(label.displayName)")
        let textView = try #require(solved.system.items.first { $0.sourceID == "txt-on-002" })
        #expect(textView.displayName == "TextView", "\(textView.displayName)")
    }
}
