import ConstraintModel
import ConstraintReports
import Testing

@Suite("Deterministic output")
struct DeterminismTests {
    static func report() -> Report {
        var report = Report(systems: [SampleSystems.profileCell, SampleSystems.gridWindow, SampleSystems.builtInCode])
        report.systems[0].findings = SampleFindings.profileCell
        return report
    }

    @Test func sameInputGivesByteIdenticalText() {
        let renderings = (0..<5).map { _ in Array(TextReport().render(Self.report()).utf8) }
        #expect(Set(renderings).count == 1)
    }

    @Test func sameInputGivesByteIdenticalJSON() throws {
        let renderings = try (0..<5).map { _ in Array(try JSONReport.render(Self.report()).utf8) }
        #expect(Set(renderings).count == 1)
    }

    /// Dictionaries in the findings (degrees of freedom per axis) must not leak hash order.
    @Test func dictionaryBackedValuesComeOutInAFixedOrder() throws {
        let json = try JSONReport.render(Self.report())
        let horizontal = try #require(json.range(of: "\"horizontal\" : 0"))
        let vertical = try #require(json.range(of: "\"vertical\" : 1"))
        #expect(horizontal.lowerBound < vertical.lowerBound)
    }

    @Test func keysAreSortedAndSlashesAreNotEscaped() throws {
        let json = try JSONReport.render(Self.report())
        #expect(json.contains("\"file\" : \"Corpus/examples/profile-cell.log\""))
        let topKeys = json.components(separatedBy: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(topKeys == ["exitCode", "inputs", "schemaVersion", "systems", "tool"])
        #expect(json.hasSuffix("}\n"))
    }
}
