import ConstraintIngest
import ConstraintModel
import Testing

/// Priorities after `@`: plain whole numbers take a shorter path than other numbers
/// (`EquationParser.plainWholeNumber`). Every spelling must read as the number it spells
/// (Swift's own `Double(_:)` of the text is the check), and what follows a number is read as
/// before.
@Suite struct PriorityNumberTests {
    static func priority(_ text: String) -> Priority? {
        let result = EquationSetReader.read("A.width == 10 @\(text)\n", file: "p.txt")
        guard result.diagnostics.allSatisfy({ $0.severity != .error }) else { return nil }
        return result.systems.first?.constraints.first?.priority
    }

    @Test(arguments: ["1000", "250", "999", "1", "0750", " 500", "250.5", "1e3", "2.5E2", "1000.", "123456789", "1234567890", "+7", "-5", "750.0"])
    func aNumberReadsAsItsValue(text: String) throws {
        let expected = try #require(Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "+", with: "")))
        #expect(Self.priority(text)?.value == expected, "@\(text)")
    }

    @Test func wordsAndDamageReadAsBefore() {
        #expect(Self.priority("required") == .required)
        #expect(Self.priority("high") == .defaultHigh)
        #expect(Self.priority("low") == .defaultLow)
        // Letters straight after the digits are not part of a priority.
        #expect(Self.priority("250abc") == nil)
        #expect(Self.priority("") == nil)
    }
}
