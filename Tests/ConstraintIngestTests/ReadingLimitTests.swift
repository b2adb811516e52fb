import ConstraintIngest
import ConstraintModel
import Testing

/// A system past the reading limit keeps exactly the limit's worth of constraints, in input order,
/// and says where reading stopped: the memory bound of Docs/robustness.md depends on it.
@Suite("Reading limits")
struct ReadingLimitTests {
    static let header = "root Superview 375x667\nview A : UIView\nview B : UIView\n"

    @Test func anEquationSetStopsAtTheLimitAndSaysWhere() throws {
        let lines = (1...25).map { "A.width = \($0)" }.joined(separator: "\n")
        let result = EquationSetReader.read(Self.header + lines, file: "set.constraints", limits: ReadingLimits(constraintsPerSystem: 10))
        let system = try #require(result.systems.first)
        #expect(system.constraints.map { $0.constant?.value } == (1...10).map { Double($0) })
        let warnings = system.diagnostics.filter { $0.code == ReadingLimits.diagnosticCode }
        // The 11th constraint line is line 3 + 11 of the text.
        #expect(warnings.map(\.line) == [14])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message.contains("more than 10 constraints") == true)
    }

    @Test func visualFormatLinesAreCutAtTheLimitToo() throws {
        // Each line makes three constraints: four lines make 12, the limit keeps 10.
        let lines = String(repeating: "H:|-[A]-[B]-|\n", count: 40)
        let result = EquationSetReader.read(Self.header + lines, file: "set.constraints", limits: ReadingLimits(constraintsPerSystem: 10))
        let system = try #require(result.systems.first)
        #expect(system.constraints.count == 10)
        #expect(system.constraints.map(\.id) == (1...10).map { "c\($0)" })
        #expect(system.constraints.map(\.line) == [4, 4, 4, 5, 5, 5, 6, 6, 6, 7])
        #expect(system.diagnostics.filter { $0.code == ReadingLimits.diagnosticCode }.map(\.line) == [7])
    }

    @Test func aSetWithinTheLimitIsReadWhole() throws {
        let lines = (1...10).map { "A.width = \($0)" }.joined(separator: "\n")
        let result = EquationSetReader.read(Self.header + lines, file: "set.constraints", limits: ReadingLimits(constraintsPerSystem: 10))
        let system = try #require(result.systems.first)
        #expect(system.constraints.count == 10)
        #expect(!system.diagnostics.contains { $0.code == ReadingLimits.diagnosticCode })
    }

    @Test func theStandardLimitAppliesByDefault() throws {
        let count = ReadingLimits.standard.constraintsPerSystem + 5
        let text = Self.header + String(repeating: "A.width = 10\n", count: count)
        let read = Ingest.read(text, file: "set.constraints", format: .equations)
        let system = try #require(read.systems.first)
        #expect(system.constraints.count == ReadingLimits.standard.constraintsPerSystem)
        let unlimited = try #require(Ingest.read(text, file: "set.constraints", format: .equations, limits: .unlimited).systems.first)
        #expect(unlimited.constraints.count == count)
    }

    @Test func aConsoleLogListKeepsTheStandardLimit() throws {
        let limit = ReadingLimits.standard.constraintsPerSystem
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for number in 0..<(limit + 3) {
            text += "    \"<NSLayoutConstraint:0x6000\(String(number, radix: 16)) UIView:0x7fa7f2e0b6d0.width == \(number)   (active)>\",\n"
        }
        text += ")\n"
        let system = try #require(ConsoleLogReader.read(text, file: "big.log").systems.first)
        #expect(system.constraints.count == limit)
        #expect(system.constraints.last?.constant?.value == Double(limit - 1))
        // The first entry not kept is on line 3 + limit.
        #expect(system.diagnostics.filter { $0.code == ReadingLimits.diagnosticCode }.map(\.line) == [limit + 3])
    }

    @Test func linesThatDoNotReadAreReportedUpToTheCapThenCounted() throws {
        let text = Self.header + String(repeating: "A.width = = 10\n", count: 1_500) + "A.width = 10\n"
        let read = EquationSetReader.read(text, file: "bad.constraints")
        let system = try #require(read.systems.first)
        #expect(system.constraints.count == 1)
        let errors = system.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1_000)
        let notes = system.diagnostics.filter { $0.code == "diagnostic-limit" }
        // The first error not kept is on line 3 + 1,001.
        #expect(notes.map(\.line) == [1_004])
        #expect(notes.first?.message.hasPrefix("500 more messages") == true)
    }

    @Test func aLogKeepsItsFirstThousandMessages() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for number in 0..<1_200 {
            text += "    \"<NSLayoutConstraint:0x6000\(String(number, radix: 16)) UIView:0x7fa7f2e0b6d0.width == == 3   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x7000 UIView:0x7fa7f2e0b6d0.width == 3   (active)>\"\n)\n"
        let system = try #require(ConsoleLogReader.read(text, file: "bad.log").systems.first)
        #expect(system.constraints.count == 1)
        #expect(system.diagnostics.filter { $0.code != "diagnostic-limit" }.count <= 1_000)
        let notes = system.diagnostics.filter { $0.code == "diagnostic-limit" }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("only the first 1,000 of one system are kept") == true)
    }

    @Test func anEquationSetOfOnlyDeclarationsStopsAtTheItemLimit() throws {
        let text = "root Superview 375x667\n" + (1...10).map { "view V\($0) : UIView\n" }.joined()
        let limits = ReadingLimits(constraintsPerSystem: .max, itemsPerSystem: 5)
        let system = try #require(EquationSetReader.read(text, file: "views.constraints", limits: limits).systems.first)
        #expect(system.items.map(\.displayName) == ["Superview", "V1", "V2", "V3", "V4"])
        #expect(system.diagnostics.filter { $0.code == ReadingLimits.diagnosticCode }.map(\.line) == [6])
    }
}
