import Foundation

/// The process' streams; the report goes to standard output and everything else to standard error.
enum StandardStreams {
    static var outputIsTerminal: Bool { isatty(FileHandle.standardOutput.fileDescriptor) != 0 }
    static var inputIsTerminal: Bool { isatty(FileHandle.standardInput.fileDescriptor) != 0 }

    static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data("constraint-doctor: \(line)\n".utf8))
    }

    /// An instruction for the person at the terminal, not an error, so it has no program prefix.
    static func writePrompt(_ line: String) {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }

    static func readInput() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }
}
