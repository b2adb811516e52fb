import ConstraintModel
import Dispatch

/// Pass 1 of a large equation set on all cores, with exactly the result of reading its lines in
/// order.
///
/// Benchmark generators write sets of up to ~90 MB made of nothing but constraint lines and
/// comments. Such a set is cut into parts at line starts and each part is read on its own, its
/// items numbered within the part. The parts are then joined in order: a part's items are
/// interned in the order they first appear in it, which is the order they first appear in the
/// whole set, so every item gets the id a reading in order gives it. Only then are the
/// constraints made, again on all cores, each in its place.
///
/// Anything else in a part (a declaration, a VFL line, an owner's guide path, a line that does
/// not read) needs the state that the lines before it leave, so the set is then read in order
/// after all: the parallel reading never changes what is read, only how fast.
extension EquationSetAssembler {
    /// Sets shorter than two of these are read in order: threads would cost more than they save.
    static let defaultPartLength = 1 << 20
    private static let maximumParts = 16

    /// One constraint line of a part, with what `readEquation` needs to make its constraint.
    struct PartConstraint {
        var line: Int
        var column: Int
        var text: String
        var identifier: String?
        var first: (item: Int, attribute: LayoutAttribute)
        var second: (item: Int, attribute: LayoutAttribute)?
        var relation: Relation
        var multiplier: LayoutNumber?
        var constant: LayoutNumber?
        var priority: Priority?
    }

    /// What reading one part found; `line` numbers are within the part (1 = its first line).
    struct PartReading {
        var lineCount = 0
        var constraints: [PartConstraint] = []
        var names = NameTable(keepsStrings: false)
        /// Per item of the part, in order of first appearance: where it first appears.
        var firstAppearances: [(range: Range<Int>, line: Int, column: Int)] = []
        var hasIdentifiers = false
        /// False when the part holds a line that only an in-order reading can read.
        var isPlain = true
    }

    /// Reads every line when the set is large and plain; false (with nothing changed) otherwise.
    mutating func readLinesInParts(partLength: Int) -> Bool {
        let starts = partStarts(partLength: partLength)
        guard starts.count >= 2 else { return false }
        let ends = Array(starts.dropFirst()) + [bytes.count]
        var parts = [PartReading?](repeating: nil, count: starts.count)
        let bytes = self.bytes
        let attributes = self.attributes
        parts.withUnsafeMutableBufferPointer { slots in
            let shared = SharedSlots(slots: slots, bytes: bytes)
            DispatchQueue.concurrentPerform(iterations: starts.count) { part in
                // Each part writes only its own slot; the slots are read once all parts are done.
                shared.slots[part] = Self.readPart(shared.bytes, from: starts[part], to: ends[part], attributes: attributes)
            }
        }
        guard parts.allSatisfy({ $0?.isPlain == true }) else { return false }
        var readings = parts.map { $0! }
        parts = []
        // Each part's items are at most all of the set's; most come back in other parts.
        directory.reserveCapacity(readings.reduce(0) { $0 + $1.firstAppearances.count })

        // In order: line numbers, constraint numbers, and the items of each part.
        var lineBases: [Int] = []
        var constraintBases: [Int] = []
        var globalItems: [[Int]] = []
        var lines = 0
        var total = 0
        for reading in readings {
            lineBases.append(lines)
            constraintBases.append(total)
            globalItems.append(reading.firstAppearances.map { appearance in
                directory.intern(
                    UnsafeBufferPointer(rebasing: bytes[appearance.range]),
                    at: SourcePoint(line: lines + appearance.line, column: appearance.column))
            })
            lines += reading.lineCount
            total += reading.constraints.count
            if reading.hasIdentifiers { hasIdentifiers = true }
        }
        lineCount = lines
        let ids = directory
        let (itemsOfParts, firstLines, firstConstraints) = (globalItems, lineBases, constraintBases)
        var linesOfParts = readings.map(\.constraints)
        // Only the lines are needed from here on.
        readings = []
        constraints = [LayoutConstraint](unsafeUninitializedCapacity: total) { buffer, initialized in
            linesOfParts.withUnsafeMutableBufferPointer { lines in
                let shared = SharedConstraints(buffer: buffer, lines: lines)
                DispatchQueue.concurrentPerform(iterations: lines.count) { part in
                    let items = itemsOfParts[part]
                    var slot = shared.buffer.baseAddress! + firstConstraints[part]
                    // Taken out of the shared list, so that the part frees its lines on its own thread.
                    var partLines: [PartConstraint] = []
                    swap(&partLines, &shared.lines[part])
                    for (number, read) in partLines.enumerated() {
                        let second = read.second.map { Anchor(item: ids.id(of: items[$0.item]), $0.attribute) }
                        slot.initialize(to: LayoutConstraint(
                            id: EquationSetAssembler.constraintID(firstConstraints[part] + number), line: firstLines[part] + read.line,
                            column: read.column, text: read.text, className: "NSLayoutConstraint", identifier: read.identifier,
                            first: Anchor(item: ids.id(of: items[read.first.item]), read.first.attribute), relation: read.relation,
                            // As `readEquation`: without a second item the multiplier multiplies nothing.
                            multiplier: second == nil ? 1 : read.multiplier ?? 1, second: second,
                            constant: read.constant ?? 0, priority: read.priority ?? .required))
                        slot += 1
                    }
                }
            }
            initialized = total
        }
        return true
    }

