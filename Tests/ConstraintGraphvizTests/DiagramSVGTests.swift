import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

@testable import ConstraintGraphviz

/// Real Corpus systems drawn by Graphviz: in the SVG, found by title and class, are a node for
/// every item taking part on the axis and every highlighted edge the analysis calls for.
@Suite("Diagrams rendered as SVG")
struct DiagramSVGTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: URL
        var testDescription: String { PackagePaths.relativePath(of: input) }
    }

    static var cases: [Case] {
        PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"]).map(Case.init)
    }

    static func report(for input: URL) throws -> Report {
        let text = String(decoding: try Data(contentsOf: input), as: UTF8.self)
        return Report(inputs: [ReportInput.reading(text, file: PackagePaths.relativePath(of: input))], analysis: nil)
    }

    @Test(arguments: cases)
    func everyItemAndEveryMarkIsInTheSVG(_ testCase: Case) throws {
        let report = try Self.report(for: testCase.input)
        for systemReport in report.systems {
            let system = systemReport.system
            let diagnosis = Analyzer().analyze(system)
            for axis in Axis.allCases {
                let dot = ConstraintDiagram(system: system, diagnosis: diagnosis, axis: axis).graph.render()
                let svg = try DiagramSVG(GraphvizRenderer.svg(fromDOT: dot))
                let context = "\(testCase.testDescription) system \(systemReport.number) \(axis)"
                try check(svg, system: system, diagnosis: diagnosis, axis: axis, context: context)
            }
        }
    }

    private func check(_ svg: DiagramSVG, system: ConstraintSystem, diagnosis: Diagnosis, axis: Axis, context: String) throws {
        let onAxis = diagnosis.dependencyGraph.edges(on: axis)
        var participants = Set(onAxis.flatMap(\.items))
        participants.formUnion(diagnosis.ambiguousItems.filter { $0.axis == axis }.map(\.item))
        for itemID in participants {
            let item = try #require(system.item(itemID))
            let node = svg.node(titled: "item\(system.items.firstIndex { $0.id == itemID }! + 1)")
            #expect(node?.lines.first == item.displayName, "\(context): node of \(item.displayName)")
        }
        for edge in onAxis {
            let id = "constraint\(system.constraints.firstIndex { $0.id == edge.constraintID }! + 1)"
            let drawn = svg.element(withID: id)
            #expect(drawn?.classes.contains("edge") == true, "\(context): edge \(id)")
            #expect(drawn?.lines.first?.hasPrefix(edge.constraintID + ": ") == true, "\(context): label of \(id)")
        }
        for (index, conflict) in diagnosis.conflicts.enumerated() where conflict.axes.contains(axis) {
            let expected = Set(conflict.constraintIDs.filter { id in onAxis.contains { $0.constraintID == id } }
                .map { id in "constraint\(system.constraints.firstIndex { $0.id == id }! + 1)" })
            let highlighted = Set(
                svg.edges(withClass: "conflict-\(index + 1)").filter { $0.classes.contains("constraint") && !$0.classes.contains("continuation") }
                    .map(\.id))
            #expect(highlighted == expected, "\(context): conflict \(index + 1)")
        }
        if let fix = diagnosis.fixes.first, let id = fix.constraintID, onAxis.contains(where: { $0.constraintID == id }) {
            let svgID = "constraint\(system.constraints.firstIndex { $0.id == id }! + 1)"
            #expect(svg.edges(withClass: "fix").map(\.id).contains(svgID), "\(context): fix on \(id)")
        }
        if let broken = system.brokenConstraint, onAxis.contains(where: { $0.constraintID == broken }) {
            let svgID = "constraint\(system.constraints.firstIndex { $0.id == broken }! + 1)"
            #expect(svg.edges(withClass: "broken").map(\.id) == [svgID], "\(context): broken \(broken)")
        }
        for item in diagnosis.ambiguousItems where item.axis == axis && (item.positionIsFree || item.sizeIsFree) {
            let node = svg.node(titled: "item\(system.items.firstIndex { $0.id == item.item }! + 1)")
            #expect(node?.classes.contains("ambiguous") == true, "\(context): ambiguous \(item.item)")
        }
    }
}

/// A Graphviz SVG read as XML: node and edge groups with their title, id, classes and the
/// lines of their labels (texts at the same height joined, as a reader sees them).
struct DiagramSVG {
    struct Group {
        var id: String
        var title: String
        var classes: Set<String>
        var lines: [String]
    }

    let groups: [Group]

    init(_ svg: String) throws {
        let document = try XMLTree.parse(svg)
        groups = document.allElements.filter { $0.name == "g" && $0.child(named: "title") != nil }.map { element in
            let texts = element.allElements.filter { $0.name == "text" }
            var lines: [(y: String, text: String)] = []
            for text in texts {
                let y = text.attributes["y"] ?? ""
                let content = RenderedSVG.readable(text.text)
                if let last = lines.last, last.y == y { lines[lines.count - 1].text += content } else { lines.append((y, content)) }
            }
            return Group(
                id: element.attributes["id"] ?? "", title: element.child(named: "title")?.text ?? "",
                classes: Set((element.attributes["class"] ?? "").split(separator: " ").map(String.init)), lines: lines.map(\.text))
        }
    }

    func node(titled title: String) -> Group? { groups.first { $0.classes.contains("node") && $0.title == title } }
    func element(withID id: String) -> Group? { groups.first { $0.id == id } }
    func edges(withClass name: String) -> [Group] { groups.filter { $0.classes.contains("edge") && $0.classes.contains(name) } }
}
