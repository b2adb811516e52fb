@testable import ConstraintIngest
import ConstraintModel
import Foundation
import Testing
import TestSupport

/// A large equation set made only of constraint lines is read in parts on all cores. These tests
/// read sets in small parts and compare everything with reading them in order.
struct EquationPartsTests {
    static func fingerprint(_ result: IngestResult) -> String {
        var text = ""
        dump(result.systems, to: &text)
        dump(result.diagnostics, to: &text)
        return text
    }

    /// A plain set in the shape `gen.py` writes, with what a reader must keep apart: items that
    /// come back in later parts, comments, blank lines, CRLF endings, identifiers, non-ASCII
    /// text, the number forms and priorities.
    static func plainSet(seed: UInt64, lines: Int) -> String {
        var random = SeededGenerator(seed: seed)
        let names = (0..<60).map { "View_\($0)" } + ["Superview", "Label", "Cell0", "_x"]
        let attributes = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY", "lastBaseline"]
        let numbers = ["0.0", "8", "-16.5", "1e2", "0.333333", "12.0", ".5", "1/3"]
        var text = "\u{FEFF}# a generated set\n"
        for number in 0..<lines {
            let first = "\(random.pick(names)).\(random.pick(attributes))"
            let relation = random.pick(["==", "<=", ">="])
            switch random.below(12) {
            case 0: text += "# comment \(number) with ünïcödé\n"
            case 1: text += "\n"
            case 2: text += "   // another comment\r\n"
            case 3: text += "\(first) \(relation) \(random.pick(numbers)) @\(random.pick(["250", "750", "1000", "999.5"]))\n"
            case 4: text += "\(first) \(relation) \(random.pick(names)).\(random.pick(attributes)) \"id-ü-\(number)\"\r\n"
            default:
                text += "\(first) \(relation) \(random.pick(numbers)) * \(random.pick(names)).\(random.pick(attributes)) + \(random.pick(numbers))\n"
            }
        }
        return text
    }

    static func readsInParts(_ text: String, partLength: Int) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var assembler = EquationSetAssembler(bytes: bytes, file: "set.constraints")
            return assembler.readLinesInParts(partLength: partLength)
        } ?? false
    }

    @Test(arguments: [0, 1, 2] as [UInt64])
    func plainSetsInPartsGiveTheOrderedReading(seed: UInt64) {
        let text = Self.plainSet(seed: seed, lines: 3_000)
        for partLength in [200, 1_000, 9_000] {
            #expect(Self.readsInParts(text, partLength: partLength), "part length \(partLength) was not read in parts")
            let parts = EquationSetReader.read(text, file: "set.constraints", partLength: partLength)
            let ordered = EquationSetReader.read(text, file: "set.constraints", partLength: Int.max)
            #expect(parts.systems.first?.constraints.count ?? 0 > 2_000)
            #expect(Self.fingerprint(parts) == Self.fingerprint(ordered), "seed \(seed), part length \(partLength)")
        }
    }

    /// A declaration, a VFL line, a guide path or an unreadable line needs the lines before it:
    /// such a set is read in order, with the same result.
    @Test(arguments: [
        "root Superview 375x667", "H:|-8-[View_1]-8-|", "View_2.leading == Superview.safeAreaLayoutGuide.leading", "View_3.width == == 4",
    ])
    func setsWithOtherLinesAreReadInOrder(line: String) {
        let plain = Self.plainSet(seed: 7, lines: 2_000)
        var lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(line, at: lines.count / 2)
        let text = lines.joined(separator: "\n")
        #expect(Self.readsInParts(plain, partLength: 500))
        #expect(!Self.readsInParts(text, partLength: 500))
        #expect(
            Self.fingerprint(EquationSetReader.read(text, file: "set.constraints", partLength: 500))
                == Self.fingerprint(EquationSetReader.read(text, file: "set.constraints", partLength: Int.max)))
    }

    @Test func corpusSetsGiveTheSameResultWithSmallParts() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Corpus/equations")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".constraints") }.sorted()
        #expect(names.count > 10)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(
                Self.fingerprint(EquationSetReader.read(text, file: name, partLength: 64))
                    == Self.fingerprint(EquationSetReader.read(text, file: name, partLength: Int.max)), "\(name)")
        }
    }

    /// The attribute rules of a large set are checked in parts; the problems must come in
    /// constraint order, as one loop over the constraints finds them.
    @Test func attributeChecksInPartsKeepConstraintOrder() {
        let count = AttributeChecks.partSize * 3 + 123
        let constraints = (0..<count).map { number -> LayoutConstraint in
            switch number % 997 {
            case 0: LayoutConstraint(id: "c\(number)", line: number, first: Anchor(item: "a", .leading), constant: 8)
            case 1: LayoutConstraint(id: "c\(number)", line: number, first: Anchor(item: "a", .width), second: Anchor(item: "b", .top))
            case 2: LayoutConstraint(id: "c\(number)", line: number, first: Anchor(item: "root", .top), constant: 0)
            default: LayoutConstraint(id: "c\(number)", line: number, first: Anchor(item: "a", .width), second: Anchor(item: "b", .width))
            }
        }
        let inParts = AttributeChecks.problems(of: constraints) { $0 == "root" }
        let inOrder = constraints.flatMap { AttributeRules.check($0, firstItemIsRoot: $0.first.item == "root") }
        #expect(inParts.count > 300)
        #expect(inParts == inOrder)
    }
}
