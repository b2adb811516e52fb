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

    @Test func synopsisHasNoSubcommandsAndExitStatusIsReal() throws {
        let page = try String(contentsOf: Self.manual, encoding: .utf8)
        #expect(!page.contains(".Ar subcommand"), "regenerate with Scripts/generate-manual")
        #expect(!page.contains(".It Em help"), "regenerate with Scripts/generate-manual")
        #expect(!page.contains(".Ex -std"), "regenerate with Scripts/generate-manual")
        let status = try #require(page.components(separatedBy: ".Sh \"EXIT STATUS\"\n").last)
        let codes = status.split(separator: "\n").filter { $0.hasPrefix(".It ") }.map { $0.dropFirst(4) }
        // The codes the tool documents in its help, in the same order.
        let help = try CommandUnderTest.run(["--help"], environment: ["COLUMNS": "200"]).standardOutput
        let helpCodes = help.components(separatedBy: "Exit status:\n").last?.split(separator: "\n")
            .prefix { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isNumber == true }
            .compactMap { $0.split(separator: " ").first } ?? []
        #expect(codes == helpCodes && codes == ["0", "1", "2", "64"], "\(codes) vs \(helpCodes)")
    }

    @Test func everyOptionOfTheHelpIsInThePage() throws {
        let page = try String(contentsOf: Self.manual, encoding: .utf8)
        let dump = try CommandUnderTest.run(["--experimental-dump-help"]).standardOutput
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let arguments = command["arguments"] as? [[String: Any]] ?? []
        let longNames = arguments.compactMap { ($0["preferredName"] as? [String: Any]).flatMap { $0["kind"] as? String == "long" ? $0["name"] as? String : nil } }
        #expect(longNames.count >= 10)
        let missing = longNames.filter { !page.contains(".Op Fl -\($0)") || !page.contains(".It Fl -\($0)") && !page.contains(", -\($0)") }
        #expect(missing.isEmpty, "options not in the synopsis and the list of Docs/constraint-doctor.1: \(missing)")
    }
}
