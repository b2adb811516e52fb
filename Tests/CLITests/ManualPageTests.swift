import Foundation
import TestSupport
import Testing

/// `Docs/constraint-doctor.1` is generated and committed; this catches a help text changed
/// without regenerating it (see Docs/README.md).
@Suite("Committed man page")
struct ManualPageTests {
    static let manual = PackagePaths.root.appendingPathComponent("Docs/constraint-doctor.1")

    @Test func manualSaysWhatTheHelpSays() throws {
        let page = try String(contentsOf: Self.manual, encoding: .utf8)
        let dump = try CommandUnderTest.run(["--experimental-dump-help"]).standardOutput
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        var texts = [try #require(command["abstract"] as? String)]
        texts += (command["discussion"] as? String ?? "").split(separator: "\n").map { String($0) }
        texts += (command["arguments"] as? [[String: Any]] ?? []).compactMap { $0["abstract"] as? String }
        let stale = texts.filter { !$0.isEmpty && !page.contains($0) }
        #expect(stale.isEmpty, "Docs/constraint-doctor.1 is out of date (regenerate it as Docs/README.md says); missing: \(stale)")
    }
}
