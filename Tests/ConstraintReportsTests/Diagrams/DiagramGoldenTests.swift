import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// The DOT text of every Corpus system on both axes against its reviewed file:
/// `<input>.<h|v>.expected.dot`, or `<input>.s<N>.<h|v>.expected.dot` when the input holds
/// several systems. DOT, not SVG, is compared: only DOT is ours alone. `RECORD_GOLDENS=1`
/// re-records, and a recording always fails so that it is reviewed (rendered) first.
@Suite("Corpus diagram goldens")
struct DiagramGoldenTests {
    static func goldenURL(for input: URL, system number: Int, of count: Int, axis: Axis?) -> URL {
        let systemPart = count > 1 ? ".s\(number)" : ""
        let axisPart = axis.map { $0.letter.lowercased() } ?? "both"
        return URL(fileURLWithPath: "\(input.path)\(systemPart).\(axisPart).expected.dot")
    }

    /// `<input>.state<K>.<h|v>.expected.dot` (`.s<N>.state<K>…` with several systems): the K-th
    /// state's diagram, marked against the base. Numbered, as the report folder names them.
    static func stateGoldenURL(for input: URL, system number: Int, of count: Int, state: Int, axis: Axis) -> URL {
        let systemPart = count > 1 ? ".s\(number)" : ""
        return URL(fileURLWithPath: "\(input.path)\(systemPart).state\(state).\(axis.letter.lowercased()).expected.dot")
    }

    /// The examples of `Corpus/states/`, whose states are what they show, have goldens of their
    /// states' diagrams; elsewhere a state (a size class, a Swift method) is checked by the tests
    /// of its reader.
    static func drawsStates(_ input: URL) -> Bool {
        PackagePaths.relativePath(of: input).hasPrefix("Corpus/states/")
    }

    static func stateCount(_ systemReport: SystemReport) -> Int { systemReport.diagnosis?.states.count ?? 0 }

    /// The both-axes view of a system, when it is small enough to have one.
    static func combined(_ systemReport: SystemReport) -> ConstraintDiagram? {
        let diagnosis = systemReport.diagnosis ?? Analyzer().analyze(systemReport.system)
        return ConstraintDiagram.combined(
            system: systemReport.system, diagnosis: diagnosis, title: "System \(systemReport.number) · "
                + ConstraintDiagram.defaultTitle(for: systemReport.system))
    }

    static func check(_ graph: DotGraph, against golden: URL) throws {
        let name = PackagePaths.relativePath(of: golden)
        switch try GoldenFile.check(graph.render(), against: golden) {
        case .matches:
            break
        case .differs(let difference):
            Issue.record("\(name) differs at \(difference). If the change is intended, rerun with RECORD_GOLDENS=1 and review the rendered diagrams.")
        case .recorded(let reason):
            Issue.record("recorded \(name) because \(reason): render and review it, then rerun without RECORD_GOLDENS.")
        }
    }

    /// Systems with no constraint have nothing to draw (the CLI says so), and no golden.
    static func drawnSystems(of report: Report) -> [SystemReport] {
        report.systems.filter { !$0.system.constraints.isEmpty }
    }

    @Test(arguments: GoldenCorpusTests.inputs)
    func diagramsMatchTheirGoldens(_ input: URL) throws {
        let report = try GoldenCorpusTests.report(for: input)
        for systemReport in Self.drawnSystems(of: report) {
            for axis in Axis.allCases {
                let diagram = try DiagramRequest(systemNumber: systemReport.number, axis: axis).diagram(for: report)
                try Self.check(diagram.graph, against: Self.goldenURL(for: input, system: systemReport.number, of: report.systems.count, axis: axis))
            }
            if let combined = Self.combined(systemReport) {
                try Self.check(combined.graph, against: Self.goldenURL(for: input, system: systemReport.number, of: report.systems.count, axis: nil))
            }
            guard Self.drawsStates(input) else { continue }
            for (index, state) in (systemReport.diagnosis?.states ?? []).enumerated() {
                for axis in Axis.allCases {
                    let diagram = try DiagramRequest(systemNumber: systemReport.number, axis: axis, state: state.name).diagram(for: report)
                    try Self.check(
                        diagram.graph,
                        against: Self.stateGoldenURL(
                            for: input, system: systemReport.number, of: report.systems.count, state: index + 1, axis: axis))
                }
            }
        }
    }

    /// A golden left behind by a renamed input or a system that went away would never be
    /// checked again.
    @Test func everyDiagramGoldenBelongsToASystem() throws {
        var expected = Set<String>()
        for input in GoldenCorpusTests.inputs {
            let report = try GoldenCorpusTests.report(for: input)
            for systemReport in Self.drawnSystems(of: report) {
                for axis in Axis.allCases {
                    expected.insert(Self.goldenURL(for: input, system: systemReport.number, of: report.systems.count, axis: axis).path)
                }
                if Self.combined(systemReport) != nil {
                    expected.insert(Self.goldenURL(for: input, system: systemReport.number, of: report.systems.count, axis: nil).path)
                }
                guard Self.drawsStates(input) else { continue }
                for state in 0..<Self.stateCount(systemReport) {
                    for axis in Axis.allCases {
                        expected.insert(
                            Self.stateGoldenURL(
                                for: input, system: systemReport.number, of: report.systems.count, state: state + 1, axis: axis
                            ).path)
                    }
                }
            }
        }
        let goldens = PackagePaths.files(under: PackagePaths.corpus, extensions: ["dot"]).map(\.path)
        let orphans = goldens.filter { !expected.contains($0) }.map { PackagePaths.relativePath(of: URL(fileURLWithPath: $0)) }
        #expect(orphans.isEmpty, "diagram goldens without a system: \(orphans)")
    }
}
