import Dispatch

/// Paste repair of a large text on all cores. Repair works line by line and never removes a line
/// break, so the text is cut at line starts, each part is repaired on its own, and the parts'
/// copies, source maps and repairs are joined. The joined map gives every offset the position a
/// repair of the whole text gives it; it may hold an extra segment where a part starts, which
/// maps exactly as the segment before it would.
extension PasteRepairer {
    static func repair(_ source: Bytes, partLength: Int) -> RepairedText {
        let starts = partStarts(source, partLength: partLength)
        guard starts.count > 1 else { return repair(source) }
        let ends = Array(starts.dropFirst()) + [source.count]
        var parts = [RepairedText?](repeating: nil, count: starts.count)
        parts.withUnsafeMutableBufferPointer { slots in
            let shared = SharedRepairs(slots: slots, source: source)
            DispatchQueue.concurrentPerform(iterations: starts.count) { part in
                var repairer = PasteRepairer(source: UnsafeBufferPointer(rebasing: shared.source[starts[part]..<ends[part]]))
                // Each part writes only its own slot.
                shared.slots[part] = repairer.run(atStartOfText: part == 0)
            }
        }
        return join(parts.map { $0! }, starts: starts, ends: ends, source: source)
    }

    /// Line starts about `partLength` apart, the first at 0; one start when the text is small.
    private static func partStarts(_ source: Bytes, partLength: Int) -> [Int] {
        guard partLength > 0, source.count / 2 >= partLength else { return [0] }
        let parts = min(ParallelLogReading.maximumParts, source.count / partLength)
        var starts = [0]
        for part in 1..<parts {
            var index = max(part * (source.count / parts), starts[starts.count - 1] + 1)
            while index < source.count, source[index - 1] != ASCII.newline { index += 1 }
            if index < source.count, index > starts[starts.count - 1] { starts.append(index) }
        }
        return starts
    }

    private static func join(_ parts: [RepairedText], starts: [Int], ends: [Int], source: Bytes) -> RepairedText {
        var lineStarts = parts[0].map.lineStarts
        for (part, start) in zip(parts.dropFirst(), starts.dropFirst()) {
            // The part before already ends with this part's first line start.
            lineStarts += part.map.lineStarts.dropFirst().map { $0 + start }
        }
        let byteOrderMarkLength = parts[0].map.byteOrderMarkLength
        var processes: [(offset: Int, name: String)] = []
        for (part, start) in zip(parts, starts) {
            processes += part.processes.map { ($0.offset + start, $0.name) }
        }
        guard parts.contains(where: { $0.bytes != nil }) else {
            let map = SourceMap(lineStarts: lineStarts, segments: [], byteOrderMarkLength: byteOrderMarkLength)
            return RepairedText(bytes: nil, map: map, repairs: [], processes: processes)
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var segments = [SourceMap.Segment(cleanStart: 0, originalStart: 0)]
        var repairs: [PasteRepair] = []
        for (index, part) in parts.enumerated() {
            let cleanStart = output.count
            let originalStart = starts[index]
            if index > 0 { segments.append(SourceMap.Segment(cleanStart: cleanStart, originalStart: originalStart)) }
            if let bytes = part.bytes {
                output += bytes
                // The part's own first segment is its start, just added.
                segments += part.map.segments.dropFirst().map {
                    SourceMap.Segment(cleanStart: $0.cleanStart + cleanStart, originalStart: $0.originalStart + originalStart)
                }
            } else {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: source[originalStart..<ends[index]]))
            }
            repairs += part.repairs.map {
                PasteRepair(kind: $0.kind, cleanOffset: $0.cleanOffset + cleanStart, originalOffset: $0.originalOffset + originalStart)
            }
        }
        let map = SourceMap(lineStarts: lineStarts, segments: segments, byteOrderMarkLength: byteOrderMarkLength)
        return RepairedText(bytes: output, map: map, repairs: repairs, processes: processes)
    }
}

/// The text, read by every part, and one result slot per part.
private struct SharedRepairs: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<RepairedText?>
    let source: Bytes
}
