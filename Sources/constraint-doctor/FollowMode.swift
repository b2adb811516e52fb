import ConstraintDoctor
import Foundation

/// Set by the SIGINT handler; the read loop checks it after every wake-up.
nonisolated(unsafe) private var followInterrupted: sig_atomic_t = 0

/// `--follow`: reads a stream as it grows and reports each complete log at once. The stream
/// splitting, the counting of repeats and the wording live in the library (`LogStreamSplitter`,
/// `ConflictTally`, `FollowReport`); this is only the reading loop and the printing.
struct FollowMode {
    /// A log with its list read but nothing after it for this long is taken as complete.
    static let quietMilliseconds: Int32 = 1_000

    var path: String
    var json: Bool
    var colored: Bool
    var analysis: AnalysisOptions

    func run() throws -> ExitStatus {
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw StandardStreams.Failure(description: "cannot open '\(path)': \(String(cString: strerror(errno)))")
            }
        }
        // Standard input ends at its end even when it is a file (`< saved.log`); a named file is followed.
        let isRegularFile = path != "-" && Self.isRegularFile(descriptor)
        signal(SIGINT) { _ in followInterrupted = 1 }
        // A parent may start us with SIGINT blocked (the mask is inherited across exec); Ctrl-C
        // must still end the stream with its summary.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        var splitter = LogStreamSplitter()
        var tally = ConflictTally()
        let analyzer = Analyzer(options: analysis)
        let report = FollowReport(styler: TextStyler(isEnabled: colored))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var foundConflict = false

        func handle(_ logs: [LogStreamSplitter.Log]) throws {
            for log in logs {
                for var system in Ingest.read(log.text, file: path, format: .log).systems {
                    system.source.firstLine += log.firstLine - 1
                    system.source.lastLine += log.firstLine - 1
                    let (entry, isNew) = tally.record(system)
                    guard isNew else {
                        try StandardStreams.writeOutput(
                            json
                                ? FollowReport.jsonRepeatLine(number: entry.number, fingerprint: entry.fingerprint, occurrences: entry.occurrences)
                                : report.repeatLine(number: entry.number, fingerprint: entry.fingerprint, occurrences: entry.occurrences))
                        continue
                    }
                    let systemReport = SystemReport(
                        number: entry.number, inputIndex: 0, system: system,
                        diagnosis: system.constraints.isEmpty ? nil : analyzer.analyze(system), fingerprint: entry.fingerprint)
                    if !(systemReport.diagnosis?.conflicts.isEmpty ?? true) { foundConflict = true }
                    try StandardStreams.writeOutput(json ? FollowReport.jsonLine(systemReport) : report.newSystem(systemReport))
                }
            }
        }

        while followInterrupted == 0 {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Self.quietMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw StandardStreams.Failure(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            if ready == 0 {
                if splitter.hasLogInProgress { try handle(splitter.flush()) }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                try handle(splitter.append(buffer[0..<count]))
            } else if count == 0 {
                // A regular file at its end may still grow (`tail -f`); a pipe at its end is done.
                guard isRegularFile else { break }
                if splitter.hasLogInProgress { try handle(splitter.flush()) }
                usleep(250_000)
            } else if errno != EINTR {
                throw StandardStreams.Failure(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
        }
        try handle(splitter.flush())
        try StandardStreams.writeOutput(json ? FollowReport.jsonSummaryLine(tally) : report.summary(tally))
        if descriptor != STDIN_FILENO { close(descriptor) }
        return foundConflict || tally.totalCount > 0 ? .problemsFound : .nothingWrong
    }

    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
