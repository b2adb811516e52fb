import Foundation

/// Compares output with a reviewed file on disk, ArgumentParser-snapshot style: a missing file,
/// or `RECORD_GOLDENS=1`, writes the file and reports it as recorded, and the caller must fail
/// the test so that nobody mistakes a fresh recording for a pass.
public enum GoldenFile {
    public enum Outcome: Equatable, Sendable {
        case matches
        case differs(firstDifference: String)
        case recorded(reason: String)
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    public static func check(_ actual: String, against expected: URL) throws -> Outcome {
        let exists = FileManager.default.fileExists(atPath: expected.path)
        if isRecording || !exists {
            try actual.write(to: expected, atomically: true, encoding: .utf8)
            return .recorded(reason: exists ? "RECORD_GOLDENS=1 is set" : "it did not exist")
        }
        let expectedText = try String(contentsOf: expected, encoding: .utf8)
        if expectedText == actual { return .matches }
        return .differs(firstDifference: firstDifference(expected: expectedText, actual: actual))
    }

    /// `line 12: expected "…" but got "…"`, enough to find the change without a diff tool.
    public static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? expectedLines[index] : "<end of file>"
            let got = index < actualLines.count ? actualLines[index] : "<end of file>"
            if wanted != got { return "line \(index + 1): expected \"\(wanted)\" but got \"\(got)\"" }
        }
        return "the texts differ only in line endings"
    }
}
