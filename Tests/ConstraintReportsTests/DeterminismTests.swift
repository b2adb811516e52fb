import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

@Suite("Deterministic output")
struct DeterminismTests {
    /// Analysed afresh on every call: the analysis itself must be deterministic too.
    static func report() -> Report {
        Report(systems: [SampleSystems.profileCell, SampleSystems.gridWindow, SampleSystems.builtInCode], analysis: AnalysisOptions())
    }

    static func analysedSamples() -> Report { AnalysedSamples.combined }

    @Test(arguments: [0, 1])
    func sameInputGivesByteIdenticalText(_ sample: Int) {
        let make = sample == 0 ? Self.report : Self.analysedSamples
        let renderings = (0..<3).map { _ in Array(TextReport().render(make()).utf8) }
        #expect(Set(renderings).count == 1)
    }

    @Test(arguments: [0, 1])
    func sameInputGivesByteIdenticalJSON(_ sample: Int) throws {
        let make = sample == 0 ? Self.report : Self.analysedSamples
        let renderings = try (0..<3).map { _ in Array(try JSONReport.render(make()).utf8) }
        #expect(Set(renderings).count == 1)
    }

    /// Dictionaries in the diagnosis (frames by item, degrees of freedom by axis) must not leak
    /// hash order: frames follow the items, axes come horizontal first.
    @Test func dictionaryBackedValuesComeOutInAFixedOrder() throws {
        let json = try JSONValue.parse(try JSONReport.render(AnalysedSamples.report(AnalysedSamples.redundant)))
        let system = try #require(json["systems"]?.arrayValue?.first)
        let frameItems = system["frames"]?.arrayValue?.compactMap { $0["item"]?.stringValue }
        let items = system["items"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
        #expect(frameItems == items)
        let text = try JSONReport.render(AnalysedSamples.report(AnalysedSamples.redundant))
        let horizontal = try #require(text.range(of: "\"horizontal\" : 0"))
        let vertical = try #require(text.range(of: "\"vertical\" : 0"))
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
