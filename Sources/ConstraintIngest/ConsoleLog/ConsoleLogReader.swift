import ConstraintModel

/// Reads everything a developer pastes from a console: "Unable to simultaneously satisfy
/// constraints" logs from iOS and macOS (several per paste), bare constraint lists,
/// `po view.constraints` dumps and Masonry lists, including the damage pasting does.
///
/// Every log becomes one `ConstraintSystem`. Whatever cannot be read becomes a diagnostic at
/// its line and column in `text`; every readable constraint is kept.
///
/// The reader works on UTF-8 bytes in a few linear passes: paste repair (only copies the text when
/// something has to change), one scan that finds the structure and reads each entry, then the
/// assembly of each log. A large paste is scanned in parts on all cores (`ParallelLogReading`).
public enum ConsoleLogReader {
    public static func read(_ text: String, file: String) -> IngestResult {
        read(text, file: file, partLength: ParallelLogReading.defaultPartLength)
    }

    /// Reads `text` as `read(_:file:)` does, cutting a large paste into parts of about
    /// `partLength` bytes that are read on all cores (tests cut small texts to check the stitching).
    static func read(_ text: String, file: String, partLength: Int) -> IngestResult {
        var text = text
        return text.withUTF8 { read($0, file: file, partLength: partLength) }
    }

    private static func read(_ original: Bytes, file: String, partLength: Int = ParallelLogReading.defaultPartLength) -> IngestResult {
        let repaired = PasteRepairer.repair(original, partLength: partLength)
        if let bytes = repaired.bytes {
            return bytes.withUnsafeBufferPointer {
                read(scanning: $0, original: original, repaired: repaired, file: file, partLength: partLength)
            }
        }
        return read(scanning: original, original: original, repaired: repaired, file: file, partLength: partLength)
    }

    private static func read(scanning bytes: Bytes, original: Bytes, repaired: RepairedText, file: String, partLength: Int) -> IngestResult {
        var systems: [ConstraintSystem]
        var diagnostics: [Diagnostic]
        let cuts = ParallelLogReading.cuts(in: bytes, repairs: repaired.repairs, partLength: partLength)
        if cuts.isEmpty {
            let locator = Locator(map: repaired.map, original: original)
            var scanner = LogScanner(bytes: bytes, map: repaired.map, collector: LogCollector(locator: locator, file: file, repairs: repaired.repairs))
            scanner.run()
            systems = scanner.collector.systems
            diagnostics = scanner.collector.unattached
        } else {
            (systems, diagnostics, _) = ParallelLogReading.read(
                bytes, cuts: cuts, map: repaired.map, original: original, repairs: repaired.repairs, file: file)
        }
        LogProcesses.assign(repaired.processes, lineStarts: repaired.map.lineStarts, to: &systems)
        if systems.isEmpty {
            diagnostics.append(Diagnostic(
                severity: .error, line: 1, column: 1,
                message: "no constraint log found: expected \"Unable to simultaneously satisfy constraints\" or entries such as \"<NSLayoutConstraint:0x… …>\"",
                code: "no-constraints"))
        }
        return IngestResult(systems: systems, diagnostics: diagnostics)
    }
}

/// The process that printed each log, from the console's line prefixes: the first one named on
/// the log's own lines, or, for a log without one (the tail of a log cut at the paste's start),
/// the only process the whole paste names.
enum LogProcesses {
    static func assign(_ processes: [(offset: Int, name: String)], lineStarts: [Int], to systems: inout [ConstraintSystem]) {
        guard !processes.isEmpty else { return }
        let named = processes.map { (line: line(of: $0.offset, in: lineStarts), name: $0.name) }
        let only = Set(named.map(\.name)).count == 1 ? named[0].name : nil
        for index in systems.indices {
            let source = systems[index].source
            let own = named.first { (source.firstLine...source.lastLine).contains($0.line) }?.name
            systems[index].source.process = own ?? only
        }
    }

    /// The 1-based line of an original offset.
    static func line(of offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(low, 1)
    }
}
