import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

@testable import ConstraintGraphviz

/// The team's real peer logs drawn on both axes: whatever the readers make of them, Graphviz
/// must lay the diagram out, and every conflict the analysis finds must be marked in the SVG.
@Suite(
    "Peer-log diagrams",
    .enabled(if: PackagePaths.exists(PackagePaths.peerLogs), "../shared/corpus/peer-logs/ is not next to the package; peer-log diagrams skipped"))
struct PeerLogDiagramTests {
    @Test func everyPeerLogSystemIsDrawnWithItsConflicts() throws {
        let logs = PackagePaths.files(under: PackagePaths.peerLogs, extensions: ["log"])
        #expect(!logs.isEmpty)
        var drawn = 0
        for log in logs {
            let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
            let report = Report(inputs: [ReportInput.reading(text, file: "peer-logs/\(log.lastPathComponent)")], analysis: nil)
            for systemReport in report.systems {
                let diagnosis = Analyzer().analyze(systemReport.system)
                for axis in Axis.allCases {
                    let diagram = ConstraintDiagram(system: systemReport.system, diagnosis: diagnosis, axis: axis)
                    #expect(diagram.graph.structuralProblems().isEmpty, "\(log.lastPathComponent) \(axis)")
                    let svg = try DiagramSVG(GraphvizRenderer.svg(fromDOT: diagram.graph.render()))
                    for (index, conflict) in diagnosis.conflicts.enumerated() where conflict.axes.contains(axis) {
                        #expect(!svg.edges(withClass: "conflict-\(index + 1)").isEmpty, "\(log.lastPathComponent) conflict \(index + 1)")
                    }
                    drawn += 1
                }
            }
        }
        #expect(drawn >= 2 * (logs.count - 1), "drawn \(drawn) diagrams from \(logs.count) logs")
    }
}
