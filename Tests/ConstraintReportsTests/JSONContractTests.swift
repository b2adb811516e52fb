import ConstraintAnalysis
import ConstraintModel
import ConstraintReports
import Testing

/// The keys outside tools read, checked by name and type on rendered text. This list is the
/// contract as the brief states it, written out independently of the encoder's types.
@Suite("JSON contract")
struct JSONContractTests {
    typealias Spec = [String: Set<JSONType>]

    static let topLevel: Spec = ["schemaVersion": [.integer], "systems": [.array]]
    static let system: Spec = [
        "source": [.object], "platform": [.string], "items": [.array], "constraints": [.array],
        "brokenConstraint": [.string, .null], "diagnostics": [.array], "occurrences": [.integer], "fingerprint": [.string],
    ]
    static let source: Spec = ["file": [.string], "firstLine": [.integer], "lastLine": [.integer]]
    static let item: Spec = [
        "id": [.string], "className": [.string, .null], "address": [.string, .null], "text": [.string, .null],
        "displayName": [.string],
    ]
    static let constraint: Spec = [
        "id": [.string], "line": [.integer], "text": [.string], "className": [.string, .null],
        "identifier": [.string, .null], "origin": [.string], "first": [.object], "relation": [.string],
        "multiplier": [.number], "second": [.object, .null], "constant": [.number, .null], "priority": [.number],
    ]
    static let anchor: Spec = ["item": [.string], "attribute": [.string]]
    static let diagnostic: Spec = ["severity": [.string], "line": [.integer], "column": [.integer], "message": [.string]]

    /// Every key of `spec` is present (null counts as present) with an allowed type.
    static func problems(_ value: JSONValue?, against spec: Spec, at path: String) -> [String] {
        guard let value, value.objectKeys != nil else { return ["\(path) is not an object"] }
        return spec.sorted { $0.key < $1.key }.compactMap { key, types in
            guard let field = value[key] else { return "\(path).\(key) is missing" }
            return types.contains { $0.admits(field) } ? nil : "\(path).\(key) is \(field), expected one of \(types)"
        }
    }

    static func contractProblems(_ json: JSONValue) -> [String] {
        var found = problems(json, against: topLevel, at: "$")
        if json["schemaVersion"] != .integer(1) { found.append("$.schemaVersion is not 1") }
        for (index, system) in (json["systems"]?.arrayValue ?? []).enumerated() {
            let path = "$.systems[\(index)]"
            found += problems(system, against: Self.system, at: path)
            found += problems(system["source"], against: source, at: "\(path).source")
            for (itemIndex, item) in (system["items"]?.arrayValue ?? []).enumerated() {
                found += problems(item, against: Self.item, at: "\(path).items[\(itemIndex)]")
            }
            for (constraintIndex, constraint) in (system["constraints"]?.arrayValue ?? []).enumerated() {
                let constraintPath = "\(path).constraints[\(constraintIndex)]"
                found += problems(constraint, against: Self.constraint, at: constraintPath)
                found += problems(constraint["first"], against: anchor, at: "\(constraintPath).first")
                if let second = constraint["second"], second != .null {
                    found += problems(second, against: anchor, at: "\(constraintPath).second")
                }
                if !["==", "<=", ">="].contains(constraint["relation"]?.stringValue ?? "") {
                    found.append("\(constraintPath).relation is not ==, <= or >=")
                }
            }
            for (diagnosticIndex, diagnostic) in (system["diagnostics"]?.arrayValue ?? []).enumerated() {
                found += problems(diagnostic, against: Self.diagnostic, at: "\(path).diagnostics[\(diagnosticIndex)]")
            }
            found += analysisProblems(system, at: path)
        }
        return found
    }

    /// The sample systems analysed, except the second, whose analysis is taken away again to
    /// show the difference between "not analysed" and "nothing found".
    static var analysedReport: Report {
        var report = Report(
            systems: [SampleSystems.profileCell, SampleSystems.gridWindow, SampleSystems.builtInCode], analysis: AnalysisOptions())
        report.systems[1].diagnosis = nil
        return report
    }

