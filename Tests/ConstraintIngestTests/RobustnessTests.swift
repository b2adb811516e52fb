import ConstraintIngest
import ConstraintModel
import Foundation
import Testing

/// Thousands of deterministic mutations of every Corpus and peer log: reading must never crash,
/// every position must be inside the file, and reading twice must give the same result.
struct RobustnessTests {
    /// SplitMix64: the same mutations on every run and platform.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    }

    static let mutationsPerLog = 250

    /// Pieces that matter to the grammar, plus text from other scripts.
    static let injections: [[UInt8]] = [
        "é", "\u{2019}", "😀", "\u{0}", "\n", "\r", "\r\n", "'", "\"", "<", ">", "(", ")", "[", "]", "|", "-", ":", "0x",
        "==", "\\", "*", "@", "#", "> ", "**", "&lt;", "names: ", "(active, names: '|':", "H:|-(", "NSSpace(",
        "Will attempt to recover by breaking constraint ", "Unable to simultaneously satisfy constraints.\n",
    ].map { Array($0.utf8) }

    static func inputs() -> [(name: String, bytes: [UInt8])] {
        var inputs: [(String, [UInt8])] = []
        for folder in [Fixtures.corpusFolder, Fixtures.peerFolder] {
            for name in Fixtures.logNames(in: folder) {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) {
                    inputs.append((name, Array(data)))
                }
            }
        }
        return inputs
    }

    static func mutate(_ original: [UInt8], _ generator: inout Generator) -> [UInt8] {
        var bytes = original
        for _ in 0..<(1 + generator.below(4)) {
            switch generator.below(8) {
            case 0:
                if !bytes.isEmpty { bytes.removeSubrange(generator.below(bytes.count)...) }
            case 1:
                if !bytes.isEmpty { bytes.remove(at: generator.below(bytes.count)) }
            case 2:
                if !bytes.isEmpty {
                    let index = generator.below(bytes.count)
                    bytes.insert(bytes[index], at: index)
                }
            case 3:
                if bytes.count > 1 { bytes.swapAt(generator.below(bytes.count), generator.below(bytes.count)) }
            case 4:
                bytes.insert(contentsOf: injections[generator.below(injections.count)], at: generator.below(bytes.count + 1))
            case 5:
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                if lines.count > 1 { lines.swapAt(generator.below(lines.count), generator.below(lines.count)) }
                bytes = Array(lines.joined(separator: [0x0A]))
            case 6:
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                let index = generator.below(lines.count)
                if generator.below(2) == 0 { lines.insert(lines[index], at: index) } else { lines.remove(at: index) }
                bytes = Array(lines.joined(separator: [0x0A]))
            default:
                if !bytes.isEmpty { bytes[generator.below(bytes.count)] = UInt8(truncatingIfNeeded: generator.next()) }
            }
        }
        return bytes
    }

    /// Lengths in characters (Unicode scalars) of the lines, breaking at `\n`, `\r\n` and `\r`.
    static func lineLengths(_ text: String) -> [Int] {
        var lengths = [0]
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCarriageReturn { lengths.append(0) }
                previousWasCarriageReturn = false
            } else if scalar == "\r" {
                lengths.append(0)
                previousWasCarriageReturn = true
            } else {
                lengths[lengths.count - 1] += 1
                previousWasCarriageReturn = false
            }
        }
        if text.unicodeScalars.first == "\u{FEFF}" { lengths[0] -= 1 }
        return lengths
    }

    static func isInside(line: Int, column: Int, _ lengths: [Int]) -> Bool {
        line >= 1 && line <= lengths.count && column >= 1 && column <= lengths[line - 1] + 1
    }

    @Test func mutatedLogsNeverCrashAndPointInsideTheFile() {
        let inputs = Self.inputs()
        #expect(inputs.count >= 30)
        var generator = Generator(state: 0x5EED)
        var mutations = 0
        for input in inputs {
            for _ in 0..<Self.mutationsPerLog {
                let text = String(decoding: Self.mutate(input.bytes, &generator), as: UTF8.self)
                let result = ConsoleLogReader.read(text, file: input.name)
                let lengths = Self.lineLengths(text)
                let diagnostics = result.diagnostics + result.systems.flatMap(\.diagnostics)
                for diagnostic in diagnostics where !Self.isInside(line: diagnostic.line, column: diagnostic.column, lengths) {
                    Issue.record("\(input.name): \(diagnostic.code) at \(diagnostic.line):\(diagnostic.column) is outside the file")
                }
                for system in result.systems {
                    for constraint in system.constraints where !Self.isInside(line: constraint.line, column: constraint.column, lengths) {
                        Issue.record("\(input.name): \(constraint.id) at \(constraint.line):\(constraint.column) is outside the file")
                    }
                    if system.source.firstLine < 1 || system.source.lastLine > lengths.count || system.source.firstLine > system.source.lastLine {
                        Issue.record("\(input.name): system lines \(system.source.firstLine)–\(system.source.lastLine) of \(lengths.count)")
                    }
                    if system.constraints.map(\.id) != (0..<system.constraints.count).map({ "c\($0 + 1)" }) {
                        Issue.record("\(input.name): constraint ids are not c1…cN")
                    }
                    let itemIDs = Set(system.items.map(\.id))
                    for constraint in system.constraints where !constraint.itemIDs.allSatisfy(itemIDs.contains) {
                        Issue.record("\(input.name): \(constraint.id) names an item the system does not have")
                    }
                }
                mutations += 1
            }
        }
        #expect(mutations == inputs.count * Self.mutationsPerLog)
    }

    @Test func readingIsDeterministic() throws {
        var generator = Generator(state: 42)
        for input in Self.inputs() {
            let text = String(decoding: Self.mutate(input.bytes, &generator), as: UTF8.self)
            let first = ConsoleLogReader.read(text, file: input.name)
            let second = ConsoleLogReader.read(text, file: input.name)
            #expect(first.systems == second.systems)
            #expect(first.diagnostics == second.diagnostics)
        }
    }

    @Test func degenerateInputs() {
        for text in ["", "\u{FEFF}", "\n\n\n", "(", ")", "<", "\"<", "<NSLayoutConstraint:", "<NSLayoutConstraint:0x", "(\n\"<NSLayoutConstraint:0x1", String(repeating: "<NSLayoutConstraint:0x1 ", count: 500)] {
            let result = ConsoleLogReader.read(text, file: "degenerate")
            let lengths = Self.lineLengths(text)
            for diagnostic in result.diagnostics + result.systems.flatMap(\.diagnostics) {
                #expect(Self.isInside(line: diagnostic.line, column: diagnostic.column, lengths), "\(text.prefix(30)): \(diagnostic)")
            }
        }
    }
}
