import ConstraintModel

/// Reads an equation set: constraints in the notation of Apple's Auto Layout Guide
/// (`Button_2.leading = 1.0 * Button_1.trailing + 8.0`), declarations (`root`, `view`, `guide`,
/// `intrinsic`, `autoresizing`, `direction`, `platform`, `metrics`) and VFL lines, as described
/// in `Docs/equations.md`.
///
/// The result holds exactly one system, complete by definition. A line that cannot be read
/// becomes an error diagnostic at the offending token and is skipped; every other line is kept.
public enum EquationSetReader {
    public static func read(_ text: String, file: String) -> IngestResult {
        read(text, file: file, partLength: EquationSetAssembler.defaultPartLength)
    }

    /// Reads `text` as `read(_:file:)` does, a large set in parts of about `partLength` bytes on
    /// all cores (tests use small parts to check that the result is the same).
    static func read(_ text: String, file: String, partLength: Int) -> IngestResult {
        guard let (base, states) = EquationSetStates.split(text) else { return readBase(text, file: file, partLength: partLength) }
        var result = readBase(base, file: file, partLength: partLength)
        for index in result.systems.indices { states.attach(to: &result.systems[index], file: file) }
        return result
    }

    private static func readBase(_ text: String, file: String, partLength: Int) -> IngestResult {
        var text = text
        text.makeContiguousUTF8()
        let system = text.utf8.withContiguousStorageIfAvailable { bytes in
            var assembler = EquationSetAssembler(bytes: bytes, file: file)
            assembler.partLength = partLength
            return assembler.read()
        }
        return IngestResult(systems: system.map { [$0] } ?? [])
    }
}
