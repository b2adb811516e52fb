import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import TestSupport
import Testing

/// Every Corpus diagram shows what the analysis found: each check below starts from the
/// `Diagnosis` and looks for its mark in the drawn graph, by the ids and classes the diagrams
/// document (`Docs/diagrams.md`), never through the diagram code's own lookups.
@Suite("What the diagrams mark")
struct DiagramMarksTests {
    struct Drawn {
        var name: String
        var system: ConstraintSystem
        var diagnosis: Diagnosis
        var axis: Axis
        var graph: DotGraph
    }

    static let drawn: [Drawn] = {
        guard let cases = try? DiagramInspection.corpusCases() else { return [] }
        return cases.flatMap { name, report, diagnoses in
            zip(report.systems, diagnoses).flatMap { systemReport, diagnosis in
                Axis.allCases.map { axis in
                    Drawn(
                        name: "\(name) system \(systemReport.number) \(axis)", system: systemReport.system, diagnosis: diagnosis,
                        axis: axis, graph: ConstraintDiagram(system: systemReport.system, diagnosis: diagnosis, axis: axis).graph)
                }
            }
        }
    }()

    @Test func theCorpusHasConflictsFixesAmbiguitiesAndImplicitRowsToCheck() {
        #expect(Self.drawn.count > 60)
        #expect(Self.drawn.contains { !$0.diagnosis.conflicts.isEmpty })
        #expect(Self.drawn.contains { !$0.diagnosis.ambiguousItems.isEmpty })
        #expect(Self.drawn.contains { $0.diagnosis.conflicts.contains { !$0.implicit.isEmpty } })
        #expect(Self.drawn.contains { $0.diagnosis.conflicts.count > 1 })
    }

    @Test func everyGraphIsWellFormedAndSetsNewrank() {
        for drawn in Self.drawn {
            #expect(drawn.graph.structuralProblems().isEmpty, "\(drawn.name): \(drawn.graph.structuralProblems())")
            #expect(drawn.graph.attributes["newrank"] == .keyword("true"), "\(drawn.name)")
        }
    }

    @Test func everyConstraintOnTheAxisIsAnEdgeAndNoOtherIs() {
        for drawn in Self.drawn {
            let onAxis = drawn.diagnosis.dependencyGraph.edges(on: drawn.axis).map(\.constraintID)
            let expected = Set(onAxis.compactMap { DiagramInspection.edgeID(of: $0, in: drawn.system) })
            let edges = drawn.graph.allEdges.filter { $0.attributes.classes.contains("constraint") }
            let firstEdges = Set(edges.filter { !$0.attributes.classes.contains("continuation") }.compactMap { $0.attributes["id"] }
                .map { if case .keyword(let id) = $0 { return id } else { return "" } })
            #expect(firstEdges == expected, "\(drawn.name)")
        }
    }

