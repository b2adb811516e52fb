/// The way back from the text the scanners read to the file the user gave. Paste repair removes
/// bytes (quote markers, Markdown backslashes, log prefixes), so every position the reader
/// reports goes through this map and points at what the user actually pasted.
struct SourceMap {
    /// A run of repaired text copied unchanged from the original, starting at `cleanStart` in the
    /// repaired text and at `originalStart` in the original.
    struct Segment {
        var cleanStart: Int
        var originalStart: Int
    }

    /// Offsets in the original bytes where each line starts (line 1 at index 0). Repair never
    /// removes line breaks, so line *n* of the repaired text is line *n* of the original.
    var lineStarts: [Int]
    /// Empty when nothing was removed: repaired and original offsets are then the same.
    var segments: [Segment]
    /// A UTF-8 byte order mark is not a column.
    var byteOrderMarkLength: Int

    func originalOffset(ofClean offset: Int) -> Int {
        guard !segments.isEmpty else { return offset }
        // The last segment starting at or before `offset`; later segments with the same start win
        // because they describe the most recent removal.
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].cleanStart <= offset { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return segment.originalStart + max(0, offset - segment.cleanStart)
    }

    /// 1-based line and column (in characters) of an offset in the original bytes.
    func location(ofOriginal offset: Int, in original: Bytes) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), original.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var index = lineStarts[low]
        if low == 0 { index = min(byteOrderMarkLength, offset) }
        var column = 1
        while index < offset {
            if original[index].startsScalar { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}

/// Lines and columns of original offsets. Entries are located in file order, so the line of the
/// previous lookup is tried first; other lookups fall back to a binary search.
final class Locator {
    private let map: SourceMap
    private let original: Bytes
    private var line = 0

    init(map: SourceMap, original: Bytes) {
        self.map = map
        self.original = original
    }

    func location(ofOriginal offset: Int) -> (line: Int, column: Int) {
        let starts = map.lineStarts
        let offset = min(max(offset, 0), original.count)
        if offset < starts[line] {
            return map.location(ofOriginal: offset, in: original)
        }
        var steps = 0
        while line + 1 < starts.count, starts[line + 1] <= offset {
            line += 1
            steps += 1
            if steps > 64 { return locateFar(offset) }
        }
        var index = line == 0 ? min(map.byteOrderMarkLength, offset) : starts[line]
        var column = 1
        while index < offset {
            if original[index].startsScalar { column += 1 }
            index += 1
        }
        return (line + 1, column)
    }

    func location(ofClean offset: Int) -> (line: Int, column: Int) {
        location(ofOriginal: originalOffset(ofClean: offset))
    }

    private var segment = 0

    /// Like `SourceMap.originalOffset(ofClean:)`, starting from the segment of the previous lookup.
    func originalOffset(ofClean offset: Int) -> Int {
        let segments = map.segments
        guard !segments.isEmpty else { return offset }
        if segment >= segments.count || segments[segment].cleanStart > offset {
            return map.originalOffset(ofClean: offset)
        }
        var steps = 0
        while segment + 1 < segments.count, segments[segment + 1].cleanStart <= offset {
            segment += 1
            steps += 1
            if steps > 64 { return map.originalOffset(ofClean: offset) }
        }
        return segments[segment].originalStart + max(0, offset - segments[segment].cleanStart)
    }

    private func locateFar(_ offset: Int) -> (line: Int, column: Int) {
        let location = map.location(ofOriginal: offset, in: original)
        line = location.line - 1
        return location
    }
}
