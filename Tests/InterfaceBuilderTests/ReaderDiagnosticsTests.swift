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
    }
}
