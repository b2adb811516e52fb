import Foundation

/// Validates JSON files against `Docs/report.schema.json` with Python's `jsonschema`, an
/// implementation of JSON Schema 2020-12 written by other people than the report's authors.
///
/// The check is stricter than the published schema: every object that lists its properties is
/// closed (`additionalProperties: false`), so a key the report writes but the schema does not
/// document fails here, while outside readers keep the freedom to see new keys.
public enum JSONSchemaValidator {
    public static let schema = PackagePaths.root.appendingPathComponent("Docs/report.schema.json")

    public static var isAvailable: Bool {
        (try? ProcessRunner.run(ProcessRunner.env, ["python3", "-c", "import jsonschema"]).status) == 0
    }

    /// The validation errors, one line each (`file: $.systems[0].items: message`); empty when
    /// every file is valid.
    public static func problems(in files: [URL]) throws -> [String] {
        let result = try ProcessRunner.run(ProcessRunner.env, ["python3", "-c", script, schema.path] + files.map(\.path))
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        if result.status != 0 && lines.isEmpty { return ["the validator failed: \(result.standardError)"] }
        return lines
    }

    /// Validates strings by writing them to temporary files first.
    public static func problems(inDocuments documents: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try documents.enumerated().map { index, document in
            let file = folder.appendingPathComponent("report-\(index).json")
            try Data(document.utf8).write(to: file)
            return file
        }
        return try problems(in: files)
    }

    static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
        def close(node):
            if isinstance(node, dict):
                if "properties" in node and "additionalProperties" not in node:
                    node["additionalProperties"] = False
                for value in node.values():
                    close(value)
            elif isinstance(node, list):
                for value in node:
                    close(value)
        close(schema)
        validator = jsonschema.Draft202012Validator(schema)
        failed = False
        for path in sys.argv[2:]:
            for error in sorted(validator.iter_errors(json.load(open(path, encoding="utf-8"))), key=str):
                failed = True
                print(f"{path}: {error.json_path}: {error.message}")
        sys.exit(1 if failed else 0)
        """
}
