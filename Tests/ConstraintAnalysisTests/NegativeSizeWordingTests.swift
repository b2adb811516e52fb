import ConstraintAnalysis
import ConstraintIngest
import Testing

/// A conflict that would leave a size negative reads as a sentence whose verb agrees with the
/// constraints it names: "c1 leaves", "c1 and c2 leave" (peer-008's log read "c1 leave").
@Suite struct NegativeSizeWordingTests {
    static func explanation(_ text: String) throws -> String {
        let system = try #require(EquationSetReader.read(text, file: "negative.txt").systems.first)
        return try #require(Analyzer().analyze(system).conflicts.first?.explanation)
    }

    @Test func oneConstraintLeaves() throws {
        let text = try Self.explanation("Label.top == Label.bottom + 7\n")
        #expect(text.hasPrefix("c1 leaves Label "), "\(text)")
        #expect(text.contains("cannot be negative: short by 7 pt"), "\(text)")
    }

    @Test func twoConstraintsLeave() throws {
        let text = try Self.explanation("Label.top == Box.top + 10\nLabel.bottom == Box.top + 3\n")
        #expect(text.hasPrefix("c1 and c2 leave Label ") || text.hasPrefix("c2 and c1 leave Label "), "\(text)")
    }
}
