@testable import ConstraintIngest
import ConstraintModel
import Testing

/// A large paste is read in parts on all cores. Reading it in parts must give exactly what one
/// scan of the whole text gives: these tests cut pastes made of every Corpus and peer log into
/// small parts, so that every kind of log boundary ends up next to a cut, and compare everything
/// the reader produced, down to number literals and diagnostic texts.
struct ParallelReadingTests {
    static func allLogTexts() throws -> [String] {
        var texts = try Fixtures.logNames(in: Fixtures.corpusFolder).map(Fixtures.text(ofCorpusLog:))
        if Fixtures.peerLogsAvailable {
            texts += try Fixtures.logNames(in: Fixtures.peerFolder).map(Fixtures.text(ofPeerLog:))
        }
        return texts
    }

    /// Every stored property of the result, as text.
    static func fingerprint(_ result: IngestResult) -> String {
        var text = ""
        dump(result.systems, to: &text)
        dump(result.diagnostics, to: &text)
        return text
    }

    static func wholeScan(_ text: String) -> IngestResult {
        ConsoleLogReader.read(text, file: "paste.log", partLength: Int.max)
    }

    /// The pastes: all logs in order, in reverse order, without blank lines between them, and
    /// each log twice in a row.
    static func pastes() throws -> [(name: String, text: String)] {
        let texts = try allLogTexts()
        return [
            ("in order", texts.joined(separator: "\n")),
            ("reversed", texts.reversed().joined(separator: "\n\n")),
            ("no separator", texts.joined()),
            ("each twice", texts.map { $0 + "\n" + $0 }.joined(separator: "\n")),
        ]
    }

    @Test(arguments: [97, 400, 1_500, 6_000])
    func partsGiveTheWholeScan(partLength: Int) throws {
        for paste in try Self.pastes() {
            let cuts = paste.text.utf8.withContiguousStorageIfAvailable { bytes in
                ParallelLogReading.cuts(in: bytes, repairs: [], partLength: partLength)
            } ?? []
            // Otherwise the comparison below would compare the whole scan with itself.
            #expect(cuts.count >= 2, "\(paste.name): no cuts at part length \(partLength)")
            let parts = ConsoleLogReader.read(paste.text, file: "paste.log", partLength: partLength)
            let whole = Self.wholeScan(paste.text)
            #expect(parts.systems.count == whole.systems.count, "\(paste.name), part length \(partLength)")
            #expect(Self.fingerprint(parts) == Self.fingerprint(whole), "\(paste.name), part length \(partLength)")
        }
    }

    /// A cut where the log before has left something for the next log (prose before the header, a
    /// paste repair after the trailer) cannot be handed over; the earlier part then reads on.
    @Test func cutsThatCannotBeHandedOverAreReadOn() throws {
        let log = try Fixtures.text(ofCorpusLog: "two-logs-one-paste.log")
        let prose = "Here is what I see when I rotate the phone:\n"
        let escapedTrailer = "Some text after the log with a Markdown escape: \\_underscore\n"
        let text = (0..<40).map { [log, prose, log, escapedTrailer][$0 % 4] }.joined()
        let whole = Self.wholeScan(text)
        let outcome = text.utf8.withContiguousStorageIfAvailable { original in
            let repaired = PasteRepairer.repair(original)
            #expect(!repaired.repairs.isEmpty)
            func readInParts(_ bytes: Bytes) -> (cuts: Int, handOvers: Int, fingerprint: String) {
                // No repairs given: cuts may land right after one, which must not be handed over.
                let cuts = ParallelLogReading.cuts(in: bytes, repairs: [], partLength: 300)
                let read = ParallelLogReading.read(
                    bytes, cuts: cuts, map: repaired.map, original: original, repairs: repaired.repairs, file: "paste.log")
                // As `ConsoleLogReader` does after reading: each log's process from the prefixes.
                var systems = read.systems
                LogProcesses.assign(repaired.processes, lineStarts: repaired.map.lineStarts, to: &systems)
                return (cuts.count, read.handOvers, Self.fingerprint(IngestResult(systems: systems, diagnostics: read.unattached)))
            }
            if let copy = repaired.bytes { return copy.withUnsafeBufferPointer(readInParts) }
            return readInParts(original)
        }
        let (cuts, handOvers, fingerprint) = try #require(outcome)
        #expect(cuts > 10)
        #expect(handOvers > 0 && handOvers < cuts, "\(handOvers) of \(cuts) cuts handed over")
        #expect(fingerprint == Self.fingerprint(whole))
    }

    /// Paste repair in parts: the same bytes, line starts, repairs and positions as one pass.
    @Test(arguments: [64, 700, 5_000])
    func repairInPartsGivesTheWholeRepair(partLength: Int) throws {
        let bomFirst = try Fixtures.text(ofCorpusLog: "paste-crlf-bom-tabs.log") + (try Self.allLogTexts()).joined(separator: "\n")
        for (name, text) in try Self.pastes() + [("byte-order mark first", bomFirst)] {
            var text = text
            text.makeContiguousUTF8()
            let checked = text.utf8.withContiguousStorageIfAvailable { source -> Bool in
                let whole = PasteRepairer.repair(source)
                let parts = PasteRepairer.repair(source, partLength: partLength)
                #expect(whole.bytes != nil, "\(name): the paste has damage to repair")
                #expect(parts.bytes == whole.bytes, "\(name)")
                #expect(parts.map.lineStarts == whole.map.lineStarts, "\(name)")
                #expect(parts.map.byteOrderMarkLength == whole.map.byteOrderMarkLength, "\(name)")
                #expect(parts.repairs.map(\.kind) == whole.repairs.map(\.kind), "\(name)")
                #expect(parts.repairs.map(\.cleanOffset) == whole.repairs.map(\.cleanOffset), "\(name)")
                #expect(parts.repairs.map(\.originalOffset) == whole.repairs.map(\.originalOffset), "\(name)")
                #expect(parts.processes.map(\.offset) == whole.processes.map(\.offset), "\(name)")
                #expect(parts.processes.map(\.name) == whole.processes.map(\.name), "\(name)")
                let cleanCount = whole.bytes?.count ?? source.count
                let differing = (0...cleanCount).first { parts.map.originalOffset(ofClean: $0) != whole.map.originalOffset(ofClean: $0) }
                #expect(differing == nil, "\(name): clean offset \(differing ?? -1) maps elsewhere")
                return true
            }
            #expect(checked == true)
        }
    }

    @Test func smallPastesAreReadInOnePiece() throws {
        let text = try Fixtures.text(ofCorpusLog: "two-logs-one-paste.log")
        let cuts = text.utf8.withContiguousStorageIfAvailable { bytes in
            ParallelLogReading.cuts(in: bytes, repairs: [], partLength: ParallelLogReading.defaultPartLength)
        }
        #expect(cuts == [])
    }
}
