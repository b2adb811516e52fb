import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

/// Systems above the limits are drawn as a summary: groups, plus conflicts and ambiguous
/// items in full.
@Suite("Diagram summaries of large systems")
struct DiagramSummaryTests {
    static let small = ConstraintDiagram.Limits(maximumItems: 12, maximumConstraints: 40, maximumLayoutSpan: 2_000, maximumGroups: 3)

    @Test func aLargeConflictingRowBecomesASummaryThatStillShowsTheConflict() throws {
        let layout = DiagramDrawingTests.row(count: 30, conflicting: true)
        let diagnosis = Analyzer().analyze(layout.system)
        let conflict = try #require(diagnosis.conflicts.first)
        let diagram = ConstraintDiagram(system: layout.system, diagnosis: diagnosis, axis: .horizontal, limits: Self.small)
        #expect(diagram.isSummary)
        #expect(diagram.graph.label?.contains("Summary:") == true)
        #expect(diagram.graph.structuralProblems().isEmpty)
        #expect(diagram.nodeIDs.count <= Self.small.maximumItems)
        let groups = diagram.graph.allNodes.filter { $0.attributes.classes.contains("group") }
        #expect(!groups.isEmpty && groups.count <= Self.small.maximumGroups + 1)
        for id in conflict.constraintIDs where diagnosis.dependencyGraph.edges(on: .horizontal).contains(where: { $0.constraintID == id }) {
            let edgeID = try #require(DiagramInspection.edgeID(of: id, in: layout.system))
            #expect(diagram.graph.edge(withID: edgeID)?.attributes.classes.contains("conflict-1") == true, "\(id)")
        }
        #expect(diagram.graph.allEdges.contains { $0.attributes.classes.contains("aggregate") })
    }

    @Test func theSameSystemBelowTheLimitsIsDrawnInFull() {
        let layout = DiagramDrawingTests.row(count: 30, conflicting: true)
        let diagram = ConstraintDiagram(system: layout.system, diagnosis: Analyzer().analyze(layout.system), axis: .horizontal)
        #expect(!diagram.isSummary)
        #expect(diagram.nodeIDs.count == 31)
    }

    /// A long chain crosses many ranks: `dot` would take far longer than its size suggests.
    @Test func aDeepChainIsSummarisedByItsLayoutSpan() {
        let layout = DiagramDrawingTests.row(count: 30, conflicting: false)
        let limits = ConstraintDiagram.Limits(maximumItems: 1_000, maximumConstraints: 1_000, maximumLayoutSpan: 20)
        let diagram = ConstraintDiagram(system: layout.system, diagnosis: Analyzer().analyze(layout.system), axis: .horizontal, limits: limits)
        #expect(diagram.isSummary)
    }

    /// Independent groups beyond the limit share one node that counts them.
    @Test func groupsBeyondTheLimitShareOneNode() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        for index in 0..<10 {
            let a = layout.view("A\(index)")
            let b = layout.view("B\(index)")
            layout.add(b.width == a.width)
        }
        // As a log would list them: a partial system, so nothing is reported ambiguous and no
        // group is drawn in full.
        var system = layout.system
        system.isComplete = false
        let diagram = ConstraintDiagram(
            system: system, diagnosis: Analyzer().analyze(system), axis: .horizontal,
            limits: ConstraintDiagram.Limits(maximumItems: 4, maximumConstraints: 40, maximumGroups: 3))
        #expect(diagram.isSummary)
        let labels = diagram.graph.allNodes.filter { $0.attributes.classes.contains("group") }.map(\.attributes.labelText)
        #expect(labels.count == 4)
        #expect(labels.last?.hasPrefix("7 more groups\n14 items · 7 constraints") == true, "\(labels)")
    }
}
