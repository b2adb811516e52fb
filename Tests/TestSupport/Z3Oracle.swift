import Foundation

/// `Tests/Oracles/z3_check.py`: z3 (z3-solver from PyPI) on a gen.py layout file, an exact oracle
/// written without any code of the analysis or of the Swift oracles.
public enum Z3Oracle {
    public static let script = PackagePaths.root.appendingPathComponent("Tests/Oracles/z3_check.py")

    /// Why z3 cannot be used here, or nil when it can.
    public static var unavailableReason: String? {
        guard let result = try? ProcessRunner.run(ProcessRunner.env, ["python3", "-c", "import z3"]), result.status == 0 else {
            return "python3 cannot import z3 (python3 -m pip install z3-solver)"
        }
        return nil
    }

    public struct Report: Decodable, Sendable {
        public var feasible: Bool
        /// A minimal unsatisfiable set of labels (`line:N`, `size:Item.width`), empty when feasible.
        public var core: [String]
        public var subsetUnsat: Bool?
        public var subsetMinimal: Bool?
        public var unknownLabels: [String]?

        enum CodingKeys: String, CodingKey {
            case feasible, core
            case subsetUnsat = "subset_unsat"
            case subsetMinimal = "subset_minimal"
            case unknownLabels = "unknown_labels"
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs the script on `text` (written to a temporary file); `check` asks whether exactly those
    /// labels form a minimal conflict.
    public static func run(on text: String, check: [String]? = nil) throws -> Report {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("z3-\(UUID().uuidString).alc")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var arguments = ["python3", script.path, file.path]
        if let check { arguments += ["--check", check.joined(separator: ",")] }
        let result = try ProcessRunner.run(ProcessRunner.env, arguments)
        guard result.status == 0 else { throw Failure(description: "z3_check.py failed: \(result.standardError)") }
        return try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
    }
}
