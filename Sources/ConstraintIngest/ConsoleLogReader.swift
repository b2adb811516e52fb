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
        let locator = Locator(map: repaired.map, original: original)
        var scanner = LogScanner(bytes: bytes, map: repaired.map, collector: LogCollector(locator: locator, file: file, repairs: repaired.repairs))
        scanner.run()
        let systems = scanner.collector.systems
        var diagnostics = scanner.collector.unattached
        if systems.isEmpty {
            diagnostics.append(Diagnostic(
                severity: .error, line: 1, column: 1,
                message: "no constraint log found: expected \"Unable to simultaneously satisfy constraints\" or entries such as \"<NSLayoutConstraint:0x… …>\"",
                code: "no-constraints"))
        }
        return IngestResult(systems: systems, diagnostics: diagnostics)
    }
}
