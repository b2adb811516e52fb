import ConstraintDoctor
import Foundation

/// The process' streams; the report goes to standard output and everything else to standard error.
///
/// Written with `read(2)`/`write(2)` rather than `FileHandle`, whose `write` and
/// `readDataToEndOfFile` trap on a closed descriptor, a full disk (`> /dev/full`) or a closed
/// pipe (`| head -c1`). Here each of those is an error the command reports in one line.
enum StandardStreams {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    /// A closed pipe must be an error from `write`, not a signal that ends the process silently
    /// halfway through a report; a closed standard input or output must not be taken over by the
    /// next file the process opens.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
            closedAtStart.insert(descriptor)
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    private static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }

    static func writeOutput(_ text: String) throws {
        if closedAtStart.contains(STDOUT_FILENO) { throw Failure(description: "cannot write the report: standard output is closed") }
        if let problem = write(Array(text.utf8), to: STDOUT_FILENO) {
            throw Failure(description: "cannot write the report: \(problem)")
        }
    }

    /// Messages are best effort: with standard error closed or full there is nowhere to say so.
    static func writeError(_ line: String) {
        _ = write(Array("constraint-doctor: \(TerminalText.escaped(line))\n".utf8), to: STDERR_FILENO)
    }

    /// An instruction for the person at the terminal, not an error, so it has no program prefix.
    static func writePrompt(_ line: String) {
        _ = write(Array("\(line)\n".utf8), to: STDERR_FILENO)
    }

    /// The largest input read (one file or standard input): a log or equation set is kilobytes;
    /// past this it is something else, and reading it whole would only exhaust memory.
    static let largestInput = 256 << 20

    static func readInput() throws -> Data {
        if closedAtStart.contains(STDIN_FILENO) { throw Failure(description: "cannot read standard input: it is closed") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
                if data.count > largestInput {
                    throw Failure(description: "standard input is larger than \(largestInput >> 20) MB, the most one input may be")
                }
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw Failure(description: "cannot read standard input: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Writes all bytes, retrying short writes and interruptions; the error's text when it fails.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return String(cString: strerror(written < 0 ? errno : EIO))
            }
        }
        return nil
    }
}
