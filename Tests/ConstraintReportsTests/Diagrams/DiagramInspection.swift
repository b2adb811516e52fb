import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport

/// Reads a drawn `DotGraph` back the way a test needs it, without the diagram code's help:
/// nodes and edges from every cluster, their classes and the plain text of their labels.
extension DotGraph {
    var allNodes: [DotNode] {
        func collect(_ cluster: DotCluster) -> [DotNode] { cluster.nodes + cluster.clusters.flatMap(collect) }
        return nodes + clusters.flatMap(collect) + (legend.map(collect) ?? [])
    }

    var allEdges: [DotEdge] {
        func collect(_ cluster: DotCluster) -> [DotEdge] { cluster.edges + cluster.clusters.flatMap(collect) }
        return edges + clusters.flatMap(collect)
    }

    var allClusters: [DotCluster] {
        func collect(_ cluster: DotCluster) -> [DotCluster] { [cluster] + cluster.clusters.flatMap(collect) }
        return clusters.flatMap(collect)
    }

    func edge(withID id: String) -> DotEdge? { allEdges.first { $0.attributes["id"] == .keyword(id) } }
    func node(_ id: String) -> DotNode? { allNodes.first { $0.id.rawValue == id } }
}

extension DotAttributes {
    var classes: Set<String> {
        guard case .keyword(let value) = self["class"] else { return [] }
        return Set(value.split(separator: " ").map(String.init))
    }

    /// The label as a reader sees it: markup removed, entities decoded, lines joined by `\n`.
    var labelText: String {
        switch self["label"] {
        case .html(let html): return DiagramInspection.plainText(html.markup)
        case .text(let text): return text
        default: return ""
        }
    }
}

enum DiagramInspection {
    /// Corpus inputs with their reports and, per system, the analysis' own diagnosis.
    static func corpusCases() throws -> [(name: String, report: Report, diagnoses: [Diagnosis])] {
        try GoldenCorpusTests.inputs.map { input in
            let report = try GoldenCorpusTests.report(for: input)
            return (PackagePaths.relativePath(of: input), report, report.systems.map { Analyzer().analyze($0.system) })
        }
    }

    /// The text of HTML-like label markup: tags dropped, `<BR/>` a line break, XML entities and
    /// Graphviz's doubled backslashes read back.
    static func plainText(_ markup: String) -> String {
        var text = ""
        var index = markup.startIndex
        while index < markup.endIndex {
            let character = markup[index]
            if character == "<", let close = markup[index...].firstIndex(of: ">") {
                if markup[index...close].uppercased() == "<BR/>" { text += "\n" }
                index = markup.index(after: close)
            } else if character == "&", let semicolon = markup[index...].firstIndex(of: ";") {
                switch markup[markup.index(after: index)..<semicolon] {
                case "amp": text += "&"
                case "lt": text += "<"
                case "gt": text += ">"
                case "quot": text += "\""
                default: text += markup[index...semicolon]
                }
                index = markup.index(after: semicolon)
            } else if character == "\\", markup.index(after: index) < markup.endIndex {
                text.append(markup[markup.index(after: index)])
                index = markup.index(index, offsetBy: 2)
            } else {
                text.append(character)
                index = markup.index(after: index)
            }
        }
        return text
    }

    /// The SVG id the diagrams document for a constraint's first edge: `constraint<position>`.
    static func edgeID(of constraintID: String, in system: ConstraintSystem) -> String? {
        system.constraints.firstIndex { $0.id == constraintID }.map { "constraint\($0 + 1)" }
    }

    /// The node the diagrams document for an item: `item<position>`.
    static func nodeID(of itemID: String, in system: ConstraintSystem) -> String? {
        system.items.firstIndex { $0.id == itemID }.map { "item\($0 + 1)" }
    }
}
