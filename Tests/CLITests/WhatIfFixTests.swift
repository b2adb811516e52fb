import Foundation
import Testing
import TestSupport

/// The report's own first fix, written as a change (`fixes[0].change`) and applied with
/// `--what-if`, must leave a report without conflict — for every Corpus log. The verdict comes
/// from a second run of the command on the changed layout, not from the fix search that proposed it.
@Suite struct WhatIfFixTests {
    static var corpusLogs: [String] {
        ["Corpus/logs", "Corpus/examples"].flatMap { folder -> [String] in
            let url = PackagePaths.root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".log") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandUnderTest.run(arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func corpusHasLogs() {
        #expect(Self.corpusLogs.count >= 30)
    }

    @Test(arguments: corpusLogs)
    func firstFixAppliedWithWhatIfLeavesNoConflict(path: String) throws {
        let report = try Self.json([path])
        let systems = try #require(report["systems"] as? [[String: Any]])
        for system in systems {
            let conflicts = system["conflicts"] as? [[String: Any]] ?? []
            let fixes = system["fixes"] as? [[String: Any]] ?? []
            guard !conflicts.isEmpty, let first = fixes.first else { continue }
            let number = try #require(system["number"] as? Int)
            let change = try #require(first["change"] as? String, "\(path) system \(number): the first fix has no change")
            let after = try Self.json([path, "--what-if", "s\(number): \(change)"])
            let changed = try #require((after["systems"] as? [[String: Any]])?.first { $0["number"] as? Int == number })
            #expect((changed["conflicts"] as? [Any])?.isEmpty == true, "\(path) system \(number) after '\(change)'")
            #expect(changed["satisfiable"] as? Bool == true, "\(path) system \(number) after '\(change)'")
            let whatIf = try #require(changed["whatIf"] as? [String: Any])
            let diff = try #require(whatIf["diff"] as? [String: Any])
            #expect((diff["resolvedConflicts"] as? [Any])?.isEmpty == false)
            #expect((whatIf["diagnostics"] as? [Any])?.isEmpty == true, "\(path): \(whatIf["diagnostics"] ?? "")")
        }
    }

    @Test func unknownConstraintIsReported() throws {
        let report = try Self.json(["Corpus/logs/bare-list.log", "--what-if", "c99 priority 999"])
        let system = try #require((report["systems"] as? [[String: Any]])?.first)
        let diagnostics = system["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.contains { $0["code"] as? String == "unreadable-what-if" })
    }

    /// A change from the command line has no place in the input: the text report names the
    /// change instead of pointing at a made-up line 0, column 0.
    @Test func unknownConstraintIsWordedWithoutAFakeLocation() throws {
        let result = try CommandUnderTest.run(["Corpus/logs/bare-list.log", "--what-if", "c99 priority 999"])
        #expect(result.standardOutput.contains("error: --what-if 'c99 priority 999': there is no constraint 'c99'"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains(" 0:0:"))
    }
}
