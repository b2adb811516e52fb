import ConstraintDoctor
import ConstraintInterfaceBuilder
import Testing

/// Input that is not a checkable layout gets a located reason, never a silent empty result.
struct ReaderDiagnosticsTests {
    @Test func notXMLIsAnErrorAtItsPlace() {
        let result = InterfaceBuilderReader.read("<document>\n<objects>\n<<", file: "Broken.xib")
        #expect(result.systems.isEmpty)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.severity == .error && diagnostic?.code == "unreadable-xml", "\(result.diagnostics)")
        #expect((diagnostic?.line ?? 0) >= 1)
    }

    @Test func aDocumentWithoutConstrainedViewsSaysSo() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
                </objects>
            </document>
            """
        let result = InterfaceBuilderReader.read(text, file: "Plain.xib")
        #expect(result.systems.isEmpty)
        #expect(result.diagnostics.map(\.code) == ["no-constrained-scene"])
        #expect(result.diagnostics.first?.line == 2)
        // No constraint and no stack view anywhere: a frame-based layout, nothing unreadable.
        #expect(result.diagnostics.first?.severity == .note)
        #expect(result.hasNoLayoutToCheck && !result.isUnreadable)
    }

    /// A frame-only file exits 0 with "nothing to check", as Xcode says nothing of it; a file
    /// that has constraints the reader read none of, and a file that is not XML, stay unreadable
    /// (exit 2): that is a reading failure, not a layout without Auto Layout.
    @Test func onlyAFileWithoutAutoLayoutHasNothingToCheck() {
        func report(_ xml: String) -> Report {
            var readers = ReaderRegistry.core
            readers.register(InterfaceBuilderReader())
            return Report(inputs: [ReportInput.reading([SourceFile(path: "V.xib", text: xml)], file: "V.xib", hint: .auto, readers: readers)], analysis: AnalysisOptions())
        }
        let frameOnly = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customView id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <textField fixedFrame="YES" id="t1">
                                <rect key="frame" x="8" y="10" width="60" height="20"/>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let plain = report(frameOnly)
        #expect(plain.exitStatus == .nothingWrong)
        #expect(plain.inputs[0].hasNoLayoutToCheck && !plain.inputs[0].isUnreadable)
        #expect(plain.notices.isEmpty)
        // The same view with a placeholder constraint, which the build removes: constraints the
        // reader keeps none of.
        let placeholder = frameOnly.replacingOccurrences(
            of: "</subviews>",
            with: """
                </subviews>
                <constraints>
                    <constraint firstItem="t1" firstAttribute="leading" secondItem="c1" secondAttribute="leading" constant="8" placeholder="YES" id="p1"/>
                </constraints>
                """)
        let skipped = report(placeholder)
        #expect(skipped.exitStatus == .unreadableInput)
        #expect(!skipped.inputs[0].hasNoLayoutToCheck)
        #expect(report("<document>\n<objects>\n<<").exitStatus == .unreadableInput)
    }
}
