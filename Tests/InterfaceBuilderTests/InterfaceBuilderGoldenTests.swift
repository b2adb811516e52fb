import ConstraintDoctor
import ConstraintInterfaceBuilder
import Foundation
import TestSupport
import Testing

/// Every storyboard and XIB under `Corpus/ib/` (one small file per feature) against its reviewed
/// text, JSON and Xcode-format reports. `RECORD_GOLDENS=1` records them.
@Suite("Interface Builder corpus goldens")
struct InterfaceBuilderGoldenTests {
    static var inputs: [URL] {
        PackagePaths.files(under: PackagePaths.corpus.appendingPathComponent("ib"), extensions: ["storyboard", "xib"])
    }

    static func report(for input: URL) throws -> Report {
        let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
        var readers = ReaderRegistry.core
        readers.register(InterfaceBuilderReader())
        let file = PackagePaths.relativePath(of: input)
        let source = SourceFile(path: file, text: text)
        return Report(inputs: [ReportInput.reading([source], file: file, hint: .auto, readers: readers)], analysis: AnalysisOptions())
    }

    @Test func corpusCoversTheFeatures() {
        #expect(Self.inputs.count >= 9)
    }

    @Test(arguments: inputs)
    func reportsMatchTheirGoldens(_ input: URL) throws {
        let report = try Self.report(for: input)
        let renderings = [
            ("expected.txt", TextReport().render(report)), ("expected.json", try JSONReport.render(report)),
            ("expected.xcode.txt", XcodeDiagnosticsFormat.render(report)),
        ]
        for (suffix, rendered) in renderings {
            let golden = URL(fileURLWithPath: "\(input.path).\(suffix)")
            switch try GoldenFile.check(rendered, against: golden) {
            case .matches: break
            case .differs(let difference): Issue.record("\(input.lastPathComponent).\(suffix) differs at \(difference)")
            case .recorded(let reason): Issue.record("recorded \(input.lastPathComponent).\(suffix) because \(reason): review it")
            }
        }
    }

    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "python3 with jsonschema is needed"))
    func jsonReportsFollowTheSchema() throws {
        let documents = try Self.inputs.map { try JSONReport.render(Self.report(for: $0)) }
        let problems = try JSONSchemaValidator.problems(inDocuments: documents)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// Verdicts re-checked by the Fourier–Motzkin oracle, which shares no code with the analysis.
    @Test func verdictsAgreeWithTheOracle() throws {
        let analyzer = Analyzer(options: AnalysisOptions())
        for input in Self.inputs {
            for system in try Self.report(for: input).systems.map(\.system) {
                let lowering = OracleLowering(system)
                guard lowering.isComplete else { continue }
                let diagnosis = analyzer.analyze(system)
                let satisfiable = OracleFace(required: lowering.requiredRows, optional: []) != nil
                #expect(satisfiable == diagnosis.conflicts.isEmpty, "\(input.lastPathComponent): conflict verdict")
                guard satisfiable else { continue }
                let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
                let face = try #require(OracleFace(required: lowering.requiredRows, optional: optional))
                for item in system.items {
                    // A value no row mentions is free: nothing in the scene decides it.
                    let free = ["x", "width", "y", "height"].contains { name in
                        lowering.variables.existingIndex(of: "\(item.id).\(name)").map { !face.isDetermined($0) } ?? true
                    }
                    let found = diagnosis.ambiguousItems.contains { $0.item == item.id }
                    #expect(free == found, "\(input.lastPathComponent) \(item.displayName): oracle free \(free), analysis \(found)")
                }
            }
        }
    }
}