    @Test func eachConflictMarksExactlyItsConstraintsWithItsNumber() {
        for drawn in Self.drawn {
            let onAxis = Set(drawn.diagnosis.dependencyGraph.edges(on: drawn.axis).map(\.constraintID))
            for (index, conflict) in drawn.diagnosis.conflicts.enumerated() {
                let number = index + 1
                let expected = conflict.axes.contains(drawn.axis)
                    ? Set(conflict.constraintIDs.filter(onAxis.contains).compactMap { DiagramInspection.edgeID(of: $0, in: drawn.system) })
                    : []
                let marked = drawn.graph.allEdges.filter {
                    $0.attributes.classes.contains("conflict-\(number)") && $0.attributes.classes.contains("constraint")
                        && !$0.attributes.classes.contains("continuation")
                }
                #expect(Set(marked.compactMap(\.idText)) == expected, "\(drawn.name) conflict \(number)")
                for edge in marked {
                    let label = edge.attributes.labelText
                    #expect(label.contains("conflict \(number)") || label.range(of: #"conflicts [0-9, ]*\b\#(number)\b"#, options: .regularExpression) != nil,
                        "\(drawn.name): \(label)")
                }
            }
        }
    }

    @Test func implicitRowsOfConflictsAreDashedLoopsOnTheirItems() {
        for drawn in Self.drawn {
            for (index, conflict) in drawn.diagnosis.conflicts.enumerated() where conflict.axes.contains(drawn.axis) {
                for row in conflict.implicit where row.axis == drawn.axis {
                    guard let node = DiagramInspection.nodeID(of: row.item, in: drawn.system) else { continue }
                    let name = drawn.system.displayName(of: row.item)
                    // The item's name, which the node shows, leaves the label: "Title's height ≥ 0" and
                    // "the height of Label 'Hi' ≥ 0" are both drawn as "height ≥ 0".
                    var ownTerms = row.description.replacingOccurrences(of: "\(name)'s ", with: "")
                    if ownTerms.hasPrefix("the "), ownTerms.contains(" of \(name) ") {
                        ownTerms = String(ownTerms.dropFirst(4)).replacingOccurrences(of: " of \(name) ", with: " ")
                    }
                    let loops = drawn.graph.allEdges.filter {
                        let firstLine = $0.attributes.labelText.split(separator: "\n").first ?? ""
                        return $0.from.rawValue == node && $0.to.rawValue == node && $0.attributes.classes.contains("implicit")
                            && $0.attributes.classes.contains("conflict-\(index + 1)")
                            && firstLine == "implicit: \(ownTerms)"
                    }
                    #expect(loops.count == 1, "\(drawn.name): implicit \(row.description)")
                    #expect(loops.first?.attributes["style"] == .keyword("dashed"))
                }
            }
        }
    }

    @Test func theFirstFixIsMarkedWhereItActs() {
        for drawn in Self.drawn {
            guard let fix = drawn.diagnosis.fixes.first else {
                #expect(!drawn.graph.allEdges.contains { $0.attributes.classes.contains("fix") }, "\(drawn.name)")
                continue
            }
            if let id = fix.constraintID, drawn.diagnosis.dependencyGraph.edges(on: drawn.axis).contains(where: { $0.constraintID == id }) {
                let edge = drawn.graph.edge(withID: DiagramInspection.edgeID(of: id, in: drawn.system) ?? "")
                #expect(edge?.attributes.classes.contains("fix") == true, "\(drawn.name)")
                if let priority = fix.priority, fix.action == .lowerPriority {
                    #expect(edge?.attributes.labelText.contains("fix: priority \(priority)") == true, "\(drawn.name)")
                }
            }
            if fix.action == .disableAutoresizingMask, let item = fix.item,
                let node = drawn.graph.node(DiagramInspection.nodeID(of: item, in: drawn.system) ?? "")
            {
                #expect(node.attributes.classes.contains("fix"))
                #expect(node.attributes.labelText.contains("translatesAutoresizingMaskIntoConstraints = false"))
            }
        }
    }

    @Test func theConstraintUIKitBrokeIsMarked() {
        for drawn in Self.drawn {
            let broken = drawn.graph.allEdges.filter { $0.attributes.classes.contains("broken") }
            guard let id = drawn.system.brokenConstraint,
                drawn.diagnosis.dependencyGraph.edges(on: drawn.axis).contains(where: { $0.constraintID == id })
            else {
                #expect(broken.isEmpty, "\(drawn.name)")
                continue
            }
            #expect(broken.compactMap(\.idText) == [DiagramInspection.edgeID(of: id, in: drawn.system)], "\(drawn.name)")
            let framework = drawn.system.platform == .macOS ? "AppKit" : "UIKit"
            #expect(broken.first?.attributes.labelText.contains("broken by \(framework)") == true, "\(drawn.name)")
        }
    }

    @Test func ambiguousItemsShowWhatIsFree() {
        for drawn in Self.drawn {
            for item in drawn.diagnosis.ambiguousItems where item.axis == drawn.axis && (item.positionIsFree || item.sizeIsFree) {
                let node = drawn.graph.node(DiagramInspection.nodeID(of: item.item, in: drawn.system) ?? "")
                #expect(node?.attributes.classes.contains("ambiguous") == true, "\(drawn.name) \(item.item)")
                let label = node?.attributes.labelText ?? ""
                #expect(label.contains("free:") && label.contains("position") == item.positionIsFree
                    && label.contains("size") == item.sizeIsFree, "\(drawn.name): \(label)")
            }
        }
    }

    @Test func crossAxisConstraintsAreNotedOnBothAxes() {
        for drawn in Self.drawn {
            for id in drawn.diagnosis.dependencyGraph.crossAxisConstraintIDs {
                let edge = drawn.graph.edge(withID: DiagramInspection.edgeID(of: id, in: drawn.system) ?? "")
                #expect(edge?.attributes.classes.contains("cross-axis") == true, "\(drawn.name) \(id)")
            }
        }
    }

    /// The legend names each conflict shown and nothing the diagram does not use.
    @Test func theLegendExplainsWhatIsUsedAndOnlyThat() {
        for drawn in Self.drawn {
            let legend = drawn.graph.legend.map { DotGraph(name: DotID("g")!, legend: $0).allNodes.map(\.attributes.labelText).joined() } ?? ""
            let edges = drawn.graph.allEdges
            let conflictNumbers = Set(edges.flatMap { $0.attributes.classes.filter { $0.hasPrefix("conflict-") } })
            // One legend row for the conflicts, a sample "━ N" in its colour for each.
            for number in conflictNumbers { #expect(legend.contains("━ " + number.dropFirst("conflict-".count)), "\(drawn.name)") }
            #expect(legend.contains("conflict") == !conflictNumbers.isEmpty, "\(drawn.name)")
            #expect(legend.contains("optional") == edges.contains { $0.attributes.classes.contains("optional") }, "\(drawn.name)")
            #expect(legend.contains("broken") == edges.contains { $0.attributes.classes.contains("broken") }, "\(drawn.name)")
            #expect(legend.contains("implicit") == edges.contains { $0.attributes.classes.contains("implicit") }, "\(drawn.name)")
            #expect(legend.contains("ambiguous") == drawn.graph.allNodes.contains { $0.attributes.classes.contains("ambiguous") }, "\(drawn.name)")
        }
    }
}

extension DotEdge {
    var idText: String? {
        if case .keyword(let id) = attributes["id"] { return id }
        return nil
    }
}
