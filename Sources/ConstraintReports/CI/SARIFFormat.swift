import ConstraintModel
import Foundation

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), the format GitHub code
/// scanning and most CI dashboards import: one run, one rule per finding kind, one result per
/// finding with its physical location.
public enum SARIFFormat {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ report: Report) throws -> String {
        let findings = report.ciFindings
        let kinds = CIFinding.Kind.allCases
        let log = Log(
            schema: schemaURI, version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: ToolInfo.name, version: ToolInfo.version, informationUri: "https://github.com/constraint-doctor",
                            rules: kinds.map { Rule(id: "constraint-doctor/\($0.rawValue)", shortDescription: Message(text: ruleText($0))) })),
                    results: findings.map { finding in
                        Result(
                            ruleId: finding.ruleID, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
                            level: finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note",
                            message: Message(text: finding.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: ArtifactLocation(uri: uri(finding.location.file)),
                                        region: Region(startLine: max(finding.location.line, 1), startColumn: finding.location.column.map { max($0, 1) })))
                            ])
                    })
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    static func ruleText(_ kind: CIFinding.Kind) -> String {
        switch kind {
        case .conflict: return "Required constraints that cannot all hold"
        case .ambiguity: return "A view's position or size is not determined by its constraints"
        case .contentPriority: return "Equal content hugging or compression resistance priorities compete"
        case .misplaced: return "The saved frame differs from the frame the constraints give"
        case .zeroHeightCell: return "A self-sizing table view cell's constraints leave it 0 high, and UIKit shows it at the standard height"
        case .input: return "The input could not be read as written"
        }
    }

    /// A relative path as a URI reference (spaces and other reserved characters percent-encoded).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}

/// `--fail-on`: which findings make the run fail (exit 1) when CI wants to gate a build.
public enum FailureCondition: String, Sendable, CaseIterable {
    case conflict
    case ambiguity
    case misplaced
    /// Any finding at all, including content-priority ties and input errors.
    case any

    public func isMet(by findings: [CIFinding]) -> Bool {
        // Notes (verdicts that rest on estimated sizes) never fail a build.
        findings.contains { finding in
            guard finding.severity != .note else { return false }
            switch self {
            case .conflict: return finding.kind == .conflict
            // A cell its constraints leave 0 high is what UIKit itself calls ambiguous.
            case .ambiguity: return finding.kind == .ambiguity || finding.kind == .contentPriority || finding.kind == .zeroHeightCell
            case .misplaced: return finding.kind == .misplaced
            case .any: return true
            }
        }
    }
}
