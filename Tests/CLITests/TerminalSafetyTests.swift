import Foundation
import TestSupport
import Testing

/// A pasted log can hold escape sequences; the text report must show them, not obey them.
@Suite("Text output is terminal-safe")
struct TerminalSafetyTests {
    /// The sample conflict with an identifier that retitles the terminal, turns text red, and
    /// reverses what follows it (U+202E).
    static let hostileLog = ReaderAvailability.sampleLog.replacingOccurrences(
        of: "UIView:0x7fa001000100.width", with: "UIView:0x7fa001000100'Bad\u{1B}]0;pwned\u{07}\u{1B}[31mRed\u{202E}txt\u{9B}2J'.width")

    @Test(arguments: ["never", "always"])
    func inputEscapesAreShownEscaped(color: String) throws {
        let result = try CommandUnderTest.run(["--input", "log", "--color", color], input: Self.hostileLog)
        #expect(result.status == 1, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains(#"Bad\u{1B}]0;pwned\u{7}\u{1B}[31mRed\u{202E}txt\u{9B}2J"#), "\(output)")
        #expect(!output.contains("\u{07}"))
        #expect(!output.contains("\u{202E}"))
        #expect(!output.contains("\u{9B}"))
        #expect(!output.contains("\u{1B}]"))
        #expect(!output.contains("\u{1B}[31m"))
        // The tool's own colours stay when asked for.
        #expect(output.contains("\u{1B}[0m") == (color == "always"))
    }
}
