import ConstraintIngest
import Foundation

/// Turns the files a user names into report inputs. Reading files is the library's job so that
/// the CLI stays a thin shell and the failure wording is tested here.
public enum InputLoader {
    /// Reads `path` as UTF-8 (invalid bytes become U+FFFD rather than losing the whole file)
    /// and hands it to the reader; a file that cannot be opened becomes an `unopened` input.
    /// A folder is read as every file in it (at any depth) whose extension a registered reader
    /// takes, in path order; the files a reader takes together (Swift sources) are one input.
    public static func load(path: String, hint: InputFormatHint, readers: ReaderRegistry = .core) -> [ReportInput] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return [ReportInput(file: path, outcome: .unopened(reason: "no such file"))]
        }
        if isDirectory.boolValue { return loadFolder(path, hint: hint, readers: readers) }
        switch contents(of: path) {
        case .failure(let reason): return [ReportInput(file: path, outcome: .unopened(reason: reason.text))]
        case .success(let text): return [ReportInput.reading([SourceFile(path: path, text: text)], file: path, hint: hint, readers: readers)]
        }
    }

    /// Standard input's text, already read by the caller.
    public static func standardInput(_ data: Data, hint: InputFormatHint, readers: ReaderRegistry = .core) -> ReportInput {
        ReportInput.reading([SourceFile(path: "-", text: String(decoding: data, as: UTF8.self))], file: "-", hint: hint, readers: readers)
    }

    private struct Unreadable: Error {
        var text: String
    }

    private static func contents(of path: String) -> Result<String, Unreadable> {
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            return .failure(Unreadable(text: "permission denied or unreadable"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    private static func loadFolder(_ path: String, hint: InputFormatHint, readers: ReaderRegistry) -> [ReportInput] {
        let wanted: (String) -> InputFormatHint? = { file in
            let fileExtension = ReaderRegistry.fileExtension(of: file)
            guard let reader = readers.readers.first(where: { $0.fileExtensions.contains(fileExtension) }) else { return nil }
            return hint == .auto || hint == reader.format ? reader.format : nil
        }
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .compactMap { relative -> (String, InputFormatHint)? in
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                return wanted(full).map { (full, $0) }
            }
        guard !files.isEmpty else {
            return [ReportInput(file: path, outcome: .unopened(reason: "it is a folder with no file a reader takes"))]
        }
        var inputs: [ReportInput] = []
        // Swift sources are read together (a helper in one file is used in another); every other
        // kind of file is its own input.
        var together: [SourceFile] = []
        for (file, format) in files {
            switch contents(of: file) {
            case .failure(let reason):
                inputs.append(ReportInput(file: file, outcome: .unopened(reason: reason.text)))
            case .success(let text):
                if format == .swift {
                    together.append(SourceFile(path: file, text: text))
                } else {
                    inputs.append(ReportInput.reading([SourceFile(path: file, text: text)], file: file, hint: format, readers: readers))
                }
            }
        }
        if !together.isEmpty { inputs.append(ReportInput.reading(together, file: path, hint: .swift, readers: readers)) }
        return inputs
    }
}
