import ConstraintIngest
import ConstraintModel
import Foundation
import Testing

/// Where the test inputs are: the package's own `Corpus/logs/` and the read-only peer logs next to
/// the package (`../shared/corpus/peer-logs/`), found from this file's path.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpusFolder = packageRoot.appendingPathComponent("Corpus/logs")
    static let peerFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/peer-logs")

    static var peerLogsAvailable: Bool { FileManager.default.fileExists(atPath: peerFolder.path) }
    static let peerLogsMissing: Comment = "the peer logs are read from ../shared/corpus/peer-logs/, which does not exist here"

    static func text(ofCorpusLog name: String) throws -> String {
        try String(contentsOf: corpusFolder.appendingPathComponent(name), encoding: .utf8)
    }

    static func text(ofPeerLog name: String) throws -> String {
        try String(contentsOf: peerFolder.appendingPathComponent(name), encoding: .utf8)
    }

    static func corpus(_ name: String) throws -> IngestResult {
        ConsoleLogReader.read(try text(ofCorpusLog: name), file: name)
    }

    static func peer(_ name: String) throws -> IngestResult {
        ConsoleLogReader.read(try text(ofPeerLog: name), file: name)
    }

    static func logNames(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
    }
}

extension ConstraintSystem {
    func item(address: String) -> LayoutItem? { items.first { $0.address == address } }
    func item(named name: String) -> LayoutItem? { items.first { $0.name == name } }
    func constraint(address: String) -> LayoutConstraint? { constraints.first { $0.address == address } }

    /// How tests write a constraint: items by address (or name, for items without one),
    /// `item.attribute REL [m*]item.attribute ± c @priority`. The expected strings in the tests are
    /// written by hand from the log text, so this only spells the model out.
    func equation(_ constraint: LayoutConstraint) -> String {
        func key(_ id: String) -> String {
            guard let item = item(id) else { return "?" + id }
            return item.address ?? item.name ?? item.className ?? id
        }
        func anchor(_ anchor: Anchor) -> String { "\(key(anchor.item)).\(anchor.attribute)" }
        var text = "\(anchor(constraint.first)) \(constraint.relation.rawValue) "
        if let expression = constraint.expression {
            func side(_ terms: [LinearTerm], _ constant: LayoutNumber) -> String {
                var parts = terms.map { term in term.coefficient.value == 1 ? anchor(term.anchor) : "\(term.coefficient.value)*\(anchor(term.anchor))" }
                if constant.value != 0 { parts.append("\(constant.value)") }
                return parts.isEmpty ? "0" : parts.joined(separator: " + ")
            }
            text = "\(side(expression.left, expression.leftConstant)) \(constraint.relation.rawValue) \(side(expression.right, expression.rightConstant))"
        } else if let second = constraint.second {
            if constraint.multiplier.value != 1 { text += "\(constraint.multiplier)*" }
            text += anchor(second)
            if let constant = constraint.constant {
                if constant.value < 0 {
                    text += " - \(String(constant.description.dropFirst()))"
                } else if constant.value != 0 {
                    text += " + \(constant)"
                }
            } else {
                text += " + ?"
            }
        } else {
            text += constraint.constant.map { "\($0)" } ?? "?"
        }
        if constraint.priority != .required { text += " @\(constraint.priority)" }
        if constraint.constantIsSystemSpacing { text += " (system spacing)" }
        return text
    }

    var equations: [String] { constraints.map(equation) }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    func diagnostics(_ code: String) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
}