    /// Line starts about `partLength` apart, the first at 0.
    private func partStarts(partLength: Int) -> [Int] {
        guard partLength > 0, bytes.count / 2 >= partLength else { return [0] }
        let parts = min(Self.maximumParts, bytes.count / partLength)
        var starts = [0]
        for part in 1..<parts {
            var index = max(part * (bytes.count / parts), starts[starts.count - 1] + 1)
            while index < bytes.count, bytes[index - 1] != 0x0A { index += 1 }
            if index < bytes.count, index > starts[starts.count - 1] { starts.append(index) }
        }
        return starts
    }

    /// `readLines` and `readEquation` for the lines in `start..<end`, with items numbered within
    /// the part; stops at the first line that is not a readable constraint line or a comment.
    private static func readPart(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, attributes: AttributeNames
    ) -> PartReading {
        var part = PartReading()
        var offset = start
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        part.constraints.reserveCapacity((end - start) / 40)
        func item(_ anchor: AnchorSyntax, _ scanner: LineScanner, line: Int) -> Int {
            let (index, isNew) = part.names.intern(scanner.slice(anchor.item))
            if isNew { part.firstAppearances.append((anchor.item, line, scanner.column(of: anchor.item.lowerBound))) }
            return index
        }
        while offset < end {
            part.lineCount += 1
            var lineEnd = offset
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let contentEnd = lineEnd > offset && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
            var scanner = LineScanner(bytes: bytes, lineStart: offset, end: contentEnd)
            if !scanner.isAtStatementEnd() {
                guard !VisualFormatParser.startsVisualFormat(scanner), !DeclarationParser.startsDeclaration(scanner),
                    let syntax = try? EquationParser.parse(&scanner, attributes: attributes),
                    syntax.isPlain
                else {
                    part.isPlain = false
                    return part
                }
                let line = part.lineCount
                let first = item(syntax.first, scanner, line: line)
                let second = syntax.second.map { (item($0, scanner, line: line), $0.attribute) }
                let identifier = syntax.identifier.map { scanner.text($0) }
                if identifier != nil { part.hasIdentifiers = true }
                part.constraints.append(PartConstraint(
                    line: line, column: scanner.column(of: syntax.start), text: scanner.statementText(from: syntax.start),
                    identifier: identifier, first: (first, syntax.first.attribute), second: second, relation: syntax.relation,
                    multiplier: syntax.multiplier, constant: syntax.constant, priority: syntax.priority))
            }
            offset = lineEnd + 1
        }
        return part
    }
}

/// One result slot per part, each written by its part only.
private struct SharedSlots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<EquationSetAssembler.PartReading?>
    let bytes: UnsafeBufferPointer<UInt8>
}

/// The finished constraints; each part initialises only its own range.
private struct SharedConstraints: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<LayoutConstraint>
    let lines: UnsafeMutableBufferPointer<[EquationSetAssembler.PartConstraint]>
}
