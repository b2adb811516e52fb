import Foundation

/// The width the text report wraps at: `COLUMNS` when it is set (a shell's or the user's
/// choice), else the terminal's own width, else 80 (a pipe, a file, a terminal that does not say).
enum TerminalWidth {
    static let fallback = 80

    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        guard StandardStreams.outputIsTerminal else { return fallback }
        var size = winsize()
        guard ioctl(FileHandle.standardOutput.fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return fallback }
        return Int(size.ws_col)
    }
}
