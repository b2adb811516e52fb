import ConstraintInterfaceBuilder
import ConstraintModel
import Testing

/// Inputs on which FoundationXML itself would stop the process: refused before parsing, with
/// their place, never passed to `XMLParser`.
@Suite struct XMLParserTrapTests {
    /// Found by FuzzInterfaceBuilder: `<?UTF-4?>` (a processing instruction with no data) made
    /// FoundationXML call `strlen` on a null pointer.
    @Test(arguments: ["<?foo?>", "<?UTF-4?>", "<?x?>"])
    func aProcessingInstructionWithoutDataIsALocatedError(instruction: String) {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  \(instruction)\n</document>\n"
        let result = InterfaceBuilderReader.read(text, file: "Trap.xib")
        #expect(result.systems.isEmpty)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == "unreadable-xml")
        #expect(diagnostic?.line == 3 && diagnostic?.column == 3, "\(String(describing: diagnostic))")
        #expect(diagnostic?.message.contains(instruction) == true)
    }

    /// With data (even blank) the parser copes, and the declaration at the top is not one.
    @Test func instructionsWithDataAndTheDeclarationAreParsed() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><?foo ?><?bar data?></document>\n"
        let result = InterfaceBuilderReader.read(text, file: "Fine.xib")
        #expect(!result.diagnostics.contains { $0.message.contains("processing instruction") })
    }
}
