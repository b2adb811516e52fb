import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import TestSupport
import Testing

/// Both axes in one drawing (`ConstraintDiagram.combined`), checked against the analysis'
/// own findings rather than against the diagram code.
@Suite("Both axes in one diagram")
struct CombinedDiagramTests {
    /// Every small Corpus system: each constraint of either axis is drawn exactly once, every
    /// conflict's constraints carry its number, and the first fix is marked whatever its axis.
    @Test func everyConstraintAndConflictOfBothAxesIsDrawnOnce() throws {
        var drawn = 0
        for (name, report, diagnoses) in try DiagramInspection.corpusCases() {
            for (systemReport, diagnosis) in zip(report.systems, diagnoses) {
                let system = systemReport.system
                guard let diagram = ConstraintDiagram.combined(system: system, diagnosis: diagnosis) else { continue }
                drawn += 1
                #expect(diagram.isCombined && diagram.graph.structuralProblems().isEmpty, "\(name)")
                let onAxes = Set(Axis.allCases.flatMap { diagnosis.dependencyGraph.edges(on: $0).map(\.constraintID) })
                let ids = diagram.edgeIDs
                #expect(Set(ids.keys) == onAxes, "\(name): every constraint of both axes, and only those")
                let firstEdges = ids.values.compactMap(\.first)
                #expect(Set(firstEdges).count == firstEdges.count, "\(name): each constraint drawn once")
                for (offset, conflict) in diagnosis.conflicts.enumerated() {
                    for id in conflict.constraintIDs where onAxes.contains(id) {
                        let edge = try #require(ids[id]?.first.flatMap(diagram.graph.edge(withID:)), "\(name): \(id)")
                        #expect(edge.attributes.classes.contains("conflict-\(offset + 1)"), "\(name): \(id) in conflict \(offset + 1)")
                    }
                }
                if let fix = diagnosis.fixes.first, let id = fix.constraintID, onAxes.contains(id),
                   let edge = ids[id]?.first.flatMap(diagram.graph.edge(withID:)) {
                    #expect(edge.attributes.classes.contains("fix"), "\(name): the fix on \(id)")
                }
            }
        }
        #expect(drawn > 40, "most Corpus systems are small enough")
    }

    /// A conflict between an aspect ratio and the cell's encapsulated size spans both axes; its
    /// fix changes a vertical constraint, so the horizontal diagram can only name it in its
    /// caption, while the combined view draws the whole conflict with the fix on its edge.
    @Test func aConflictOnBothAxesIsDrawnWholeWithItsFix() throws {
        let report = try GoldenCorpusTests.report(for: PackagePaths.corpus.appendingPathComponent("verdicts/aspect-ratio-cell.log"))
        let system = report.systems[0].system
        let diagnosis = Analyzer().analyze(system)
        let conflict = try #require(diagnosis.conflicts.first)
        #expect(Set(conflict.axes) == [.horizontal, .vertical])
        let fixID = try #require(diagnosis.fixes.first?.constraintID)
        let horizontal = ConstraintDiagram(system: system, diagnosis: diagnosis, axis: .horizontal)
        #expect(horizontal.edgeIDs[fixID] == nil)
        #expect(horizontal.graph.label?.contains("where its fix is drawn") == true)
        let combined = try #require(ConstraintDiagram.combined(system: system, diagnosis: diagnosis))
        for id in conflict.constraintIDs {
            #expect(combined.edgeIDs[id] != nil, "\(id) of the conflict is drawn")
        }
        let fixEdge = try #require(combined.edgeIDs[fixID]?.first.flatMap(combined.graph.edge(withID:)))
        #expect(fixEdge.attributes.classes.isSuperset(of: ["fix", "conflict-1"]))
        #expect(fixEdge.attributes.labelText.contains("fix: priority"))
    }

    /// Above the limits there is no combined view.
    @Test func aSystemAboveTheLimitsHasNone() throws {
        let report = try GoldenCorpusTests.report(for: PackagePaths.corpus.appendingPathComponent("verdicts/aspect-ratio-cell.log"))
        let system = report.systems[0].system
        let diagnosis = Analyzer().analyze(system)
        #expect(ConstraintDiagram.combined(system: system, diagnosis: diagnosis) != nil)
        #expect(ConstraintDiagram.combined(system: system, diagnosis: diagnosis, limits: .init(maximumCombinedItems: 1)) == nil)
        #expect(ConstraintDiagram.combined(system: system, diagnosis: diagnosis, limits: .init(maximumCombinedConstraints: 3)) == nil)
    }
}
