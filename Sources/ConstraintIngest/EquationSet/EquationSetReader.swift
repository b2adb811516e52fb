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
        read(text, file: file, limits: .standard)
    }

    /// `limits` bounds what is kept: past it the rest of the set is not read (a `reading-limit`
    /// warning says where). Benchmarks of huge generated layouts read with `.unlimited`.
    public static func read(_ text: String, file: String, limits: ReadingLimits) -> IngestResult {
        read(text, file: file, partLength: EquationSetAssembler.defaultPartLength, limits: limits)
    }

    /// Reads `text` as `read(_:file:)` does, a large set in parts of about `partLength` bytes on
    /// all cores (tests use small parts to check that the result is the same). Parts are read
    /// only without a limit: any set large enough to gain from them is far past the standard one.
    static func read(_ text: String, file: String, partLength: Int) -> IngestResult {
        read(text, file: file, partLength: partLength, limits: .unlimited)
    }

    private static func read(_ text: String, file: String, partLength: Int, limits: ReadingLimits) -> IngestResult {
        guard let (base, states) = EquationSetStates.split(text) else {
            return readBase(text, file: file, partLength: partLength, limits: limits)
        }
        var result = readBase(base, file: file, partLength: partLength, limits: limits)
        for index in result.systems.indices { states.attach(to: &result.systems[index], file: file) }
        return result
    }

    private static func readBase(_ text: String, file: String, partLength: Int, limits: ReadingLimits) -> IngestResult {
        var text = text
        text.makeContiguousUTF8()
        let system = text.utf8.withContiguousStorageIfAvailable { bytes in
            var assembler = EquationSetAssembler(bytes: bytes, file: file)
            assembler.partLength = partLength
            assembler.limits = limits
            return assembler.read()
        }
        return IngestResult(systems: system.map { [$0] } ?? [])
    }
}
