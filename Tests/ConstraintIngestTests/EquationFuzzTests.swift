import ConstraintIngest
import ConstraintModel
import Testing

@Suite("Equation reader under mutation")
struct EquationFuzzTests {
    private static let interestingBytes: [UInt8] = Array("\"'()[]|-@/*.:#=<>&,x1 \n\r".utf8) + [0x00, 0xFF, 0xE2, 0x80, 0xC3]

    private static let insertions = [
        "≥", "≤", "×", "1/0", "1e999", "@", "@ ", "H:", "V:", "|-", "-(", "(", "NotAnAttribute", ".safeAreaLayoutGuide.", "root X 1x1\n",
        "view A in A\n", "autoresizing Q frame 1,2,3,4 mask h=&&& v=&-&\n", "metrics m = 1\n", "guide G safeArea of A\n",
        "intrinsic A 1x-\n", "\u{0301}", "🙂", "\r\n", "\n\n", "\u{FEFF}", "'", "\"", "//", "#",
    ]

    /// One to four random edits of the input's bytes (replace, insert, delete, duplicate, cut).
    private func mutate(_ text: String, _ generator: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        for _ in 0...generator.below(4) {
            let position = generator.below(bytes.count + 1)
            switch generator.below(5) {
            case 0 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] = Self.interestingBytes[generator.below(Self.interestingBytes.count)]
            case 1:
                bytes.insert(contentsOf: Array(Self.insertions[generator.below(Self.insertions.count)].utf8), at: position)
            case 2:
                let end = min(bytes.count, position + 1 + generator.below(20))
                bytes.removeSubrange(position..<end)
            case 3:
                let end = min(bytes.count, position + 1 + generator.below(50))
                let piece = Array(bytes[position..<end])
                bytes.insert(contentsOf: piece, at: generator.below(bytes.count + 1))
            default:
                bytes.removeSubrange(position...)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Positions inside the text, ids in sequence, references that resolve.
    private func validate(_ system: ConstraintSystem, text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = EquationTesting.lines(of: text)
        func isValid(line: Int, column: Int) -> Bool {
            guard line >= 1, line <= lines.count else { return false }
            return column >= 1 && column <= lines[line - 1].count + 1
        }
        for diagnostic in system.diagnostics where !isValid(line: diagnostic.line, column: diagnostic.column) {
            Issue.record("diagnostic at \(diagnostic.line):\(diagnostic.column) outside the text: \(diagnostic.message)", sourceLocation: sourceLocation)
        }
        for constraint in system.constraints where !isValid(line: constraint.line, column: constraint.column) || constraint.text.isEmpty {
            Issue.record("constraint \(constraint.id) at \(constraint.line):\(constraint.column) outside the text", sourceLocation: sourceLocation)
        }
        #expect(system.constraints.map(\.id) == system.constraints.indices.map { "c\($0 + 1)" }, sourceLocation: sourceLocation)
        #expect(system.items.map(\.id) == system.items.indices.map { "item\($0 + 1)" }, sourceLocation: sourceLocation)
        let ids = Set(system.items.map(\.id))
        #expect(system.constraints.allSatisfy { $0.itemIDs.allSatisfy(ids.contains) }, sourceLocation: sourceLocation)
        #expect(system.items.allSatisfy { ($0.superviewID.map(ids.contains) ?? true) && ($0.owningViewID.map(ids.contains) ?? true) }, sourceLocation: sourceLocation)
        #expect(system.items.filter(\.isRoot).count <= 1, sourceLocation: sourceLocation)
        #expect(Set(system.items.map(\.displayName)).count == system.items.count, "display names are unique", sourceLocation: sourceLocation)
    }

    @Test("mutated corpus files never crash the reader, and every position is valid")
    func mutatedCorpus() throws {
        var generator = SplitMix64(seed: 2026)
        var seeds = try EquationTesting.corpusFileNames().map { try EquationTesting.corpusFile($0) }
        seeds += ["", "\n", "Red.width = 1", "H:|-[A(==B@750)]-(>=8,<=pad)-[B]|", "root S 1x1\nautoresizing A frame 0,0,1,1 mask h=&&& v=&&&"]
        var inputs = 0
        for seed in seeds {
            for round in 0..<150 {
                let text = mutate(seed, &generator)
                let system = EquationTesting.read(text)
                validate(system, text: text)
                if round % 25 == 0 { #expect(EquationTesting.read(text) == system, "deterministic") }
                inputs += 1
            }
        }
        #expect(inputs == seeds.count * 150)
    }

    @Test("the unmutated inputs pass the same checks")
    func unmutated() throws {
        for name in try EquationTesting.corpusFileNames() {
            let text = try EquationTesting.corpusFile(name)
            validate(EquationTesting.read(text), text: text)
        }
    }
}