    @Test func contractKeysHaveTheirTypes() throws {
        let problems = Self.contractProblems(try JSONValue.parse(try JSONReport.render(Self.analysedReport)))
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Every analysis key with an element to check: the samples make each kind of finding at
    /// least once, so no part of the analysis contract passes by being empty.
    @Test func everyAnalysisFindingKindKeepsTheContract() throws {
        let json = try JSONValue.parse(try JSONReport.render(AnalysedSamples.combined))
        #expect(Self.contractProblems(json) == [])
        let systems = json["systems"]?.arrayValue ?? []
        for key in ["conflicts", "fixes", "rejectedFixes", "ambiguities", "ambiguousItems", "redundancies", "missingContext", "snaps", "analysisNotes", "frames"] {
            #expect(systems.contains { ($0[key]?.arrayValue ?? []).isEmpty == false }, "no sample has \(key)")
        }
        #expect(systems.contains { $0["engineRecovery"].map { $0 != .null } ?? false })
        #expect(systems.contains { system in
            (system["ambiguities"]?.arrayValue ?? []).contains { $0["suggestion"].map { $0 != .null } ?? false }
        })
        #expect(systems.contains { system in
            (system["conflicts"]?.arrayValue ?? []).contains { !($0["implicit"]?.arrayValue ?? []).isEmpty }
        })
    }

    @Test func checkerCatchesAMissingKeyAWrongTypeAndABadRelation() throws {
        let json = try JSONValue.parse(try JSONReport.render(Self.analysedReport))
        guard case .object(var top) = json, case .array(var systems) = top["systems"], case .object(var system) = systems[0],
            case .array(var constraints) = system["constraints"], case .object(var constraint) = constraints[0]
        else {
            Issue.record("the report is not shaped as expected")
            return
        }
        constraint["relation"] = .string("=")
        constraint.removeValue(forKey: "priority")
        constraints[0] = .object(constraint)
        system["constraints"] = .array(constraints)
        system["platform"] = .null
        systems[0] = .object(system)
        top["systems"] = .array(systems)
        top["schemaVersion"] = .string("1")
        let problems = Self.contractProblems(.object(top))
        #expect(problems.count == 5, "\(problems)")
        #expect(problems.contains("$.systems[0].constraints[0].priority is missing"))
    }

    @Test func valuesMatchTheSystem() throws {
        let json = try JSONValue.parse(try JSONReport.render(Self.analysedReport))
        let cell = try #require(json["systems"]?.arrayValue?.first)
        #expect(cell["source"] == .object(["file": .string("Corpus/examples/profile-cell.log"), "firstLine": .integer(1), "lastLine": .integer(18)]))
        #expect(cell["platform"] == .string("iOS"))
        #expect(cell["brokenConstraint"] == .string("c6"))
        let constraints = try #require(cell["constraints"]?.arrayValue)
        #expect(constraints.map { $0["id"] } == (1...11).map { .string("c\($0)") })
        #expect(constraints[8]["multiplier"] == .number(0.4))
        #expect(constraints[8]["constant"] == .integer(-12))
        #expect(constraints[6]["constant"] == .number(44.3333))
        #expect(constraints[9]["constant"] == .null, "a constant lost from the log is null")
        #expect(constraints[0]["second"] == .null)
        #expect(constraints[0]["identifier"] == .null)
        #expect(constraints[1]["identifier"] == .string("avatarLeading"))
        #expect(constraints[3]["relation"] == .string(">="))
        #expect(constraints[3]["priority"] == .integer(750))
        #expect(constraints[4]["origin"] == .string("stackView"))
        #expect(constraints[7]["className"] == .string("NSAutoresizingMaskLayoutConstraint"))
        #expect(constraints[2]["first"] == .object(["item": .string("item3"), "attribute": .string("leading")]))
        #expect(constraints[2]["second"] == .object(["item": .string("item1"), "attribute": .string("trailing")]))
        let label = try #require(cell["items"]?.arrayValue?[3])
        #expect(label["displayName"] == .string("Label 'Ada'"))
        #expect(label["text"] == .string("Ada"))
        #expect(label["address"] == .string("0x7b1000a01600"))
        let diagnostic = try #require(cell["diagnostics"]?.arrayValue?.first)
        #expect(diagnostic["severity"] == .string("warning"))
        #expect(diagnostic["line"] == .integer(12))
        #expect(diagnostic["column"] == .integer(60))
    }

    @Test func analysisKeysAppearOnlyWhenTheAnalysisRan() throws {
        let json = try JSONValue.parse(try JSONReport.render(Self.analysedReport))
        let systems = try #require(json["systems"]?.arrayValue)
        for key in Self.systemAnalysis.keys {
            #expect(systems[0][key] != nil, "\(key) when analysed")
            #expect(systems[1][key] == nil, "no \(key) when not analysed")
        }
    }

    @Test func exitCodeAndInputsDescribeTheRun() throws {
        let json = try JSONValue.parse(try JSONReport.render(Self.analysedReport))
        #expect(json["exitCode"] == .integer(1))
        #expect(json["tool"] == .object(["name": .string("constraint-doctor"), "version": .string(ToolInfo.version)]))
        let input = try #require(json["inputs"]?.arrayValue?.first)
        #expect(input["systemNumbers"] == .array([.integer(1), .integer(2), .integer(3)]))
        #expect(input["error"] == .null)
    }
}
