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
