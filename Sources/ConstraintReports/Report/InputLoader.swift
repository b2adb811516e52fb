import ConstraintIngest
import Foundation

/// Turns the files a user names into report inputs. Reading files is the library's job so that
/// the CLI stays a thin shell and the failure wording is tested here.
public enum InputLoader {
    /// Reads `path` as UTF-8 (invalid bytes become U+FFFD rather than losing the whole file)
    /// and hands it to the reader; a file that cannot be opened becomes an `unopened` input.
    public static func load(path: String, hint: InputFormatHint) -> ReportInput {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ReportInput(file: path, outcome: .unopened(reason: "no such file"))
        }
        if isDirectory.boolValue {
            return ReportInput(file: path, outcome: .unopened(reason: "it is a directory"))
        }
        guard FileManager.default.isReadableFile(atPath: path),
            let data = FileManager.default.contents(atPath: path)
        else {
            return ReportInput(file: path, outcome: .unopened(reason: "permission denied or unreadable"))
        }
        return ReportInput.reading(String(decoding: data, as: UTF8.self), file: path, hint: hint)
    }

    /// Standard input's text, already read by the caller.
    public static func standardInput(_ data: Data, hint: InputFormatHint) -> ReportInput {
        ReportInput.reading(String(decoding: data, as: UTF8.self), file: "-", hint: hint)
    }
}
