import ConstraintIngest
import Testing

@Suite("Splitting a live stream into complete logs")
struct LogStreamSplitterTests {
    static let log = """
        noise before
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>
        noise after

        """

    @Test func aLogIsCompleteWhenItsBrokenEntryIsRead() {
        var splitter = LogStreamSplitter()
        let bytes = Array(Self.log.utf8)
        var logs: [LogStreamSplitter.Log] = []
        // One byte at a time: no read boundary may matter.
        for byte in bytes { logs += splitter.append([byte]) }
        #expect(logs.count == 1)
        #expect(logs.first?.firstLine == 2)
        #expect(logs.first?.text.hasPrefix("Unable") == true)
        #expect(logs.first?.text.hasSuffix("== 20   (active)>\n") == true)
        #expect(logs.first?.text.contains("noise") == false)
        #expect(splitter.flush().isEmpty)
    }

    @Test func aClosedListIsCompleteWhenSomethingElseFollows() {
        var splitter = LogStreamSplitter()
        let text = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"\n)\nother text\n"
        let logs = splitter.append(Array(text.utf8))
        #expect(logs.count == 1)
        #expect(logs.first?.text.hasSuffix(")\n") == true)
    }

    @Test func aQuietPeriodCompletesAnUnfinishedLog() {
        var splitter = LogStreamSplitter()
        #expect(splitter.append(Array("Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"".utf8)).isEmpty)
        #expect(splitter.hasLogInProgress)
        let logs = splitter.flush()
        #expect(logs.count == 1)
        #expect(logs.first?.text.contains("width == 10") == true)
        #expect(!splitter.hasLogInProgress)
    }

    @Test func aNewHeaderEndsThePreviousLog() {
        var splitter = LogStreamSplitter()
        let one = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\"\n"
        let logs = splitter.append(Array((one + one).utf8)) + splitter.flush()
        #expect(logs.map(\.firstLine) == [1, 4])
    }

    @Test func memoryStaysBoundedOnEndlessInput() {
        var splitter = LogStreamSplitter()
        _ = splitter.append(Array("Unable to simultaneously satisfy constraints.\n".utf8))
        let line = Array(String(repeating: "x", count: 1 << 16).utf8) + [10]
        for _ in 0..<100 { _ = splitter.append(line) }  // 6.5 MB into one log
        let logs = splitter.flush()
        #expect(logs.count == 1)
        #expect((logs.first?.text.utf8.count ?? .max) <= LogStreamSplitter.longestLog)
    }
}
