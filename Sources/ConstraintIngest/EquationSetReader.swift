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
        var text = text
        text.makeContiguousUTF8()
        let system = text.utf8.withContiguousStorageIfAvailable { bytes in
            var assembler = EquationSetAssembler(bytes: bytes, file: file)
            return assembler.read()
        }
        return IngestResult(systems: system.map { [$0] } ?? [])
    }
}
