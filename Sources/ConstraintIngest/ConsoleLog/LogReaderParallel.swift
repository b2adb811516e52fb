import ConstraintModel
import Dispatch

/// Reads a large paste in parts on all cores, with exactly the result of one scan of the whole text.
///
/// The logs of a paste are independent, and each header ("Unable to simultaneously satisfy
/// constraints" at the start of a line) starts a new one. So the text is cut at such lines and
/// every part is scanned on its own, as if the text started there. Whether that guess was right is
/// checked afterwards: the scan of the part before must have stopped at the cut with nothing
/// pending that the next log would have taken over (prose, a repair note, a half-started log).
/// When it was wrong the earlier scan simply goes on over the next part, as a single scan would,
/// and the part's own result is dropped. The output is therefore the same whatever the number of
/// cores or parts; only the time differs.
enum ParallelLogReading {
    /// A paste shorter than two of these is read in one piece: cutting and stitching would cost
    /// more than the second core saves.
    static let defaultPartLength = 1 << 20
    /// More parts than cores, so that a core that finishes early takes another.
    static let maximumParts = 16

    /// Where the parts after the first start: line starts holding a header, at least `partLength`
    /// bytes apart.
    static func cuts(in bytes: Bytes, repairs: [PasteRepair], partLength: Int = defaultPartLength) -> [Int] {
        guard partLength > 0, bytes.count / 2 >= partLength else { return [] }
        let parts = min(maximumParts, bytes.count / partLength)
        var cuts: [Int] = []
        for part in 1..<parts {
            let target = max(part * (bytes.count / parts), (cuts.last ?? 0) + 1)
            guard let cut = headerLine(in: bytes, from: target, repairs: repairs) else { break }
            if cut > (cuts.last ?? 0) { cuts.append(cut) }
        }
        return cuts
    }

    /// The first line at or after `start` that begins with the header sentence. Lines shortly
    /// after a paste repair are passed over: a repair after the end of the previous log belongs to
    /// the next one, which a part starting at the header would not know.
    private static func headerLine(in bytes: Bytes, from start: Int, repairs: [PasteRepair]) -> Int? {
        var index = max(start, 1)
        while let lineBreak = bytes.firstIndex(of: ASCII.newline, in: (index - 1)..<bytes.count) {
            let lineStart = lineBreak + 1
            if bytes.matches("Unable to simultaneously satisfy constraints", at: lineStart),
                !hasRepair(in: max(0, lineStart - repairFreeDistance)..<lineStart, repairs)
            {
                return lineStart
            }
            index = lineStart + 1
        }
        return nil
    }

    private static let repairFreeDistance = 4096

    private static func hasRepair(in range: Range<Int>, _ repairs: [PasteRepair]) -> Bool {
        var low = 0
        var high = repairs.count
        while low < high {
            let middle = (low + high) / 2
            if repairs[middle].cleanOffset < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < repairs.count && repairs[low].cleanOffset < range.upperBound
    }

    /// Scans the parts that start at `0` and at each of `cuts`, on all cores, and stitches them.
    static func read(
        _ bytes: Bytes, cuts: [Int], map: SourceMap, original: Bytes, repairs: [PasteRepair], file: String
    ) -> (systems: [ConstraintSystem], unattached: [Diagnostic], handOvers: Int) {
        let starts = [0] + cuts
        let ends = cuts + [bytes.count]
        var scanned = [LogScanner?](repeating: nil, count: starts.count)
        scanned.withUnsafeMutableBufferPointer { slots in
            let shared = SharedParts(slots: slots, bytes: bytes, original: original)
            DispatchQueue.concurrentPerform(iterations: starts.count) { part in
                let locator = Locator(map: map, original: shared.original)
                let collector = LogCollector(locator: locator, file: file, repairs: repairs, from: starts[part])
                var scanner = LogScanner(bytes: shared.bytes, map: map, collector: collector, from: starts[part])
                scanner.scan(upTo: ends[part])
                // Each part writes only its own slot; the slots are read after all parts are done.
                shared.slots[part] = scanner
            }
        }
        var systems: [ConstraintSystem] = []
        var unattached: [Diagnostic] = []
        var handOvers = 0
        guard var chain = scanned[0] else { return ([], [], 0) }
        for part in 1..<starts.count {
            if chain.canHandOver(at: starts[part]), let next = scanned[part] {
                chain.finish(isEndOfText: false)
                systems += chain.collector.systems
                unattached += chain.collector.unattached
                chain = next
                handOvers += 1
            } else {
                chain.scan(upTo: ends[part])
            }
            scanned[part] = nil
        }
        chain.finish()
        systems += chain.collector.systems
        unattached += chain.collector.unattached
        return (systems, unattached, handOvers)
    }
}

/// What the parts share across threads: the text, which nobody writes while they run, and one
/// result slot per part, each written by one part only.
private struct SharedParts: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<LogScanner?>
    let bytes: Bytes
    let original: Bytes
}
