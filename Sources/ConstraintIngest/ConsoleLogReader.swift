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
/// assembly of each log.
public enum ConsoleLogReader {
    public static func read(_ text: String, file: String) -> IngestResult {
        var text = text
        return text.withUTF8 { read($0, file: file) }
    }

    private static func read(_ original: Bytes, file: String) -> IngestResult {
        let repaired = PasteRepairer.repair(original)
        if let bytes = repaired.bytes {
            return bytes.withUnsafeBufferPointer { read(scanning: $0, original: original, repaired: repaired, file: file) }
        }
        return read(scanning: original, original: original, repaired: repaired, file: file)
    }

    private static func read(scanning bytes: Bytes, original: Bytes, repaired: RepairedText, file: String) -> IngestResult {
        let map = repaired.map
        var scanner = LogScanner(bytes: bytes, map: map, original: original)
        scanner.run()
        let segmenter = LogSegmenter.segment(scanner.events, entries: scanner.entries, map: map)
        var logs = segmenter.logs
        attach(repaired.repairs, to: &logs)
        let locate = { (offset: Int) in map.location(ofOriginal: offset, in: original) }
        let systems = logs.map { log in
            var assembler = SystemAssembler(draft: log, entries: scanner.entries, file: file, locate: locate)
            let start = map.originalOffset(ofClean: log.start)
            let end = map.originalOffset(ofClean: max(log.start, log.end - 1))
            return assembler.assemble(originalStart: start, originalEnd: end)
        }
        var diagnostics = segmenter.unattached.map { pending in
            let location = locate(pending.offset)
            return Diagnostic(severity: pending.severity, line: location.line, column: location.column, message: pending.message, code: pending.code)
        }
        if systems.isEmpty {
            diagnostics.append(Diagnostic(
                severity: .error, line: 1, column: 1,
                message: "no constraint log found: expected \"Unable to simultaneously satisfy constraints\" or entries such as \"<NSLayoutConstraint:0x… …>\"",
                code: "no-constraints"))
        }
        return IngestResult(systems: systems, diagnostics: diagnostics)
    }

    /// One note per kind of paste repair and log, at the first place it was needed.
    private static func attach(_ repairs: [PasteRepair], to logs: inout [LogDraft]) {
        guard !logs.isEmpty else { return }
        var reported: [Set<Int>] = Array(repeating: [], count: logs.count)
        var logIndex = 0
        for repair in repairs {
            while logIndex < logs.count - 1, logs[logIndex].end < repair.cleanOffset { logIndex += 1 }
            guard reported[logIndex].insert(repair.kind.rawValue).inserted else { continue }
            logs[logIndex].diagnostics.append(PendingDiagnostic(
                offset: repair.originalOffset, severity: .note, message: repair.kind.message, code: repair.kind.code))
        }
    }
}
