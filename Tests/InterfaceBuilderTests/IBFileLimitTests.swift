import ConstraintInterfaceBuilder
import ConstraintModel
import Testing

/// A storyboard past the size limit is refused with a message, not parsed: past about 10 MB the
/// XML parser on Linux fails anyway, and the memory bound needs the limit.
@Suite("Interface Builder file limit")
struct IBFileLimitTests {
    @Test func aFileLargerThanTheLimitIsNotRead() {
        let text = "<?xml version=\"1.0\"?>\n<document>" + String(repeating: " ", count: InterfaceBuilderReader.largestFile) + "</document>\n"
        let result = InterfaceBuilderReader.read(text, file: "Huge.storyboard")
        #expect(result.systems.isEmpty)
        #expect(result.diagnostics.map(\.code) == ["file-too-large"])
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func aFileAtTheLimitIsParsed() {
        let prefix = "<?xml version=\"1.0\"?>\n<document>"
        let suffix = "</document>\n"
        let padding = InterfaceBuilderReader.largestFile - prefix.utf8.count - suffix.utf8.count
        let result = InterfaceBuilderReader.read(prefix + String(repeating: " ", count: padding) + suffix, file: "Large.storyboard")
        // Read, and found to have no scene: the limit did not refuse it.
        #expect(!result.diagnostics.contains { $0.code == "file-too-large" })
    }
}
