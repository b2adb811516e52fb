import Foundation
import TestSupport
import Testing

/// `--follow` on a live pipe: a scripted writer sends logs slowly, in pieces that split a log
/// across reads, and the binary must report each new conflict before the writer goes on.
@Suite("Follow mode on a live pipe")
struct FollowModeTests {
    static func log(view: String, constant: Int) -> String {
        """
        2024-05-01 10:00:00.000 Df App[1:2] [com.apple.UIKit:LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x600001a1c000 UIView:\(view).width == 10   (active)>",
            "<NSLayoutConstraint:0x600001a1c050 UIView:\(view).width == \(constant)   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001a1c050 UIView:\(view).width == \(constant)   (active)>

        """
    }

    /// Writes the pieces with pauses into the binary's standard input; the writer appends a
    /// marker to the same output file after each pause, so the file's order shows what the
    /// binary had printed by then.
    static func follow(_ pieces: [String], arguments: [String] = []) throws -> (output: String, status: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var writer = ""
        for (index, piece) in pieces.enumerated() {
            let file = folder.appendingPathComponent("piece\(index)")
            try Data(piece.utf8).write(to: file)
            writer += "cat '\(file.path)'; sleep 0.6; echo 'MARK \(index)' >&3; "
        }
        let output = folder.appendingPathComponent("output").path
        let script = "{ \(writer) } 3>>'\(output)' | \"$0\" --follow \(arguments.joined(separator: " ")) >> '\(output)'; echo \"status $?\" >> '\(output)'"
        guard let binary = CommandUnderTest.binary else { throw CommandUnderTest.Missing() }
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, binary.path])
        let text = try String(contentsOfFile: output, encoding: .utf8)
        return (text, result.status)
    }

    @Test func eachNewConflictIsPrintedAtOnceAndRepeatsAreCounted() throws {
        let first = Self.log(view: "0x7fa001000100", constant: 20)
        let split = first.index(first.startIndex, offsetBy: 200)
        let pieces = [
            String(first[..<split]), String(first[split...]),  // one log across two reads
            Self.log(view: "0x7fb0000000aa", constant: 20),  // the same conflict at another address
            Self.log(view: "0x7fa001000100", constant: 30),  // a different one
        ]
        let (output, _) = try Self.follow(pieces)
        let lines = output.split(separator: "\n").map(String.init)
        func position(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        let conflict1 = try #require(position("Conflict #1"), "\(output)")
        let repeat1 = try #require(position("  #1 again"), "\(output)")
        let conflict2 = try #require(position("Conflict #2"), "\(output)")
        let summary = try #require(position("Summary: 3 logs, 2 distinct"), "\(output)")
        // The split log is reported once its second piece arrived, before the writer's next step.
        #expect(conflict1 < (position("MARK 1") ?? -1), "\(output)")
        #expect((position("MARK 0") ?? Int.max) < conflict1, "half a log must not be reported: \(output)")
        #expect(repeat1 < (position("MARK 2") ?? -1), "\(output)")
        #expect(conflict2 < (position("MARK 3") ?? -1), "\(output)")
        #expect(lines[repeat1].contains("seen 2 times"))
        #expect(summary > conflict2)
        #expect(output.contains("View is 30 wide"))
        #expect(lines.last == "status 1")
    }

    @Test func jsonLinesCarryFingerprintAndOccurrences() throws {
        let log = Self.log(view: "0x7fa001000100", constant: 20)
        let (output, _) = try Self.follow([log, Self.log(view: "0x7fcc00000011", constant: 20)], arguments: ["--format", "json"])
        let objects = output.split(separator: "\n").filter { $0.hasPrefix("{") }.map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
        #expect(objects.count == 3, "\(output)")
        guard objects.count == 3 else { return }
        let fingerprint = objects[0]["fingerprint"] as? String
        #expect(fingerprint?.count == 16)
        #expect(objects[0]["occurrences"] as? Int == 1)
        #expect(objects[0]["conflicts"] is [Any])
        #expect(objects[1]["event"] as? String == "repeat")
        #expect(objects[1]["fingerprint"] as? String == fingerprint)
        #expect(objects[1]["occurrences"] as? Int == 2)
        #expect(objects[2]["event"] as? String == "summary")
    }

    @Test func interruptPrintsTheSummary() throws {
        guard let binary = CommandUnderTest.binary else { throw CommandUnderTest.Missing() }
        let log = Self.log(view: "0x7fa001000100", constant: 20).replacingOccurrences(of: "'", with: "")
        // A named file is followed past its end, as `tail -f` does; only Ctrl-C ends it.
        let script = """
            file=$(mktemp); printf '%s' '\(log)' > "$file"
            timeout 120 "$0" --follow "$file" > "$file.out" & pid=$!
            for i in $(seq 600); do grep -q 'Conflict #1' "$file.out" && break; sleep 0.1; done
            kill -INT $(pgrep -P $pid) $pid 2>/dev/null; wait $pid; echo "status $?" >> "$file.out"; cat "$file.out"; rm -f "$file" "$file.out"
            """
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script, binary.path])
        #expect(result.standardOutput.contains("Conflict #1"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Summary: 1 log, 1 distinct"))
        #expect(result.standardOutput.hasSuffix("status 1\n"))
    }
}
